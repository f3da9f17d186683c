import {
  CONSUMPTION_PLACES,
  COST_USAGE_AREA_LABELS,
  COST_USAGE_AREAS,
  EMPTY_MARKER,
  formatBRL,
  formatQuantity,
  type ProductCostMaterialOption,
  type ProductCostSheetValues,
  roundCents,
} from '@alinhavo/domain';
import { Plus } from 'lucide-react';
import { Controller, type FieldErrors, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { DecimalInput } from '@/components/decimal-input';
import { MoneyInput } from '@/components/money-input';
import { labelledOptions, OptionSelect } from '@/components/option-select';
import { SelectField } from '@/components/select-field';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { type CostSheetFormValues, type LiveMaterialLine, newMaterialLine } from './form-values';
import { MaterialPicker } from './material-picker';
import { RemoveLineButton } from './remove-line-button';

type Form = UseFormReturn<CostSheetFormValues, unknown, ProductCostSheetValues>;

const BATCH_COLOR = 'batch_color';
const USAGE_OPTIONS = labelledOptions(COST_USAGE_AREAS, COST_USAGE_AREA_LABELS);
/** Desktop columns: material, colour rule, quantity, yield, usage, unit cost, cost per piece, remove. */
export const MATERIAL_GRID =
  'lg:grid lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1.15fr)_5rem_4.75rem_6.5rem_5.5rem_5.75rem_2.5rem] lg:items-start lg:gap-2';

/** One select for the colour rule: 'Segue a cor do lote' or a fixed variation of the material. */
function colorRuleOptions(material: ProductCostMaterialOption | undefined) {
  const options = [{ value: BATCH_COLOR, label: 'Segue a cor do lote' }];
  for (const v of material?.variations ?? []) {
    options.push({ value: `fixed:${v.id}`, label: `Fixa: ${v.name}` });
  }
  return options;
}

export function MaterialLinesEditor({
  form,
  materials,
  names,
  live,
}: {
  form: Form;
  materials: ProductCostMaterialOption[];
  /** Names of materials and variations of the saved lines, for those no longer offered. */
  names: Map<string, string>;
  live: LiveMaterialLine[];
}) {
  const { control, register, setValue, getValues, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'materials' });
  const errors = (formState.errors.materials ?? []) as FieldErrors<CostSheetFormValues>['materials'] &
    Record<number, FieldErrors<CostSheetFormValues['materials'][number]>>;
  const byId = new Map(materials.map((m) => [m.id, m]));

  return (
    <div className="grid gap-3">
      {fields.length > 0 ? (
        <div
          aria-hidden="true"
          className={`hidden px-1 text-muted-foreground text-xs font-medium ${MATERIAL_GRID.replace('lg:items-start', 'lg:items-end')}`}
        >
          <span>Material</span>
          <span>Cor</span>
          <span>Quantidade</span>
          <span>Rendimento (peças)</span>
          <span>Uso</span>
          <span>Custo unitário</span>
          <span className="text-right">Custo por peça</span>
          <span />
        </div>
      ) : null}
      <ol className="grid gap-3 lg:gap-2">
        {fields.map((field, index) => {
          const materialId = form.watch(`materials.${index}.materialId`);
          const material = byId.get(materialId);
          const unit = material?.unit ?? '';
          const lineErrors = errors?.[index];
          const line = live[index] ?? null;
          const n = index + 1;
          return (
            <li
              key={field.id}
              aria-label={`Material ${n}`}
              className={`grid grid-cols-2 gap-3 rounded-lg border bg-card p-3 lg:rounded-none lg:border-0 lg:p-0 lg:px-1 ${MATERIAL_GRID}`}
            >
              <FormField
                id={`material-${index}-material`}
                label={<span className="lg:sr-only">Material {n}</span>}
                error={lineErrors?.materialId?.message}
                className="col-span-2 lg:col-span-1"
              >
                <Controller
                  control={control}
                  name={`materials.${index}.materialId`}
                  render={({ field: picker }) => (
                    <MaterialPicker
                      materials={materials}
                      value={picker.value}
                      fallbackName={names.get(picker.value)}
                      onBlur={picker.onBlur}
                      onSelect={(chosen) => {
                        if (chosen.id === picker.value) return;
                        picker.onChange(chosen.id);
                        setValue(`materials.${index}.colorRule`, 'batch_color', { shouldDirty: true });
                        setValue(`materials.${index}.materialVariationId`, '', { shouldDirty: true });
                        setValue(`materials.${index}.unitCostCents`, newMaterialLine(chosen).unitCostCents, {
                          shouldDirty: true,
                        });
                      }}
                    />
                  )}
                />
              </FormField>
              <FormField
                id={`material-${index}-color`}
                label={<span className="lg:sr-only">Cor</span>}
                error={lineErrors?.materialVariationId?.message ?? lineErrors?.colorRule?.message}
                className="col-span-2 lg:col-span-1"
              >
                <Controller
                  control={control}
                  name={`materials.${index}.materialVariationId`}
                  render={({ field: variation }) => {
                    const rule = getValues(`materials.${index}.colorRule`);
                    const value =
                      rule === 'fixed' && variation.value ? `fixed:${variation.value}` : BATCH_COLOR;
                    const options = colorRuleOptions(material);
                    if (value !== BATCH_COLOR && !options.some((o) => o.value === value)) {
                      options.push({
                        value,
                        label: `Fixa: ${names.get(variation.value) ?? 'variação indisponível'}`,
                      });
                    }
                    return (
                      <OptionSelect
                        value={value}
                        options={options}
                        onBlur={variation.onBlur}
                        onChange={(next) => {
                          const fixed = next.startsWith('fixed:');
                          setValue(`materials.${index}.colorRule`, fixed ? 'fixed' : 'batch_color', {
                            shouldDirty: true,
                          });
                          variation.onChange(fixed ? next.slice('fixed:'.length) : '');
                        }}
                      />
                    );
                  }}
                />
              </FormField>
              <FormField
                id={`material-${index}-quantity`}
                label={<span className="lg:sr-only">Quantidade{unit ? ` (${unit})` : ''}</span>}
                error={lineErrors?.quantity?.message}
              >
                <DecimalInput decimals={CONSUMPTION_PLACES} {...register(`materials.${index}.quantity`)} />
              </FormField>
              <FormField
                id={`material-${index}-yield`}
                label={<span className="lg:sr-only">Rendimento (peças)</span>}
                error={lineErrors?.yieldUnits?.message}
              >
                <DecimalInput
                  decimals={CONSUMPTION_PLACES}
                  placeholder="1"
                  {...register(`materials.${index}.yieldUnits`)}
                />
              </FormField>
              <FormField
                id={`material-${index}-usage`}
                label={<span className="lg:sr-only">Uso</span>}
                error={lineErrors?.usageArea?.message}
              >
                <SelectField
                  control={control}
                  name={`materials.${index}.usageArea`}
                  options={USAGE_OPTIONS}
                />
              </FormField>
              <FormField
                id={`material-${index}-cost`}
                label={<span className="lg:sr-only">Custo unitário (R${unit ? `/${unit}` : ''})</span>}
                error={lineErrors?.unitCostCents?.message}
              >
                <MoneyInput showCurrency={false} {...register(`materials.${index}.unitCostCents`)} />
              </FormField>
              <div className="grid content-start gap-0.5 lg:block lg:pt-2 lg:text-right">
                <span className="text-muted-foreground text-xs lg:sr-only">Custo por peça</span>
                <span className="grid text-sm tabular-nums">
                  <span className="font-medium">
                    {line ? formatBRL(roundCents(line.costPerPieceCents)) : EMPTY_MARKER}
                  </span>
                  <span className="text-muted-foreground text-xs">
                    {line
                      ? `${formatQuantity(line.consumptionPerPiece.toFixed(4), 4)} ${unit}/peça`
                      : 'incompleto'}
                  </span>
                </span>
              </div>
              <div className="flex items-end justify-end">
                <RemoveLineButton label={`Remover material ${n}`} onClick={() => remove(index)} />
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          type="button"
          variant="outline"
          onClick={() => append(newMaterialLine(), { shouldFocus: false })}
        >
          <Plus aria-hidden="true" />
          Adicionar material
        </Button>
      </div>
    </div>
  );
}
