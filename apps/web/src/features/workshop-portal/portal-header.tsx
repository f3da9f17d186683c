import {
  formatDocument,
  WORKSHOP_MESSAGES,
  type WorkshopCompany,
  type WorkshopSession,
} from '@alinhavo/domain';
import { ArrowLeftRight, Bell, LogOut } from 'lucide-react';
import { BrandMark } from '@/app/layout/brand';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { useAcceptAssociation } from './api';

export function companyDocument(company: Pick<WorkshopCompany, 'documentNumber'>): string | null {
  return company.documentNumber ? formatDocument(company.documentNumber) : null;
}

/** The bell: pending associations, each with 'Aceitar' (part2 §2, §8). */
function PendingBell({ pending }: { pending: WorkshopCompany[] }) {
  const accept = useAcceptAssociation();
  async function acceptOne(company: WorkshopCompany) {
    try {
      await accept.mutateAsync(company.id);
      toast.success(WORKSHOP_MESSAGES.associationActivated, {
        description: WORKSHOP_MESSAGES.associationActivatedDescription,
      });
    } catch (error) {
      toast.error(WORKSHOP_MESSAGES.acceptFailed, { description: errorMessage(error, 'Tente novamente.') });
    }
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative size-11"
          aria-label={
            pending.length > 0 ? `Associações pendentes: ${pending.length}` : 'Nenhuma associação pendente'
          }
        >
          <Bell aria-hidden="true" />
          {pending.length > 0 && (
            <span className="absolute top-1.5 right-1.5 flex min-w-4 items-center justify-center rounded-full bg-destructive px-1 font-semibold text-[10px] text-white leading-4">
              {pending.length > 99 ? '99+' : pending.length}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(20rem,calc(100vw-1rem))]">
        <DropdownMenuLabel>Associações pendentes</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {pending.length === 0 ? (
          <p className="px-2 py-3 text-muted-foreground text-sm">Nenhuma associação pendente.</p>
        ) : (
          <ul className="grid gap-1 p-1">
            {pending.map((company) => (
              <li key={company.id} className="flex items-center gap-2 rounded-md px-1 py-1.5">
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-sm">{company.name}</span>
                  {companyDocument(company) && (
                    <span className="block text-muted-foreground text-xs">{companyDocument(company)}</span>
                  )}
                </span>
                <Button
                  size="sm"
                  className="h-9"
                  loading={accept.isPending && accept.variables === company.id}
                  onClick={() => void acceptOne(company)}
                >
                  Aceitar
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * The portal's header (part2 §2): the workshop, the bell, 'Sair'; below, the company being operated with its
 * formatted CNPJ or CPF and 'Trocar empresa'.
 */
export function PortalHeader({
  session,
  company,
  onSwitch,
  onSignOut,
}: {
  session: WorkshopSession;
  company: WorkshopCompany | null;
  onSwitch?: () => void;
  onSignOut: () => void;
}) {
  const pending = session.companies.filter((c) => c.status === 'pending');
  return (
    <header className="sticky top-0 z-20 border-b bg-card/95 backdrop-blur">
      <div className="mx-auto flex max-w-5xl items-center gap-2 px-3 py-2 sm:px-6">
        <BrandMark className="size-7" />
        <span className="min-w-0 flex-1">
          <span className="block text-muted-foreground text-xs leading-4">Portal da facção</span>
          <span className="block truncate font-semibold leading-5">{session.faccao.name}</span>
        </span>
        <PendingBell pending={pending} />
        <Button variant="ghost" className="h-11 px-3" onClick={onSignOut}>
          <LogOut aria-hidden="true" />
          Sair
        </Button>
      </div>
      {company && (
        <div className="border-t bg-muted/40">
          <div className="mx-auto flex max-w-5xl items-center gap-2 px-3 py-2 sm:px-6">
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-sm" data-testid="portal-company">
                {company.name}
              </span>
              {companyDocument(company) && (
                <span className="block text-muted-foreground text-xs">{companyDocument(company)}</span>
              )}
            </span>
            {onSwitch && (
              <Button variant="outline" className="h-10 shrink-0" onClick={onSwitch}>
                <ArrowLeftRight aria-hidden="true" />
                Trocar empresa
              </Button>
            )}
          </div>
        </div>
      )}
    </header>
  );
}
