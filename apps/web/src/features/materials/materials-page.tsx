import {
  EMPTY_MARKER,
  formatBRL,
  MATERIAL_CATEGORIES,
  MATERIAL_CATEGORY_LABELS,
  MATERIAL_SORT_KEYS,
  MATERIAL_STATUSES,
  type MaterialListItem,
} from '@alinhavo/domain';
import { Spool, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { canUse, useSessionQuery } from '@/app/session';
import { activeFilterCount } from '@/components/filter-layout';
import { FilterSelect, StatusFilter } from '@/components/filter-select';
import { FilterToggle } from '@/components/filter-toggle';
import { FilterRow, ListToolbar } from '@/components/list-toolbar';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { MobileCard } from '@/components/mobile-card';
import { NewButton } from '@/components/new-button';
import { labelledOptions } from '@/components/option-select';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { lazyDialog } from '@/lib/lazy-dialog';
import { filteredEmpty } from '@/lib/list-empty';
import { useCreateDialog } from '@/lib/use-create-dialog';
import { useListParams } from '@/lib/use-list-params';
import { MATERIALS_PAGE_SIZE, materialsExportUrl, useMaterials } from './api';
import { BelowMinimumBadge } from './below-minimum-badge';
import { belowMinimumLabel, formatStock, isTotalBelowMinimum, isZeroQuantity } from './format';
import { MaterialsBulkBar } from './materials-bulk-bar';

const MaterialCreateDialog = lazyDialog(() =>
  import('./material-create-dialog').then((module) => module.MaterialCreateDialog),
);

const MaterialImportDialog = lazyDialog(() =>
  import('./material-import-dialog').then((module) => module.MaterialImportDialog),
);

const CATEGORY_OPTIONS = labelledOptions(MATERIAL_CATEGORIES, MATERIAL_CATEGORY_LABELS);

function StockCell({ m }: { m: MaterialListItem }) {
  const red = isTotalBelowMinimum(m.belowMinimumCount, m.variationCount);
  return (
    <span className="inline-flex flex-wrap items-center gap-2 whitespace-nowrap md:flex-col md:items-end md:gap-1">
      <span className={cn('tabular-nums', red && 'font-medium text-destructive')}>
        {formatStock(m.stockTotal, m.unit)}
      </span>
      {m.belowMinimum && (
        <BelowMinimumBadge label={belowMinimumLabel(m.belowMinimumCount, m.variationCount)} />
      )}
    </span>
  );
}

const columns: DataTableColumn<MaterialListItem>[] = [
  {
    key: 'name',
    header: 'Nome',
    sortable: true,
    cell: (m) => (
      <span className="inline-flex items-center gap-2">
        <span className="font-medium">{m.name}</span>
        {m.status === 'inativo' && <Badge variant="secondary">Inativo</Badge>}
      </span>
    ),
  },
  { key: 'category', header: 'Categoria', sortable: true, cell: (m) => MATERIAL_CATEGORY_LABELS[m.category] },
  { key: 'stockTotal', header: 'Estoque', sortable: true, align: 'right', cell: (m) => <StockCell m={m} /> },
  {
    key: 'minimumStock',
    header: 'Mínimo',
    sortable: true,
    align: 'right',
    className: 'whitespace-nowrap',
    hideOnMobile: true,
    cell: (m) => (isZeroQuantity(m.minimumStock) ? EMPTY_MARKER : formatStock(m.minimumStock, m.unit)),
  },
  {
    key: 'lastCost',
    header: 'Último custo',
    sortable: true,
    align: 'right',
    className: 'whitespace-nowrap',
    cell: (m) => (m.lastCostCents === null ? EMPTY_MARKER : `${formatBRL(m.lastCostCents)}/${m.unit}`),
  },
  {
    key: 'supplier',
    header: 'Fornecedor',
    hideOnMobile: true,
    cell: (m) => m.defaultSupplierName ?? EMPTY_MARKER,
  },
  {
    key: 'variations',
    header: 'Variações',
    align: 'right',
    hideOnMobile: true,
    cell: (m) => m.variationCount,
  },
];

/** /app/materiais: search, category/status/below-minimum filters and pages kept in the URL. */
export function MaterialsPage() {
  const { data: session } = useSessionQuery();
  const { params, search, setSearch, tableProps, setFilter, searchParams, update } = useListParams(
    'name',
    MATERIAL_SORT_KEYS,
  );
  const category = MATERIAL_CATEGORIES.find((c) => c === searchParams.get('categoria'));
  const status = MATERIAL_STATUSES.find((s) => s === searchParams.get('situacao'));
  const belowMinimum = searchParams.get('abaixoMinimo') === '1';
  const listParams = { ...params, category, status, belowMinimum };
  const { data, isPending, error } = useMaterials(listParams);
  const canWrite = canUse(session, 'materials', 'write');
  const create = useCreateDialog('Novo material', canWrite);
  const [importing, setImporting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const filtered = Boolean(params.q || category || status || belowMinimum);

  return (
    <div className="space-y-4">
      <ListToolbar
        search={{
          value: search,
          onChange: setSearch,
          placeholder: 'Buscar por nome ou fornecedor',
          label: 'Buscar materiais',
        }}
        filters={{
          placement: 'below',
          active: activeFilterCount([category, status, belowMinimum]),
          onClear: () => update({ categoria: null, situacao: null, abaixoMinimo: null, page: 1 }),
          controls: (
            <FilterRow>
              <FilterSelect
                label="Categoria"
                value={category}
                allLabel="Todas as categorias"
                options={CATEGORY_OPTIONS}
                onChange={(value) => setFilter('categoria', value)}
                className="col-span-2 sm:col-span-1 sm:w-52"
              />
              <StatusFilter value={status} onChange={(value) => setFilter('situacao', value)} />
              <FilterToggle
                icon={TriangleAlert}
                pressed={belowMinimum}
                onPressedChange={(on) => setFilter('abaixoMinimo', on ? '1' : null)}
              >
                Abaixo do mínimo
              </FilterToggle>
            </FilterRow>
          ),
        }}
        count={data && { total: data.total, capped: data.totalCapped, noun: ['material', 'materiais'] }}
        exportHref={materialsExportUrl(listParams)}
        onImport={canWrite && (() => setImporting(true))}
        create={create.button}
      />
      {canWrite && <MaterialsBulkBar selected={selected} onClear={() => setSelected(new Set())} />}
      <LoadErrorAlert error={error} what="materiais" />
      <DataTable
        caption="Materiais"
        columns={columns}
        rowKey={(m) => m.id}
        {...tableProps(data, isPending, MATERIALS_PAGE_SIZE)}
        rowHref={(m) => `/app/materiais/${m.id}`}
        selection={canWrite ? { selected, onChange: setSelected, label: (m) => m.name } : undefined}
        empty={
          filtered
            ? filteredEmpty('Nenhum material encontrado', params.q)
            : {
                title: 'Nenhum material cadastrado',
                description: 'Cadastre tecidos, aviamentos e etiquetas para controlar estoque e custos.',
                action: create.button && <NewButton {...create.button} />,
              }
        }
        mobileCard={(m) => (
          <MobileCard
            icon={Spool}
            title={m.name}
            badges={m.status === 'inativo' && <Badge variant="secondary">Inativo</Badge>}
            subtitle={[MATERIAL_CATEGORY_LABELS[m.category], m.defaultSupplierName]
              .filter(Boolean)
              .join(' · ')}
          >
            <span className="mt-1.5 block text-sm">
              <StockCell m={m} />
            </span>
          </MobileCard>
        )}
      />
      <MaterialCreateDialog open={create.open} onOpenChange={create.setOpen} />
      <MaterialImportDialog open={importing} onOpenChange={setImporting} />
    </div>
  );
}
