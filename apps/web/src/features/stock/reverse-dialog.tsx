import {
  formatDateTime,
  STOCK_MOVEMENT_TYPE_LABELS,
  type StockMovement,
  stockReversalSchema,
} from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { applyFieldErrors } from '@/lib/form-errors';
import { useReverseMovement } from './api';
import { formatSignedQuantity } from './format';

/** Estorno: a new opposite line cancels the chosen one; nothing is edited or deleted (part3 §3). */
export function ReverseDialog({
  movement,
  onOpenChange,
}: {
  movement: StockMovement | null;
  onOpenChange: (open: boolean) => void;
}) {
  const reverse = useReverseMovement();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof stockReversalSchema>, unknown, z.output<typeof stockReversalSchema>>({
    resolver: zodResolver(stockReversalSchema),
    defaultValues: { notes: '' },
  });

  useEffect(() => {
    if (movement) reset({ notes: '' });
  }, [movement, reset]);

  const onSubmit = handleSubmit(async ({ notes }) => {
    if (!movement) return;
    try {
      await reverse.mutateAsync({ movement, notes });
      toast.success('Movimentação estornada com sucesso!');
      onOpenChange(false);
    } catch (error) {
      applyFieldErrors(error, setError, ['notes']);
      toast.error('Erro ao estornar movimentação', { description: errorMessage(error) });
    }
  });

  return (
    <FormDialog
      open={movement !== null}
      onOpenChange={onOpenChange}
      title="Estornar movimentação"
      description="Um lançamento inverso desfaz esta movimentação. O histórico continua com as duas linhas."
      formId="stock-reversal"
      submitLabel="Estornar"
      submitting={isSubmitting}
    >
      <form id="stock-reversal" onSubmit={onSubmit} noValidate className="grid gap-4">
        {movement && (
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 rounded-md border bg-muted/40 p-3 text-sm">
            <dt className="text-muted-foreground">Data</dt>
            <dd>{formatDateTime(movement.createdAt)}</dd>
            <dt className="text-muted-foreground">Tipo</dt>
            <dd>{STOCK_MOVEMENT_TYPE_LABELS[movement.type]}</dd>
            <dt className="text-muted-foreground">Item</dt>
            <dd className="break-words">
              {movement.itemName}
              {movement.variantLabel ? ` · ${movement.variantLabel}` : ''}
            </dd>
            <dt className="text-muted-foreground">Quantidade</dt>
            <dd className="tabular-nums">
              {formatSignedQuantity(movement.quantity)} {movement.unit} → estorno de{' '}
              {formatSignedQuantity(
                movement.quantity.startsWith('-') ? movement.quantity.slice(1) : `-${movement.quantity}`,
              )}{' '}
              {movement.unit}
            </dd>
          </dl>
        )}
        <FormField id="reversal-notes" label="Motivo do estorno" required error={errors.notes?.message}>
          <Textarea
            rows={3}
            autoFocus
            placeholder="Ex.: lançado em dobro, quantidade errada"
            {...register('notes')}
          />
        </FormField>
      </form>
    </FormDialog>
  );
}
