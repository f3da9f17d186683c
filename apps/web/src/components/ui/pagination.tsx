import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';

export type PaginationProps = {
  /** Current page, starting at 1. */
  page: number;
  pageSize: number;
  /** Total number of records (all pages); with `totalCapped`, the count's cap (there are more). */
  total: number;
  /** The API stopped counting at `total`: shown as '10.000+', and 'Próxima' stays on while pages are full. */
  totalCapped?: boolean;
  /** Records on the current page: with `totalCapped`, a short page is the last one. */
  pageRows?: number;
  onPageChange: (page: number) => void;
  className?: string;
};

const integer = new Intl.NumberFormat('pt-BR');

/**
 * "Mostrando 1–20 de 57 · Página 1 de 3 · Anterior / Próxima". Renders nothing when all fits on one page.
 * A capped total reads "de 10.000+" and "Página 3 de 500+"; pages past the cap stay reachable.
 */
export function Pagination({
  page,
  pageSize,
  total,
  totalCapped = false,
  pageRows,
  onPageChange,
  className,
}: PaginationProps) {
  const size = Math.max(1, pageSize);
  const countedPages = Math.max(1, Math.ceil(total / size));
  if (total <= size && !totalCapped) return null;

  const current = totalCapped ? Math.max(1, page) : Math.min(Math.max(1, page), countedPages);
  const first = (current - 1) * size + 1;
  const last = totalCapped ? first + Math.max(0, (pageRows ?? size) - 1) : Math.min(current * size, total);
  const pageCount = totalCapped ? Math.max(countedPages, current) : countedPages;
  const hasNext = totalCapped ? pageRows === undefined || pageRows >= size : current < pageCount;
  const more = totalCapped ? '+' : '';

  return (
    <nav
      data-slot="pagination"
      aria-label="Paginação"
      className={cn('flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between', className)}
    >
      <p className="text-center text-sm text-muted-foreground tabular-nums sm:text-left" aria-live="polite">
        Mostrando <span className="font-medium text-foreground">{integer.format(first)}</span>–
        <span className="font-medium text-foreground">{integer.format(last)}</span> de{' '}
        <span className="font-medium text-foreground">
          {integer.format(total)}
          {more}
        </span>
      </p>
      <div className="flex items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="h-9 flex-1 sm:h-8 sm:flex-none"
          disabled={current <= 1}
          onClick={() => onPageChange(current - 1)}
        >
          <ChevronLeft aria-hidden="true" />
          Anterior
        </Button>
        <span className="min-w-24 text-center text-sm whitespace-nowrap text-muted-foreground tabular-nums">
          Página {integer.format(current)} de {integer.format(pageCount)}
          {more}
        </span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="h-9 flex-1 sm:h-8 sm:flex-none"
          disabled={!hasNext}
          onClick={() => onPageChange(current + 1)}
        >
          Próxima
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
