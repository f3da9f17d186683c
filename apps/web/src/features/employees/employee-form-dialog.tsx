import {
  EMPLOYEE_PAY_TYPE_LABELS,
  EMPLOYEE_PAY_TYPES,
  EMPLOYEE_SECTOR_LABELS,
  EMPLOYEE_SECTORS,
  EMPLOYEE_STATUS_LABELS,
  EMPLOYEE_STATUSES,
  type Employee,
  employeeInputSchema,
  maskCpf,
  maskPhone,
} from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DateInput } from '@/components/date-input';
import { FormDialog } from '@/components/form-dialog';
import { MaskedInput } from '@/components/masked-input';
import { MoneyInput } from '@/components/money-input';
import { labelledOptions } from '@/components/option-select';
import { SelectField } from '@/components/select-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { dateFieldText, moneyFieldText } from '@/lib/field-text';
import { applyFieldErrors } from '@/lib/form-errors';
import { useCreateEmployee, useUpdateEmployee } from './api';
import { payAmountLabel } from './format';

type FormValues = z.input<typeof employeeInputSchema>;
const FIELDS = [
  'name',
  'cpf',
  'jobTitle',
  'sector',
  'payType',
  'payAmountCents',
  'admissionDate',
  'phone',
  'notes',
  'status',
] as const;

const sectorOptions = labelledOptions(EMPLOYEE_SECTORS, EMPLOYEE_SECTOR_LABELS);
const payTypeOptions = labelledOptions(EMPLOYEE_PAY_TYPES, EMPLOYEE_PAY_TYPE_LABELS);
const statusOptions = labelledOptions(EMPLOYEE_STATUSES, EMPLOYEE_STATUS_LABELS);

function initialValues(employee: Employee | null): FormValues {
  if (!employee) {
    return {
      name: '',
      cpf: '',
      jobTitle: '',
      payAmountCents: '',
      admissionDate: '',
      phone: '',
      notes: '',
      status: 'ativo',
    } as FormValues;
  }
  return {
    name: employee.name,
    cpf: maskCpf(employee.cpf ?? ''),
    jobTitle: employee.jobTitle ?? '',
    sector: employee.sector,
    payType: employee.payType,
    payAmountCents: moneyFieldText(employee.payAmountCents),
    admissionDate: dateFieldText(employee.admissionDate),
    phone: maskPhone(employee.phone ?? ''),
    notes: employee.notes ?? '',
    status: employee.status,
  };
}

/** Registers an employee or edits one (part3 §1 Employees); the same form, the status only when editing. */
export function EmployeeFormDialog({
  employee,
  open,
  onOpenChange,
}: {
  /** The employee to edit; null registers a new one. */
  employee: Employee | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateEmployee();
  const update = useUpdateEmployee();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<typeof employeeInputSchema>>({
    resolver: zodResolver(employeeInputSchema),
    defaultValues: initialValues(employee),
  });
  const payType = watch('payType');

  useEffect(() => {
    if (open) reset(initialValues(employee));
  }, [open, employee, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (employee) {
        await update.mutateAsync({ id: employee.id, patch: values });
        toast.success('Funcionário atualizado.');
      } else {
        await create.mutateAsync(values);
        toast.success('Funcionário cadastrado com sucesso!');
      }
      onOpenChange(false);
    } catch (error) {
      applyFieldErrors(error, setError, [...FIELDS]);
      toast.error(employee ? 'Erro ao salvar funcionário' : 'Erro ao cadastrar funcionário', {
        description: errorMessage(error),
      });
    }
  });

  const select = (
    name: 'sector' | 'payType' | 'status',
    options: { value: string; label: string }[],
    placeholder?: string,
  ) => <SelectField control={control} name={name} options={options} placeholder={placeholder} />;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={employee ? 'Editar funcionário' : 'Novo funcionário'}
      description={employee ? undefined : 'Quem trabalha na confecção: setor, função e como é pago.'}
      formId="employee-form"
      submitLabel={employee ? 'Salvar' : 'Cadastrar'}
      submitting={isSubmitting}
      className="sm:max-w-2xl"
    >
      <form
        id="employee-form"
        onSubmit={onSubmit}
        noValidate
        className="-mx-1 grid max-h-[65vh] items-start gap-4 overflow-y-auto px-1 pb-1 sm:grid-cols-2"
      >
        <FormField
          id="employee-name"
          label="Nome"
          required
          error={errors.name?.message}
          className="sm:col-span-2"
        >
          <Input autoFocus autoComplete="off" {...register('name')} />
        </FormField>
        <FormField id="employee-cpf" label="CPF" error={errors.cpf?.message}>
          <MaskedInput
            mask={maskCpf}
            inputMode="numeric"
            autoComplete="off"
            maxLength={14}
            {...register('cpf')}
          />
        </FormField>
        <FormField id="employee-phone" label="Telefone" error={errors.phone?.message}>
          <MaskedInput mask={maskPhone} type="tel" inputMode="tel" maxLength={15} {...register('phone')} />
        </FormField>
        <FormField id="employee-sector" label="Setor" required error={errors.sector?.message}>
          {select('sector', sectorOptions, 'Escolha o setor')}
        </FormField>
        <FormField id="employee-job-title" label="Função" error={errors.jobTitle?.message}>
          <Input placeholder="Ex.: Costureira, Cortador, Revisora" {...register('jobTitle')} />
        </FormField>
        <FormField id="employee-pay-type" label="Tipo de pagamento" required error={errors.payType?.message}>
          {select('payType', payTypeOptions, 'Mensal ou por peça')}
        </FormField>
        <FormField
          id="employee-pay-amount"
          label={payAmountLabel(payType)}
          required
          error={errors.payAmountCents?.message}
        >
          <MoneyInput {...register('payAmountCents')} />
        </FormField>
        <FormField id="employee-admission" label="Data de admissão" error={errors.admissionDate?.message}>
          <DateInput {...register('admissionDate')} />
        </FormField>
        {employee ? (
          <FormField id="employee-status" label="Situação" error={errors.status?.message}>
            {select('status', statusOptions)}
          </FormField>
        ) : (
          <div className="hidden sm:block" />
        )}
        <FormField
          id="employee-notes"
          label="Observações"
          error={errors.notes?.message}
          className="sm:col-span-2"
        >
          <Textarea rows={2} {...register('notes')} />
        </FormField>
      </form>
    </FormDialog>
  );
}
