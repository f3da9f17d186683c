import {
  BRAZIL_STATES,
  CUSTOMER_PERSON_TYPE_LABELS,
  CUSTOMER_PERSON_TYPES,
  CUSTOMER_STATUS_LABELS,
  CUSTOMER_STATUSES,
  type Customer,
  type CustomerInput,
  customerInputSchema,
  maskCep,
  maskCpfOrCnpjInput,
  maskPhone,
} from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect } from 'react';
import { type Control, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { MaskedInput } from '@/components/masked-input';
import { MoneyInput } from '@/components/money-input';
import { labelledOptions } from '@/components/option-select';
import { SelectField } from '@/components/select-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { usePriceTables } from '@/features/sale-prices';
import { errorMessage } from '@/lib/api';
import { applyFieldErrors } from '@/lib/form-errors';
import { useCreateCustomer, useUpdateCustomer } from './api';
import { CUSTOMER_FORM_FIELDS, customerFormValues } from './customer-form-values';

const personTypeOptions = labelledOptions(CUSTOMER_PERSON_TYPES, CUSTOMER_PERSON_TYPE_LABELS);
const statusOptions = labelledOptions(CUSTOMER_STATUSES, CUSTOMER_STATUS_LABELS);
const stateOptions = BRAZIL_STATES.map((uf) => ({ value: uf, label: uf }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid items-start gap-4 sm:col-span-6 sm:grid-cols-6">
      <legend className="mb-3 font-medium text-muted-foreground text-xs uppercase tracking-wide">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

/**
 * Registers a customer or edits one (part4 §1 Customers), saved whole in one go: identification, contact,
 * address and credit. Errors show under their fields, the server's too (a CPF/CNPJ already registered).
 */
export function CustomerFormDialog({
  customer,
  open,
  onOpenChange,
}: {
  /** The customer to edit; null registers a new one (and opens its page once saved). */
  customer: Customer | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const create = useCreateCustomer();
  const update = useUpdateCustomer(customer?.id ?? '');
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CustomerInput, unknown, z.output<typeof customerInputSchema>>({
    resolver: zodResolver(customerInputSchema),
    defaultValues: customerFormValues(customer),
  });
  const company = watch('personType') === 'pj';

  useEffect(() => {
    if (open) reset(customerFormValues(customer));
  }, [open, customer, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (customer) {
        await update.mutateAsync(values);
        toast.success('Cliente atualizado.');
        onOpenChange(false);
      } else {
        const created = await create.mutateAsync(values);
        toast.success('Cliente cadastrado com sucesso!');
        onOpenChange(false);
        navigate(`/app/clientes/${created.id}`);
      }
    } catch (error) {
      applyFieldErrors(error, setError, [...CUSTOMER_FORM_FIELDS]);
      toast.error(customer ? 'Erro ao salvar cliente' : 'Erro ao cadastrar cliente', {
        description: errorMessage(error),
      });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={customer ? 'Editar cliente' : 'Novo cliente'}
      description={customer ? undefined : 'Só o nome é obrigatório; complete o resto quando quiser.'}
      formId="customer-form"
      submitLabel={customer ? 'Salvar' : 'Cadastrar'}
      submitting={isSubmitting}
      className="sm:max-w-2xl"
    >
      <form
        id="customer-form"
        onSubmit={onSubmit}
        noValidate
        className="-mx-1 grid max-h-[65vh] items-start gap-6 overflow-y-auto px-1 pb-1 sm:grid-cols-6"
      >
        <Section title="Identificação">
          <FormField
            id="customer-person-type"
            label="Tipo"
            required
            error={errors.personType?.message}
            className="sm:col-span-2"
          >
            <SelectField control={control} name="personType" options={personTypeOptions} />
          </FormField>
          <FormField
            id="customer-name"
            label={company ? 'Razão social' : 'Nome'}
            required
            error={errors.name?.message}
            className="sm:col-span-4"
          >
            <Input autoFocus autoComplete="off" {...register('name')} />
          </FormField>
          {company && (
            <FormField
              id="customer-trade-name"
              label="Nome fantasia"
              error={errors.tradeName?.message}
              className="sm:col-span-6"
            >
              <Input autoComplete="off" {...register('tradeName')} />
            </FormField>
          )}
          <FormField
            id="customer-document"
            label={company ? 'CNPJ' : 'CPF'}
            error={errors.documentNumber?.message}
            className="sm:col-span-3"
          >
            <MaskedInput
              mask={maskCpfOrCnpjInput}
              autoComplete="off"
              maxLength={18}
              placeholder={company ? '00.000.000/0000-00' : '000.000.000-00'}
              {...register('documentNumber')}
            />
          </FormField>
          <FormField
            id="customer-state-registration"
            label="Inscrição estadual"
            hint="Os números, ou Isento."
            error={errors.stateRegistration?.message}
            className="sm:col-span-3"
          >
            <Input autoComplete="off" {...register('stateRegistration')} />
          </FormField>
        </Section>

        <Section title="Contato">
          <FormField
            id="customer-email"
            label="E-mail"
            error={errors.email?.message}
            className="sm:col-span-6"
          >
            <Input type="email" inputMode="email" autoComplete="off" {...register('email')} />
          </FormField>
          <FormField
            id="customer-mobile"
            label="Celular"
            error={errors.mobilePhone?.message}
            className="sm:col-span-2"
          >
            <MaskedInput
              mask={maskPhone}
              type="tel"
              inputMode="tel"
              maxLength={15}
              {...register('mobilePhone')}
            />
          </FormField>
          <FormField
            id="customer-phone"
            label="Telefone"
            error={errors.phone?.message}
            className="sm:col-span-2"
          >
            <MaskedInput mask={maskPhone} type="tel" inputMode="tel" maxLength={15} {...register('phone')} />
          </FormField>
          <FormField
            id="customer-contact"
            label="Pessoa de contato"
            error={errors.contactName?.message}
            className="sm:col-span-2"
          >
            <Input autoComplete="off" {...register('contactName')} />
          </FormField>
        </Section>

        <Section title="Endereço">
          <FormField id="customer-cep" label="CEP" error={errors.cep?.message} className="sm:col-span-2">
            <MaskedInput
              mask={maskCep}
              inputMode="numeric"
              maxLength={9}
              placeholder="00000-000"
              {...register('cep')}
            />
          </FormField>
          <FormField
            id="customer-street"
            label="Endereço"
            error={errors.street?.message}
            className="sm:col-span-4"
          >
            <Input placeholder="Rua, avenida…" {...register('street')} />
          </FormField>
          <FormField
            id="customer-number"
            label="Número"
            error={errors.addressNumber?.message}
            className="sm:col-span-2"
          >
            <Input {...register('addressNumber')} />
          </FormField>
          <FormField
            id="customer-complement"
            label="Complemento"
            error={errors.complement?.message}
            className="sm:col-span-4"
          >
            <Input {...register('complement')} />
          </FormField>
          <FormField
            id="customer-neighborhood"
            label="Bairro"
            error={errors.neighborhood?.message}
            className="sm:col-span-2"
          >
            <Input {...register('neighborhood')} />
          </FormField>
          <FormField id="customer-city" label="Cidade" error={errors.city?.message} className="sm:col-span-3">
            <Input {...register('city')} />
          </FormField>
          <FormField id="customer-state" label="UF" error={errors.state?.message} className="sm:col-span-1">
            <SelectField
              control={control}
              name="state"
              options={stateOptions}
              none={{ label: '—', value: '' }}
            />
          </FormField>
        </Section>

        <Section title="Vendas">
          <FormField
            id="customer-credit-limit"
            label="Limite de crédito"
            hint="Para vendas a prazo e fiado; vazio é sem crédito."
            error={errors.creditLimitCents?.message}
            className="sm:col-span-3"
          >
            <MoneyInput {...register('creditLimitCents')} />
          </FormField>
          <PriceTableField control={control} error={errors.priceTableId?.message} />
          <FormField
            id="customer-status"
            label="Situação"
            error={errors.status?.message}
            className="sm:col-span-3"
          >
            <SelectField control={control} name="status" options={statusOptions} />
          </FormField>
          <FormField
            id="customer-notes"
            label="Observações"
            error={errors.notes?.message}
            className="sm:col-span-6"
          >
            <Textarea rows={2} {...register('notes')} />
          </FormField>
        </Section>
      </form>
    </FormDialog>
  );
}

/** The customer's price table; none means the company's default (Varejo). Inactive tables are not offered. */
function PriceTableField({
  control,
  error,
}: {
  control: Control<CustomerInput, unknown, z.output<typeof customerInputSchema>>;
  error: string | undefined;
}) {
  const tables = usePriceTables();
  const options = (tables.data?.items ?? [])
    .filter((table) => table.active && !table.isDefault)
    .map((table) => ({ value: table.id, label: table.name }));
  const defaultName = tables.data?.items.find((table) => table.isDefault)?.name ?? 'Varejo';
  return (
    <FormField id="customer-price-table" label="Tabela de preços" error={error} className="sm:col-span-3">
      <SelectField
        control={control}
        name="priceTableId"
        options={options}
        none={{ label: `${defaultName} (padrão)`, value: '' }}
      />
    </FormField>
  );
}
