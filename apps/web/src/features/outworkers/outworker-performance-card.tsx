import {
  formatCount,
  formatDate,
  formatDateOnly,
  formatInteger,
  type OutworkerPerformance,
  todayInSaoPaulo,
} from '@alinhavo/domain';
import { ChartColumn, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { canUse, useSessionQuery } from '@/app/session';
import { LateChip } from '@/components/late-chip';
import { OptionSelect } from '@/components/option-select';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useOutworkerPerformance } from './api';
import {
  batchesText,
  DEFAULT_PERFORMANCE_PERIOD,
  defectRateText,
  isPerformancePeriod,
  leadTimeText,
  PERFORMANCE_PERIODS,
  type PerformancePeriod,
  periodRange,
  piecesText,
} from './performance-text';

/** The period is kept in the URL (?periodo=30) like a list filter; 90 days is the default and stays out of it. */
function usePeriod(): [PerformancePeriod, (next: PerformancePeriod) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('periodo');
  const period = isPerformancePeriod(asked) ? asked : DEFAULT_PERFORMANCE_PERIOD;
  const setPeriod = (next: PerformancePeriod) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === DEFAULT_PERFORMANCE_PERIOD) params.delete('periodo');
        else params.set('periodo', next);
        return params;
      },
      { replace: true },
    );
  return [period, setPeriod];
}

/** part3 §1 'Performance summary' of a workshop: what it received, returned, how fast and how well. */
export function OutworkerPerformanceCard({ outworkerId }: { outworkerId: string }) {
  const { data: session } = useSessionQuery();
  const canSeeBatches = canUse(session, 'production-batches', 'access');
  const [period, setPeriod] = usePeriod();
  const range = periodRange(period, todayInSaoPaulo());
  const { data, isPending, error, refetch } = useOutworkerPerformance(outworkerId, range);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Desempenho</CardTitle>
        <CardDescription>
          {data?.hasBatches
            ? `De ${formatDate(data.from)} a ${formatDate(data.to)}.`
            : 'Lotes enviados, devolvidos, prazo e defeitos da facção.'}
        </CardDescription>
        {data?.hasBatches && (
          <CardAction>
            <OptionSelect
              aria-label="Período"
              value={period}
              onChange={setPeriod}
              options={PERFORMANCE_PERIODS}
              className="w-40 text-sm sm:w-44"
            />
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {error && (
          <Alert variant="destructive">
            <AlertDescription>
              Erro ao carregar o desempenho: {errorMessage(error)}{' '}
              <button type="button" className="underline" onClick={() => void refetch()}>
                Tentar novamente
              </button>
            </AlertDescription>
          </Alert>
        )}
        {isPending && <Skeleton className="h-28 w-full" />}
        {data && !data.hasBatches && (
          <EmptyState
            icon={<ChartColumn />}
            title="Ainda não há lotes enviados para esta facção."
            description="Os números aparecem aqui quando um lote for enviado para ela."
            className="py-2 sm:py-3"
          />
        )}
        {data?.hasBatches && <PerformanceFigures data={data} canSeeBatches={canSeeBatches} />}
        {data?.hasBatches && canSeeBatches && (
          <Link
            to={`/app/lotes-producao?faccao=${encodeURIComponent(outworkerId)}`}
            className="justify-self-start text-primary text-sm hover:underline"
          >
            Ver os lotes desta facção
          </Link>
        )}
      </CardContent>
    </Card>
  );
}

function Figure({
  label,
  value,
  detail,
  tone,
}: {
  label: string;
  value: string;
  detail: ReactNode;
  tone?: 'alert' | undefined;
}) {
  return (
    <div className="min-w-0 rounded-md border bg-muted/30 px-3 py-2.5">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd
        className={cn(
          'mt-0.5 whitespace-nowrap font-semibold text-lg tabular-nums',
          tone === 'alert' && 'text-destructive',
        )}
      >
        {value}
      </dd>
      <dd className="truncate text-muted-foreground text-xs">{detail}</dd>
    </div>
  );
}

function PerformanceFigures({ data, canSeeBatches }: { data: OutworkerPerformance; canSeeBatches: boolean }) {
  const late = data.late.batches > 0;
  return (
    <>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        <Figure
          label="Lotes enviados"
          value={formatInteger(data.sent.batches)}
          detail={piecesText(data.sent.pieces)}
        />
        <Figure
          label="Peças devolvidas"
          value={formatInteger(data.returned.pieces)}
          detail={`em ${batchesText(data.returned.batches)}`}
        />
        <Figure
          label="Prazo médio"
          value={leadTimeText(data.averageLeadTimeDays)}
          detail="do envio ao retorno"
        />
        <Figure
          label="Taxa de defeitos"
          value={defectRateText(data.defectRatePercent)}
          detail={
            data.reviewedPieces > 0
              ? `${formatInteger(data.defectivePieces)} de ${formatInteger(data.reviewedPieces)} revisadas`
              : 'nenhuma revisão no período'
          }
        />
        <Figure
          label="Na facção agora"
          value={batchesText(data.atWorkshop.batches)}
          detail={piecesText(data.atWorkshop.pieces)}
        />
        <Figure
          label="Atrasados"
          value={batchesText(data.late.batches)}
          detail={late ? piecesText(data.late.pieces) : 'nenhum no momento'}
          tone={late ? 'alert' : undefined}
        />
      </dl>
      {late && (
        <div className="grid gap-1.5">
          <p className="flex items-center gap-1.5 font-medium text-destructive text-sm">
            <TriangleAlert className="size-4" aria-hidden="true" />
            Prazo vencido, ainda na facção
          </p>
          <ul className="divide-y rounded-md border text-sm">
            {data.late.items.map((batch) => (
              <li
                key={batch.id}
                className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:items-center sm:gap-3"
              >
                <span className="flex min-w-0 flex-1 items-center gap-2">
                  {canSeeBatches ? (
                    <Link
                      to={`/app/lotes-producao/${batch.id}`}
                      className="font-medium text-primary tabular-nums hover:underline"
                    >
                      {batch.code}
                    </Link>
                  ) : (
                    <span className="font-medium tabular-nums">{batch.code}</span>
                  )}
                  <span className="truncate">{batch.productName}</span>
                </span>
                <span className="flex items-center gap-1.5 whitespace-nowrap text-muted-foreground">
                  {piecesText(batch.pieces)} · prazo {formatDateOnly(batch.dueDate)}
                  <LateChip />
                </span>
              </li>
            ))}
          </ul>
          {data.late.batches > data.late.items.length && (
            <p className="text-muted-foreground text-xs">
              E mais{' '}
              {formatCount(data.late.batches - data.late.items.length, 'lote atrasado', 'lotes atrasados')}.
            </p>
          )}
        </div>
      )}
    </>
  );
}
