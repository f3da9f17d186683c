import {
  formatBRL,
  installmentPlan,
  parsePaymentTermDays,
  splitInstallments,
  todayInSaoPaulo,
} from '@alinhavo/domain';
import { Plus, Trash2 } from 'lucide-react';
import { DateInput } from '@/components/date-input';
import { MoneyInput } from '@/components/money-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { dateFieldText, moneyFieldText } from '@/lib/field-text';
import { type EditTerms, planDifference } from './order-form';

const KINDS: { kind: EditTerms['kind']; label: string }[] = [
  { kind: 'avista', label: 'À vista' },
  { kind: 'prazo', label: 'Parcelado' },
  { kind: 'personalizado', label: 'Datas e valores' },
];

/** À vista, installments by days (30/60/90) or typed dates and amounts that must add up to the total. */
export function PaymentTermsEditor({
  terms,
  onChange,
  totalCents,
  error,
}: {
  terms: EditTerms;
  onChange: (terms: EditTerms) => void;
  totalCents: number;
  error?: string | undefined;
}) {
  function choose(kind: EditTerms['kind']) {
    if (kind === terms.kind) return;
    if (kind === 'avista') onChange({ kind });
    else if (kind === 'prazo') onChange({ kind, days: '30/60/90' });
    else {
      // Start from the 30/60/90 split of the total, to be changed.
      const plan = installmentPlan(Math.max(totalCents, 3), [30, 60, 90], todayInSaoPaulo());
      onChange({
        kind,
        rows: plan.ok
          ? plan.value.map((i) => ({
              key: `row-${i.number}`,
              dueDate: dateFieldText(i.dueDate),
              amount: moneyFieldText(totalCents ? i.amountCents : 0),
            }))
          : [{ key: 'row-0', dueDate: '', amount: '' }],
      });
    }
  }
  const days = terms.kind === 'prazo' ? parsePaymentTermDays(terms.days) : null;
  const preview =
    terms.kind === 'prazo' && days?.ok && totalCents > 0
      ? installmentPlan(totalCents, days.value, todayInSaoPaulo())
      : null;
  const difference = planDifference(terms, totalCents);

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-medium text-sm">Condição de pagamento</legend>
      <div
        role="radiogroup"
        aria-label="Condição de pagamento"
        className="inline-flex w-fit rounded-md border p-0.5"
      >
        {KINDS.map(({ kind, label }) => (
          <button
            key={kind}
            type="button"
            aria-pressed={terms.kind === kind}
            onClick={() => choose(kind)}
            className={cn(
              'rounded px-3 py-1.5 text-sm',
              terms.kind === kind
                ? 'bg-primary text-primary-foreground'
                : 'text-muted-foreground hover:bg-muted',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      {terms.kind === 'avista' && (
        <p className="text-muted-foreground text-sm">Uma parcela com vencimento na confirmação do pedido.</p>
      )}
      {terms.kind === 'prazo' && (
        <div className="grid gap-2">
          <label htmlFor="so-terms-days" className="text-sm">
            Prazos em dias a partir da confirmação
          </label>
          <Input
            id="so-terms-days"
            value={terms.days}
            onChange={(event) => onChange({ kind: 'prazo', days: event.target.value })}
            placeholder="30/60/90"
            className="sm:max-w-48"
            aria-invalid={Boolean(days && !days.ok)}
          />
          {days && !days.ok && <p className="text-destructive text-xs">{days.message}</p>}
          {preview?.ok && (
            <ol className="grid gap-1 text-sm">
              {preview.value.map((i) => (
                <li key={i.number} className="flex justify-between gap-4 tabular-nums">
                  <span>
                    {i.number}ª parcela · {dateFieldText(i.dueDate)}
                  </span>
                  <span>{formatBRL(i.amountCents)}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
      {terms.kind === 'personalizado' && (
        <div className="grid gap-2">
          {terms.rows.map((row, index) => (
            <div key={row.key} className="grid grid-cols-[1fr_1fr_2.5rem] items-center gap-2">
              <DateInput
                aria-label={`Vencimento da parcela ${index + 1}`}
                value={row.dueDate}
                onChange={(event) =>
                  onChange({
                    kind: 'personalizado',
                    rows: terms.rows.map((r, i) => (i === index ? { ...r, dueDate: event.target.value } : r)),
                  })
                }
              />
              <MoneyInput
                aria-label={`Valor da parcela ${index + 1}`}
                value={row.amount}
                onChange={(event) =>
                  onChange({
                    kind: 'personalizado',
                    rows: terms.rows.map((r, i) => (i === index ? { ...r, amount: event.target.value } : r)),
                  })
                }
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remover parcela ${index + 1}`}
                disabled={terms.rows.length === 1}
                onClick={() =>
                  onChange({ kind: 'personalizado', rows: terms.rows.filter((_, i) => i !== index) })
                }
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          ))}
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() =>
                onChange({
                  kind: 'personalizado',
                  rows: [...terms.rows, { key: `row-${Date.now()}`, dueDate: '', amount: '' }],
                })
              }
            >
              <Plus aria-hidden="true" />
              Parcela
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={totalCents <= 0}
              onClick={() => {
                const split = splitInstallments(totalCents, terms.rows.length);
                if (split.ok)
                  onChange({
                    kind: 'personalizado',
                    rows: terms.rows.map((r, i) => ({ ...r, amount: moneyFieldText(split.value[i]!) })),
                  });
              }}
            >
              Dividir o total igualmente
            </Button>
          </div>
          {difference && <p className="text-sm text-warning">{difference}</p>}
        </div>
      )}
      {error && (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
