import { formatCount, PRICE_LIST_SORT_KEYS, type PriceTable } from '@alinhavo/domain';
import { History, Pencil, Percent, Plus, Tags } from 'lucide-react';
import { useState } from 'react';
import { canUse, useSessionQuery } from '@/app/session';
import { activeFilterCount } from '@/components/filter-layout';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { OptionSelect } from '@/components/option-select';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/lib/lazy-dialog';
import { useListParams } from '@/lib/use-list-params';
import { usePriceTables } from './api';
import { PRICE_FILTERS } from './price-filters';
import { PriceHistoryList } from './price-history-list';
import { PriceList } from './price-list';

const PriceTableDialog = lazyDialog(() => import('./price-table-dialog').then((m) => m.PriceTableDialog));
const BulkChangeDialog = lazyDialog(() => import('./bulk-change-dialog').then((m) => m.BulkChangeDialog));

function tableLabel(table: PriceTable): string {
  const min = table.minQuantity ? ` · a partir de ${formatCount(table.minQuantity, 'peça', 'peças')}` : '';
  return `${table.name}${min}${table.active ? '' : ' (inativa)'}`;
}

/** part4 §1 'Sale prices': a table's prices beside the cost in force, SKU overrides, bulk changes and history. */
export function SalePricesPage() {
  const { data: session } = useSessionQuery();
  const canWrite = canUse(session, 'sale-prices', 'write');
  const list = useListParams('name', PRICE_LIST_SORT_KEYS);
  const { searchParams, update } = list;
  const tables = usePriceTables();
  const chosenId = searchParams.get('tabela');
  const table = tables.data?.items.find((t) => t.id === chosenId) ?? tables.data?.items[0];
  const showHistory = searchParams.get('ver') === 'historico';
  const filter = PRICE_FILTERS.find((f) => f.url === (searchParams.get('filtro') ?? '')) ?? PRICE_FILTERS[0]!;
  const [dialog, setDialog] = useState<'new' | 'edit' | 'bulk' | null>(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="grid gap-1.5 sm:max-w-sm sm:flex-1">
          <span className="font-medium text-sm">Tabela de preços</span>
          <OptionSelect
            aria-label="Tabela de preços"
            value={table?.id ?? ''}
            onChange={(id) => update({ tabela: id, page: 1, q: null, filtro: null })}
            options={(tables.data?.items ?? []).map((t) => ({ value: t.id, label: tableLabel(t) }))}
            placeholder="Carregando tabelas…"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => update({ ver: showHistory ? null : 'historico', page: 1 })}
            aria-pressed={showHistory}
          >
            {showHistory ? <Tags aria-hidden="true" /> : <History aria-hidden="true" />}
            {showHistory ? 'Ver preços' : 'Histórico'}
          </Button>
          {canWrite && table && (
            <>
              <Button variant="outline" onClick={() => setDialog('bulk')}>
                <Percent aria-hidden="true" />
                Reajustar preços
              </Button>
              <Button variant="outline" onClick={() => setDialog('edit')}>
                <Pencil aria-hidden="true" />
                Editar tabela
              </Button>
              <Button onClick={() => setDialog('new')}>
                <Plus aria-hidden="true" />
                Nova tabela
              </Button>
            </>
          )}
        </div>
      </div>
      {table && (
        <p className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
          {table.isDefault && <Badge variant="secondary">Padrão</Badge>}
          {!table.active && <Badge variant="outline">Inativa</Badge>}
          <span>
            {table.minQuantity
              ? `Vale para pedidos a partir de ${formatCount(table.minQuantity, 'peça', 'peças')}.`
              : 'Vale para qualquer quantidade.'}{' '}
            O preço do produto vale para todos os SKUs; um SKU pode ter preço próprio.
            {table.isDefault &&
              ' É o preço de venda do cadastro de produtos e o usado quando outra tabela não tem preço.'}
          </span>
        </p>
      )}
      <LoadErrorAlert error={tables.error} what="as tabelas de preços" />
      {table &&
        (showHistory ? (
          <PriceHistoryList tableId={table.id} />
        ) : (
          <PriceList
            table={table}
            list={list}
            filter={filter}
            onFilter={(url) => list.setFilter('filtro', url || null)}
            activeFilters={activeFilterCount([filter.url])}
            canWrite={canWrite}
          />
        ))}
      {dialog === 'new' && (
        <PriceTableDialog
          open
          onOpenChange={() => setDialog(null)}
          onSaved={(id) => update({ tabela: id, page: 1 })}
        />
      )}
      {dialog === 'edit' && table && (
        <PriceTableDialog open table={table} onOpenChange={() => setDialog(null)} onSaved={() => undefined} />
      )}
      {dialog === 'bulk' && table && (
        <BulkChangeDialog
          open
          table={table}
          q={list.params.q}
          filter={filter}
          onOpenChange={() => setDialog(null)}
        />
      )}
    </div>
  );
}
