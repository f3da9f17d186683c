import { ArrowDown, ArrowUp, ChevronRight, ChevronsUpDown, Inbox } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useDesktop } from '@/lib/use-desktop';
import { EmptyState } from './empty-state';
import { Pagination } from './pagination';
import { Skeleton } from './skeleton';

export type DataTableColumn<T> = {
  /** Unique id of the column; also the key passed to `onSortChange`. */
  key: string;
  header: string;
  cell: (row: T) => React.ReactNode;
  sortable?: boolean;
  /** Extra classes for the header and body cells (e.g. a width). */
  className?: string;
  /** Leave this column out of the default phone card. */
  hideOnMobile?: boolean;
  align?: 'left' | 'right';
};

export type SortState = { key: string; direction: 'asc' | 'desc' };

export type DataTableProps<T> = {
  columns: DataTableColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** With no rows: skeleton rows. With rows (e.g. changing page): rows dimmed until the new ones arrive. */
  loading?: boolean;
  /** Total number of records; with `onPageChange` it turns the pagination footer on. */
  total?: number;
  /** The list's answer said `totalCapped`: the total is the count's cap, shown as '10.000+'. */
  totalCapped?: boolean;
  /** Current page, starting at 1. */
  page?: number;
  pageSize?: number;
  onPageChange?: (page: number) => void;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** Makes rows clickable (and focusable, Enter opens). Takes precedence over `rowHref` for row clicks. */
  onRowClick?: (row: T) => void;
  /**
   * The first cell becomes a real `<a href>` (middle-click, "open in new tab" work) and a click anywhere
   * on the row follows it. With `mobileCard`, the whole card is the link: keep buttons out of it.
   */
  rowHref?: (row: T) => string;
  empty?: { title: string; description?: string; action?: React.ReactNode };
  /** Custom phone card. Default: first column as the title, the other columns as "header: value" lines. */
  mobileCard?: (row: T) => React.ReactNode;
  /** Accessible name of the table (read by screen readers only). */
  caption?: string;
  /** The row just created or changed elsewhere (e.g. `?destaque=<id>` after a send), shown tinted. */
  highlightedRowKey?: string;
  /**
   * Rows picked for a bulk action, by rowKey: a checkbox column on the table (wide screens only: on phones the
   * card is a link). `label` names a row for its checkbox ('Selecionar Malha PV').
   */
  selection?: {
    selected: ReadonlySet<string>;
    onChange: (next: Set<string>) => void;
    label: (row: T) => string;
  };
};

const SKELETON_ROWS = ['s1', 's2', 's3', 's4', 's5'] as const;
const SKELETON_CARDS = ['s1', 's2', 's3'] as const;
const SKELETON_WIDTHS = ['w-3/4', 'w-1/2', 'w-2/3', 'w-2/5'] as const;
const INTERACTIVE =
  'a[href],button,input,select,textarea,label,summary,[role="button"],[role="checkbox"],[role="link"],[role="menuitem"],[role="switch"],[contenteditable="true"]';

/** True when the event started on a control inside the row (a button, a link, a checkbox…). */
function startedOnControl(event: React.SyntheticEvent<HTMLElement>): boolean {
  const target = event.target;
  if (!(target instanceof Element)) return false;
  const control = target.closest(INTERACTIVE);
  return control !== null && control !== event.currentTarget && event.currentTarget.contains(control);
}

function hasTextSelection(): boolean {
  const selection = window.getSelection();
  return selection !== null && !selection.isCollapsed && selection.toString().trim() !== '';
}

function sortIcon(direction: SortState['direction'] | undefined) {
  if (direction === 'asc') return <ArrowUp aria-hidden="true" className="size-3.5" />;
  if (direction === 'desc') return <ArrowDown aria-hidden="true" className="size-3.5" />;
  return <ChevronsUpDown aria-hidden="true" className="size-3.5 opacity-50" />;
}

const rowLinkClasses =
  'rounded-sm font-medium text-foreground underline-offset-4 outline-hidden hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/40';

const selectCellClasses = 'w-10 border-b pr-0 pl-4 align-middle';

function toggled(selected: ReadonlySet<string>, keys: string[], on: boolean): Set<string> {
  const next = new Set(selected);
  for (const key of keys) on ? next.add(key) : next.delete(key);
  return next;
}

/** Picks or drops every row of the page; shows 'some' when only part of the page is picked. */
function PageCheckbox<T>({
  rows,
  rowKey,
  selection,
}: {
  rows: T[];
  rowKey: (row: T) => string;
  selection: NonNullable<DataTableProps<T>['selection']>;
}) {
  const keys = rows.map(rowKey);
  const picked = keys.filter((key) => selection.selected.has(key)).length;
  return (
    <input
      type="checkbox"
      className="size-4 accent-primary"
      aria-label="Selecionar todos desta página"
      disabled={keys.length === 0}
      checked={keys.length > 0 && picked === keys.length}
      ref={(input) => {
        if (input) input.indeterminate = picked > 0 && picked < keys.length;
      }}
      onChange={(event) => selection.onChange(toggled(selection.selected, keys, event.target.checked))}
    />
  );
}

