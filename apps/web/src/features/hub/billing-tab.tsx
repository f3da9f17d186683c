import {
  planTypeLabel,
  type SessionProfile,
  type SubscriptionSummary,
  seatsText,
  subscriptionStatusLabel,
} from '@alinhavo/domain';
import { CreditCard, Info } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { CustomerPortalButton, useSubscription } from '@/features/subscription';
import { hasPaidSubscription, periodLine } from './billing-view';
import { CancelSubscription } from './cancel-subscription';
import { InvoicesCard } from './invoices-card';
import { PlanOptions } from './plan-options';

const STATUS_TONE: Record<string, BadgeProps['variant']> = {
  active: 'success',
  trialing: 'default',
  past_due: 'destructive',
  expired: 'destructive',
  canceled: 'destructive',
  paused: 'warning',
};

/** The hub's 'Assinatura' tab: plan, status, period, users, invoices; plan and payment actions for the owner. */
export function BillingTab({ session }: { session: SessionProfile }) {
  const { summary, retry, retrying } = useSubscription();
  const isOwner = session.user.role === 'owner';
  if (!summary) {
    return (
      <div className="grid gap-4" role="status" aria-busy="true" aria-label="Carregando assinatura">
        <Skeleton className="h-40" />
        <Skeleton className="h-56" />
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      {summary.subscriptionStatus === 'error' ? (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
            Não foi possível verificar sua assinatura.
            <Button size="sm" variant="outline" loading={retrying} onClick={retry}>
              Tentar novamente
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <SubscriptionCard summary={summary} isOwner={isOwner} />
      )}
      {!isOwner && (
        <Alert>
          <Info aria-hidden="true" />
          <AlertDescription>
            Somente o proprietário da empresa pode alterar o plano ou o pagamento. Fale com o proprietário da
            empresa.
          </AlertDescription>
        </Alert>
      )}
      <PlanOptions summary={summary} isOwner={isOwner} />
      <InvoicesCard />
    </div>
  );
}

function SubscriptionCard({ summary, isOwner }: { summary: SubscriptionSummary; isOwner: boolean }) {
  const period = periodLine(summary);
  const paid = hasPaidSubscription(summary);
  const status = summary.subscriptionStatus;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sua assinatura</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-muted-foreground">Plano atual</dt>
            <dd className="mt-0.5 font-semibold text-lg">
              {summary.planType ? planTypeLabel(summary.planType) : 'Nenhum'}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Situação</dt>
            <dd className="mt-1">
              <Badge variant={STATUS_TONE[status ?? ''] ?? 'outline'}>
                {subscriptionStatusLabel(status)}
              </Badge>
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{period.label}</dt>
            <dd className="mt-0.5 font-semibold text-lg">{period.value}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Usuários</dt>
            <dd className="mt-0.5 font-semibold text-lg">
              {seatsText(summary.usage.seatsTaken, summary.limits.maxUsers)}
            </dd>
          </div>
        </dl>
        {isOwner && paid && (
          <div className="mt-5 flex flex-col gap-2 border-t pt-4 sm:flex-row">
            <CustomerPortalButton
              label="Gerenciar pagamento"
              variant="outline"
              size="default"
              icon={<CreditCard aria-hidden="true" />}
            />
            <CancelSubscription />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
