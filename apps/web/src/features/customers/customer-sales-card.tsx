import { formatBRL, formatDate, formatDateOnly, RECEIVABLE_STATUS_LABELS } from '@alinhavo/domain';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { SaleList, useCustomerSales } from '@/features/sales-center';
import { cn } from '@/lib/cn';

/**
 * The customer's sales (part4 §1 detail): total bought, number of sales, average ticket and last purchase (sales
 * from confirmation on, cancelled ones out), the latest sales and orders of every channel, and what is still owed.
 */
export function CustomerSalesCard({ customerId }: { customerId: string }) {
  const query = useCustomerSales(customerId);
  const data = query.data;
  return (
    <Card className="min-w-0 lg:col-span-2">
      <CardHeader>
        <CardTitle>Vendas</CardTitle>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-5">
        {query.error ? (
          <LoadErrorAlert error={query.error} what="as vendas do cliente" />
        ) : !data ? (
          <div className="grid gap-3">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : data.recent.length === 0 && data.openReceivables.items.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nenhuma venda registrada para este cliente.</p>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              <Figure label="Total comprado" value={formatBRL(data.totalBoughtCents)} />
              <Figure label="Compras" value={String(data.salesCount)} />
              <Figure label="Ticket médio" value={formatBRL(data.averageTicketCents)} />
              <Figure
                label="Última compra"
                value={data.lastPurchaseAt ? formatDate(data.lastPurchaseAt) : '—'}
              />
            </dl>
            <div className="grid min-w-0 gap-5 lg:grid-cols-2">
              <section aria-labelledby="customer-recent-sales" className="min-w-0">
                <h3 id="customer-recent-sales" className="mb-1 font-medium text-sm">
                  Últimos pedidos e vendas
                </h3>
                {data.recent.length ? (
                  <SaleList sales={data.recent} label="Últimos pedidos e vendas" showCustomer={false} />
                ) : (
                  <p className="text-muted-foreground text-sm">Nenhuma venda registrada para este cliente.</p>
                )}
              </section>
              <section aria-labelledby="customer-open-receivables" className="min-w-0">
                <h3
                  id="customer-open-receivables"
                  className="mb-1 flex flex-wrap items-baseline gap-x-2 font-medium text-sm"
                >
                  Em aberto
                  <span className="font-normal text-muted-foreground">
                    {formatBRL(data.openReceivables.openCents)}
                    {data.openReceivables.overdueCents > 0 && (
                      <span className="text-destructive">
                        {' '}
                        · {formatBRL(data.openReceivables.overdueCents)} vencido
                      </span>
                    )}
                  </span>
                </h3>
                {data.openReceivables.items.length ? (
                  <ul aria-label="Parcelas em aberto" className="-mx-2 grid">
                    {data.openReceivables.items.map((item) => (
                      <li
                        key={item.id}
                        className="flex min-w-0 items-center justify-between gap-3 border-border/60 border-t px-2 py-2 first:border-t-0"
                      >
                        <span className="grid min-w-0 gap-0.5">
                          <span className="truncate text-sm">
                            <span className="font-mono">{item.originCode ?? '—'}</span>
                            <span className="text-muted-foreground">
                              {' '}
                              · parcela {item.installmentNumber}/{item.installmentCount}
                            </span>
                          </span>
                          <span
                            className={cn(
                              'text-xs',
                              item.status === 'vencido' ? 'text-destructive' : 'text-muted-foreground',
                            )}
                          >
                            Vence {formatDateOnly(item.dueDate)}
                            {item.status === 'vencido' && ` · ${RECEIVABLE_STATUS_LABELS.vencido}`}
                          </span>
                        </span>
                        <span className="shrink-0 font-medium text-sm tabular-nums">
                          {formatBRL(item.openCents)}
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-muted-foreground text-sm">Nenhuma parcela em aberto.</p>
                )}
              </section>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground text-xs uppercase tracking-wide">{label}</dt>
      <dd className="mt-1 truncate font-semibold text-lg tabular-nums">{value}</dd>
    </div>
  );
}
