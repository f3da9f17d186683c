import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';

export type PaginationProps = {
  /** Current page, starting at 1. */
  page: number;
  pageSize: number;
  /** Total number of records (all pages). */
  total: number;
  onPageChange: (page: number) => void;
  className?: string;
};

const integer = new Intl.NumberFormat('pt-BR');

/** "Mostrando 1–20 de 57 · Página 1 de 3 · Anterior / Próxima". Renders nothing when all fits on one page. */
export function Pagination({ page, pageSize, total, onPageChange, className }: PaginationProps) {
  const size = Math.max(1, pageSize);
  const pageCount = Math.max(1, Math.ceil(total / size));
  if (total <= size) return null;

  const current = Math.min(Math.max(1, page), pageCount);
  const first = (current - 1) * size + 1;
  const last = Math.min(current * size, total);

  return (
    <nav
      data-slot="pagination"
      aria-label="Paginação"
      className={cn('flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between', className)}
    >
      <p className="text-center text-sm text-muted-foreground tabular-nums sm:text-left" aria-live="polite">
        Mostrando <span className="font-medium text-foreground">{integer.format(first)}</span>–
        <span className="font-medium text-foreground">{integer.format(last)}</span> de{' '}
        <span className="font-medium text-foreground">{integer.format(total)}</span>
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
        </span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="h-9 flex-1 sm:h-8 sm:flex-none"
          disabled={current >= pageCount}
          onClick={() => onPageChange(current + 1)}
        >
          Próxima
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
