import type { WorkshopBatchList, WorkshopPaymentPage } from '@alinhavo/domain';

function SummaryCard({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-xl border bg-card px-3 py-2.5 shadow-xs">
      <p className="text-muted-foreground text-xs">{label}</p>
      <p className="font-semibold text-2xl tabular-nums" aria-live="polite">
        {value === undefined ? '—' : value.toLocaleString('pt-BR')}
      </p>
    </div>
  );
}

/**
 * part2 §2 summary cards: Lotes Ativos (the batches listed), Mensagens (messages loaded), Pendências (batches not
 * 'finalizado_faccao'), Pagamentos (payment records).
 */
export function SummaryCards({
  batches,
  payments,
  messages,
}: {
  batches: WorkshopBatchList | undefined;
  payments: WorkshopPaymentPage | undefined;
  messages: number | undefined;
}) {
  const items = batches?.items;
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
      <SummaryCard label="Lotes Ativos" value={items?.length} />
      <SummaryCard label="Mensagens" value={messages} />
      <SummaryCard label="Pendências" value={items?.filter((b) => b.status !== 'finalizado_faccao').length} />
      <SummaryCard label="Pagamentos" value={payments?.total} />
    </div>
  );
}
