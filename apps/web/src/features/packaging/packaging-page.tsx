import { formatInteger } from '@alinhavo/domain';
import { ArrowLeft } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { canUse, useSessionQuery } from '@/app/session';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Button } from '@/components/ui/button';
import { BatchPickList, type PickableBatch } from '@/features/quality-control';
import { cn } from '@/lib/cn';
import { usePackingPending } from './api';
import { PackPanel } from './pack-panel';

/**
 * /app/embalagem (part3 §4): approved batches, and for one (?lote=<id>) the pieces to pack per SKU into
 * finished-goods stock, with labels as PDF and ZPL.
 */
export function PackagingPage() {
  const { data: session } = useSessionQuery();
  const canWrite = canUse(session, 'packaging', 'write');
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('lote');
  const pending = usePackingPending();

  const batches: PickableBatch[] = (pending.data?.items ?? []).map((b) => ({
    id: b.id,
    code: b.code,
    status: b.status,
    productReference: b.productReference,
    productName: b.productName,
    outworkerName: b.outworkerName,
    pieces: b.totals.approved,
    date: b.approvedAt,
    note:
      b.totals.remaining > 0
        ? `${formatInteger(b.totals.remaining)} para embalar`
        : b.totals.repair > 0
          ? `Aguardando ${formatInteger(b.totals.repair)} em conserto`
          : undefined,
  }));

  return (
    <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
      <section aria-label="Lotes para embalar" className={cn('grid gap-3', selectedId && 'max-lg:hidden')}>
        <h2 className="font-medium text-muted-foreground text-sm">
          Lotes aprovados{pending.data ? ` (${pending.data.items.length})` : ''}
        </h2>
        <LoadErrorAlert error={pending.error} what="os lotes" />
        <BatchPickList
          batches={batches}
          loading={pending.isPending}
          selectedId={selectedId}
          dateLabel="aprovado"
          empty={{
            title: 'Nenhum lote para embalar',
            description: 'Os lotes aprovados na revisão aparecem aqui para a embalagem.',
          }}
        />
      </section>
      <section aria-label="Embalagem" className="grid min-w-0 gap-3">
        {selectedId ? (
          <>
            <Button
              variant="ghost"
              size="sm"
              className="-ml-2 justify-self-start lg:hidden"
              onClick={() =>
                setSearchParams((current) => {
                  const next = new URLSearchParams(current);
                  next.delete('lote');
                  return next;
                })
              }
            >
              <ArrowLeft aria-hidden="true" />
              Lotes
            </Button>
            <PackPanel batchId={selectedId} canWrite={canWrite} />
          </>
        ) : (
          <p className="hidden rounded-lg border border-dashed p-10 text-center text-muted-foreground text-sm lg:block">
            Escolha um lote para embalar.
          </p>
        )}
      </section>
    </div>
  );
}
