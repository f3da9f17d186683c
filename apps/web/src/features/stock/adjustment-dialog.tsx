import {
  EMPTY_MARKER,
  type StockAdjustmentInput,
  type StockItemOption,
  unitDecimals,
} from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DecimalInput } from '@/components/decimal-input';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { applyFieldErrors } from '@/lib/form-errors';
import { usePostAdjustment } from './api';
import { adjustmentPreview, formatStockQuantity } from './format';
import { type AdjustmentFormValues, adjustmentFormSchema, itemOf } from './stock-form';
import { itemTitle, StockItemPicker } from './stock-item-picker';

function initialValues(option?: StockItemOption | null): AdjustmentFormValues {
  return {
    item: (option ? itemOf(option) : undefined) as AdjustmentFormValues['item'],
    option: option ?? null,
    countedQuantity: '',
    notes: '',
  };
}

/** 'Ajuste de estoque': the counted quantity of one item; the ledger records the difference (type ajuste). */
export function AdjustmentDialog({
  open,
  onOpenChange,
  option,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Preselected item (from the 'Saldos' tab). */
  option?: StockItemOption | null | undefined;
}) {
  const post = usePostAdjustment();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<AdjustmentFormValues, unknown, z.output<typeof adjustmentFormSchema>>({
    resolver: zodResolver(adjustmentFormSchema),
    defaultValues: initialValues(option),
  });

  useEffect(() => {
    if (open) reset(initialValues(option));
  }, [open, option, reset]);

  const picked = watch('option');
  const counted = watch('countedQuantity');
  const preview = picked ? adjustmentPreview(picked.stock, String(counted ?? '')) : null;

  const onSubmit = handleSubmit(async ({ item, countedQuantity, notes }) => {
    try {
      await post.mutateAsync({ item, countedQuantity, notes } satisfies StockAdjustmentInput);
      toast.success('Ajuste de estoque registrado com sucesso!');
      onOpenChange(false);
    } catch (error) {
      applyFieldErrors(error, setError, ['countedQuantity', 'notes']);
      toast.error('Erro ao registrar ajuste', { description: errorMessage(error) });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Ajuste de estoque"
      description="Informe a quantidade contada; o sistema lança a diferença em relação ao saldo atual."
      formId="stock-adjustment"
      submitLabel="Registrar ajuste"
      submitting={isSubmitting}
      className="sm:max-w-lg"
    >
      <form id="stock-adjustment" onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField id="adjustment-item" label="Item" required error={errors.item?.message}>
          <Controller
            control={control}
            name="item"
            render={({ field }) => (
              <StockItemPicker
                value={picked}
                onBlur={field.onBlur}
                onSelect={(chosen) => {
                  field.onChange(itemOf(chosen));
                  setValue('option', chosen);
                }}
              />
            )}
          />
        </FormField>
        <div className="grid grid-cols-2 gap-4">
          <div className="grid gap-1.5">
            <span className="font-medium text-sm">Saldo atual</span>
            <span className="flex h-10 items-center rounded-md border bg-muted px-3 text-sm tabular-nums">
              {picked ? formatStockQuantity(picked.stock, picked.unit) : EMPTY_MARKER}
            </span>
          </div>
          <FormField
            id="adjustment-counted"
            label={picked ? `Quantidade contada (${picked.unit})` : 'Quantidade contada'}
            required
            error={errors.countedQuantity?.message}
          >
            <DecimalInput decimals={unitDecimals(picked?.unit)} {...register('countedQuantity')} />
          </FormField>
        </div>
        {preview && (
          <p
            role="status"
            className={cn(
              'rounded-md border px-3 py-2 text-sm',
              preview.zero ? 'border-warning/30 bg-warning/10' : 'bg-muted/40',
            )}
          >
            {preview.zero
              ? 'A quantidade contada é igual ao saldo: não há o que ajustar.'
              : `Será lançado um ajuste de ${preview.text} ${picked?.unit ?? ''} em ${picked ? itemTitle(picked) : ''}.`}
          </p>
        )}
        <FormField id="adjustment-notes" label="Motivo" required error={errors.notes?.message}>
          <Textarea rows={2} placeholder="Ex.: inventário mensal, perda, avaria" {...register('notes')} />
        </FormField>
      </form>
    </FormDialog>
  );
}
