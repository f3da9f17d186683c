import type { BatchDetail } from '@alinhavo/domain';
import { useNavigate } from 'react-router';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { toastAction } from '@/lib/toast-action';
import { useDeleteBatch } from './api';

/** Deletes a batch still waiting for its cut; its pieces go back to the order's balance. */
export function BatchDeleteDialog({
  batch,
  open,
  onOpenChange,
}: {
  batch: BatchDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const remove = useDeleteBatch(batch.id);
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Excluir o lote ${batch.code}?`}
      description={`As ${batch.totalQuantity} peças voltam ao saldo da ordem ${batch.order.code}. Não é possível desfazer.`}
      pending={remove.isPending}
      onConfirm={async () => {
        const done = await toastAction(() => remove.mutateAsync(), {
          success: `Lote ${batch.code} excluído`,
          error: 'Erro ao excluir lote',
        });
        if (done) {
          onOpenChange(false);
          navigate('/app/lotes-producao');
        }
      }}
    />
  );
}
