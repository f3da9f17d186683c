import type { Product, SizeGrid } from '@alinhavo/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { type Control, Controller, type FieldErrors, type UseFormSetValue, useWatch } from 'react-hook-form';
import { OptionSelect } from '@/components/option-select';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useColors, useSizeGrids } from './api';
import { ColorPicker } from './color-picker';
import { type ProductFormOutput, type ProductFormValues, sizeOptions } from './product-form';
import { SizeGridDialog } from './size-grid-dialog';
import { SizePicker } from './size-picker';
import { SkuChanges, SkuPreview } from './sku-preview';

/** The grid (sizes) and colours of the product, with what they will make of its SKUs. */
export function GridColorFields({
  formId,
  control,
  errors,
  setValue,
  product,
  canCreate,
}: {
  formId: string;
  control: Control<ProductFormValues, unknown, ProductFormOutput>;
  errors: FieldErrors<ProductFormValues>;
  setValue: UseFormSetValue<ProductFormValues>;
  product?: Product | undefined;
  canCreate: boolean;
}) {
  const grids = useSizeGrids();
  const colors = useColors();
  const [reference, sizeGridId, sizes, colorIds] = useWatch({
    control,
    name: ['reference', 'sizeGridId', 'sizes', 'colorIds'],
  });
  // Sizes typed by hand, and whether the grid was changed in this form (then the product's old sizes go).
  const [extras, setExtras] = useState<string[]>([]);
  const [gridChanged, setGridChanged] = useState(false);
  const [creatingGrid, setCreatingGrid] = useState(false);
  const grid = grids.data?.find((g) => g.id === sizeGridId);
  const gridSizes = grid?.sizes ?? [];
  const base = product && !gridChanged ? sizeOptions(product.sizes, gridSizes) : gridSizes;
  const options = sizeOptions(base, extras);
  const orderedColors = colorIds.flatMap((id) => colors.data?.filter((c) => c.id === id) ?? []);

  function chooseGrid(next: SizeGrid) {
    setGridChanged(true);
    setExtras([]);
    setValue('sizeGridId', next.id, { shouldDirty: true, shouldValidate: true });
    setValue('sizes', next.sizes, { shouldDirty: true, shouldValidate: true });
  }

  if (grids.isPending || colors.isPending) return <Skeleton className="h-40 w-full" />;

  return (
    <div className="grid gap-4">
      <FormField
        id={`${formId}-grid`}
        label="Grade de tamanhos"
        required
        error={errors.sizeGridId?.message ?? errors.sizes?.message}
        hint={product ? 'Tamanhos retirados têm os SKUs inativados, nunca apagados.' : undefined}
      >
        <div className="grid gap-2">
          <div className="flex gap-2">
            <OptionSelect
              value={sizeGridId}
              onChange={(id) => {
                const next = grids.data?.find((g) => g.id === id);
                if (next) chooseGrid(next);
              }}
              options={(grids.data ?? []).map((g) => ({
                value: g.id,
                label: `${g.name} (${g.sizes.join(' ')})`,
              }))}
              placeholder={grids.data?.length ? 'Escolha a grade' : 'Nenhuma grade cadastrada'}
              className="min-w-0 flex-1"
            />
            {canCreate && (
              <Button type="button" variant="outline" onClick={() => setCreatingGrid(true)}>
                <Plus aria-hidden="true" />
                <span className="hidden sm:inline">Nova grade</span>
                <span className="sr-only sm:hidden">Nova grade</span>
              </Button>
            )}
          </div>
          {options.length > 0 && (
            <Controller
              control={control}
              name="sizes"
              render={({ field }) => (
                <SizePicker
                  id={`${formId}-sizes`}
                  options={options}
                  value={field.value}
                  onChange={field.onChange}
                  onAdd={(added) => {
                    const fresh = added.filter(
                      (s) => !options.some((o) => o.toLowerCase() === s.toLowerCase()),
                    );
                    setExtras([...extras, ...fresh]);
                    field.onChange([...field.value, ...fresh.filter((s) => !field.value.includes(s))]);
                  }}
                  invalid={Boolean(errors.sizes)}
                />
              )}
            />
          )}
        </div>
      </FormField>
      <FormField id={`${formId}-colors`} label="Cores" required error={errors.colorIds?.message}>
        <Controller
          control={control}
          name="colorIds"
          render={({ field }) => (
            <ColorPicker
              id={`${formId}-colors`}
              colors={colors.data ?? []}
              value={field.value}
              onChange={field.onChange}
              invalid={Boolean(errors.colorIds)}
              canCreate={canCreate}
            />
          )}
        />
      </FormField>
      {product ? (
        <SkuChanges product={product} colorIds={colorIds} sizes={sizes} />
      ) : (
        <SkuPreview reference={reference} colors={orderedColors} sizes={sizes} />
      )}
      {canCreate && (
        <SizeGridDialog
          open={creatingGrid}
          onOpenChange={setCreatingGrid}
          onSaved={(created) => chooseGrid(created)}
        />
      )}
    </div>
  );
}
