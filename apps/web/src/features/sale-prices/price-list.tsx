import type { PriceListSortKey, PriceProductRow, PriceTable } from '@alinhavo/domain';
import { Tags } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ListToolbar } from '@/components/list-toolbar';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { MobileCard } from '@/components/mobile-card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { lazyDialog } from '@/lib/lazy-dialog';
import type { useListParams } from '@/lib/use-list-params';
import { PAGE_SIZE, tablePricesExportUrl, useTablePrices } from './api';
import { BelowCostBadge, money, PercentText, PriceText } from './price-figures';
import { type PriceFilter as Filter, PRICE_FILTERS } from './price-filters';

const ProductPricesDialog = lazyDialog(() =>
  import('./product-prices-dialog').then((m) => m.ProductPricesDialog),
);

function skuNote(p: PriceProductRow): string | null {
  if (!p.overrides) return null;
  return p.overrides === 1 ? '1 SKU com preço próprio' : `${p.overrides} SKUs com preço próprio`;
}

const columns: DataTableColumn<PriceProductRow>[] = [
  {
    key: 'name',
    header: 'Produto',
    sortable: true,
    cell: (p) => (
      <span className="block min-w-0">
        <span className="block truncate font-medium">{p.name}</span>
        <span className="block truncate font-normal text-muted-foreground text-xs">
          {p.reference}
          {p.status === 'inativo' ? ' · Inativo' : ''}
          {skuNote(p) ? ` · ${skuNote(p)}` : ''}
        </span>
      </span>
    ),
  },
  { key: 'cost', header: 'Custo unitário', align: 'right', cell: (p) => money(p.unitCostCents) },
  {
    key: 'price',
    header: 'Preço',
    sortable: true,
    align: 'right',
    cell: (p) => <PriceText cents={p.priceCents} belowCost={p.belowCost} />,
  },
  {
    key: 'markup',
    header: 'Markup',
    align: 'right',
    cell: (p) => <PercentText value={p.markupPercent} belowCost={p.belowCost} />,
  },
  {
    key: 'margin',
    header: 'Margem',
    sortable: true,
    align: 'right',
    cell: (p) => <PercentText value={p.marginPercent} belowCost={p.belowCost} />,
  },
  {
    key: 'status',
    header: 'Situação',
    hideOnMobile: true,
    cell: (p) =>
      p.belowCost ? (
        <BelowCostBadge />
      ) : p.unitCostCents === null ? (
        <span className="text-muted-foreground text-sm">Sem ficha de custo</span>
      ) : null,
  },
];

/** The products of a table: search, filter, sort, count and CSV; a row opens its prices (product and SKUs). */
export function PriceList({
  table,
  list,
  filter,
  onFilter,
  activeFilters,
  canWrite,
}: {
  table: PriceTable;
  list: ReturnType<typeof useListParams<PriceListSortKey>>;
  filter: Filter;
  onFilter: (url: string) => void;
  activeFilters: number;
  canWrite: boolean;
}) {
  const { params, search, setSearch, tableProps } = list;
  const listParams = { ...params, filter: filter.api };
  const { data, isPending, error } = useTablePrices(table.id, listParams);
  const [open, setOpen] = useState<PriceProductRow | null>(null);

  return (
    <div className="space-y-4">
      <ListToolbar
        search={{
          value: search,
          onChange: setSearch,
          placeholder: 'Buscar por nome ou referência',
          label: 'Buscar produtos',
        }}
        filters={{
          active: activeFilters,
          onClear: () => onFilter(''),
          controls: (
            <Tabs
              className="lg:min-w-[19rem]"
              value={filter.url || 'todos'}
              onValueChange={(value) => onFilter(value === 'todos' ? '' : value)}
            >
              <TabsList aria-label="Filtrar produtos">
                {PRICE_FILTERS.map((f) => (
                  <TabsTrigger key={f.label} value={f.url || 'todos'}>
                    {f.label}
                  </TabsTrigger>
                ))}
              </TabsList>
            </Tabs>
          ),
        }}
        count={data && { total: data.total, capped: data.totalCapped, noun: ['produto', 'produtos'] }}
        exportHref={tablePricesExportUrl(table.id, listParams)}
      />
      <LoadErrorAlert error={error} what="os preços" />
      <DataTable
        caption={`Preços da tabela ${table.name}`}
        columns={columns}
        rowKey={(p) => p.productId}
        {...tableProps(data, isPending, PAGE_SIZE)}
        onRowClick={setOpen}
        empty={emptyState(params.q, filter)}
        mobileCard={(p) => (
          <div className="grid gap-2">
            <MobileCard
              icon={Tags}
              title={p.name}
              subtitle={`${p.reference}${p.status === 'inativo' ? ' · Inativo' : ''}${skuNote(p) ? ` · ${skuNote(p)}` : ''}`}
              aside={p.belowCost ? <BelowCostBadge /> : undefined}
            />
            <dl className="grid grid-cols-4 gap-2 text-sm tabular-nums">
              <MobileFigure label="Custo">{money(p.unitCostCents)}</MobileFigure>
              <MobileFigure label="Preço">
                <PriceText cents={p.priceCents} belowCost={p.belowCost} />
              </MobileFigure>
              <MobileFigure label="Markup">
                <PercentText value={p.markupPercent} belowCost={p.belowCost} />
              </MobileFigure>
              <MobileFigure label="Margem">
                <PercentText value={p.marginPercent} belowCost={p.belowCost} />
              </MobileFigure>
            </dl>
          </div>
        )}
      />
      {open && (
        <ProductPricesDialog
          open
          table={table}
          product={open}
          canWrite={canWrite}
          onOpenChange={(next) => !next && setOpen(null)}
        />
      )}
    </div>
  );
}

function MobileFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="truncate">{children}</dd>
    </div>
  );
}

function emptyState(q: string, filter: Filter) {
  if (q) return { title: 'Nenhum produto encontrado', description: `Nada corresponde a “${q}”.` };
  if (filter.api === 'without_price') {
    return {
      title: 'Todos os produtos têm preço',
      description: 'Nenhum produto está sem preço nesta tabela.',
    };
  }
  if (filter.api === 'below_cost') {
    return {
      title: 'Nenhum produto abaixo do custo',
      description: 'Todos os preços desta tabela pagam o custo, os impostos e as taxas.',
    };
  }
  return {
    title: 'Nenhum produto cadastrado',
    description: 'Cadastre produtos em Produtos para dar preço a eles.',
  };
}
