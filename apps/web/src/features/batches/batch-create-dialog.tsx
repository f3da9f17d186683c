import { type BatchOrderOption, batchCreateSchema, formatDateOnly, formatInteger } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { type Path, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { DateInput } from '@/components/date-input';
import { FormDialog } from '@/components/form-dialog';
import { OptionSelect } from '@/components/option-select';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { applyFieldErrors, fieldMessage } from '@/lib/form-errors';
import { useBatchOrderOptions, useCreateBatch } from './api';
import { cellsOverBalance, type GridFormCell, gridTotal, initialGridCells } from './batch-grid-form';
import { BatchGridInput } from './batch-grid-input';

type FormValues = z.input<typeof batchCreateSchema>;
type Parsed = z.output<typeof batchCreateSchema>;

const EMPTY: FormValues = { productionOrderId: '', dueDate: '', notes: '', items: [] };

function orderLabel(o: BatchOrderOption): string {
  const due = o.dueDate ? ` · entrega ${formatDateOnly(o.dueDate)}` : '';
  return `${o.code} · ${o.productReference} ${o.productName} · saldo ${formatInteger(o.remainingTotal)}${due}`;
}

/**
 * 'Novo lote' (part3 §4): pick an order with pieces left, then split its grid — every cell starts at what the
 * order still has and can be lowered (or raised back up to it). The batch takes the order's due date unless
 * another is typed.
 */
export function BatchCreateDialog({
  open,
  onOpenChange,
  initialOrderId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialOrderId?: string | undefined;
}) {
  const navigate = useNavigate();
  const create = useCreateBatch();
  const list = useBatchOrderOptions(open);
  const asked = useBatchOrderOptions(open && Boolean(initialOrderId), initialOrderId);
  const [cells, setCells] = useState<GridFormCell[]>([]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, Parsed>({
    resolver: zodResolver(batchCreateSchema),
    defaultValues: EMPTY,
  });
  const orderId = useWatch({ control, name: 'productionOrderId' });
  const items = useWatch({ control, name: 'items' });

  const orders = useMemo(() => {
    const all = list.data?.items ?? [];
    const extra = initialOrderId ? asked.data?.items[0] : undefined;
    return extra && !all.some((o) => o.id === extra.id) ? [extra, ...all] : all;
  }, [list.data, asked.data, initialOrderId]);
  const order = orders.find((o) => o.id === orderId);

  function chooseOrder(next: BatchOrderOption) {
    const grid = initialGridCells(next);
    setCells(grid);
    reset({
      productionOrderId: next.id,
      dueDate: next.dueDate ? formatDateOnly(next.dueDate) : '',
      notes: '',
      items: grid.map(({ colorId, size, quantity }) => ({ colorId, size, quantity })),
    });
  }

  // Arriving with ?ordem=<id>: that order, once it is known.
  // biome-ignore lint/correctness/useExhaustiveDependencies: chooseOrder only calls stable setters
  useEffect(() => {
    const wanted = initialOrderId ? asked.data?.items[0] : undefined;
    if (wanted && !orderId) chooseOrder(wanted);
  }, [initialOrderId, asked.data, orderId]);

  function fill(kind: 'all' | 'none') {
    cells.forEach((cell, index) => {
      setValue(`items.${index}.quantity`, kind === 'all' ? String(cell.remaining) : '0');
      clearErrors(`items.${index}.quantity`);
    });
  }

  const colorName = (id: string) => order?.colors.find((c) => c.id === id)?.name ?? '';
  const onSubmit = handleSubmit(async (values) => {
    const typed = cells.map((cell, index) => ({
      ...cell,
      quantity: String(values.items[index]?.quantity ?? 0),
    }));
    const over = cellsOverBalance(typed, colorName);
    if (over.length) {
      for (const { index, message } of over)
        setError(`items.${index}.quantity`, { type: 'balance', message });
      return;
    }
    try {
      const batch = await create.mutateAsync({ ...values, dueDate: values.dueDate ?? undefined });
      toast.success(`Lote ${batch.code} criado`, {
        description: `${formatInteger(batch.totalQuantity)} peças aguardando corte.`,
      });
      onOpenChange(false);
      navigate(`/app/lotes-producao/${batch.id}`);
    } catch (error) {
      const fields = [
        'productionOrderId',
        'dueDate',
        'notes',
        'items',
        ...cells.map((_c, index) => `items.${index}.quantity`),
      ] as Path<FormValues>[];
      applyFieldErrors(error, setError, fields);
      toast.error('Erro ao criar lote', { description: errorMessage(error) });
    }
  });

  const cellErrors: Record<number, string | undefined> = {};
  cells.forEach((_c, index) => {
    cellErrors[index] = errors.items?.[index]?.quantity?.message;
  });
  const gridMessages = [...new Set(Object.values(cellErrors).filter(Boolean))];
  const total = gridTotal((items ?? []).map((i) => ({ quantity: String(i?.quantity ?? '') })));
  const askedMissing = initialOrderId && asked.isSuccess && asked.data.items.length === 0;
  const askedEmpty = order && order.remainingTotal === 0;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Novo lote"
      description="Escolha a ordem de produção e quantas peças de cada cor e tamanho vão neste lote."
      formId="batch-create"
      submitLabel="Criar lote"
      submitting={isSubmitting}
      className="sm:max-w-3xl"
    >
      <form id="batch-create" onSubmit={onSubmit} noValidate className="grid min-w-0 gap-4">
        <FormField
          id="batch-order"
          label="Ordem de produção"
          required
          error={errors.productionOrderId?.message}
        >
          {list.isPending ? (
            <Skeleton className="h-10 w-full" />
          ) : (
            <OptionSelect
              value={orderId ?? ''}
              onChange={(id) => {
                const next = orders.find((o) => o.id === id);
                if (next) chooseOrder(next);
              }}
              options={orders.map((o) => ({ value: o.id, label: orderLabel(o) }))}
              placeholder={orders.length ? 'Selecione a ordem' : 'Nenhuma ordem com saldo'}
              className="w-full"
            />
          )}
        </FormField>
        {list.error && (
          <Alert variant="destructive">
            <AlertDescription>Erro ao carregar ordens: {errorMessage(list.error)}</AlertDescription>
          </Alert>
        )}
        {askedMissing && (
          <Alert variant="destructive">
            <AlertDescription>Ordem de produção não encontrada.</AlertDescription>
          </Alert>
        )}
        {!list.isPending && orders.length === 0 && !initialOrderId && (
          <p className="text-muted-foreground text-sm">
            Nenhuma ordem de produção tem peças a pôr em lotes. Crie uma ordem em Ordens de produção.
          </p>
        )}
        {order && askedEmpty && (
          <Alert>
            <AlertDescription>
              A ordem {order.code} não tem saldo: todas as peças já estão em lotes
              {order.status === 'cancelada' ? ' (ordem cancelada)' : ''}.
            </AlertDescription>
          </Alert>
        )}
        {order && !askedEmpty && (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm">
                <span className="font-medium">{order.productReference}</span> {order.productName} · saldo{' '}
                {formatInteger(order.remainingTotal)} peças
              </p>
              <div className="flex gap-2">
                <Button type="button" variant="outline" size="sm" onClick={() => fill('all')}>
                  Todo o saldo
                </Button>
                <Button type="button" variant="outline" size="sm" onClick={() => fill('none')}>
                  Zerar
                </Button>
              </div>
            </div>
            <BatchGridInput
              colors={order.colors}
              sizes={order.sizes}
              cells={cells}
              values={(items ?? []).map((i) => String(i?.quantity ?? ''))}
              field={(index) => register(`items.${index}.quantity`)}
              errors={cellErrors}
              idPrefix="batch-cell"
            />
            {(gridMessages.length > 0 || fieldMessage(errors.items)) && (
              <ul className="grid gap-1 text-destructive text-sm" role="alert">
                {(gridMessages.length ? gridMessages : [fieldMessage(errors.items)]).map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
            <p className="text-right font-medium text-sm">Total do lote: {formatInteger(total)} peças</p>
            <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
              <FormField
                id="batch-due"
                label="Entrega"
                hint="A da ordem, se não mudar"
                error={errors.dueDate?.message}
              >
                <DateInput {...register('dueDate')} />
              </FormField>
              <FormField id="batch-notes" label="Observações" error={errors.notes?.message}>
                <Textarea rows={2} placeholder="Ex.: prioridade para a cor preta" {...register('notes')} />
              </FormField>
            </div>
          </>
        )}
      </form>
    </FormDialog>
  );
}
