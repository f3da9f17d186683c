import { cashMovementInputSchema } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { MoneyInput } from '@/components/money-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { applyFieldErrors } from '@/lib/form-errors';
import { useCashMovement } from './api';

const COPY = {
  sangria: {
    title: 'Sangria',
    description: 'Retirada de dinheiro da gaveta (ex.: depósito, pagamento). Informe o valor e o motivo.',
    submit: 'Registrar sangria',
    done: 'Sangria registrada',
    placeholder: 'Ex.: depósito no banco',
  },
  suprimento: {
    title: 'Suprimento',
    description: 'Entrada de dinheiro na gaveta (ex.: reforço de troco). Informe o valor e o motivo.',
    submit: 'Registrar suprimento',
    done: 'Suprimento registrado',
    placeholder: 'Ex.: reforço de troco',
  },
} as const;

type Values = z.input<typeof cashMovementInputSchema>;

/** 'Sangria' or 'Suprimento': an amount of cash out of or into the drawer, with its reason. Enter confirms. */
export function CashMovementDialog({
  sessionId,
  kind,
  open,
  onOpenChange,
}: {
  sessionId: string;
  kind: 'sangria' | 'suprimento';
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const move = useCashMovement(sessionId, kind);
  const copy = COPY[kind];
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof cashMovementInputSchema>>({
    resolver: zodResolver(cashMovementInputSchema),
    defaultValues: { amountCents: '', reason: '' },
  });

  useEffect(() => {
    if (open) reset({ amountCents: '', reason: '' });
  }, [open, reset]);

  const formId = `cash-${kind}`;
  const onSubmit = handleSubmit(async (body) => {
    try {
      await move.mutateAsync(body);
      toast.success(copy.done);
      onOpenChange(false);
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['amountCents', 'reason']))
        toast.error(`Erro ao registrar ${copy.title.toLowerCase()}`, { description: errorMessage(error) });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={copy.title}
      description={copy.description}
      formId={formId}
      submitLabel={copy.submit}
      submitting={isSubmitting}
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField id={`${formId}-amount`} label="Valor" required error={errors.amountCents?.message}>
          <MoneyInput autoFocus {...register('amountCents')} />
        </FormField>
        <FormField id={`${formId}-reason`} label="Motivo" required error={errors.reason?.message}>
          <Input placeholder={copy.placeholder} maxLength={200} {...register('reason')} />
        </FormField>
      </form>
    </FormDialog>
  );
}
