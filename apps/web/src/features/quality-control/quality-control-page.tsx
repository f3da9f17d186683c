import { formatCount } from '@alinhavo/domain';
import { ArrowLeft } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { canUse, useSessionQuery } from '@/app/session';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { usePendingReviews } from './api';
import { BatchPickList, type PickableBatch } from './batch-pick-list';
import { PaymentsTab } from './payments-tab';
import { usePaymentRecordsRealtime } from './realtime';
import { ReviewPanel } from './review-panel';

/**
 * /app/controle-qualidade (part3 §4): batches back from their workshops, the review of one (?lote=<id>) with its
 * counts per colour × size, repairs and the workshop's payment record; and the recent payment records
 * (?aba=pagamentos).
 */
export function QualityControlPage() {
  const { data: session } = useSessionQuery();
  usePaymentRecordsRealtime();
  const canWrite = canUse(session, 'quality-control', 'write');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('aba') === 'pagamentos' ? 'pagamentos' : 'revisao';
  const selectedId = searchParams.get('lote');
  const pending = usePendingReviews();

  const batches: PickableBatch[] = (pending.data?.items ?? []).map((b) => ({
    id: b.id,
    code: b.code,
    status: b.status,
    productReference: b.productReference,
    productName: b.productName,
    outworkerName: b.outworkerName,
    pieces: b.totalQuantity,
    date: b.returnedAt,
    note:
      b.repairPending > 0 ? (
        <span className="text-purple-700 dark:text-purple-300">
          {formatCount(b.repairPending, 'peça', 'peças')} em conserto
        </span>
      ) : undefined,
  }));

  const setParam = (key: string, value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: key === 'aba' },
    );

  return (
    <Tabs
      value={tab}
      onValueChange={(value) => setParam('aba', value === 'pagamentos' ? 'pagamentos' : null)}
    >
      <TabsList>
        <TabsTrigger value="revisao">Revisão</TabsTrigger>
        <TabsTrigger value="pagamentos">Pagamentos</TabsTrigger>
      </TabsList>
      <TabsContent value="revisao">
        <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
          <section
            aria-label="Lotes para revisar"
            className={cn('grid gap-3', selectedId && 'max-lg:hidden')}
          >
            <h2 className="font-medium text-muted-foreground text-sm">
              Lotes que voltaram da facção{pending.data ? ` (${pending.data.items.length})` : ''}
            </h2>
            <LoadErrorAlert error={pending.error} what="os lotes" />
            <BatchPickList
              batches={batches}
              loading={pending.isPending}
              selectedId={selectedId}
              dateLabel="voltou"
              empty={{
                title: 'Nenhum lote para revisar',
                description: 'Os lotes finalizados pelas facções aparecem aqui para a revisão.',
              }}
            />
          </section>
          <section aria-label="Revisão" className="grid min-w-0 gap-3">
            {selectedId ? (
              <>
                <Button
                  variant="ghost"
                  size="sm"
                  className="-ml-2 justify-self-start lg:hidden"
                  onClick={() => setParam('lote', null)}
                >
                  <ArrowLeft aria-hidden="true" />
                  Lotes
                </Button>
                <ReviewPanel batchId={selectedId} canWrite={canWrite} />
              </>
            ) : (
              <p className="hidden rounded-lg border border-dashed p-10 text-center text-muted-foreground text-sm lg:block">
                Escolha um lote para revisar.
              </p>
            )}
          </section>
        </div>
      </TabsContent>
      <TabsContent value="pagamentos">
        <PaymentsTab />
      </TabsContent>
    </Tabs>
  );
}
