import { useNavigate } from 'react-router';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { toastAction } from '@/lib/toast-action';
import { useDeleteMaterial } from './api';

/** Only a material never used can go; the API explains otherwise (stock, movements, cost sheet). */
export function MaterialDeleteDialog({
  material,
  open,
  onOpenChange,
}: {
  material: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const remove = useDeleteMaterial(material.id);

  async function confirm() {
    const done = await toastAction(() => remove.mutateAsync(), {
      success: 'Material excluído.',
      error: 'Não foi possível excluir',
    });
    if (done) navigate('/app/materiais', { replace: true });
    else onOpenChange(false);
  }

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Excluir material?"
      description={`${material.name} e suas variações serão removidos do cadastro. Materiais com estoque, movimentações ou em fichas de custo não podem ser excluídos: desative-os.`}
      onConfirm={confirm}
      pending={remove.isPending}
    />
  );
}
