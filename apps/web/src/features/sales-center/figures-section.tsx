import { formatBRL, formatInteger, type SalesCenterSummary, type SalesFigures } from '@alinhavo/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { Banknote, Package, ReceiptText, ShoppingBag } from 'lucide-react';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Delta } from './delta';

const decimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

type Figure = {
  key: keyof SalesFigures;
  title: string;
  icon: LucideIcon;
  format: (value: number) => string;
};

const FIGURES: Figure[] = [
  { key: 'revenueCents', title: 'Faturamento', icon: Banknote, format: formatBRL },
  { key: 'salesCount', title: 'Vendas', icon: ShoppingBag, format: (v) => formatInteger(v) },
  { key: 'averageTicketCents', title: 'Ticket médio', icon: ReceiptText, format: formatBRL },
  { key: 'itemsPerSale', title: 'Peças por venda', icon: Package, format: (v) => decimal.format(v) },
];

/** The four figures of the period in total (cards), then per channel with each one's share of the revenue. */
export function FiguresSection({
  query,
  ready,
}: {
  query: UseQueryResult<SalesCenterSummary>;
  ready: boolean;
}) {
  if (query.error) return <LoadErrorAlert error={query.error} what="os indicadores de vendas" />;
  const data = ready ? query.data : undefined;
  return (
    <>
      <section aria-label="Indicadores do período" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {FIGURES.map((figure) => (
          <Card key={figure.key} className="min-w-0 gap-2 py-4">
            <CardContent className="grid min-w-0 gap-1.5 px-4">
              <p className="flex items-center gap-2 text-muted-foreground text-sm">
                <figure.icon aria-hidden="true" className="size-4 shrink-0" />
                <span className="truncate">{figure.title}</span>
              </p>
              {data ? (
                <>
                  <p className="truncate font-semibold text-xl tabular-nums tracking-tight sm:text-2xl">
                    {figure.format(data.total.current[figure.key])}
                  </p>
                  <p className="flex flex-wrap items-center gap-x-1.5 text-muted-foreground text-xs">
                    <Delta
                      current={data.total.current[figure.key]}
                      previous={data.total.previous[figure.key]}
                    />
                    <span className="truncate">antes {figure.format(data.total.previous[figure.key])}</span>
                  </p>
                </>
              ) : (
                <>
                  <Skeleton className="h-8 w-28" />
                  <Skeleton className="h-4 w-24" />
                </>
              )}
            </CardContent>
          </Card>
        ))}
      </section>
      <ChannelsCard data={data} />
    </>
  );
}

function ChannelsCard({ data }: { data: SalesCenterSummary | undefined }) {
  const total = data?.total.current.revenueCents ?? 0;
  return (
    <Card className="min-w-0 gap-3">
      <CardHeader>
        <CardTitle>Por canal</CardTitle>
      </CardHeader>
      <CardContent className="min-w-0">
        {!data ? (
          <div className="grid gap-3">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : (
          <div className="grid">
            <div
              aria-hidden="true"
              className="hidden grid-cols-[minmax(9rem,1.4fr)_repeat(4,minmax(0,1fr))] gap-3 border-b pb-2 text-muted-foreground text-xs sm:grid"
            >
              <span>Canal</span>
              {FIGURES.map((f) => (
                <span key={f.key} className="text-right">
                  {f.title}
                </span>
              ))}
            </div>
            <ul aria-label="Vendas por canal" className="grid">
              {data.channels.map((channel) => {
                const share = total ? Math.round((channel.current.revenueCents / total) * 100) : 0;
                if (!channel.current.salesCount && !channel.previous.salesCount) {
                  return (
                    <li
                      key={channel.channel}
                      data-channel={channel.channel}
                      className="flex items-baseline justify-between gap-3 border-b py-3 last:border-b-0"
                    >
                      <span className="font-medium text-sm">{channel.label}</span>
                      <span className="text-muted-foreground text-sm">Nenhuma venda no período</span>
                    </li>
                  );
                }
                return (
                  <li
                    key={channel.channel}
                    data-channel={channel.channel}
                    className="grid grid-cols-2 gap-x-3 gap-y-2 border-b py-3 last:border-b-0 sm:grid-cols-[minmax(9rem,1.4fr)_repeat(4,minmax(0,1fr))] sm:items-center"
                  >
                    <div className="col-span-2 grid gap-1.5 sm:col-span-1">
                      <span className="flex items-baseline justify-between gap-2 font-medium text-sm">
                        {channel.label}
                        <span className="text-muted-foreground text-xs tabular-nums">
                          {share}%<span className="sr-only"> do faturamento</span>
                        </span>
                      </span>
                      <span aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
                        <span
                          className="block h-full rounded-full bg-primary"
                          style={{ width: `${share}%` }}
                        />
                      </span>
                    </div>
                    {FIGURES.map((f) => (
                      <dl key={f.key} className="grid min-w-0 sm:justify-items-end">
                        <dt className="text-muted-foreground text-xs sm:sr-only">{f.title}</dt>
                        <dd className="truncate text-sm tabular-nums">{f.format(channel.current[f.key])}</dd>
                        <dd>
                          <Delta current={channel.current[f.key]} previous={channel.previous[f.key]} />
                        </dd>
                      </dl>
                    ))}
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
