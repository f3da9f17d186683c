import { EMPTY_MARKER, formatBRL, formatDateTime } from '@alinhavo/domain';
import { PrintInfo, PrintSheet, PrintSignatureLine } from '@/components/print-sheet';
import type { CashSessionReport } from './api';
import { MethodTotals } from './method-totals';
import { MovementsTable } from './movements-table';

/** part4 §1: the closed session's report, printable (or saved as PDF from the print dialog). */
export function SessionReportSheet({
  session,
  companyName,
  onClose,
}: {
  session: CashSessionReport;
  companyName: string;
  onClose: () => void;
}) {
  return (
    <PrintSheet title="Relatório de caixa" onClose={onClose}>
      <header className="flex flex-wrap items-start justify-between gap-4 border-black border-b-2 pb-3">
        <div>
          <p className="text-xs uppercase tracking-wide">{companyName}</p>
          <h2 className="font-bold text-xl">Relatório de caixa</h2>
        </div>
        <div className="text-right">
          <p className="font-bold text-lg">{session.registerName}</p>
          <p className="text-xs">{session.status === 'fechado' ? 'Caixa fechado' : 'Caixa aberto'}</p>
        </div>
      </header>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 py-4 sm:grid-cols-3">
        <PrintInfo label="Aberto por">{session.openedByName}</PrintInfo>
        <PrintInfo label="Abertura">{formatDateTime(session.openedAt)}</PrintInfo>
        <PrintInfo label="Fundo de troco">{formatBRL(session.openingFloatCents)}</PrintInfo>
        <PrintInfo label="Fechado por">{session.closedByName ?? EMPTY_MARKER}</PrintInfo>
        <PrintInfo label="Fechamento">
          {session.closedAt ? formatDateTime(session.closedAt) : EMPTY_MARKER}
        </PrintInfo>
      </dl>
      <h3 className="mt-2 mb-1 font-semibold text-sm">Por forma de pagamento</h3>
      <MethodTotals session={session} print />
      <h3 className="mt-5 mb-1 font-semibold text-sm">Movimentos</h3>
      <MovementsTable session={session} print />
      <div className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2">
        <PrintSignatureLine label="Operador do caixa" />
        <PrintSignatureLine label="Conferido por" />
      </div>
    </PrintSheet>
  );
}
