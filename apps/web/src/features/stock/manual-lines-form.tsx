import { type StockItemOption, unitDecimals } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { DecimalInput } from '@/components/decimal-input';
import { MoneyInput } from '@/components/money-input';
import type { SelectOption } from '@/components/option-select';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { applyFieldErrors } from '@/lib/form-errors';
import type { ManualDocumentBody } from './api';
import { DocumentExtraFields } from './document-fields';
import {
  emptyLine,
  itemOf,
  type ManualFormOutput,
  type ManualFormValues,
  manualFormSchema,
  toManualBody,
} from './stock-form';
import { StockItemPicker } from './stock-item-picker';

export type ManualPreset = { options: StockItemOption[]; search?: string | undefined };

function initialValues(type: 'entrada' | 'saida', preset?: ManualPreset): ManualFormValues {
  const lines = preset?.options.length === 1 ? [emptyLine(preset.options[0])] : [emptyLine()];
  return { type, supplierId: '', notes: '', lines };
}

/** 'Item a item': one or more items, each picked from the stock items, posted as one ledger document. */
export function ManualLinesForm({
  type,
  preset,
  formId,
  supplierOptions,
  post,
  onPosted,
}: {
  type: 'entrada' | 'saida';
  preset?: ManualPreset | undefined;
  formId: string;
  supplierOptions: readonly SelectOption<string>[];
  post: (body: ManualDocumentBody) => Promise<unknown>;
  onPosted: () => void;
}) {
  const isEntry = type === 'entrada';
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<ManualFormValues, unknown, ManualFormOutput>({
    resolver: zodResolver(manualFormSchema),
    defaultValues: initialValues(type, preset),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await post(toManualBody(values));
      onPosted();
    } catch (error) {
      const fieldNames = values.lines.flatMap((_, index) => [
        `lines.${index}.quantity` as const,
        `lines.${index}.unitCostCents` as const,
      ]);
      applyFieldErrors(error, setError, ['notes', 'supplierId', ...fieldNames]);
      toast.error(isEntry ? 'Erro ao registrar entrada' : 'Erro ao registrar saída', {
        description: errorMessage(error),
      });
    }
  });

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4">
      <ul className="grid gap-3" aria-label="Itens do lançamento">
        {fields.map((line, index) => {
          const option = watch(`lines.${index}.option`);
          const lineErrors = errors.lines?.[index];
          return (
            <li
              key={line.id}
              className="grid gap-3 rounded-lg border bg-muted/30 p-3 sm:grid-cols-[minmax(0,1fr)_8.5rem_8.5rem_auto] sm:items-start"
            >
              <FormField
                id={`line-${index}-item`}
                label={`Item ${index + 1}`}
                required
                error={
                  lineErrors?.item?.message ??
                  (lineErrors?.item as { variationId?: { message?: string } })?.variationId?.message
                }
                className={isEntry ? undefined : 'sm:col-span-2'}
              >
                <Controller
                  control={control}
                  name={`lines.${index}.item`}
                  render={({ field }) => (
                    <StockItemPicker
                      value={option}
                      initialSearch={index === 0 && !option ? (preset?.search ?? '') : ''}
                      onBlur={field.onBlur}
                      onSelect={(picked) => {
                        field.onChange(itemOf(picked));
                        setValue(`lines.${index}.option`, picked);
                        if (
                          isEntry &&
                          picked.lastCostCents !== null &&
                          !watch(`lines.${index}.unitCostCents`)
                        ) {
                          setValue(
                            `lines.${index}.unitCostCents`,
                            (picked.lastCostCents / 100).toFixed(2).replace('.', ','),
                          );
                        }
                      }}
                    />
                  )}
                />
              </FormField>
              <FormField
                id={`line-${index}-quantity`}
                label={option ? `Quantidade (${option.unit})` : 'Quantidade'}
                required
                error={lineErrors?.quantity?.message}
              >
                <DecimalInput
                  decimals={unitDecimals(option?.unit)}
                  {...register(`lines.${index}.quantity`)}
                />
              </FormField>
              {isEntry && (
                <FormField
                  id={`line-${index}-cost`}
                  label="Custo unitário"
                  error={lineErrors?.unitCostCents?.message}
                >
                  <MoneyInput {...register(`lines.${index}.unitCostCents`)} />
                </FormField>
              )}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="justify-self-end sm:mt-6"
                disabled={fields.length === 1}
                onClick={() => remove(index)}
                aria-label={`Remover item ${index + 1}`}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
      {errors.lines?.message && <p className="text-destructive text-sm">{errors.lines.message}</p>}
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        onClick={() => append(emptyLine())}
      >
        <Plus aria-hidden="true" />
        Adicionar item
      </Button>
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
