import {
  MATERIAL_CATEGORIES,
  MATERIAL_CATEGORY_LABELS,
  MATERIAL_STATUS_LABELS,
  MATERIAL_STATUSES,
  MATERIAL_UNIT_LABELS,
  MATERIAL_UNITS,
  type MaterialInput,
  unitDecimals,
} from '@alinhavo/domain';
import { type Control, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { DecimalInput } from '@/components/decimal-input';
import { MoneyInput } from '@/components/money-input';
import { labelledOptions } from '@/components/option-select';
import { SelectField } from '@/components/select-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

/** The fields create and edit share (create adds the variations, edit adds the status). */
export type MaterialFieldValues = Partial<Omit<MaterialInput, 'colorIds' | 'sizes'>>;

const categoryOptions = labelledOptions(MATERIAL_CATEGORIES, MATERIAL_CATEGORY_LABELS);
const unitOptions = labelledOptions(MATERIAL_UNITS, MATERIAL_UNIT_LABELS);
const statusOptions = labelledOptions(MATERIAL_STATUSES, MATERIAL_STATUS_LABELS);

export function MaterialFields<T extends MaterialFieldValues>({
  idPrefix,
  register,
  control,
  errors,
  suppliers,
  showStatus = false,
}: {
  idPrefix: string;
  register: UseFormRegister<T>;
  control: Control<T>;
  errors: FieldErrors<T>;
  suppliers: { id: string; name: string }[];
  showStatus?: boolean;
}) {
  // The generic form narrows to the shared fields here.
  const reg = register as unknown as UseFormRegister<MaterialFieldValues>;
  const ctl = control as unknown as Control<MaterialFieldValues>;
  const err = errors as FieldErrors<MaterialFieldValues>;
  const unit = useWatch({ control: ctl, name: 'unit' });
  const supplierOptions = suppliers.map((s) => ({ value: s.id, label: s.name }));
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <>
      <FormField
        id={id('name')}
        label="Nome"
        required
        error={err.name?.message}
        className="content-start sm:col-span-2"
      >
        <Input autoFocus placeholder="Ex.: Malha PV, Zíper invisível 20 cm" {...reg('name')} />
      </FormField>
      <FormField
        id={id('category')}
        label="Categoria"
        required
        error={err.category?.message}
        className="content-start"
      >
        <SelectField control={ctl} name="category" options={categoryOptions} placeholder="Escolha" />
      </FormField>
      <FormField id={id('unit')} label="Unidade" required error={err.unit?.message} className="content-start">
        <SelectField control={ctl} name="unit" options={unitOptions} placeholder="Escolha" />
      </FormField>
      <FormField
        id={id('supplier')}
        label="Fornecedor padrão"
        error={err.defaultSupplierId?.message}
        className="content-start sm:col-span-2"
      >
        <SelectField
          control={ctl}
          name="defaultSupplierId"
          options={supplierOptions}
          none={{ label: 'Nenhum', value: null }}
        />
      </FormField>
      <FormField
        id={id('cost')}
        label="Último custo"
        hint="Por unidade do material (m, kg, un...)."
        error={err.lastCostCents?.message}
        className="content-start"
      >
        <MoneyInput {...reg('lastCostCents')} />
      </FormField>
      <FormField
        id={id('minimum')}
        label="Estoque mínimo"
        hint="Por variação: abaixo disso o estoque fica em vermelho."
        error={err.minimumStock?.message}
        className="content-start"
      >
        <DecimalInput decimals={unitDecimals(unit)} placeholder="0" {...reg('minimumStock')} />
      </FormField>
      {showStatus && (
        <FormField id={id('status')} label="Situação" error={err.status?.message} className="content-start">
          <SelectField control={ctl} name="status" options={statusOptions} fallback="ativo" />
        </FormField>
      )}
      <FormField
        id={id('notes')}
        label="Observações"
        error={err.notes?.message}
        className="content-start sm:col-span-2"
      >
        <Textarea rows={2} placeholder="Composição, largura, gramatura, cuidados..." {...reg('notes')} />
      </FormField>
    </>
  );
}
