import {
  daysInRange,
  formatDateOnly,
  SALES_CENTER_MESSAGES,
  SALES_PERIOD_LABELS,
  SALES_PERIOD_MAX_DAYS,
  SALES_PERIODS,
  type SalesCenterQueryInput,
  type SalesPeriod,
} from '@alinhavo/domain';
import { useSearchParams } from 'react-router';
import { DateFilterInput } from '@/components/date-filter-input';
import { cn } from '@/lib/cn';
import { useSalesProducts, useSalesSummary } from './api';
import { FiguresSection } from './figures-section';
import { RecentSalesCard } from './recent-sales-card';
import { WhatSellsSection } from './what-sells-section';

type PeriodChoice = { query: SalesCenterQueryInput; ready: boolean; problem: string | null };

/** The period in the address (?periodo=mes, ?periodo=personalizado&de=2026-10-01&ate=2026-10-31): links keep it. */
function usePeriod(): [
  PeriodChoice,
  (next: { period?: SalesPeriod; from?: string | null; to?: string | null }) => void,
] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('periodo');
  const period: SalesPeriod = (SALES_PERIODS as readonly string[]).includes(raw ?? '')
    ? (raw as SalesPeriod)
    : '7dias';
  const from = params.get('de') ?? undefined;
  const to = params.get('ate') ?? undefined;
  let problem: string | null = null;
  if (period === 'personalizado' && from && to) {
    if (to < from) problem = SALES_CENTER_MESSAGES.invertedRange;
    else if (daysInRange({ from, to }) > SALES_PERIOD_MAX_DAYS) problem = SALES_CENTER_MESSAGES.tooLong;
  }
  const ready = period !== 'personalizado' || (!!from && !!to && !problem);
  const query: SalesCenterQueryInput = period === 'personalizado' ? { period, from, to } : { period };
  const set = (next: { period?: SalesPeriod; from?: string | null; to?: string | null }) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next.period) copy.set('periodo', next.period);
        for (const [key, value] of [
          ['de', next.from],
          ['ate', next.to],
        ] as const) {
          if (value === null) copy.delete(key);
          else if (value !== undefined) copy.set(key, value);
        }
        return copy;
      },
      { replace: true },
    );
  return [{ query, ready, problem }, set];
}

/**
 * /app/central-vendas (part4 §1): every channel in one view — faturamento, vendas, ticket médio and peças por venda
 * of the period against the one before, per channel; what sells (products, SKUs, colours, sizes); the latest sales.
 * Cancelled sales and quotes stay out of the figures.
 */
export function SalesCenterPage() {
  const [{ query, ready, problem }, setPeriod] = usePeriod();
  const summary = useSalesSummary(query, ready);
  const products = useSalesProducts(query, ready);
  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <fieldset className="flex flex-wrap gap-1 rounded-lg bg-secondary p-1 sm:w-fit">
          <legend className="sr-only">Período</legend>
          {SALES_PERIODS.map((period) => (
            <button
              key={period}
              type="button"
              aria-pressed={query.period === period}
              onClick={() => setPeriod({ period })}
              className={cn(
                'h-8 flex-1 rounded-md px-3 font-medium text-sm transition-colors sm:flex-none',
                'outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring/40',
                query.period === period
                  ? 'bg-card text-foreground shadow-xs'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {SALES_PERIOD_LABELS[period]}
            </button>
          ))}
        </fieldset>
        {summary.data && ready && (
          <p className="text-muted-foreground text-sm">
            {rangeText(summary.data.period)}
            <span className="mx-1.5">·</span>
            comparado com {rangeText(summary.data.previousPeriod)}
          </p>
        )}
      </div>
      {query.period === 'personalizado' && (
        <div className="grid gap-2">
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            <DateFilterInput
              prefix="De"
              label="Período a partir de"
              value={query.from}
              onChange={(from) => setPeriod({ from })}
              className="sm:w-48"
            />
            <DateFilterInput
              prefix="Até"
              label="Período até"
              value={query.to}
              onChange={(to) => setPeriod({ to })}
              className="sm:w-48"
            />
          </div>
          {problem ? (
            <p role="alert" className="text-destructive text-sm">
              {problem}
            </p>
          ) : (
            !ready && (
              <p className="text-muted-foreground text-sm">Informe as datas inicial e final (até 1 ano).</p>
            )
          )}
        </div>
      )}
      {ready && (
        <>
          <FiguresSection query={summary} ready={ready} />
          <WhatSellsSection query={products} ready={ready} />
        </>
      )}
      <RecentSalesCard />
    </div>
  );
}

function rangeText({ from, to }: { from: string; to: string }): string {
  return from === to ? formatDateOnly(from) : `${formatDateOnly(from)} a ${formatDateOnly(to)}`;
}
