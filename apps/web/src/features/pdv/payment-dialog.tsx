import {
  buildPixPayload,
  type CashMethod,
  formatBRL,
  MAX_CARD_INSTALLMENTS,
  PDV_PAYMENT_METHOD_LABELS,
  PDV_PAYMENT_METHODS,
  parseBRLToCentavos,
  settlePayments,
} from '@alinhavo/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { MoneyInput } from '@/components/money-input';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import type { PdvCatalogueData } from './sale-api';

const PixQr = lazy(() => import('./pix-qr').then((m) => ({ default: m.PixQr })));

export type PaymentChoice = { method: CashMethod; amountCents: number; installments?: number };

type Amounts = Record<CashMethod, string>;
const EMPTY: Amounts = { dinheiro: '', pix: '', credito: '', debito: '', fiado: '' };

const cents = (text: string) => (text.trim() ? (parseBRLToCentavos(text) ?? 0) : 0);

/**
 * F10 'Pagamento' (part4 §1): the total split across dinheiro (with 'Troco'), PIX (the company's BR Code with the
 * amount as a QR, confirmed by the cashier as received), crédito in installments, débito and fiado (a known
 * customer). Enter finishes when the split is right; Esc goes back to the sale.
 */
export function PaymentDialog({
  open,
  onOpenChange,
  totalCents,
  pix,
  saleKey,
  hasCustomer,
  finishing,
  onFinish,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  totalCents: number;
  pix: PdvCatalogueData['pix'];
  saleKey: string;
  hasCustomer: boolean;
  finishing: boolean;
  onFinish: (payments: PaymentChoice[]) => void;
}) {
  const [amounts, setAmounts] = useState<Amounts>(EMPTY);
  const [installments, setInstallments] = useState(1);
  const [pixReceived, setPixReceived] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setAmounts(EMPTY);
      setInstallments(1);
      setPixReceived(false);
      setError(null);
    }
  }, [open]);

  const choices: PaymentChoice[] = PDV_PAYMENT_METHODS.filter((method) => cents(amounts[method]) > 0).map(
    (method) => ({
      method,
      amountCents: cents(amounts[method]),
      ...(method === 'credito' ? { installments } : {}),
    }),
  );
  const paid = choices.reduce((sum, choice) => sum + choice.amountCents, 0);
  const left = totalCents - paid;
  const pixCents = cents(amounts.pix);
  const payload =
    pix && pixCents > 0
      ? buildPixPayload({
          key: pix.key,
          merchantName: pix.merchantName,
          merchantCity: pix.merchantCity,
          amountCents: pixCents,
          txid: saleKey.replace(/-/g, '').slice(0, 25),
        })
      : null;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const split = settlePayments(totalCents, choices, { hasCustomer, creditAvailableCents: null });
    if (!split.ok) return setError(split.message);
    if (pixCents > 0 && !pix) return setError('Cadastre a chave PIX nas configurações de vendas');
    if (pixCents > 0 && !pixReceived) return setError('Confirme que o PIX foi recebido');
    setError(null);
    onFinish(choices);
  }

  const fill = (method: CashMethod) =>
    setAmounts((current) => ({
      ...current,
      [method]: formatBRL(Math.max(0, left + cents(current[method]))).replace(/^R\$\s*/, ''),
    }));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Pagamento</DialogTitle>
          <DialogDescription>
            Total {formatBRL(totalCents)}. Divida entre as formas de pagamento; Enter finaliza, Esc volta à
            venda.
          </DialogDescription>
        </DialogHeader>
        <form
          id="pdv-payment"
          onSubmit={submit}
          onKeyDown={(event) => {
            // Enter in any field (amounts, the 'PIX recebido' box, installments) finishes: no going back to a field.
            if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
              event.preventDefault();
              submit(event);
            }
          }}
          noValidate
          className="grid gap-4 sm:grid-cols-[1fr_auto]"
        >
          <div className="grid gap-2">
            {PDV_PAYMENT_METHODS.map((method, index) => {
              const disabled = method === 'fiado' && !hasCustomer;
              return (
                <div key={method} className="grid grid-cols-[7.5rem_1fr_auto] items-center gap-2">
                  <label
                    htmlFor={`pay-${method}`}
                    className={cn('text-sm', disabled && 'text-muted-foreground')}
                  >
                    {PDV_PAYMENT_METHOD_LABELS[method]}
                  </label>
                  <MoneyInput
                    id={`pay-${method}`}
                    autoFocus={index === 0}
                    disabled={disabled}
                    value={amounts[method]}
                    onChange={(event) =>
                      setAmounts((current) => ({ ...current, [method]: event.target.value }))
                    }
                    aria-describedby={disabled ? 'fiado-hint' : undefined}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    tabIndex={-1}
                    disabled={disabled}
                    onClick={() => fill(method)}
                  >
                    Restante
                  </Button>
                  {method === 'pix' && pixCents > 0 && (
                    <label className="col-start-2 flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="size-4"
                        checked={pixReceived}
                        onChange={(event) => setPixReceived(event.target.checked)}
                      />
                      PIX recebido
                    </label>
                  )}
                  {method === 'credito' && cents(amounts.credito) > 0 && (
                    <label className="col-start-2 flex items-center gap-2 text-sm">
                      Parcelas
                      <select
                        className="h-9 rounded-md border bg-card px-2"
                        value={installments}
                        onChange={(event) => setInstallments(Number(event.target.value))}
                      >
                        {Array.from({ length: MAX_CARD_INSTALLMENTS }, (_, i) => i + 1).map((n) => (
                          <option key={n} value={n}>
                            {n}x de {formatBRL(Math.floor(cents(amounts.credito) / n))}
                          </option>
                        ))}
                      </select>
                    </label>
                  )}
                </div>
              );
            })}
            {!hasCustomer && (
              <p id="fiado-hint" className="text-muted-foreground text-xs">
                Fiado só para um cliente identificado (F4).
              </p>
            )}
            <dl className="mt-2 grid grid-cols-2 gap-1 rounded-md bg-muted p-3 text-sm">
              <dt>Total</dt>
              <dd className="text-right font-medium">{formatBRL(totalCents)}</dd>
              <dt>Pago</dt>
              <dd className="text-right">{formatBRL(paid)}</dd>
              <dt className="self-center font-semibold">{left >= 0 ? 'Falta' : 'Troco'}</dt>
              <dd className="text-right font-semibold text-lg" data-testid="pdv-balance">
                {formatBRL(Math.abs(left))}
              </dd>
            </dl>
          </div>
          {pixCents > 0 && (
            <div className="grid content-start justify-items-center gap-2 sm:w-60">
              {payload?.ok ? (
                <Suspense fallback={<div className="size-48 animate-pulse rounded-md bg-muted" />}>
                  <PixQr payload={payload.payload} />
                </Suspense>
              ) : (
                <p className="text-destructive text-sm">
                  {payload ? payload.message : 'Cadastre a chave PIX nas configurações de vendas'}
                </p>
              )}
            </div>
          )}
          {error && (
            <p role="alert" className="text-destructive text-sm sm:col-span-2">
              {error}
            </p>
          )}
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Voltar (Esc)
          </Button>
          <Button type="submit" form="pdv-payment" disabled={finishing}>
            Finalizar venda (Enter)
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
