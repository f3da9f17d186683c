import type { ProductionOrderDetail } from '@alinhavo/domain';
import { formatInteger } from '@alinhavo/domain';
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
import { useConcludeOrder } from './api';

/** 'Concluir ordem': every batch is packed; the pieces never batched are left out of this order. */
export function OrderConcludeDialog({
  order,
  open,
  onOpenChange,
}: {
  order: ProductionOrderDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const conclude = useConcludeOrder(order.id);
  const short = order.totals.ordered - order.totals.packed;

  async function confirm() {
    try {
      await conclude.mutateAsync();
      toast.success(`Ordem ${order.code} concluída`);
      onOpenChange(false);
    } catch (error) {
      toast.error('Erro ao concluir a ordem', { description: errorMessage(error) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Concluir {order.code}?</DialogTitle>
          <DialogDescription>
            Todos os lotes estão embalados: {formatInteger(order.totals.packed)} de{' '}
            {formatInteger(order.totals.ordered)} peças.
            {short > 0
              ? ` As ${formatInteger(short)} peças restantes não serão mais produzidas por esta ordem.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Voltar
          </Button>
          <Button type="button" onClick={() => void confirm()} loading={conclude.isPending}>
            Concluir ordem
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