/** The list table every list screen uses: a `<table>` from `md` up, cards on phones. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  loading = false,
  total,
  totalCapped = false,
  page = 1,
  pageSize = 20,
  onPageChange,
  sort,
  onSortChange,
  onRowClick,
  rowHref,
  empty,
  mobileCard,
  caption,
  highlightedRowKey,
  selection,
}: DataTableProps<T>): React.JSX.Element {
  const isDesktop = useDesktop();
  const clickable = Boolean(onRowClick ?? rowHref);
  const showSkeleton = loading && rows.length === 0;
  const isEmpty = !loading && rows.length === 0;

  function handleClick(row: T, event: React.MouseEvent<HTMLElement>) {
    if (event.defaultPrevented || startedOnControl(event) || hasTextSelection()) return;
    if (onRowClick) {
      onRowClick(row);
      return;
    }
    if (!rowHref) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey) {
      window.open(rowHref(row), '_blank', 'noopener');
      return;
    }
    event.currentTarget.querySelector<HTMLAnchorElement>('a[data-row-link]')?.click();
  }

  function handleAuxClick(row: T, event: React.MouseEvent<HTMLElement>) {
    if (event.button !== 1 || !rowHref || startedOnControl(event)) return;
    event.preventDefault();
    window.open(rowHref(row), '_blank', 'noopener');
  }

  function handleKeyDown(row: T, event: React.KeyboardEvent<HTMLElement>) {
    if (!onRowClick || event.key !== 'Enter' || event.target !== event.currentTarget) return;
    event.preventDefault();
    onRowClick(row);
  }

  /** Row/card props shared by both layouts. Only `onRowClick` makes the row itself a tab stop. */
  function rowProps(row: T) {
    if (!clickable) return {};
    return {
      onClick: (event: React.MouseEvent<HTMLElement>) => handleClick(row, event),
      onAuxClick: (event: React.MouseEvent<HTMLElement>) => handleAuxClick(row, event),
      onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => handleKeyDown(row, event),
      tabIndex: onRowClick && !rowHref ? 0 : undefined,
    };
  }

  const status = loading ? (
    <p role="status" className="sr-only">
      Carregando registros…
    </p>
  ) : null;

  let body: React.ReactNode;
  if (isEmpty) {
    body = (
      <div className="rounded-lg border bg-card shadow-xs">
        <EmptyState
          icon={<Inbox />}
          title={empty?.title ?? 'Nenhum registro encontrado'}
          description={empty?.description}
          action={empty?.action}
        />
      </div>
    );
  } else if (isDesktop) {
    body = (
      <div className="rounded-lg border bg-card shadow-xs">
        <table
          aria-busy={loading || undefined}
          className="w-full border-separate border-spacing-0 text-sm tabular-nums"
        >
          {caption ? <caption className="sr-only">{caption}</caption> : null}
          <thead>
            <tr>
              {selection && (
                <th
                  scope="col"
                  className={cn(selectCellClasses, 'sticky top-(--data-table-sticky-top,0px) z-10 bg-muted')}
                >
                  <PageCheckbox rows={rows} rowKey={rowKey} selection={selection} />
                </th>
              )}
              {columns.map((column) => {
                const active = sort?.key === column.key ? sort.direction : undefined;
                const sortable = Boolean(column.sortable && onSortChange);
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={
                      sortable
                        ? active === 'asc'
                          ? 'ascending'
                          : active === 'desc'
                            ? 'descending'
                            : 'none'
                        : undefined
                    }
                    className={cn(
                      'sticky top-(--data-table-sticky-top,0px) z-10 h-10 border-b bg-muted px-3 text-left align-middle text-[13px] font-medium whitespace-nowrap text-muted-foreground',
                      'first:rounded-tl-[calc(var(--radius)-1px)] first:pl-4 last:rounded-tr-[calc(var(--radius)-1px)] last:pr-4',
                      column.align === 'right' && 'text-right',
                      column.className,
                    )}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        onClick={() =>
                          onSortChange?.({
                            key: column.key,
                            direction: active === 'asc' ? 'desc' : 'asc',
                          })
                        }
                        className={cn(
                          '-mx-2 inline-flex h-8 items-center gap-1.5 rounded-md px-2 transition-colors outline-hidden',
                          'hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40',
                          column.align === 'right' && 'flex-row-reverse',
                          active && 'text-foreground',
                        )}
                      >
                        {column.header}
                        {sortIcon(active)}
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className={cn('transition-opacity', loading && !showSkeleton && 'opacity-60')}>
            {showSkeleton
              ? SKELETON_ROWS.map((skeletonKey, rowIndex) => (
                  <tr key={skeletonKey}>
                    {selection && <td className={selectCellClasses} />}
                    {columns.map((column, columnIndex) => (
                      <td
                        key={column.key}
                        className={cn('border-b px-3 py-3.5 first:pl-4 last:pr-4', column.className)}
                      >
                        <Skeleton
                          className={cn(
                            'h-4',
                            SKELETON_WIDTHS[(rowIndex + columnIndex) % SKELETON_WIDTHS.length],
                            column.align === 'right' && 'ml-auto',
                          )}
                        />
                      </td>
                    ))}
                  </tr>
                ))
              : rows.map((row) => (
                  <tr
                    key={rowKey(row)}
                    {...rowProps(row)}
                    data-highlighted={rowKey(row) === highlightedRowKey || undefined}
                    className={cn(
                      'group/row transition-colors hover:bg-muted/60 [&:last-child>td]:border-b-0',
                      rowKey(row) === highlightedRowKey && 'bg-primary/10',
                      clickable && 'cursor-pointer',
                      'outline-hidden focus-visible:bg-accent/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                    )}
                  >
                    {selection && (
                      <td className={selectCellClasses}>
                        <input
                          type="checkbox"
                          className="size-4 accent-primary"
                          aria-label={`Selecionar ${selection.label(row)}`}
                          checked={selection.selected.has(rowKey(row))}
                          onChange={(event) =>
                            selection.onChange(
                              toggled(selection.selected, [rowKey(row)], event.target.checked),
                            )
                          }
                        />
                      </td>
                    )}
                    {columns.map((column, index) => (
                      <td
                        key={column.key}
                        className={cn(
                          'border-b px-3 py-2.5 align-middle first:pl-4 last:pr-4',
                          column.align === 'right' && 'text-right',
                          column.className,
                        )}
                      >
                        {index === 0 && rowHref ? (
                          <Link
                            data-row-link
                            to={rowHref(row)}
                            className={cn(rowLinkClasses, 'group-hover/row:underline')}
                          >
                            {column.cell(row)}
                          </Link>
                        ) : (
                          column.cell(row)
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
    );
  } else {
    const [titleColumn, ...lineColumns] = columns.filter((column) => !column.hideOnMobile);
    body = (
      <ul
        aria-label={caption}
        aria-busy={loading || undefined}
        className={cn('grid grid-cols-1 gap-2 transition-opacity', loading && !showSkeleton && 'opacity-60')}
      >
        {showSkeleton
          ? SKELETON_CARDS.map((skeletonKey) => (
              <li key={skeletonKey} className="grid gap-3 rounded-lg border bg-card p-4 shadow-xs">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-3.5 w-full" />
                <Skeleton className="h-3.5 w-2/3" />
              </li>
            ))
          : rows.map((row) => {
              const href = rowHref?.(row);
              let content: React.ReactNode;
              if (mobileCard) {
                content = href ? (
                  <Link
                    data-row-link
                    to={href}
                    className="block rounded-lg p-4 outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring/40"
                  >
                    {mobileCard(row)}
                  </Link>
                ) : (
                  <div className="p-4">{mobileCard(row)}</div>
                );
              } else {
                content = (
                  <div className="p-4">
                    {titleColumn ? (
                      <div className="flex items-start justify-between gap-3 text-[15px] leading-6 font-medium">
                        <div className="min-w-0">
                          {href ? (
                            <Link data-row-link to={href} className={rowLinkClasses}>
                              {titleColumn.cell(row)}
                            </Link>
                          ) : (
                            titleColumn.cell(row)
                          )}
                        </div>
                        {clickable ? (
                          <ChevronRight
                            aria-hidden="true"
                            className="mt-0.5 size-5 shrink-0 text-muted-foreground"
                          />
                        ) : null}
                      </div>
                    ) : null}
                    {lineColumns.length > 0 ? (
                      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm tabular-nums">
                        {lineColumns.map((column) =>
                          column.header ? (
                            <React.Fragment key={column.key}>
                              <dt className="text-muted-foreground">{column.header}</dt>
                              <dd className="text-right break-words text-foreground">{column.cell(row)}</dd>
                            </React.Fragment>
                          ) : (
                            <dd key={column.key} className="col-span-2 break-words">
                              {column.cell(row)}
                            </dd>
                          ),
                        )}
                      </dl>
                    ) : null}
                  </div>
                );
              }
              return (
                <li
                  key={rowKey(row)}
                  {...rowProps(row)}
                  data-highlighted={rowKey(row) === highlightedRowKey || undefined}
                  className={cn(
                    'min-w-0 rounded-lg border bg-card shadow-xs transition-colors',
                    rowKey(row) === highlightedRowKey && 'border-primary bg-primary/5',
                    clickable && 'cursor-pointer active:bg-muted/60',
                    'outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring/40',
                  )}
                >
                  {content}
                </li>
              );
            })}
      </ul>
    );
  }

  return (
    <div data-slot="data-table" className="grid gap-3">
      {status}
      {body}
      {total !== undefined && onPageChange ? (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={total}
          totalCapped={totalCapped}
          pageRows={rows.length}
          onPageChange={onPageChange}
        />
      ) : null}
    </div>
  );
}
