import type { Employee } from '@alinhavo/domain';
import { DeleteOrDeactivateDialog } from '@/components/delete-or-deactivate-dialog';
import { useDeleteEmployee, useUpdateEmployee } from './api';

/** Confirms deleting an employee; one with production records linked is deactivated instead. */
export function EmployeeDeleteDialog({
  employee,
  onClose,
}: {
  employee: Employee | null;
  onClose: () => void;
}) {
  const remove = useDeleteEmployee();
  const update = useUpdateEmployee();
  const id = employee?.id ?? '';

  return (
    <DeleteOrDeactivateDialog
      open={employee !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Excluir funcionário?"
      description={`${employee?.name ?? ''} será removido do cadastro. Esta ação não pode ser desfeita. Se a pessoa apenas saiu da empresa, prefira inativar.`}
      remove={{
        run: () => remove.mutateAsync(id),
        pending: remove.isPending,
        success: 'Funcionário excluído.',
        error: 'Erro ao excluir funcionário',
      }}
      deactivate={
        employee?.status === 'ativo'
          ? {
              run: () => update.mutateAsync({ id, patch: { status: 'inativo' } }),
              pending: update.isPending,
              success: 'Funcionário inativado.',
              error: 'Erro ao inativar funcionário',
            }
          : undefined
      }
    />
  );
}
