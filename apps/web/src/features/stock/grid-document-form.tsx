import { cellKey, type StockGridOption } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MoneyInput } from '@/components/money-input';
import type { SelectOption } from '@/components/option-select';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { GridEntry } from '@/features/products';
import { errorMessage } from '@/lib/api';
import { moneyFieldText } from '@/lib/field-text';
import { applyFieldErrors } from '@/lib/form-errors';
import { type ManualDocumentBody, useStockGrid } from './api';
import { DocumentExtraFields } from './document-fields';
import {
  filledCells,
  type GridFormOutput,
  type GridFormValues,
  type GridQuantities,
  gridFormSchema,
  gridLayout,
  toGridBody,
} from './stock-grid';
import { StockGridPicker } from './stock-grid-picker';

const EMPTY: GridFormValues = { supplierId: '', notes: '', unitCostCents: '' };

/**
 * 'Por grade' (issue 13 item 8): one product or one material, its quantities typed in a colour × size grid as the
 * order form types them (decimals for metres and kilos), posted as one document with a line per filled cell.
 */
export function GridDocumentForm({
  type,
  formId,
  supplierOptions,
  post,
  onPosted,
}: {
  type: 'entrada' | 'saida';
  formId: string;
  supplierOptions: readonly SelectOption<string>[];
  post: (body: ManualDocumentBody) => Promise<unknown>;
  onPosted: () => void;
}) {
  const isEntry = type === 'entrada';
  const [parent, setParent] = useState<StockGridOption | null>(null);
  const grid = useStockGrid(parent?.id);
  const [quantities, setQuantities] = useState<GridQuantities>({});
  const [gridError, setGridError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<GridFormValues, unknown, GridFormOutput>({
    resolver: zodResolver(gridFormSchema),
    defaultValues: EMPTY,
  });

  // A material's last purchase cost is the entry's suggestion, as in the item-by-item form.
  const lastCost = grid.data?.lastCostCents ?? null;
  useEffect(() => {
    if (isEntry && lastCost !== null && !getValues('unitCostCents')) {
      setValue('unitCostCents', moneyFieldText(lastCost));
    }
  }, [isEntry, lastCost, getValues, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    if (!parent || !grid.data) {
      setGridError(parent ? 'Aguarde a grade carregar' : 'Escolha o produto ou material');
      return;
    }
    if (filledCells(grid.data, quantities) === 0) {
      setGridError('Informe ao menos uma quantidade na grade');
      return;
    }
    try {
      await post(toGridBody(type, grid.data, quantities, values));
      onPosted();
    } catch (error) {
      applyFieldErrors(error, setError, ['notes', 'supplierId']);
      toast.error(isEntry ? 'Erro ao registrar entrada' : 'Erro ao registrar saída', {
        description: errorMessage(error),
      });
    }
  });

  const layout = grid.data && gridLayout(grid.data);
  const itemAt = (colorId: string, size: string) => layout?.items.get(cellKey(colorId, size));

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        id="stock-grid-parent"
        label="Produto ou material"
        required
        error={parent ? undefined : (gridError ?? undefined)}
      >
        <StockGridPicker
          value={parent}
          onSelect={(picked) => {
            if (picked.id !== parent?.id) setQuantities({});
            setParent(picked);
            setGridError(null);
          }}
        />
      </FormField>
      {parent && grid.isPending && <Skeleton className="h-40 w-full" />}
      {grid.error && (
        <Alert variant="destructive">
          <AlertDescription>Erro ao carregar a grade: {errorMessage(grid.error)}</AlertDescription>
        </Alert>
      )}
      {grid.data && layout && (
        <div className="grid gap-1.5">
          <label htmlFor="stock-grid-cells" className="font-medium text-sm">
            Quantidades ({grid.data.unit})
          </label>
          <GridEntry
            id="stock-grid-cells"
            colors={layout.colors}
            sizes={layout.sizes}
            decimals={layout.decimals}
            isOpen={(colorId, size) => itemAt(colorId, size) !== undefined}
            value={(colorId, size) => quantities[itemAt(colorId, size) ?? ''] ?? ''}
            onChange={(colorId, size, text) => {
              const itemId = itemAt(colorId, size);
              if (itemId) setQuantities((current) => ({ ...current, [itemId]: text }));
              setGridError(null);
            }}
            invalid={Boolean(gridError)}
          />
          {gridError && (
            <p role="alert" className="flex items-start gap-1.5 text-[13px] text-destructive leading-5">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
              {gridError}
            </p>
          )}
          <p className="text-[13px] text-muted-foreground leading-5">
            Cada célula preenchida vira uma linha do lançamento; as vazias ficam de fora.
          </p>
        </div>
      )}
      {isEntry && grid.data && (
        <FormField
          id="stock-grid-cost"
          label="Custo unitário"
          hint="O mesmo para todas as quantidades da grade."
          error={errors.unitCostCents?.message}
          className="sm:max-w-56"
        >
          <MoneyInput {...register('unitCostCents')} />
        </FormField>
      )}
      <DocumentExtraFields
        isEntry={isEntry}
        control={control}
        register={register}
        errors={errors}
        supplierOptions={supplierOptions}
      />
    </form>
  );
}
