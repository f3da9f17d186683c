import type { Outworker } from '@alinhavo/domain';
import { useNavigate } from 'react-router';
import { DeleteOrDeactivateDialog } from '@/components/delete-or-deactivate-dialog';
import { useDeleteOutworker, useUpdateOutworker } from './api';

/** Confirms deleting a workshop with its agreed prices; one with batches or payments is deactivated instead. */
export function OutworkerDeleteDialog({
  outworker,
  open,
  onOpenChange,
}: {
  outworker: Outworker;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const remove = useDeleteOutworker(outworker.id);
  const update = useUpdateOutworker(outworker.id);

  return (
    <DeleteOrDeactivateDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Excluir terceirizado?"
      description={`${outworker.name} e os preços combinados com ele serão removidos. Esta ação não pode ser desfeita. Se a facção só parou de trabalhar com você, prefira inativar.`}
      remove={{
        run: () => remove.mutateAsync(),
        pending: remove.isPending,
        success: 'Terceirizado excluído.',
        error: 'Erro ao excluir terceirizado',
      }}
      deactivate={
        outworker.status === 'ativo'
          ? {
              run: () => update.mutateAsync({ status: 'inativo' }),
              pending: update.isPending,
              success: 'Terceirizado inativado.',
              error: 'Erro ao inativar terceirizado',
            }
          : undefined
      }
      onDeleted={() => navigate('/app/terceirizados', { replace: true })}
    />
  );
}
