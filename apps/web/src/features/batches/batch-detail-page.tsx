import { formatInteger } from '@alinhavo/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useSetPageLabel } from '@/app/layout/breadcrumb-context';
import { canUse, useSessionQuery } from '@/app/session';
import { BackButton, RecordPageStates } from '@/components/record-page-states';
import { CutRecordCard } from '@/features/cutting';
import { useBatch } from './api';
import { BatchActionButtons } from './batch-action-buttons';
import { BatchDeleteDialog } from './batch-delete-dialog';
import { BatchGridCard } from './batch-grid-card';
import { BatchHistoryCard } from './batch-history-card';
import { BatchProgressDialog } from './batch-progress-dialog';
import { BatchStatusBadge } from './batch-status-badge';
import { BatchStockCard } from './batch-stock-card';
import { BatchSummaryCard } from './batch-summary-card';
import { ColorDots } from './color-dots';
import { useBatchDetailRealtime } from './realtime';

/** /app/lotes-producao/:id (the id or the code, L-000012; part3 §4): the batch's grid, dates, workshop, cut, stock moved and history. */
export function BatchDetailPage() {
  const { id = '' } = useParams();
  const { data: session } = useSessionQuery();
  const query = useBatch(id);
  const batch = query.data;
  useBatchDetailRealtime(id, batch?.id);
  const [dialog, setDialog] = useState<'start' | 'finish' | 'delete' | null>(null);
  useSetPageLabel(batch ? `Lote ${batch.code}` : undefined);

  if (!batch) {
    return (
      <RecordPageStates
        query={query}
        backTo="/app/lotes-producao"
        notFound={{ title: 'Lote não encontrado', linkLabel: 'Voltar para Lotes' }}
        errorTitle="Erro ao carregar lote"
      />
    );
  }

  const canWrite = canUse(session, 'production-batches', 'write');
  return (
    <div>
      <BackButton to="/app/lotes-producao" />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-mono font-semibold text-2xl tracking-tight">{batch.code}</h2>
            <BatchStatusBadge status={batch.status} />
          </div>
          <p className="flex flex-wrap items-center gap-x-2 text-muted-foreground text-sm">
            <span>
              {batch.product.reference} · {batch.product.name}
            </span>
            <span aria-hidden="true">·</span>
            <ColorDots colors={batch.colors} />
            <span>{batch.sizeLabel}</span>
            <span aria-hidden="true">·</span>
            <span>{formatInteger(batch.totalQuantity)} peças</span>
          </p>
        </div>
        <BatchActionButtons
          batch={batch}
          onStart={() => setDialog('start')}
          onFinish={() => setDialog('finish')}
          onDelete={() => setDialog('delete')}
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-5">
        <div className="grid min-w-0 content-start gap-4 lg:col-span-3">
          <BatchSummaryCard batch={batch} />
          <BatchGridCard batch={batch} />
        </div>
        <div className="min-w-0 lg:col-span-2">
          <BatchHistoryCard batchId={batch.id} entries={batch.history} canWrite={canWrite} />
        </div>
      </div>
      <div className="mt-4 grid gap-4">
        {batch.cut && <CutRecordCard record={batch.cut} />}
        {canUse(session, 'stock-movements', 'access') && <BatchStockCard batchId={batch.id} />}
      </div>

      {(dialog === 'start' || dialog === 'finish') && (
        <BatchProgressDialog
          batch={batch}
          step={dialog}
          open
          onOpenChange={(open) => !open && setDialog(null)}
        />
      )}
      <BatchDeleteDialog
        batch={batch}
        open={dialog === 'delete'}
        onOpenChange={(open) => !open && setDialog(null)}
      />
    </div>
  );
}
