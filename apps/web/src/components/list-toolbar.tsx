import { Download, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { NewButton } from '@/components/new-button';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { type CountNoun, countLabel } from '@/lib/list-count';

type Props = {
  search: { value: string; onChange: (value: string) => void; placeholder: string; label: string };
  /** Controls beside the search box (filters, tabs): the row then stacks below `lg` instead of `sm`. */
  filters?: ReactNode;
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
 * The top of a list screen: the search box, optional filters beside it, and on the right how many records match,
 * the CSV export and the create button.
 */
export function ListToolbar({ search, filters, create, count, exportHref, onImport }: Props) {
  const inline = filters !== undefined;
  return (
    <div
      className={cn(
        'flex flex-col gap-3',
        inline ? 'lg:flex-row lg:items-center' : 'sm:flex-row sm:items-center',
      )}
    >
      <SearchInput {...search} className={cn('flex-1', inline ? 'lg:max-w-sm' : 'sm:max-w-md')} />
      {filters}
      {/* On a phone a long 'Novo …' beside the count and both file buttons goes to its own line, full width. */}
      <div className={cn('flex flex-wrap items-center gap-2', inline ? 'lg:ml-auto' : 'sm:ml-auto')}>
        {count && (
          <p
            className="mr-auto text-sm whitespace-nowrap text-muted-foreground tabular-nums sm:mr-2"
            aria-live="polite"
          >
            {countLabel(count.total, count.noun, count.capped)}
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
}

/** A row of list filters: two per line on phones, side by side from `sm` up. */
export function FilterRow({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center', className)}>
      {children}
    </div>
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
