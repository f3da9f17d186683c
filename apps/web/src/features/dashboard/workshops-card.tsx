import { formatCount, formatInteger, pluralWord } from '@alinhavo/domain';
import { PackageCheck, Truck } from 'lucide-react';
import { useWorkshops } from './api';
import { CardEmpty, CardLink, CardList, CardListItem, DashboardCard, Headline } from './dashboard-card';

/** The batch list as this card counts it: batches sent or being sewn (optionally at one workshop). */
export function atWorkshopPath(outworkerId?: string): string {
  return `/app/lotes-producao?naFaccao=1${outworkerId ? `&faccao=${encodeURIComponent(outworkerId)}` : ''}`;
}

/** 'Na facção': batches and pieces at each workshop now (part4 §4). */
export function WorkshopsCard({ canOpenBatches }: { canOpenBatches: boolean }) {
  const query = useWorkshops();
  const data = query.data;
  const busiest = Math.max(1, ...(data?.workshops.map((w) => w.pieces) ?? []));
  const more = data ? data.workshopCount - data.workshops.length : 0;
  return (
    <DashboardCard
      title="Na facção"
      icon={Truck}
      state={query}
      action={
        canOpenBatches && data && data.batches > 0 ? (
          <CardLink to={atWorkshopPath()} label="Ver os lotes na facção">
            Ver lotes
          </CardLink>
        ) : null
      }
    >
      {data && data.batches === 0 && (
        <CardEmpty icon={PackageCheck}>Nenhum lote nas facções agora.</CardEmpty>
      )}
      {data && data.batches > 0 && (
        <>
          <Headline
            value={formatInteger(data.pieces)}
            label={pluralWord(data.pieces, 'peça', 'peças')}
            detail={`${formatCount(data.batches, 'lote', 'lotes')} em ${formatCount(data.workshopCount, 'facção', 'facções')}`}
          />
          <CardList label="Lotes e peças por facção">
            {data.workshops.map((workshop) => (
              <CardListItem
                key={workshop.outworkerId}
                to={canOpenBatches ? atWorkshopPath(workshop.outworkerId) : undefined}
              >
                <span className="grid min-w-0 flex-1 gap-1.5">
                  <span className="flex min-w-0 items-baseline justify-between gap-3">
                    <span className="truncate font-medium text-sm">{workshop.name}</span>
                    <span className="shrink-0 text-sm tabular-nums">
                      {formatCount(workshop.pieces, 'peça', 'peças')}
                    </span>
                  </span>
                  <span aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
                    <span
                      className="block h-full rounded-full bg-primary/70"
                      style={{ width: `${Math.max(4, (workshop.pieces / busiest) * 100)}%` }}
                    />
                  </span>
                  <span className="flex flex-wrap gap-x-3 text-muted-foreground text-xs">
                    <span>{formatCount(workshop.batches, 'lote', 'lotes')}</span>
                    {workshop.lateBatches > 0 && (
                      <span className="font-medium text-destructive">
                        {formatCount(workshop.lateBatches, 'atrasado', 'atrasados')}
                      </span>
                    )}
                  </span>
                </span>
              </CardListItem>
            ))}
          </CardList>
          {more > 0 && (
            <p className="text-muted-foreground text-xs">
              E mais {formatCount(more, 'facção', 'facções')} com lotes.
            </p>
          )}
        </>
      )}
    </DashboardCard>
  );
}
