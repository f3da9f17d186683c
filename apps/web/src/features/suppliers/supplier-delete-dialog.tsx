import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
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
    try {
      await remove.mutateAsync();
      toast.success('Fornecedor excluído.');
      navigate('/app/fornecedores', { replace: true });
    } catch (error) {
      toast.error('Erro ao excluir fornecedor', { description: errorMessage(error) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Excluir fornecedor?</DialogTitle>
          <DialogDescription>
            {supplier.name} será removido do cadastro. Esta ação não pode ser desfeita.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button variant="destructive" loading={remove.isPending} onClick={confirm}>
            Excluir
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
