import { formatBRL, formatDateTime, type RecentSale } from '@alinhavo/domain';
import { ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useRecentSales } from './api';
import { SaleChannelBadge, SaleStatusBadge, salePath } from './sale-badges';

/** 'Vendas recentes': the latest sales of every channel in one list; an order opens its page. */
export function RecentSalesCard() {
  const query = useRecentSales();
  return (
    <Card className="min-w-0 gap-3">
      <CardHeader>
        <CardTitle>Vendas recentes</CardTitle>
      </CardHeader>
      <CardContent className="min-w-0">
        {query.error ? (
          <LoadErrorAlert error={query.error} what="as vendas recentes" />
        ) : !query.data ? (
          <div className="grid gap-2">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : query.data.items.length === 0 ? (
          <p className="flex items-center gap-2 rounded-md bg-muted/40 px-3 py-2.5 text-muted-foreground text-sm">
            <ReceiptText aria-hidden="true" className="size-4 shrink-0" />
            Nenhuma venda registrada ainda.
          </p>
        ) : (
          <SaleList sales={query.data.items} label="Vendas recentes" />
        )}
      </CardContent>
    </Card>
  );
}

/** Code, channel, customer, total, status and time of each sale; used by the customer's card too. */
export function SaleList({
  sales,
  label,
  showCustomer = true,
}: {
  sales: RecentSale[];
  label: string;
  showCustomer?: boolean;
}) {
  return (
    <ul aria-label={label} className="-mx-2 grid">
      {sales.map((sale) => {
        const to = salePath(sale);
        const body = (
          <>
            <span className="grid min-w-0 gap-0.5">
              <span className="flex min-w-0 items-center gap-2">
                <span className={cn('font-medium font-mono text-sm', to && 'text-primary')}>{sale.code}</span>
                <SaleChannelBadge channel={sale.channel} />
              </span>
              <span className="truncate text-muted-foreground text-xs">
                {showCustomer && <>{sale.customerName ?? 'Consumidor final'} · </>}
                {formatDateTime(sale.issuedAt)}
              </span>
            </span>
            <span className="grid shrink-0 justify-items-end gap-0.5">
              <span
                className={cn(
                  'font-medium text-sm tabular-nums',
                  sale.status === 'cancelado' && 'text-muted-foreground line-through',
                )}
              >
                {formatBRL(sale.totalCents)}
              </span>
              <SaleStatusBadge status={sale.status} />
            </span>
          </>
        );
        const row = 'flex min-w-0 items-center justify-between gap-3 rounded-md px-2 py-2';
        return (
          <li key={sale.id} className="min-w-0 border-border/60 border-t first:border-t-0">
            {to ? (
              <Link
                to={to}
                className={cn(row, 'hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-ring')}
              >
                {body}
              </Link>
            ) : (
              <div className={row}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
