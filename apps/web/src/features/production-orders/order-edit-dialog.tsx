import {
  cellKey,
  PRODUCTION_ORDER_PRIORITIES,
  PRODUCTION_ORDER_PRIORITY_LABELS,
  type ProductionOrderDetail,
  productionOrderUpdateSchema,
} from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DateInput } from '@/components/date-input';
import { FormDialog } from '@/components/form-dialog';
import { labelledOptions, OptionSelect } from '@/components/option-select';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { dateFieldText } from '@/lib/field-text';
import { applyFieldErrors } from '@/lib/form-errors';
import { useUpdateOrder } from './api';
import { type GridItem, gridColors, gridFieldNames, gridItems } from './order-form-values';
import { OrderGridField } from './order-grid-field';

type FormInput = Omit<z.input<typeof productionOrderUpdateSchema>, 'items'> & { items: GridItem[] };
type FormOutput = z.output<typeof productionOrderUpdateSchema>;

const priorityOptions = labelledOptions(PRODUCTION_ORDER_PRIORITIES, PRODUCTION_ORDER_PRIORITY_LABELS);

function valuesOf(order: ProductionOrderDetail): FormInput {
  return {
    dueDate: dateFieldText(order.dueDate),
    priority: order.priority,
    notes: order.notes ?? '',
    items: gridItems(order.product, order.cells),
  };
}

/**
 * 'Editar ordem': due date, priority, notes and the grid (never below what its batches took). Mount it when it
 * opens: the form starts from the order as it is then.
 */
export function OrderEditDialog({
  order,
  open,
  onOpenChange,
}: {
  order: ProductionOrderDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateOrder(order.id);
  const dueDateRef = useRef<HTMLInputElement | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(productionOrderUpdateSchema) as never,
    defaultValues: valuesOf(order),
  });
  const items = useWatch({ control, name: 'items' });
  const taken = new Map(order.cells.map((c) => [cellKey(c.colorId, c.size), c.inBatches]));

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(
        order.actions.editGrid ? values : { ...values, items: undefined },
      );
      toast.success(`Ordem ${saved.code} atualizada`);
      onOpenChange(false);
    } catch (error) {
      applyFieldErrors(error, setError, ['dueDate', 'priority', 'notes', 'items', ...gridFieldNames(items)]);
      toast.error('Erro ao salvar a ordem', { description: errorMessage(error) });
    }
  });
  const { ref: dueDateFieldRef, ...dueDateField } = register('dueDate');

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Editar ${order.code}`}
      description={`${order.product.reference} · ${order.product.name}`}
      formId="order-edit"
      submitLabel="Salvar"
      submitting={isSubmitting}
      className="max-h-[92dvh] overflow-y-auto sm:max-w-4xl"
    >
      <form id="order-edit" onSubmit={onSubmit} noValidate className="grid gap-4">
        {order.actions.editGrid && (
          <div className="grid gap-1.5">
            <span className="font-medium text-sm">Grade</span>
            <OrderGridField
              id="order-edit-grid"
              colors={gridColors(order.product, items, order.colors)}
              sizes={order.product.sizes}
              items={items}
              setQuantity={(index, text) =>
                setValue(`items.${index}.quantity`, text, { shouldValidate: isSubmitted, shouldDirty: true })
              }
              cellError={(index) => errors.items?.[index]?.quantity?.message}
              error={errors.items?.message ?? errors.items?.root?.message}
              minimum={(colorId, size) => taken.get(cellKey(colorId, size)) ?? 0}
              onLeave={() => dueDateRef.current?.focus()}
            />
            {order.batchCount > 0 && (
              <p className="text-muted-foreground text-xs">
                ‘mín.’: peças que os lotes já levaram; a grade não pode pedir menos que isso.
              </p>
            )}
          </div>
        )}
        <div className="grid items-start gap-4 sm:grid-cols-[12rem_12rem_1fr]">
          <FormField
            id="order-edit-due-date"
            label="Data de entrega"
            required
            error={errors.dueDate?.message}
          >
            <DateInput
              {...dueDateField}
              ref={(element) => {
                dueDateFieldRef(element);
                dueDateRef.current = element;
              }}
            />
          </FormField>
          <FormField id="order-edit-priority" label="Prioridade" error={errors.priority?.message}>
            <Controller
              control={control}
              name="priority"
              render={({ field }) => (
                <OptionSelect
                  value={field.value ?? 'normal'}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  options={priorityOptions}
                />
              )}
            />
          </FormField>
          <FormField id="order-edit-notes" label="Observações" error={errors.notes?.message}>
            <Textarea rows={2} {...register('notes')} />
          </FormField>
        </div>
      </form>
    </FormDialog>
  );
}
