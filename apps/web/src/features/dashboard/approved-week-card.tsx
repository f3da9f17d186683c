import { formatCount, formatInteger, pluralWord } from '@alinhavo/domain';
import { BadgeCheck, ClipboardCheck } from 'lucide-react';
import { useApprovedWeek } from './api';
import { CardEmpty, CardLink, DashboardCard, Headline } from './dashboard-card';
import { defectRateText, weekText } from './dashboard-text';

/** The batch list as this card counts it: approved in quality control from the week's Monday on. */
export function approvedSincePath(from: string): string {
  return `/app/lotes-producao?aprovadosDesde=${from}`;
}

/** 'Peças aprovadas na semana': quality control, Monday to Sunday (part4 §4). */
export function ApprovedWeekCard({ canOpenBatches }: { canOpenBatches: boolean }) {
  const query = useApprovedWeek();
  const data = query.data;
  const rate = data ? defectRateText(data.approvedPieces, data.defectPieces) : null;
  return (
    <DashboardCard
      title="Peças aprovadas na semana"
      icon={BadgeCheck}
      tone={data && data.approvedPieces > 0 ? 'ok' : 'neutral'}
      state={query}
      action={
        canOpenBatches && data && data.batches > 0 ? (
          <CardLink to={approvedSincePath(data.from)} label="Ver os lotes aprovados na semana">
            Ver lotes
          </CardLink>
        ) : null
      }
    >
      {data && (
        <>
          <Headline
            value={formatInteger(data.approvedPieces)}
            label={pluralWord(data.approvedPieces, 'peça aprovada', 'peças aprovadas')}
            detail={weekText(data.from, data.to)}
          />
          {data.batches === 0 ? (
            <CardEmpty icon={ClipboardCheck}>Nenhuma revisão concluída nesta semana ainda.</CardEmpty>
          ) : (
            <dl className="grid grid-cols-2 gap-2">
              <Figure label="Lotes revisados" value={formatInteger(data.batches)} />
              <Figure
                label="Com defeito"
                value={formatInteger(data.defectPieces)}
                detail={rate && data.defectPieces > 0 ? `${rate} das peças` : undefined}
                alert={data.defectPieces > 0}
              />
            </dl>
          )}
          {data.batches > 0 && (
            <p className="text-muted-foreground text-xs">
              {formatCount(data.approvedPieces + data.defectPieces, 'peça revisada', 'peças revisadas')} em{' '}
              {formatCount(data.batches, 'lote', 'lotes')}.
            </p>
          )}
        </>
      )}
    </DashboardCard>
  );
}

function Figure({
  label,
  value,
  detail,
  alert,
}: {
  label: string;
  value: string;
  detail?: string | undefined;
  alert?: boolean;
}) {
  return (
    <div className="min-w-0 rounded-md border bg-muted/30 px-3 py-2">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className={`font-semibold text-lg tabular-nums ${alert ? 'text-destructive' : ''}`}>{value}</dd>
      {detail && <dd className="truncate text-muted-foreground text-xs">{detail}</dd>}
    </div>
  );
}
