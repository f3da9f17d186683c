import { type AdminPlan, formatBRL, formatCount } from '@alinhavo/domain';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useSessionQuery } from '@/app/session';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useAdminPlans } from './api';
import { PlanEditDialog } from './plan-edit-dialog';

const usersLabel = (max: number) =>
  max === -1 ? 'Usuários ilimitados' : max === 1 ? '1 usuário' : `Até ${max} usuários`;
const companiesLabel = (n: number) => formatCount(n, 'empresa', 'empresas');

function PlanCard({ plan, canEdit, onEdit }: { plan: AdminPlan; canEdit: boolean; onEdit: () => void }) {
  return (
    <Card className={plan.isActive ? '' : 'opacity-75'}>
      <CardContent className="grid gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="font-semibold text-base leading-6">{plan.name}</h3>
            <p className="text-muted-foreground text-sm">{plan.description}</p>
          </div>
          {canEdit && (
            <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Editar plano ${plan.name}`}>
              <Pencil /> Editar
            </Button>
          )}
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant={plan.isActive ? 'success' : 'secondary'}>
            {plan.isActive ? 'Ativo' : 'Inativo'}
          </Badge>
          {plan.popular && <Badge>Mais popular</Badge>}
          {plan.contactSales && <Badge variant="outline">Falar com vendas</Badge>}
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted-foreground text-xs">Mensal</dt>
            <dd className="font-medium tabular-nums">{formatBRL(plan.priceMonthlyCents)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-xs">Anual</dt>
            <dd className="font-medium tabular-nums">
              {plan.priceYearlyCents === null ? 'Não oferecido' : formatBRL(plan.priceYearlyCents)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-xs">Usuários</dt>
            <dd>{usersLabel(plan.maxUsers)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-xs">Empresas no plano</dt>
            <dd>{companiesLabel(plan.companies)}</dd>
          </div>
        </dl>
        <ul className="gap-x-6 text-sm sm:columns-2 [&>li]:mb-0.5 [&>li]:break-inside-avoid">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden="true" className="text-primary">
                •
              </span>
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** The plans sold on the site, in display order; super_admin edits them, support reads. */
export function PlansTab() {
  const { data, isPending, error } = useAdminPlans();
  const session = useSessionQuery().data;
  const canEdit = session?.user.role === 'super_admin';
  const [editing, setEditing] = useState<{ plan: AdminPlan | null; open: boolean }>({
    plan: null,
    open: false,
  });

  return (
    <div className="space-y-4">
      <p className="text-muted-foreground text-sm">
        {canEdit
          ? 'Os planos à venda no site e no checkout. Um plano inativo some do site, mas as empresas que já o têm continuam com ele.'
          : 'Os planos à venda no site. Somente o super administrador pode alterá-los.'}
      </p>
      {error && (
        <Alert variant="destructive">
          <AlertDescription>Erro ao carregar planos: {errorMessage(error)}</AlertDescription>
        </Alert>
      )}
      {isPending ? (
        <div className="grid gap-3">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : (
        <div className="grid gap-3">
          {data?.items.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              canEdit={canEdit}
              onEdit={() => setEditing({ plan, open: true })}
            />
          ))}
        </div>
      )}
      {editing.plan && (
        <PlanEditDialog
          plan={editing.plan}
          open={editing.open}
          onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        />
      )}
    </div>
  );
}
