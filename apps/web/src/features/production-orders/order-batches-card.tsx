import { formatCount, formatInteger, type ProductionOrderDetail } from '@alinhavo/domain';
import { Layers } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { BatchStatusBadge, DueDate } from '@/features/batches';

/** The link that opens the batches screen's create dialog for this order. */
export function newBatchPath(orderId: string): string {
  return `/app/lotes-producao?novo=1&ordem=${orderId}`;
}

/** The batches the order was split into, each opening its page. */
export function OrderBatchesCard({ order }: { order: ProductionOrderDetail }) {
  const remaining = Math.max(0, order.totals.ordered - order.totals.inBatches);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Lotes</CardTitle>
        <CardDescription>
          {formatInteger(order.totals.inBatches)} de {formatCount(order.totals.ordered, 'peça', 'peças')} em
          lotes
          {remaining > 0 && order.actions.createBatch ? ` · ${formatInteger(remaining)} a separar` : ''}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {order.batches.length === 0 ? (
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <Layers aria-hidden="true" className="size-4" />
            {order.actions.createBatch
              ? 'Nenhum lote ainda. Crie um lote para levar parte da grade ao corte.'
              : 'Nenhum lote.'}
          </p>
        ) : (
          <ul className="divide-y">
            {order.batches.map((batch) => (
              <li key={batch.id}>
                <Link
                  to={`/app/lotes-producao/${batch.id}`}
                  className="-mx-2 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md px-2 py-2.5 hover:bg-accent"
                >
                  <span className="font-medium text-primary tabular-nums">{batch.code}</span>
                  <BatchStatusBadge status={batch.status} />
                  <span className="text-sm tabular-nums">
                    {formatCount(batch.totalQuantity, 'peça', 'peças')}
                  </span>
                  {batch.outworkerName && (
                    <span className="truncate text-muted-foreground text-sm">{batch.outworkerName}</span>
                  )}
                  {batch.dueDate && (
                    <span className="ml-auto text-muted-foreground text-sm">
                      Entrega <DueDate date={batch.dueDate} done={batch.status === 'embalado'} />
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
