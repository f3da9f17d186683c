import { type CuttingPendingBatch, formatCount } from '@alinhavo/domain';
import { Scissors } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ColorDots, DueDate } from '@/features/batches';

/** The batches waiting for their cut, earliest due first, each with 'Cortar'. */
export function PendingBatchesCard({
  batches,
  loading,
  canWrite,
  onChoose,
}: {
  batches: CuttingPendingBatch[] | undefined;
  loading: boolean;
  canWrite: boolean;
  onChoose: (batch: CuttingPendingBatch) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Aguardando corte</CardTitle>
        <CardDescription>
          {batches?.length
            ? `${formatCount(batches.length, 'lote', 'lotes')} para cortar, os de entrega mais próxima primeiro.`
            : 'Lotes criados a partir das ordens de produção aparecem aqui.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="grid gap-2">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : !batches?.length ? (
          <p className="text-muted-foreground text-sm">Nenhum lote aguardando corte.</p>
        ) : (
          <ul className="divide-y">
            {batches.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-x-2">
                    <span className="font-medium font-mono">{b.code}</span>
                    <span className="truncate text-sm">
                      {b.productReference} · {b.productName}
                    </span>
                  </p>
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
                    <span className="inline-flex items-center gap-1.5">
                      <ColorDots colors={b.colors} />
                      {b.sizeLabel}
                    </span>
                    <span className="tabular-nums">{formatCount(b.totalQuantity, 'peça', 'peças')}</span>
                    <span>Ordem {b.orderCode}</span>
                    {b.dueDate && (
                      <span>
                        Entrega <DueDate date={b.dueDate} done={false} />
                      </span>
                    )}
                    {!b.hasCostSheet && <span className="text-warning">Sem ficha de custo</span>}
                  </p>
                </div>
                {canWrite && (
                  <Button size="sm" onClick={() => onChoose(b)} aria-label={`Cortar o lote ${b.code}`}>
                    <Scissors aria-hidden="true" />
                    Cortar
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
