import { useNavigate } from 'react-router';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { toastAction } from '@/lib/toast-action';
import { useDeleteSupplier } from './api';

export function SupplierDeleteDialog({
  supplier,
  open,
  onOpenChange,
}: {
  supplier: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const remove = useDeleteSupplier(supplier.id);

  async function confirm() {
    const done = await toastAction(() => remove.mutateAsync(), {
      success: 'Fornecedor excluído.',
      error: 'Erro ao excluir fornecedor',
    });
    if (done) navigate('/app/fornecedores', { replace: true });
  }

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Excluir fornecedor?"
      description={`${supplier.name} será removido do cadastro. Esta ação não pode ser desfeita.`}
      onConfirm={confirm}
      pending={remove.isPending}
    />
  );
}
