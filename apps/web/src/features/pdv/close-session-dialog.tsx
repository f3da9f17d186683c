import {
  CASH_COUNT_METHODS,
  type CashCountMethod,
  cashSessionCloseSchema,
  formatBRL,
  parseBRLToCentavos,
} from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { MoneyInput } from '@/components/money-input';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { applyFieldErrors } from '@/lib/form-errors';
import { type CashSessionReport, useCloseCashSession } from './api';
import { DifferenceAmount } from './difference-amount';

type Values = z.input<typeof cashSessionCloseSchema>;

/** One method per row on a computer; on a phone the label and expected above the input and the difference. */
const ROW =
  'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 sm:grid-cols-[9rem_6.5rem_minmax(0,1fr)_8.5rem]';

/** A method with nothing expected starts at R$ 0,00; the others are counted by the cashier. */
function startValues(session: CashSessionReport): Values {
  const counted = Object.fromEntries(
    countedMethods(session).map((m) => [m.method, m.expectedCents === 0 ? '0,00' : '']),
  ) as Record<CashCountMethod, string>;
  return { counted };
}

/** The methods the cashier counts: 'fiado' is owed by customers, not in the register. */
function countedMethods(session: CashSessionReport) {
  return session.methods.filter((m): m is typeof m & { method: CashCountMethod } =>
    (CASH_COUNT_METHODS as readonly string[]).includes(m.method),
  );
}

/**
 * 'Fechar caixa': per payment method what the session expects, what was counted (typed) and the difference,
 * in red when short. Enter confirms, Esc cancels.
 */
export function CloseSessionDialog({
  session,
  open,
  onOpenChange,
  onClosed,
}: {
  session: CashSessionReport;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClosed: (report: CashSessionReport) => void;
}) {
  const close = useCloseCashSession(session.id);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof cashSessionCloseSchema>>({
    resolver: zodResolver(cashSessionCloseSchema),
    defaultValues: startValues(session),
  });

  // Reset only when the dialog opens: the session may refresh behind it while the cashier types.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the session is read at opening only
  useEffect(() => {
    if (open) reset(startValues(session));
  }, [open, reset]);

  const counted = watch('counted');
  const fiado = session.methods.find((m) => m.method === 'fiado')?.expectedCents ?? 0;
  const onSubmit = handleSubmit(async (body) => {
    try {
      const report = await close.mutateAsync(body);
      toast.success('Caixa fechado');
      onOpenChange(false);
      onClosed(report);
    } catch (error) {
      const fields = CASH_COUNT_METHODS.map((m) => `counted.${m}` as const);
      if (!applyFieldErrors(error, setError, fields))
        toast.error('Erro ao fechar o caixa', { description: errorMessage(error) });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Fechar caixa"
      description={`${session.registerName}: informe o valor contado em cada forma de pagamento.`}
      formId="cash-close"
      submitLabel="Fechar caixa"
      submitting={isSubmitting}
      className="sm:max-w-xl"
    >
      <form id="cash-close" onSubmit={onSubmit} noValidate>
        <div className="grid text-sm">
          <div
            aria-hidden="true"
            className={cn(ROW, 'border-b pb-2 text-muted-foreground text-xs max-sm:hidden')}
          >
            <span>Forma</span>
            <span className="text-right">Esperado</span>
            <span>Contado</span>
            <span className="text-right">Diferença</span>
          </div>
          {countedMethods(session).map((m, index) => {
            const typed = counted?.[m.method];
            const cents = typeof typed === 'string' ? parseBRLToCentavos(typed) : (typed ?? null);
            const error = errors.counted?.[m.method]?.message;
            const id = `cash-close-${m.method}`;
            return (
              <div key={m.method} className={cn(ROW, 'border-b py-2 last:border-0')}>
                <label htmlFor={id} className="font-medium">
                  {m.label}
                </label>
                <span className="text-right tabular-nums">
                  <span className="text-muted-foreground sm:hidden">Esperado </span>
                  {formatBRL(m.expectedCents)}
                </span>
                <div>
                  <MoneyInput
                    id={id}
                    autoFocus={index === 0}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    {...register(`counted.${m.method}`)}
                  />
                  {error && (
                    <p id={`${id}-error`} className="mt-1 text-destructive text-xs">
                      {error}
                    </p>
                  )}
                </div>
                <DifferenceAmount
                  className="text-right"
                  cents={cents === null ? null : cents - m.expectedCents}
                />
              </div>
            );
          })}
        </div>
        {fiado > 0 && (
          <p className="mt-3 text-muted-foreground text-sm">
            Vendido no fiado: {formatBRL(fiado)} (vai para contas a receber, não entra na contagem).
          </p>
        )}
      </form>
    </FormDialog>
  );
}
