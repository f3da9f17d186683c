import {
  EMPTY_MARKER,
  formatBRL,
  formatDate,
  PRODUCT_COST_SORT_KEYS,
  type ProductCostFilter,
  type ProductCostListItem,
} from '@alinhavo/domain';
import { Calculator } from 'lucide-react';
import type { ReactNode } from 'react';
import { activeFilterCount } from '@/components/filter-layout';
import { ListToolbar } from '@/components/list-toolbar';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { MobileCard } from '@/components/mobile-card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useListParams } from '@/lib/use-list-params';
import { PAGE_SIZE, productCostsExportUrl, useProductCosts } from './api';
import { BelowCostBadge, MarginText, NoSheetBadge } from './margin';

/** The filter as the URL spells it (pt-BR, shareable) and as the API takes it. */
const FILTERS: { url: string; api: ProductCostFilter | undefined; label: string }[] = [
  { url: '', api: undefined, label: 'Todos' },
  { url: 'sem-ficha', api: 'without_sheet', label: 'Sem ficha' },
  { url: 'abaixo-do-custo', api: 'below_cost', label: 'Abaixo do custo' },
];

const money = (cents: number | null) => (cents === null ? EMPTY_MARKER : formatBRL(cents));

function Status({ item }: { item: ProductCostListItem }) {
  if (!item.hasSheet) return <NoSheetBadge />;
  if (item.belowCost) return <BelowCostBadge />;
  return <span className="text-muted-foreground text-sm">Versão {item.version}</span>;
}

const columns: DataTableColumn<ProductCostListItem>[] = [
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
        </span>
      </span>
    ),
  },
  {
    key: 'unitCost',
    header: 'Custo unitário',
    sortable: true,
    align: 'right',
    cell: (p) => money(p.unitCostCents),
  },
  { key: 'price', header: 'Preço de venda', align: 'right', cell: (p) => money(p.salePriceCents) },
  {
    key: 'margin',
    header: 'Margem',
    sortable: true,
    align: 'right',
    cell: (p) =>
      p.hasSheet ? (
        <MarginText
          marginPercent={p.marginPercent}
          targetMarginPercent={p.targetMarginPercent}
          belowCost={p.belowCost}
        />
      ) : (
        EMPTY_MARKER
      ),
  },
  { key: 'status', header: 'Situação', cell: (p) => <Status item={p} />, hideOnMobile: true },
  {
    key: 'updatedAt',
    header: 'Atualizada em',
    sortable: true,
    cell: (p) => (p.updatedAt ? formatDate(p.updatedAt) : EMPTY_MARKER),
    hideOnMobile: true,
  },
];

/** part3 §2: every product with the unit cost, price and margin of its sheet in force; rows open the editor. */
export function ProductCostsPage() {
  const { params, search, setSearch, tableProps, setFilter, searchParams } = useListParams(
    'name',
    PRODUCT_COST_SORT_KEYS,
  );
  const filter = FILTERS.find((f) => f.url === (searchParams.get('filtro') ?? '')) ?? FILTERS[0]!;
  const listParams = { ...params, filter: filter.api };
  const { data, isPending, error } = useProductCosts(listParams);
  const searching = Boolean(params.q);

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
          active: activeFilterCount([filter.url]),
          onClear: () => setFilter('filtro', null),
          controls: (
            <Tabs
              className="lg:min-w-[19rem]"
              value={filter.url || 'todos'}
              onValueChange={(value) => setFilter('filtro', value === 'todos' ? null : value)}
            >
              <TabsList aria-label="Filtrar produtos">
                {FILTERS.map((f) => (
                  <TabsTrigger key={f.label} value={f.url || 'todos'}>
                    {f.label}
                  </TabsTrigger>
                ))}
              </TabsList>
            </Tabs>
          ),
        }}
        count={data && { total: data.total, capped: data.totalCapped, noun: ['produto', 'produtos'] }}
        exportHref={productCostsExportUrl(listParams)}
      />
      <LoadErrorAlert error={error} what="os custos" />
      <DataTable
        caption="Custos de produtos"
        columns={columns}
        rowKey={(p) => p.id}
        {...tableProps(data, isPending, PAGE_SIZE)}
        rowHref={(p) => `/app/custos-produtos/${p.id}`}
        empty={emptyState(searching ? params.q : null, filter.api)}
        mobileCard={(p) => (
          <div className="grid gap-2">
            <MobileCard
              icon={Calculator}
              title={p.name}
              subtitle={`${p.reference}${p.status === 'inativo' ? ' · Inativo' : ''}`}
              aside={<Status item={p} />}
            />
            {p.hasSheet ? (
              <dl className="grid grid-cols-3 gap-2 text-sm tabular-nums">
                <MobileFigure label="Custo">{money(p.unitCostCents)}</MobileFigure>
                <MobileFigure label="Preço">{money(p.salePriceCents)}</MobileFigure>
                <MobileFigure label="Margem">
                  <MarginText
                    marginPercent={p.marginPercent}
                    targetMarginPercent={p.targetMarginPercent}
                    belowCost={p.belowCost}
                  />
                </MobileFigure>
              </dl>
            ) : (
              <p className="text-muted-foreground text-sm">
                Preço {money(p.salePriceCents)} · custo ainda não calculado
              </p>
            )}
          </div>
        )}
      />
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

function emptyState(q: string | null, filter: ProductCostFilter | undefined) {
  if (q) return { title: 'Nenhum produto encontrado', description: `Nada corresponde a “${q}”.` };
  if (filter === 'without_sheet') {
    return { title: 'Todos os produtos têm ficha de custo', description: 'Nenhum produto está sem ficha.' };
  }
  if (filter === 'below_cost') {
    return {
      title: 'Nenhum produto abaixo do custo',
      description: 'Todos os preços pagam o custo, os impostos e as taxas.',
    };
  }
  return {
    title: 'Nenhum produto cadastrado',
    description: 'Cadastre produtos em Produtos para calcular o custo de cada um.',
  };
}
