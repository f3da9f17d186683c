import type { MaterialVariation } from '@alinhavo/domain';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { toastAction } from '@/lib/toast-action';
import { useDeleteVariation } from './api';

export function VariationDeleteDialog({
  variation,
  open,
  onOpenChange,
}: {
  variation: MaterialVariation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteVariation();

  async function confirm() {
    await toastAction(() => remove.mutateAsync(variation.id), {
      success: `Variação ${variation.name} excluída.`,
      error: 'Não foi possível excluir',
    });
    onOpenChange(false);
  }

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Excluir variação?"
      description={`A variação ${variation.name} nunca teve estoque e será removida. Se for a última, o material volta a ter só a variação “Padrão”.`}
      onConfirm={confirm}
      pending={remove.isPending}
    />
  );
}
