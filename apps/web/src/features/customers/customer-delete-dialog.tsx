import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { errorMessage } from '@/lib/api';
import { toastAction } from '@/lib/toast-action';
import { useDeleteCustomer } from './api';

/** 'Excluir cliente?': a customer with sales stays (the server says why, and it can be inactivated instead). */
export function CustomerDeleteDialog({
  customer,
  open,
  onOpenChange,
}: {
  customer: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const remove = useDeleteCustomer(customer.id);
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm() {
    setProblem(null);
    const done = await toastAction(
      () =>
        remove.mutateAsync().catch((error: unknown) => {
          setProblem(errorMessage(error));
          throw error;
        }),
      { success: 'Cliente excluído.', error: 'Erro ao excluir cliente' },
    );
    if (done) navigate('/app/clientes', { replace: true });
  }

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setProblem(null);
        onOpenChange(next);
      }}
      title="Excluir cliente?"
      description={`${customer.name} será removido do cadastro. Esta ação não pode ser desfeita.`}
      onConfirm={confirm}
      pending={remove.isPending}
      problem={problem}
    />
  );
}
