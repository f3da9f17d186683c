import { Download, Upload, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFilterLayout } from '@/components/filter-layout';
import { FilterSheetButton } from '@/components/filter-sheet';
import { NewButton } from '@/components/new-button';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { type CountNoun, countLabel } from '@/lib/list-count';
import { useDesktop } from '@/lib/use-desktop';

/** A list's filter controls and what the phone's 'Filtros (n)' sheet needs to know about them. */
export type ToolbarFilters = {
  /** The controls, usually a FilterRow. */
  controls: ReactNode;
  /** How many filters are on. */
  active: number;
  /** Turns every filter off ('Limpar filtros'). */
  onClear: () => void;
  /**
   * From `md` up: beside the search box ('inline', for one or two filters) or on their own row under the toolbar
   * ('below'). On phones they are always behind the 'Filtros (n)' button beside the search box.
   */
  placement?: 'inline' | 'below';
};

type Props = {
  search: { value: string; onChange: (value: string) => void; placeholder: string; label: string };
  filters?: ToolbarFilters | undefined;
  /** The primary 'Novo …' button; leave it out without write permission. */
  create?: { label: string; onClick: () => void } | false | undefined;
  /** How many records the search and filters match ('128 materiais'); left out until the list has answered. */
  count?: { total: number; capped?: boolean | undefined; noun: CountNoun } | undefined;
  /** The address of the CSV export of every matching record (the list's search and filters, all pages). */
  exportHref?: string | undefined;
  /** Opens the list's CSV import; leave it out without write permission. */
  onImport?: (() => void) | false | undefined;
};

/** The file buttons show only their icon on phones, where the count and 'Novo …' share their row. */
const SHORT_ON_PHONES = 'sr-only sm:not-sr-only';

/**
 * The top of a list screen: the search box, its filters, and on the right how many records match, the CSV export
 * and the create button. On phones the filters fold into one 'Filtros (n)' button that opens them in a sheet.
 */
export function ListToolbar({ search, filters, create, count, exportHref, onImport }: Props) {
  const desktop = useDesktop();
  const inline = desktop && filters !== undefined && filters.placement !== 'below';
  const summary = count && countLabel(count.total, count.noun, count.capped);
  const searchBox = (
    <SearchInput {...search} className={cn('min-w-0 flex-1', inline ? 'lg:max-w-sm' : 'sm:max-w-md')} />
  );
  const toolbar = (
    <div
      className={cn(
        'flex flex-col gap-3',
        inline ? 'lg:flex-row lg:items-center' : 'sm:flex-row sm:items-center',
      )}
    >
      {filters && !desktop ? (
        <div className="flex min-w-0 flex-1 gap-2">
          {searchBox}
          <FilterSheetButton active={filters.active} onClear={filters.onClear} summary={summary}>
            {filters.controls}
          </FilterSheetButton>
        </div>
      ) : (
        searchBox
      )}
      {inline && filters.controls}
      {/* On a phone a long 'Novo …' beside the count and both file buttons goes to its own line, full width. */}
      <div className={cn('flex flex-wrap items-center gap-2', inline ? 'lg:ml-auto' : 'sm:ml-auto')}>
        {summary && (
          <p
            className="mr-auto text-sm whitespace-nowrap text-muted-foreground tabular-nums sm:mr-2"
            aria-live="polite"
          >
            {summary}
          </p>
        )}
        {exportHref && (
          <Button asChild variant="outline" title="Exportar CSV">
            <a href={exportHref} download>
              <Download aria-hidden="true" />
              <span className={SHORT_ON_PHONES}>Exportar CSV</span>
            </a>
          </Button>
        )}
        {onImport && (
          <Button type="button" variant="outline" title="Importar CSV" onClick={onImport}>
            <Upload aria-hidden="true" />
            <span className={SHORT_ON_PHONES}>Importar CSV</span>
          </Button>
        )}
        {create && <NewButton label={create.label} onClick={create.onClick} className="max-sm:grow" />}
      </div>
    </div>
  );
  if (!filters || !desktop || inline) return toolbar;
  return (
    <div className="space-y-4">
      {toolbar}
      {filters.controls}
    </div>
  );
}

/**
 * A row of list filters: side by side (two per line below `sm`); in the phone's filter sheet, one under the
 * other at full width.
 */
export function FilterRow({ className, children }: { className?: string; children: ReactNode }) {
  const layout = useFilterLayout();
  if (layout === 'sheet') return <div className="flex flex-col gap-4 *:w-full!">{children}</div>;
  return (
    <div className={cn('grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center', className)}>
      {children}
    </div>
  );
}

/** 'Limpar filtros' at the end of a filter row while any is on; the phone's sheet has its own. */
export function ClearFiltersButton({
  shown,
  onClick,
  className,
}: {
  shown: boolean;
  onClick: () => void;
  className?: string;
}) {
  const layout = useFilterLayout();
  if (!shown || layout === 'sheet') return null;
  return (
    <Button type="button" variant="ghost" className={className} onClick={onClick}>
      <X aria-hidden="true" />
      Limpar filtros
    </Button>
  );
}

/** The top of a short list without search: a line about what it holds and the create button on the right. */
export function ListIntro({ create, children }: { create?: Props['create']; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <p className="text-muted-foreground text-sm">{children}</p>
      {create && <NewButton label={create.label} onClick={create.onClick} className="shrink-0 sm:ml-auto" />}
    </div>
  );
}
