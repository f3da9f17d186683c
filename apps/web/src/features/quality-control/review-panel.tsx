import {
  type BatchStatus,
  formatCount,
  formatDate,
  isBatchStatus,
  type QualityReview,
} from '@alinhavo/domain';
import { ClipboardCheck, PackageCheck, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { BatchStatusBadge, ScreenLink } from '@/features/batches';
import { ApiError, errorMessage } from '@/lib/api';
import { useQualityReview, useStartReview } from './api';
import { PaymentCard } from './payment-card';
import { PriceMissingAlert } from './price-missing-alert';
import { RepairsForm } from './repairs-form';
import { ReviewForm } from './review-form';
import { ReviewSummary } from './review-summary';

/** 'Facção Boa Costura' and 'Jeans Facção Timbó' stay as they are; 'Ateliê Sul' reads 'facção Ateliê Sul'. */
function workshopName(name: string): string {
  return /(^|\s)fac[çc][ãa]o(\s|$)/i.test(name) ? name : `facção ${name}`;
}

function Header({ review }: { review: QualityReview }) {
  const { batch } = review;
  return (
    <CardHeader>
      <CardTitle className="flex flex-wrap items-center gap-2">
        Lote <ScreenLink to={`/app/lotes-producao/${batch.id}`}>{batch.code}</ScreenLink>
      </CardTitle>
      <CardDescription>
        {batch.productReference} · {batch.productName} — {formatCount(batch.totalQuantity, 'peça', 'peças')}
        {batch.outworkerName && <> · {workshopName(batch.outworkerName)}</>}
        {batch.returnedAt && <> · Voltou em {formatDate(batch.returnedAt)}</>}
      </CardDescription>
      <CardAction>
        {isBatchStatus(batch.status) && <BatchStatusBadge status={batch.status as BatchStatus} />}
      </CardAction>
    </CardHeader>
  );
}

function StartReview({ review, canWrite }: { review: QualityReview; canWrite: boolean }) {
  const start = useStartReview(review.batch.id);
  return (
    <div className="grid justify-items-start gap-3 text-sm">
      <p className="text-muted-foreground">
        O lote voltou da facção. Inicie a revisão para contar as peças aprovadas, os defeitos e o que volta
        para conserto.
      </p>
      {review.agreedPriceCents === null && review.batch.outworkerId && (
        <PriceMissingAlert link={`/app/terceirizados/${review.batch.outworkerId}/editar`} />
      )}
      {canWrite && (
        <Button
          loading={start.isPending}
          onClick={async () => {
            try {
              await start.mutateAsync();
              toast.success('Revisão iniciada.');
            } catch (error) {
              toast.error('Erro ao iniciar a revisão', { description: errorMessage(error) });
            }
          }}
        >
          <ClipboardCheck aria-hidden="true" />
          Iniciar revisão
        </Button>
      )}
    </div>
  );
}

/** One batch in quality control: start, count, complete; then its result, repairs and payment record. */
export function ReviewPanel({ batchId, canWrite }: { batchId: string; canWrite: boolean }) {
  const query = useQualityReview(batchId);
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
  if (query.error || !query.data) return <LoadErrorAlert error={query.error} what="a revisão" />;
  const review = query.data;
  const status = review.batch.status;
  const reviewed = status === 'aprovado' || status === 'embalado';
  return (
    <div className="grid gap-4">
      <Card>
        <Header review={review} />
        <CardContent>
          {status === 'finalizado_faccao' && <StartReview review={review} canWrite={canWrite} />}
          {status === 'em_revisao' && (
            <ReviewForm key={review.batch.id} review={review} canWrite={canWrite} />
          )}
          {reviewed && <ReviewSummary review={review} />}
          {!reviewed && status !== 'finalizado_faccao' && status !== 'em_revisao' && (
            <p className="text-muted-foreground text-sm">Este lote ainda não voltou da facção.</p>
          )}
        </CardContent>
      </Card>
      {review.payment && <PaymentCard payment={review.payment} canWrite={canWrite} />}
      {reviewed && canWrite && <RepairsForm review={review} />}
      {status === 'aprovado' && review.totals.approved > 0 && (
        <Button asChild variant="outline" className="justify-self-start">
          <Link to={`/app/embalagem?lote=${review.batch.id}`}>
            <PackageCheck aria-hidden="true" />
            Ir para a embalagem
          </Link>
        </Button>
      )}
    </div>
  );
}
