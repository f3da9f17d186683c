import {
  maskCpfOrCnpjInput,
  maskPhone,
  OUTWORKER_STATUS_LABELS,
  OUTWORKER_STATUSES,
  type Outworker,
  type OutworkerInput,
} from '@alinhavo/domain';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { DecimalInput } from '@/components/decimal-input';
import { MaskedInput } from '@/components/masked-input';
import { labelledOptions } from '@/components/option-select';
import { SelectField } from '@/components/select-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useServiceOptions } from './api';
import { ServicesPicker } from './services-picker';

export type OutworkerFormValues = OutworkerInput;

export const OUTWORKER_FIELDS = [
  'name',
  'documentNumber',
  'contactName',
  'phone',
  'email',
  'address',
  'processIds',
  'capacityPerDay',
  'status',
  'notes',
] as const;

const statusOptions = labelledOptions(OUTWORKER_STATUSES, OUTWORKER_STATUS_LABELS);

export const EMPTY_OUTWORKER: OutworkerFormValues = {
  name: '',
  documentNumber: '',
  contactName: '',
  phone: '',
  email: '',
  address: '',
  processIds: [],
  capacityPerDay: '',
  status: 'ativo',
  notes: '',
};

/** The form's text for a saved workshop (masks applied, null as empty). */
export function outworkerFormValues(outworker: Outworker): OutworkerFormValues {
  return {
    name: outworker.name,
    documentNumber: outworker.documentNumber ? maskCpfOrCnpjInput(outworker.documentNumber) : '',
    contactName: outworker.contactName ?? '',
    phone: maskPhone(outworker.phone ?? ''),
    email: outworker.email ?? '',
    address: outworker.address ?? '',
    processIds: outworker.processIds,
    capacityPerDay: outworker.capacityPerDay === null ? '' : String(outworker.capacityPerDay),
    status: outworker.status,
    notes: outworker.notes ?? '',
  };
}

/** The fields of a workshop, shared by the create dialog and the edit page (which adds the status). */
export function OutworkerFields({
  idPrefix,
  register,
  control,
  errors,
  showStatus = false,
  autoFocus = false,
}: {
  idPrefix: string;
  register: UseFormRegister<OutworkerFormValues>;
  control: Control<OutworkerFormValues>;
  errors: FieldErrors<OutworkerFormValues>;
  showStatus?: boolean;
  autoFocus?: boolean;
}) {
  const services = useServiceOptions();
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <FormField id={id('name')} label="Nome" required error={errors.name?.message} className="sm:col-span-2">
        <Input autoFocus={autoFocus} placeholder="Ex.: Facção Dona Rosa" {...register('name')} />
      </FormField>
      <FormField id={id('document')} label="CNPJ ou CPF" error={errors.documentNumber?.message}>
        <MaskedInput
          mask={maskCpfOrCnpjInput}
          autoComplete="off"
          maxLength={18}
          {...register('documentNumber')}
        />
      </FormField>
      <FormField id={id('contact')} label="Contato" error={errors.contactName?.message}>
        <Input placeholder="Quem atende" autoComplete="off" {...register('contactName')} />
      </FormField>
      <FormField id={id('phone')} label="Telefone" error={errors.phone?.message}>
        <MaskedInput mask={maskPhone} type="tel" inputMode="tel" maxLength={15} {...register('phone')} />
      </FormField>
      <FormField id={id('email')} label="E-mail" error={errors.email?.message}>
        <Input type="email" inputMode="email" {...register('email')} />
      </FormField>
      <FormField
        id={id('address')}
        label="Endereço"
        error={errors.address?.message}
        className="sm:col-span-2"
      >
        <Input {...register('address')} />
      </FormField>
      <FormField
        id={id('services')}
        label="Serviços"
        hint="Os processos que esta facção faz."
        error={errors.processIds?.message ?? errors.processIds?.[0]?.message}
        className="sm:col-span-2"
      >
        <Controller
          control={control}
          name="processIds"
          render={({ field }) => (
            <ServicesPicker
              value={field.value ?? []}
              onChange={field.onChange}
              options={services.data?.items}
              loading={services.isPending}
            />
          )}
        />
      </FormField>
      <FormField
        id={id('capacity')}
        label="Capacidade (peças por dia)"
        error={errors.capacityPerDay?.message}
      >
        <DecimalInput decimals={0} placeholder="Ex.: 300" {...register('capacityPerDay')} />
      </FormField>
      {showStatus ? (
        <FormField id={id('status')} label="Situação" error={errors.status?.message}>
          <SelectField control={control} name="status" options={statusOptions} fallback="ativo" />
        </FormField>
      ) : (
        <div className="hidden sm:block" />
      )}
      <FormField id={id('notes')} label="Observações" error={errors.notes?.message} className="sm:col-span-2">
        <Textarea rows={2} placeholder="Prazos, especialidades, condições..." {...register('notes')} />
      </FormField>
    </>
  );
}
