import {
  type BatchStatus,
  DEFAULT_LABEL_LAYOUT,
  formatCount,
  formatDate,
  formatInteger,
  isBatchStatus,
  type LabelLayoutId,
} from '@alinhavo/domain';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { BatchStatusBadge, ScreenLink } from '@/features/batches';
import { ApiError } from '@/lib/api';
import { usePackingDetail } from './api';
import { LabelsCard } from './labels-card';
import { PackForm } from './pack-form';
import { PackingRecords } from './packing-records';

/** One approved batch: what to pack per SKU, its labels and the packings already made. */
export function PackPanel({ batchId, canWrite }: { batchId: string; canWrite: boolean }) {
  const query = usePackingDetail(batchId);
  const [layout, setLayout] = useState<LabelLayoutId>(DEFAULT_LABEL_LAYOUT);
  const [price, setPrice] = useState(false);
  if (query.isPending) return <Skeleton className="h-96 w-full" />;
  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <EmptyState
        icon={<SearchX />}
        title="Lote não encontrado"
        description="Ele pode ter sido excluído, ou o endereço está incorreto."
      />
    );
  }
  if (query.error || !query.data) return <LoadErrorAlert error={query.error} what="a embalagem" />;
  const detail = query.data;
  const { batch, totals } = detail;
  const notYet = batch.status !== 'aprovado' && batch.status !== 'embalado';
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle>
            Lote <ScreenLink to={`/app/lotes-producao/${batch.id}`}>{batch.code}</ScreenLink>
          </CardTitle>
          <CardDescription>
            {batch.productReference} · {batch.productName} — {formatInteger(totals.approved)} aprovadas,{' '}
            {formatInteger(totals.packed)} embaladas
            {batch.approvedAt && <> · Aprovado em {formatDate(batch.approvedAt)}</>}
          </CardDescription>
          <CardAction>
            {isBatchStatus(batch.status) && <BatchStatusBadge status={batch.status as BatchStatus} />}
          </CardAction>
        </CardHeader>
        <CardContent className="grid gap-3">
          {notYet ? (
            <p className="text-muted-foreground text-sm">
              Este lote ainda não foi aprovado na{' '}
              <ScreenLink to={`/app/controle-qualidade?lote=${batch.id}`}>revisão</ScreenLink>.
            </p>
          ) : (
            <>
              {totals.repair > 0 && (
                <Alert variant="warning">
                  <AlertDescription>
                    {formatCount(totals.repair, 'peça está', 'peças estão')} em conserto: o lote fica
                    "Aprovado" até voltarem e serem embaladas.
                  </AlertDescription>
                </Alert>
              )}
              <PackForm key={`${batch.id}-${totals.packed}`} detail={detail} canWrite={canWrite} />
            </>
          )}
        </CardContent>
      </Card>
      {!notYet && (
        <LabelsCard
          detail={detail}
          layout={layout}
          onLayoutChange={setLayout}
          price={price}
          onPriceChange={setPrice}
        />
      )}
      <PackingRecords detail={detail} layout={layout} price={price} />
    </div>
  );
}
