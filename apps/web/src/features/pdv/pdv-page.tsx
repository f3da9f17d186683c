import { useSearchParams } from 'react-router';
import { canUse, useSessionQuery } from '@/app/session';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { type CashSessionReport, useCashSessionReport, usePdvState } from './api';
import { ClosedSessionCard } from './closed-session-card';
import { OpenRegisterCard } from './open-register-card';
import { RecentSessionsCard } from './recent-sessions-card';
import { SalePanel } from './sale-panel';
import { SessionPanel } from './session-panel';
import { SessionReportSheet } from './session-report-sheet';
import { SessionSalesCard } from './session-sales-card';

const REPORT_PARAM = 'relatorio';
const PRINT_PARAM = 'imprimir';

/**
 * /app/pdv (part4 §1 'Point of sale'). Without an open session: 'Abrir caixa'. With one: the session with
 * the sale panel (scan, lines, payment, receipt; sales made offline are queued), then sangria, suprimento and
 * closing, and the session's sales (reprint, returns).
 * A closed session's report stays on the page (?relatorio=<id>, also after a reload) and prints (?imprimir=1).
 */
export function PdvPage() {
  const { data: me } = useSessionQuery();
  const canWrite = canUse(me, 'pdv', 'write');
  const state = usePdvState();
  const [params, setParams] = useSearchParams();
  const reportId = params.get(REPORT_PARAM);
  const report = useCashSessionReport(reportId);
  const printing = params.get(PRINT_PARAM) === '1' && report.data;

  const setParam = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  const showReport = (closed: CashSessionReport) =>
    setParam({ [REPORT_PARAM]: closed.id, [PRINT_PARAM]: null });

  if (state.isPending) return <Skeleton className="h-64 w-full max-w-lg" />;
  if (state.error) return <LoadErrorAlert error={state.error} what="o caixa" />;
  const { session, registers } = state.data;

  return (
    <div className="grid gap-4">
      {report.data && report.data.status === 'fechado' && (
        <ClosedSessionCard
          session={report.data}
          onPrint={() => setParam({ [PRINT_PARAM]: '1' })}
          onDismiss={() => setParam({ [REPORT_PARAM]: null, [PRINT_PARAM]: null })}
        />
      )}
      <LoadErrorAlert error={report.error} what="o relatório do caixa" />
      {session ? (
        <div className="grid gap-4">
          {canWrite && (
            <SalePanel
              sessionId={session.id}
              companyName={me?.company.name ?? ''}
              canSearchCustomers={canUse(me, 'customers', 'access')}
            />
          )}
          <SessionPanel session={session} canWrite={canWrite} onClosed={showReport} />
          <SessionSalesCard sessionId={session.id} companyName={me?.company.name ?? ''} />
        </div>
      ) : (
        <>
          <OpenRegisterCard registers={registers} canWrite={canWrite} />
          <RecentSessionsCard onReport={(id) => setParam({ [REPORT_PARAM]: id, [PRINT_PARAM]: null })} />
        </>
      )}
      {printing && (
        <SessionReportSheet
          session={printing}
          companyName={me?.company.name ?? ''}
          onClose={() => setParam({ [PRINT_PARAM]: null })}
        />
      )}
    </div>
  );
}
