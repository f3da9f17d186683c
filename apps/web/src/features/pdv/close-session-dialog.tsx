import {
  CASH_METHODS,
  type CashMethod,
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
import { applyFieldErrors } from '@/lib/form-errors';
import { type CashSessionReport, useCloseCashSession } from './api';
import { DifferenceAmount } from './difference-amount';

type Values = z.input<typeof cashSessionCloseSchema>;

/** A method with nothing expected starts at R$ 0,00; the others are counted by the cashier. */
function startValues(session: CashSessionReport): Values {
  const counted = Object.fromEntries(
    session.methods.map((m) => [m.method, m.expectedCents === 0 ? '0,00' : '']),
  ) as Record<CashMethod, string>;
  return { counted };
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
  const onSubmit = handleSubmit(async (body) => {
    try {
      const report = await close.mutateAsync(body);
      toast.success('Caixa fechado');
      onOpenChange(false);
      onClosed(report);
    } catch (error) {
      const fields = CASH_METHODS.map((m) => `counted.${m}` as const);
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
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b text-left text-muted-foreground text-xs">
              <th scope="col" className="py-2 pr-2 font-medium">
                Forma
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                Esperado
              </th>
              <th scope="col" className="px-2 py-2 font-medium">
                Contado
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-medium">
                Diferença
              </th>
            </tr>
          </thead>
          <tbody>
            {session.methods.map((m, index) => {
              const typed = counted?.[m.method];
              const cents = typeof typed === 'string' ? parseBRLToCentavos(typed) : (typed ?? null);
              const error = errors.counted?.[m.method]?.message;
              const id = `cash-close-${m.method}`;
              return (
                <tr key={m.method} className="border-b align-top last:border-0">
                  <th scope="row" className="py-2 pr-2 text-left font-medium">
                    <label htmlFor={id}>{m.label}</label>
                  </th>
                  <td className="px-2 py-2 text-right tabular-nums">{formatBRL(m.expectedCents)}</td>
                  <td className="px-2 py-1.5">
                    <MoneyInput
                      id={id}
                      autoFocus={index === 0}
                      showCurrency={false}
                      className="min-w-24"
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                      {...register(`counted.${m.method}`)}
                    />
                    {error && (
                      <p id={`${id}-error`} className="mt-1 text-destructive text-xs">
                        {error}
                      </p>
                    )}
                  </td>
                  <td className="py-2 pl-2 text-right">
                    <DifferenceAmount cents={cents === null ? null : cents - m.expectedCents} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </form>
    </FormDialog>
  );
}
