import { assignableRoles, type CompanyRole, type Member, ROLE_LABELS, roleLabel } from '@alinhavo/domain';
import { useEffect, useState } from 'react';
import { labelledOptions, OptionSelect } from '@/components/option-select';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { useUpdateMember } from './api';
import { useLastValue } from './use-last-value';

const ROLE_NOTES: Record<CompanyRole, string> = {
  owner: 'Proprietários acessam tudo e gerenciam usuários, inclusive outros proprietários.',
  admin: 'Administradores gerenciam usuários (menos proprietários) e acessam o que as permissões liberam.',
  manager: 'Gerentes acessam o que as permissões liberam; não gerenciam usuários.',
  user: 'Colaboradores acessam o que as permissões liberam; não gerenciam usuários.',
};

export function MemberRoleDialog({
  member,
  actorRole,
  onClose,
}: {
  member: Member | null;
  actorRole: string;
  onClose: () => void;
}) {
  const update = useUpdateMember();
  const shown = useLastValue(member);
  const [role, setRole] = useState<CompanyRole | ''>('');
  const roles = assignableRoles(actorRole);

  useEffect(() => {
    if (member) setRole(member.role as CompanyRole);
  }, [member]);

  async function save() {
    if (!member || !role) return;
    try {
      await update.mutateAsync({ id: member.id, patch: { role } });
      toast.success(`${member.fullName} agora é ${roleLabel(role)}.`);
      onClose();
    } catch (error) {
      toast.error('Erro ao alterar função', { description: errorMessage(error) });
    }
  }

  return (
    <Dialog open={member !== null} onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Alterar função</DialogTitle>
          <DialogDescription>
            {shown?.fullName} hoje é {roleLabel(shown?.role ?? '')}.
          </DialogDescription>
        </DialogHeader>
        <FormField id="member-role" label="Função" hint={role ? ROLE_NOTES[role] : undefined}>
          <OptionSelect
            value={role}
            onChange={setRole}
            options={labelledOptions(roles, ROLE_LABELS)}
            placeholder="Selecione a função"
          />
        </FormField>
        <DialogFooter>
          <Button variant="outline" disabled={update.isPending} onClick={onClose}>
            Cancelar
          </Button>
          <Button
            loading={update.isPending}
            disabled={!role || role === member?.role}
            onClick={() => void save()}
          >
            Salvar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
