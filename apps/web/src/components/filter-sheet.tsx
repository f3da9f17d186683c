import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { lazyDialog } from '@/lib/lazy-dialog';

const FilterSheetPanel = lazyDialog(() =>
  import('./filter-sheet-panel').then((module) => module.FilterSheetPanel),
);

/** 'Filtros', or 'Filtros (2)' while two filters are on. */
export function filtersLabel(active: number): string {
  return active > 0 ? `Filtros (${active})` : 'Filtros';
}

/**
 * Phones: one 'Filtros (n)' button in place of a list's filter controls; it opens them in a bottom sheet. They
 * apply as they change (the list behind follows), so the sheet offers 'Limpar filtros' and 'Ver resultados'.
 */
export function FilterSheetButton({
  active,
  onClear,
  summary,
  className,
  children,
}: {
  /** How many filters are on. */
  active: number;
  onClear: () => void;
  /** What the filters match ('12 materiais'), shown under the sheet's title as it changes. */
  summary?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant={active > 0 ? 'secondary' : 'outline'}
        aria-haspopup="dialog"
        className={cn('shrink-0', active > 0 && 'border border-primary/30', className)}
        onClick={() => setOpen(true)}
        onPointerEnter={FilterSheetPanel.preload}
        onFocus={FilterSheetPanel.preload}
      >
        <SlidersHorizontal aria-hidden="true" />
        {filtersLabel(active)}
      </Button>
      <FilterSheetPanel
        open={open}
        onOpenChange={setOpen}
        active={active}
        onClear={onClear}
        summary={summary}
      >
        {children}
      </FilterSheetPanel>
    </>
  );
}
