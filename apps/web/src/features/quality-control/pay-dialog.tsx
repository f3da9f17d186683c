import {
  formatBRL,
  todayInSaoPaulo,
  WORKSHOP_PAYMENT_METHOD_LABELS,
  WORKSHOP_PAYMENT_METHODS,
  type WorkshopPayment,
  workshopPaymentPaySchema,
} from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DateInput } from '@/components/date-input';
import { FormDialog } from '@/components/form-dialog';
import { labelledOptions, OptionSelect } from '@/components/option-select';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { dateFieldText } from '@/lib/field-text';
import { applyFieldErrors } from '@/lib/form-errors';
import { usePayWorkshopPayment } from './api';

type FormInput = z.input<typeof workshopPaymentPaySchema>;
type FormOutput = z.output<typeof workshopPaymentPaySchema>;

const methodOptions = labelledOptions(WORKSHOP_PAYMENT_METHODS, WORKSHOP_PAYMENT_METHOD_LABELS);

/**
 * 'Registrar pagamento': the day the workshop was paid (today unless told) and how. Mount it when it opens: the
 * form starts clean each time. A refusal of the server (already paid, pieces in repair) shows as a toast.
 */
export function PayDialog({
  payment,
  open,
  onOpenChange,
}: {
  payment: WorkshopPayment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const pay = usePayWorkshopPayment(payment);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(workshopPaymentPaySchema) as never,
    defaultValues: { paidOn: dateFieldText(todayInSaoPaulo()), method: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await pay.mutateAsync(values);
      toast.success('Pagamento registrado', { description: `Lote ${payment.batchCode}` });
      onOpenChange(false);
    } catch (error) {
      applyFieldErrors(error, setError, ['paidOn', 'method']);
      toast.error('Erro ao registrar o pagamento', { description: errorMessage(error) });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Registrar pagamento"
      description={`${payment.outworkerName} · lote ${payment.batchCode} · ${formatBRL(payment.finalAmountCents)}`}
      formId="payment-pay"
      submitLabel="Registrar pagamento"
      submitting={isSubmitting}
      className="sm:max-w-sm"
    >
      <form id="payment-pay" onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField id="payment-pay-date" label="Data do pagamento" required error={errors.paidOn?.message}>
          <DateInput {...register('paidOn')} />
        </FormField>
        <FormField id="payment-pay-method" label="Forma de pagamento" required error={errors.method?.message}>
          <Controller
            control={control}
            name="method"
            render={({ field }) => (
              <OptionSelect
                value={field.value as FormOutput['method'] | ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                options={methodOptions}
                placeholder="Escolha"
              />
            )}
          />
        </FormField>
      </form>
    </FormDialog>
  );
}
