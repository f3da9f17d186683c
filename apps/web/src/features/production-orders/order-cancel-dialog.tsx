import { type ProductionOrderDetail, productionOrderCancelSchema } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { applyFieldErrors } from '@/lib/form-errors';
import { useCancelOrder } from './api';

/** 'Cancelar ordem' with its reason; batches still waiting for cutting go with it. */
export function OrderCancelDialog({
  order,
  open,
  onOpenChange,
}: {
  order: ProductionOrderDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const cancel = useCancelOrder(order.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<
    z.input<typeof productionOrderCancelSchema>,
    unknown,
    z.output<typeof productionOrderCancelSchema>
  >({
    resolver: zodResolver(productionOrderCancelSchema),
    defaultValues: { reason: '' },
  });
  const waiting = order.batches.filter((b) => b.status === 'aguardando_corte').length;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await cancel.mutateAsync(values);
      toast.success(`Ordem ${order.code} cancelada`);
      onOpenChange(false);
    } catch (error) {
      applyFieldErrors(error, setError, ['reason']);
      toast.error('Erro ao cancelar a ordem', { description: errorMessage(error) });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancelar ${order.code}?`}
      description={
        waiting > 0
          ? `${waiting === 1 ? 'O lote que aguarda' : `Os ${waiting} lotes que aguardam`} corte ${waiting === 1 ? 'será excluído' : 'serão excluídos'} com a ordem. Isso não pode ser desfeito.`
          : 'A ordem deixa de aparecer no planejamento. Isso não pode ser desfeito.'
      }
      formId="order-cancel"
      submitLabel="Cancelar ordem"
      submitting={isSubmitting}
    >
      <form id="order-cancel" onSubmit={onSubmit} noValidate>
        <FormField id="order-cancel-reason" label="Motivo" required error={errors.reason?.message}>
          <Textarea
            autoFocus
            rows={3}
            placeholder="Ex.: pedido do cliente cancelado"
            {...register('reason')}
          />
        </FormField>
      </form>
    </FormDialog>
  );
}
