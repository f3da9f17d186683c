import { roleLabel } from '@alinhavo/domain';
import { KeyRound, LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSessionQuery, useSignOut } from '../session';
import { AccountButton } from './account-button';

/** 'Sair': this browser stops receiving the person's notifications first (only where push was set up). */
async function forgetPushThenSignOut(signOut: () => Promise<void>) {
  if (navigator.serviceWorker?.controller) {
    await import('@/features/push/push-subscription')
      .then((push) => push.forgetPushSubscription())
      .catch(() => undefined);
  }
  await signOut();
}

/** The header's account menu (Radix), loaded when the member reaches its button (account-button.tsx). */
export function AccountMenu({ defaultOpen, autoFocus }: { defaultOpen: boolean; autoFocus: boolean }) {
  const { data: session } = useSessionQuery();
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <AccountButton autoFocus={autoFocus} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="font-normal">
          <p className="truncate font-medium text-sm">{session?.user.fullName}</p>
          <p className="truncate text-muted-foreground text-xs">{session?.user.email}</p>
          <p className="mt-1 truncate text-muted-foreground text-xs">
            {session?.company.name} · {roleLabel(session?.user.role ?? '')}
          </p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/app/alterar-senha')}>
          <KeyRound aria-hidden="true" />
          Alterar senha
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void forgetPushThenSignOut(signOut)}>
          <LogOut aria-hidden="true" />
          Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
