import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES, type ProductStatus } from '@alinhavo/domain';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { MaskedInput } from '@/components/masked-input';
import { MoneyInput } from '@/components/money-input';
import { labelledOptions } from '@/components/option-select';
import { SelectField } from '@/components/select-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useProductFacets } from './api';
import { maskNcm, type ProductFormOutput, type ProductFormValues } from './product-form';

const statusOptions = labelledOptions<ProductStatus>(PRODUCT_STATUSES, PRODUCT_STATUS_LABELS);

/** Identification, sale and tax fields of the product form. */
export function ProductFields({
  formId,
  register,
  control,
  errors,
}: {
  formId: string;
  register: UseFormRegister<ProductFormValues>;
  control: Control<ProductFormValues, unknown, ProductFormOutput>;
  errors: FieldErrors<ProductFormValues>;
}) {
  const facets = useProductFacets();
  const id = (name: string) => `${formId}-${name}`;
  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-6">
      <FormField
        id={id('reference')}
        label="Referência"
        required
        error={errors.reference?.message}
        className="col-span-2 content-start sm:col-span-2"
      >
        <Input autoFocus autoComplete="off" placeholder="Ex.: CAM-001" {...register('reference')} />
      </FormField>
      <FormField
        id={id('name')}
        label="Nome"
        required
        error={errors.name?.message}
        className="col-span-2 content-start sm:col-span-4"
      >
        <Input placeholder="Ex.: Camiseta básica gola careca" {...register('name')} />
      </FormField>
      <FormField
        id={id('collection')}
        label="Coleção"
        error={errors.collection?.message}
        className="col-span-2 content-start sm:col-span-3"
      >
        <Input
          list={id('collections')}
          autoComplete="off"
          placeholder="Ex.: Verão 2027"
          {...register('collection')}
        />
        <datalist id={id('collections')}>
          {facets.data?.collections.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </FormField>
      <FormField
        id={id('category')}
        label="Categoria"
        error={errors.category?.message}
        className="col-span-2 content-start sm:col-span-3"
      >
        <Input
          list={id('categories')}
          autoComplete="off"
          placeholder="Ex.: Camisetas"
          {...register('category')}
        />
        <datalist id={id('categories')}>
          {facets.data?.categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </FormField>
      <FormField
        id={id('price')}
        label="Preço de venda"
        error={errors.salePriceCents?.message}
        className="col-span-1 content-start sm:col-span-2"
      >
        <MoneyInput {...register('salePriceCents')} />
      </FormField>
      <FormField
        id={id('ncm')}
        label="NCM"
        error={errors.ncm?.message}
        className="col-span-1 content-start sm:col-span-2"
      >
        <MaskedInput
          mask={maskNcm}
          inputMode="numeric"
          autoComplete="off"
          placeholder="6109.10.00"
          {...register('ncm')}
        />
      </FormField>
      <FormField
        id={id('unit')}
        label="Unidade"
        error={errors.unit?.message}
        className="col-span-1 content-start sm:col-span-1"
      >
        <Input autoComplete="off" maxLength={10} {...register('unit')} />
      </FormField>
      <FormField
        id={id('status')}
        label="Situação"
        error={errors.status?.message}
        className="col-span-1 content-start sm:col-span-1"
      >
        <SelectField control={control} name="status" options={statusOptions} />
      </FormField>
      <FormField
        id={id('description')}
        label="Descrição"
        error={errors.description?.message}
        className="col-span-2 content-start sm:col-span-6"
      >
        <Textarea rows={2} placeholder="Tecido, modelagem, acabamentos..." {...register('description')} />
      </FormField>
    </div>
  );
}
