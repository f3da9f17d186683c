import type { Member } from '@alinhavo/domain';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { useUpdateMember } from './api';
import { ConfirmDialog } from './confirm-dialog';
import { useLastValue } from './use-last-value';

/** Deactivates or reactivates a member after saying what happens to their access. */
export function MemberStatusDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const update = useUpdateMember();
  const shown = useLastValue(member);
  const deactivating = shown?.isActive ?? true;
  const name = shown?.fullName ?? '';

  async function confirm() {
    if (!member) return;
    try {
      await update.mutateAsync({ id: member.id, patch: { isActive: !member.isActive } });
      toast.success(deactivating ? `${name} foi desativado.` : `${name} foi reativado.`, {
        description: deactivating
          ? 'As sessões abertas foram encerradas.'
          : `Enviamos um e-mail para ${member.email} avisando que a conta foi restaurada.`,
      });
      onClose();
    } catch (error) {
      toast.error(deactivating ? 'Erro ao desativar usuário' : 'Erro ao reativar usuário', {
        description: errorMessage(error),
      });
    }
  }

  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title={deactivating ? `Desativar ${name}?` : `Reativar ${name}?`}
      description={
        deactivating ? (
          <>
            <p>
              {name} perde o acesso na hora: as sessões abertas são encerradas e o login deixa de funcionar
              até a conta ser reativada.
            </p>
            <p>O que essa pessoa registrou continua na empresa. Você pode reativar quando quiser.</p>
          </>
        ) : (
          <>
            <p>{name} volta a entrar com a mesma senha e as mesmas permissões de antes.</p>
            <p>Enviaremos um e-mail para {shown?.email} avisando que a conta foi restaurada.</p>
          </>
        )
      }
      confirmLabel={deactivating ? 'Desativar' : 'Reativar'}
      cancelLabel="Cancelar"
      destructive={deactivating}
      pending={update.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
