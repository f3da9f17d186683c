import type { Control, FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import type { SelectOption } from '@/components/option-select';
import { SelectField } from '@/components/select-field';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';

type Extras = { supplierId?: { message?: string }; notes?: { message?: string } };

/** The fields under a stock document's items, item by item or by grid: the supplier (entries) and the notes. */
export function DocumentExtraFields<T extends FieldValues, TOut extends FieldValues>({
  isEntry,
  control,
  register,
  errors,
  supplierOptions,
}: {
  isEntry: boolean;
  control: Control<T, unknown, TOut>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  supplierOptions: readonly SelectOption<string>[];
}) {
  const messages = errors as Extras;
  return (
    <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
      {isEntry && (
        <FormField id="stock-supplier" label="Fornecedor" error={messages.supplierId?.message}>
          <SelectField
            control={control}
            name={'supplierId' as Path<T>}
            options={supplierOptions}
            none={{ label: 'Sem fornecedor', value: '' }}
          />
        </FormField>
      )}
      <FormField
        id="stock-notes"
        label="Observações"
        error={messages.notes?.message}
        className={isEntry ? undefined : 'sm:col-span-2'}
      >
        <Textarea
          rows={2}
          placeholder={isEntry ? 'Nota fiscal, pedido...' : 'Motivo da saída'}
          {...register('notes' as Path<T>)}
        />
      </FormField>
    </div>
  );
}
