import {
  DEFAULT_WORKSHOP_RETURN_DAYS,
  formatBRL,
  formatCount,
  workshopReturnDays,
  workshopTotalCents,
} from '@alinhavo/domain';

type Workshop = { priceCents: number | null; capacityPerDay: number | null };

/** pieces × the workshop's agreed price = what the batch pays it; says so when no price was agreed. */
export function WorkshopPayment({ pieces, workshop }: { pieces: number; workshop: Workshop | null }) {
  const total = workshop ? workshopTotalCents(pieces, workshop.priceCents) : null;
  return (
    <div className="grid gap-0.5 rounded-md border bg-muted/40 px-3 py-2" aria-live="polite">
      <span className="text-muted-foreground text-xs">Total a pagar à facção</span>
      {!workshop ? (
        <span className="text-muted-foreground text-sm">Escolha a facção para ver o valor.</span>
      ) : total === null ? (
        <span className="text-sm">Sem preço combinado para este produto.</span>
      ) : (
        <span className="flex flex-wrap items-baseline gap-x-2 text-sm tabular-nums">
          <span className="text-muted-foreground">
            {formatCount(pieces, 'peça', 'peças')} × {formatBRL(workshop.priceCents ?? 0)}
          </span>
          <span className="font-semibold text-base">= {formatBRL(total)}</span>
        </span>
      )}
    </div>
  );
}

/** Where the expected return date's default comes from: the workshop's capacity, or the default days. */
export function returnDateHint(pieces: number, workshop: Workshop | null): string {
  if (!workshop?.capacityPerDay) {
    return `Sem capacidade cadastrada: ${DEFAULT_WORKSHOP_RETURN_DAYS} dias a partir de hoje.`;
  }
  const days = workshopReturnDays(pieces, workshop.capacityPerDay);
  return `${formatCount(workshop.capacityPerDay, 'peça', 'peças')} por dia: ${formatCount(days, 'dia', 'dias')} para este lote.`;
}
