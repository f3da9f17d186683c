import { formatDateTime, STOCK_MOVEMENT_TYPE_LABELS } from '@alinhavo/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatStockCount } from '@/lib/stock-text';
import { useBatchStockMovements } from './api';

/** The stock the batch moved: fabric at the cut, supplies sent to the workshop, finished pieces packed. */
export function BatchStockCard({ batchId }: { batchId: string }) {
  const { data, isPending, error } = useBatchStockMovements(batchId, true);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Movimentações de estoque</CardTitle>
        <CardDescription>O que este lote tirou ou pôs no estoque.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : error ? (
          <p className="text-destructive text-sm">Erro ao carregar movimentações: {errorMessage(error)}</p>
        ) : !data?.items.length ? (
          <p className="text-muted-foreground text-sm">Nenhuma movimentação ainda.</p>
        ) : (
          <ul className="divide-y">
            {data.items.map((m) => (
              <li
                key={m.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm"
              >
                <span className="min-w-0">
                  <span className="font-medium">{m.itemName}</span>
                  {m.variantLabel && <span className="text-muted-foreground"> · {m.variantLabel}</span>}
                  <span className="block text-muted-foreground text-xs">
                    {STOCK_MOVEMENT_TYPE_LABELS[m.type]} · {formatDateTime(m.createdAt)}
                    {m.createdByName && ` · ${m.createdByName}`}
                  </span>
                </span>
                <span
                  className={cn(
                    'whitespace-nowrap font-medium tabular-nums',
                    m.quantity.startsWith('-') ? 'text-destructive' : 'text-success',
                  )}
                >
                  {m.quantity.startsWith('-') ? '' : '+'}
                  {formatStockCount(m.quantity)} {m.unit}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
