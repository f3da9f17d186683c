import { formatInteger, type OrderProgress } from '@alinhavo/domain';

function percent(part: number, whole: number): number {
  return whole > 0 ? Math.min(100, Math.round((part / whole) * 100)) : 0;
}

/** Pieces cut (light) and packed (solid) against the ordered ones, with 'x de y embaladas'. */
export function OrderProgressBar({ totals }: { totals: OrderProgress }) {
  const cut = percent(totals.cut, totals.ordered);
  const packed = percent(totals.packed, totals.ordered);
  return (
    <div className="min-w-28">
      <div
        className="relative h-2 overflow-hidden rounded-full bg-muted"
        role="img"
        aria-label={`${cut}% cortado, ${packed}% embalado`}
      >
        <div className="absolute inset-y-0 left-0 bg-primary/30" style={{ width: `${cut}%` }} />
        <div className="absolute inset-y-0 left-0 bg-primary" style={{ width: `${packed}%` }} />
      </div>
      <p className="mt-1 whitespace-nowrap text-muted-foreground text-xs tabular-nums">
        {formatInteger(totals.packed)} de {formatInteger(totals.ordered)} embaladas
      </p>
    </div>
  );
}
