import type { Process } from '@alinhavo/domain';
import { DeleteOrDeactivateDialog } from '@/components/delete-or-deactivate-dialog';
import { useDeleteProcess, useUpdateProcess } from './api';

/**
 * Confirms deleting a process. One still used by a workshop or a cost sheet cannot go: the server's message is
 * shown here, with the way out (deactivate) one click away.
 */
export function ProcessDeleteDialog({
  process,
  open,
  onOpenChange,
}: {
  process: Process | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteProcess();
  const update = useUpdateProcess();
  if (!process) return null;

  return (
    <DeleteOrDeactivateDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Excluir processo?"
      description={`${process.name} será removido da lista de processos. Esta ação não pode ser desfeita.`}
      remove={{
        run: () => remove.mutateAsync(process.id),
        pending: remove.isPending,
        success: 'Processo excluído.',
        error: 'Erro ao excluir processo',
      }}
      deactivate={
        process.isActive
          ? {
              run: () => update.mutateAsync({ id: process.id, patch: { isActive: false } }),
              pending: update.isPending,
              success: 'Processo inativado.',
              error: 'Erro ao inativar processo',
            }
          : undefined
      }
      offerDeactivate="in-use"
    />
  );
}
