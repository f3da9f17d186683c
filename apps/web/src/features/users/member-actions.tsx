import { assignableRoles, hasAllPermissions, type Member } from '@alinhavo/domain';
import { MoreHorizontal, ShieldCheck, UserCheck, UserCog, UserX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export type MemberAction = 'permissions' | 'role' | 'status';

/** The manager's menu on a member's row. Only actions the manager may perform are listed. */
export function MemberActions({
  member,
  actorRole,
  onAction,
}: {
  member: Member;
  actorRole: string;
  onAction: (action: MemberAction, member: Member) => void;
}) {
  // Owners hold every permission (part1 §6): there is nothing to edit for them.
  const canEditPermissions = !hasAllPermissions(member.role);
  const canChangeRole = assignableRoles(actorRole).length > 0;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-9" aria-label={`Ações de ${member.fullName}`}>
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {canEditPermissions && (
          <DropdownMenuItem onSelect={() => onAction('permissions', member)}>
            <ShieldCheck aria-hidden="true" />
            Editar permissões
          </DropdownMenuItem>
        )}
        {canChangeRole && (
          <DropdownMenuItem onSelect={() => onAction('role', member)}>
            <UserCog aria-hidden="true" />
            Alterar função
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        {member.isActive ? (
          <DropdownMenuItem variant="destructive" onSelect={() => onAction('status', member)}>
            <UserX aria-hidden="true" />
            Desativar
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={() => onAction('status', member)}>
            <UserCheck aria-hidden="true" />
            Reativar
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
