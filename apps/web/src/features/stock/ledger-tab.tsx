import type { StockMovement } from '@alinhavo/domain';
import { Download } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Button } from '@/components/ui/button';
import { useDesktop } from '@/lib/use-desktop';
import { exportUrl, useLedger, useLedgerTotals } from './api';
import {
  CLEAR_FILTERS,
  filtersFromSearch,
  filtersToSearch,
  hasFilters,
  type LedgerFilters,
} from './ledger-filters';
import { LedgerFiltersBar } from './ledger-filters-bar';
import { LedgerTable } from './ledger-table';
import { LedgerTotals } from './ledger-totals';

/** 'Movimentações': filters kept in the URL, totals, the ledger a page at a time, CSV export, reversal. */
export function LedgerTab({ onReverse }: { onReverse?: ((m: StockMovement) => void) | undefined }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);
  const setFilters = useCallback(
    (changes: Record<string, string | null>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const ledger = useLedger(filters);
  const totals = useLedgerTotals(filters);
  const rows = ledger.data?.pages.flatMap((page) => page.items) ?? [];
  const error = ledger.error ?? totals.error;

  const desktop = useDesktop();
  const countAndExport = (
    <>
      <p className="whitespace-nowrap text-muted-foreground text-sm">
        {totals.data ? `${totals.data.lines.toLocaleString('pt-BR')} movimentações` : ' '}
      </p>
      <Button asChild variant="outline" size="sm" className="ml-auto" title="Exportar CSV">
        <a href={exportUrl(filters)} download>
          <Download aria-hidden="true" />
          {/* Only the icon on phones, where the button shares its row with 'Filtros' and the count. */}
          <span className="sr-only sm:not-sr-only">Exportar CSV</span>
        </a>
      </Button>
    </>
  );

  return (
    <div className="grid gap-4">
      <LedgerFiltersBar
        filters={filters}
        onChange={(changes: Partial<LedgerFilters>) => setFilters(filtersToSearch(changes))}
        onClear={() => setFilters(CLEAR_FILTERS)}
      >
        {!desktop && countAndExport}
      </LedgerFiltersBar>
      <LoadErrorAlert error={error} what="as movimentações" />
      <LedgerTotals totals={totals.data} />
      {desktop && <div className="flex items-center gap-2">{countAndExport}</div>}
      <LedgerTable
        rows={rows}
        loading={ledger.isPending || (ledger.isPlaceholderData && !ledger.isFetchingNextPage)}
        onReverse={onReverse}
        empty={
          hasFilters(filters)
            ? { title: 'Nenhuma movimentação encontrada', description: 'Nada com esses filtros.' }
            : {
                title: 'Nenhuma movimentação ainda',
                description: 'Entradas, saídas, ajustes e o que a produção movimentar aparecem aqui.',
              }
        }
      />
      {ledger.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          loading={ledger.isFetchingNextPage}
          onClick={() => void ledger.fetchNextPage()}
        >
          Carregar mais
        </Button>
      )}
    </div>
  );
}
