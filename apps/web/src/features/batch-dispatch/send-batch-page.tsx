import { BATCH_DISPATCH_MESSAGES } from '@alinhavo/domain';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { PageSkeleton } from '@/app/layout/page-skeleton';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api';
import { useBatchDispatch } from './api';
import {
  BATCHES_PATH,
  BatchLoadError,
  BatchNotFound,
  NoCostsState,
  NoWorkshopState,
} from './dispatch-states';
import { SendBatchForm } from './send-batch-form';

/** /app/lotes-producao/:batchId/enviar-faccao (part2 'Send batch to workshop'). */
export function SendBatchPage() {
  const { batchId = '' } = useParams();
  const { data, error, isPending, refetch } = useBatchDispatch(batchId);
  const notFound = error instanceof ApiError && error.status === 404;

  useEffect(() => {
    if (error && !notFound) {
      toast.error(BATCH_DISPATCH_MESSAGES.loadErrorToast, { description: errorMessage(error) });
    }
  }, [error, notFound]);

  if (isPending) return <PageSkeleton />;
  if (notFound) return <BatchNotFound />;
  if (error || !data) {
    return <BatchLoadError message={errorMessage(error)} onRetry={() => void refetch()} />;
  }

  return (
    <div className="grid gap-4">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={BATCHES_PATH}>
            <ArrowLeft aria-hidden="true" />
            Lotes de produção
          </Link>
        </Button>
      </div>
      {data.noCosts ? (
        <NoCostsState productId={data.batch.productId} batchCode={data.batch.code} />
      ) : data.outworkers.length === 0 ? (
        <NoWorkshopState batchCode={data.batch.code} />
      ) : (
        <SendBatchForm dispatch={data} batchId={batchId} />
      )}
    </div>
  );
}
