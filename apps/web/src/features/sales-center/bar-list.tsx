import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type Bar = {
  key: string;
  label: ReactNode;
  /** A second line under the label (reference, colour…). */
  detail?: ReactNode;
  /** Before the label: a colour swatch, a size. */
  lead?: ReactNode;
  value: number;
  /** The value as shown ('12 peças', 'R$ 1.234,00'). */
  shown: string;
  /** A quieter second figure beside it. */
  aside?: string | undefined;
};

/**
 * Horizontal CSS bars, the longest the largest value (no chart library: the finance issue will choose one). On a
 * phone the bar goes under the label so names keep their width.
 */
export function BarList({
  label,
  bars,
  fillClass = 'bg-primary',
}: {
  label: string;
  bars: Bar[];
  fillClass?: string;
}) {
  const most = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <ol aria-label={label} className="grid gap-2.5">
      {bars.map((bar) => (
        <li key={bar.key} className="grid min-w-0 gap-1">
          <div className="flex min-w-0 items-baseline justify-between gap-3">
            <span className="flex min-w-0 items-center gap-2">
              {bar.lead}
              <span className="min-w-0">
                <span className="block truncate text-sm">{bar.label}</span>
                {bar.detail && (
                  <span className="block truncate text-muted-foreground text-xs">{bar.detail}</span>
                )}
              </span>
            </span>
            <span className="shrink-0 text-right text-sm tabular-nums">
              <span className="font-medium">{bar.shown}</span>
              {bar.aside && <span className="block text-muted-foreground text-xs">{bar.aside}</span>}
            </span>
          </div>
          <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
            <span
              className={cn('block h-full rounded-full', fillClass)}
              style={{ width: bar.value ? `${Math.max(2, (bar.value / most) * 100)}%` : 0 }}
            />
          </span>
        </li>
      ))}
    </ol>
  );
}
