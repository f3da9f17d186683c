import { formatCount } from '@alinhavo/domain';
import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { canUse, useSessionQuery } from '@/app/session';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ColorDots } from '@/features/batches';
import { useCuttingOptions, useCuttingPending } from './api';
import { CutForm } from './cut-form';
import { CutRecordsCard } from './cut-records-card';
import { PendingBatchesCard } from './pending-batches-card';

/**
 * /app/corte (part3 §4): the batches waiting for their cut; choosing one (or arriving with ?lote=<id>) opens
 * the cut form; below, recent cuts with fabric used against planned.
 */
export function CuttingPage() {
  const { data: session } = useSessionQuery();
  const [searchParams, setSearchParams] = useSearchParams();
  const chosenId = searchParams.get('lote');
  const pending = useCuttingPending();
  const canWrite = canUse(session, 'cutting', 'write');
  const options = useCuttingOptions(Boolean(chosenId) && canWrite);
  const chosen = chosenId ? pending.data?.items.find((b) => b.id === chosenId) : undefined;

  const choose = (id: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('lote', id);
        else next.delete('lote');
        return next;
      },
      { replace: false },
    );

  if (chosenId) {
    const back = (
      <Button variant="ghost" size="sm" className="-ml-2 mb-4" onClick={() => choose(null)}>
        <ArrowLeft aria-hidden="true" />
        Voltar para o corte
      </Button>
    );
    if (pending.isPending || (chosen && options.isPending)) {
      return (
        <div className="grid gap-4">
          {back}
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      );
    }
    if (!chosen || !canWrite) {
      return (
        <div>
          {back}
          <LoadErrorAlert error={pending.error} what="lotes aguardando corte" />
          {!pending.error && (
            <Alert>
              <AlertDescription>
                {canWrite
                  ? 'Este lote não está aguardando corte.'
                  : 'Você não tem permissão para registrar cortes.'}{' '}
                <Link to={`/app/lotes-producao/${encodeURIComponent(chosenId)}`} className="underline">
                  Ver o lote
                </Link>
              </AlertDescription>
            </Alert>
          )}
        </div>
      );
    }
    return (
      <div>
        {back}
        <div className="mb-4">
          <h2 className="font-semibold text-xl tracking-tight">
            Corte do lote <span className="font-mono">{chosen.code}</span>
          </h2>
          <p className="flex flex-wrap items-center gap-x-2 text-muted-foreground text-sm">
            <span>
              {chosen.productReference} · {chosen.productName}
            </span>
            <span aria-hidden="true">·</span>
            <ColorDots colors={chosen.colors} />
            <span>{chosen.sizeLabel}</span>
            <span aria-hidden="true">·</span>
            <span>{formatCount(chosen.totalQuantity, 'peça planejada', 'peças planejadas')}</span>
          </p>
          {!chosen.hasCostSheet && (
            <p className="mt-1 text-sm text-warning">
              O produto não tem ficha de custo: o consumo planejado não será calculado.
            </p>
          )}
        </div>
        <LoadErrorAlert error={options.error} what="tecidos e cortadores" />
        <CutForm
          key={chosen.id}
          batch={chosen}
          options={options.data}
          onDone={() => choose(null)}
          onCancel={() => choose(null)}
        />
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <LoadErrorAlert error={pending.error} what="lotes aguardando corte" />
      <PendingBatchesCard
        batches={pending.data?.items}
        loading={pending.isPending}
        canWrite={canWrite}
        onChoose={(b) => choose(b.id)}
      />
      <CutRecordsCard />
    </div>
  );
}
