import {
  EMPTY_MARKER,
  formatBRL,
  formatCount,
  PRODUCT_SORT_KEYS,
  PRODUCT_STATUSES,
  type ProductListItem,
} from '@alinhavo/domain';
import { useState } from 'react';
import { canUse, useSessionQuery } from '@/app/session';
import { activeFilterCount } from '@/components/filter-layout';
import { FilterSelect, StatusFilter } from '@/components/filter-select';
import { FilterRow, ListToolbar } from '@/components/list-toolbar';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { NewButton } from '@/components/new-button';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { lazyDialog } from '@/lib/lazy-dialog';
import { filteredEmpty } from '@/lib/list-empty';
import { formatStockCount } from '@/lib/stock-text';
import { useCreateDialog } from '@/lib/use-create-dialog';
import { useListParams } from '@/lib/use-list-params';
import { ColorDots } from './color-dots';
import { PRODUCTS_PAGE_SIZE } from './product-keys';
import { productsExportUrl, useProductFacets, useProducts } from './product-list-api';
import { ProductThumb } from './product-thumb';

const ProductFormDialog = lazyDialog(() =>
  import('./product-form-dialog').then((module) => module.ProductFormDialog),
);

const ProductImportDialog = lazyDialog(() =>
  import('./product-import-dialog').then((module) => module.ProductImportDialog),
);

const textOptions = (values: string[] | undefined) => (values ?? []).map((v) => ({ value: v, label: v }));

const columns: DataTableColumn<ProductListItem>[] = [
  {
    key: 'name',
    header: 'Produto',
    sortable: true,
    cell: (p) => (
      <span className="inline-flex min-w-0 items-center gap-3">
        <ProductThumb photoUrl={p.photoUrl} name={p.name} />
        <span className="min-w-0">
          <span className="block truncate font-medium">{p.name}</span>
          <span className="block text-muted-foreground text-xs">{p.reference}</span>
        </span>
        {p.status === 'inativo' && <Badge variant="secondary">Inativo</Badge>}
      </span>
    ),
  },
  { key: 'collection', header: 'Coleção', cell: (p) => p.collection ?? EMPTY_MARKER, hideOnMobile: true },
  { key: 'category', header: 'Categoria', cell: (p) => p.category ?? EMPTY_MARKER, hideOnMobile: true },
  { key: 'colors', header: 'Cores', cell: (p) => <ColorDots colors={p.colors} />, hideOnMobile: true },
  { key: 'variants', header: 'SKUs', align: 'right', cell: (p) => p.variantCount },
  {
    key: 'totalStock',
    header: 'Estoque',
    sortable: true,
    align: 'right',
    cell: (p) => formatStockCount(p.totalStock),
  },
  {
    key: 'salePrice',
    header: 'Preço',
    sortable: true,
    align: 'right',
    cell: (p) => (p.salePriceCents === null ? EMPTY_MARKER : formatBRL(p.salePriceCents)),
    hideOnMobile: true,
  },
];

/** /app/produtos (part3 §1): search by reference, name, SKU or barcode; filters in the URL; CSV of the list. */
export function ProductsPage() {
  const { data: session } = useSessionQuery();
  const { params, search, setSearch, tableProps, setFilter, searchParams, update } = useListParams(
    'name',
    PRODUCT_SORT_KEYS,
  );
  const collection = searchParams.get('colecao') || undefined;
  const category = searchParams.get('categoria') || undefined;
  const status = PRODUCT_STATUSES.find((s) => s === searchParams.get('situacao'));
  const listParams = { ...params, collection, category, status };
  const { data, isPending, error } = useProducts(listParams);
  const facets = useProductFacets();
  const canWrite = canUse(session, 'products', 'write');
  const create = useCreateDialog('Novo produto', canWrite);
  const [importing, setImporting] = useState(false);
  const filtered = Boolean(params.q || collection || category || status);

  return (
    <div className="space-y-4">
      <ListToolbar
        search={{
          value: search,
          onChange: setSearch,
          placeholder: 'Buscar por referência, nome, SKU ou código de barras',
          label: 'Buscar produtos',
        }}
        filters={{
          placement: 'below',
          active: activeFilterCount([collection, category, status]),
          onClear: () => update({ colecao: null, categoria: null, situacao: null, page: 1 }),
          controls: (
            <FilterRow>
              <FilterSelect
                label="Coleção"
                value={collection}
                allLabel="Coleção: todas"
                options={textOptions(facets.data?.collections)}
                onChange={(value) => setFilter('colecao', value)}
                className="sm:w-48"
              />
              <FilterSelect
                label="Categoria"
                value={category}
                allLabel="Categoria: todas"
                options={textOptions(facets.data?.categories)}
                onChange={(value) => setFilter('categoria', value)}
                className="sm:w-48"
              />
              <StatusFilter
                value={status}
                onChange={(value) => setFilter('situacao', value)}
                allLabel="Situação: todas"
              />
            </FilterRow>
          ),
        }}
        count={data && { total: data.total, capped: data.totalCapped, noun: ['produto', 'produtos'] }}
        exportHref={productsExportUrl(listParams)}
        onImport={canWrite && (() => setImporting(true))}
        create={create.button}
      />
      <LoadErrorAlert error={error} what="produtos" />
      <DataTable
        caption="Produtos"
        columns={columns}
        rowKey={(p) => p.id}
        {...tableProps(data, isPending, PRODUCTS_PAGE_SIZE)}
        rowHref={(p) => `/app/produtos/${p.id}`}
        empty={
          filtered
            ? filteredEmpty('Nenhum produto encontrado', params.q)
            : {
                title: 'Nenhum produto cadastrado',
                description:
                  'Cadastre um produto com sua grade de cores e tamanhos: os SKUs são criados de uma vez.',
                action: create.button && <NewButton {...create.button} />,
              }
        }
        mobileCard={(p) => (
          <div className="flex min-w-0 items-center gap-3">
            <ProductThumb photoUrl={p.photoUrl} name={p.name} className="size-14" />
            <span className="min-w-0 flex-1 space-y-1">
              <span className="flex items-center gap-2">
                <span className="truncate font-medium">{p.name}</span>
                {p.status === 'inativo' && <Badge variant="secondary">Inativo</Badge>}
              </span>
              <span className="block truncate text-muted-foreground text-sm">
                {[p.reference, p.collection].filter(Boolean).join(' · ')}
              </span>
              <span className="flex items-center justify-between gap-2 text-sm">
                <ColorDots colors={p.colors} max={5} />
                <span className="tabular-nums">
                  {formatCount(p.variantCount, 'SKU', 'SKUs')} · {formatStockCount(p.totalStock)} em estoque
                </span>
              </span>
            </span>
          </div>
        )}
      />
      {canWrite && <ProductFormDialog open={create.open} onOpenChange={create.setOpen} />}
      {canWrite && <ProductImportDialog open={importing} onOpenChange={setImporting} />}
    </div>
  );
}
