import { EMPTY_MARKER, type StockItemOption } from '@alinhavo/domain';
import { Package, Scale, Spool, TriangleAlert } from 'lucide-react';
import { activeFilterCount } from '@/components/filter-layout';
import { FilterSelect } from '@/components/filter-select';
import { FilterToggle } from '@/components/filter-toggle';
import { FilterRow, ListToolbar } from '@/components/list-toolbar';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { MobileCard } from '@/components/mobile-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { useListParams } from '@/lib/use-list-params';
import { BALANCES_PAGE_SIZE, useStockBalances } from './api';
import { formatStockQuantity } from './format';

const KIND_OPTIONS = [
  { value: 'material', label: 'Só materiais' },
  { value: 'product', label: 'Só produtos' },
] as const;

function Balance({ item }: { item: StockItemOption }) {
  return (
    <span className="inline-flex items-center justify-end gap-2 whitespace-nowrap">
      <span className={cn('tabular-nums', item.belowMinimum && 'font-semibold text-destructive')}>
        {formatStockQuantity(item.stock, item.unit)}
      </span>
      {item.belowMinimum && <Badge variant="destructive">Abaixo do mínimo</Badge>}
    </span>
  );
}

/** 'Saldos': the current balance of every active item; below the minimum in red. */
export function BalancesTab({ onAdjust }: { onAdjust?: ((item: StockItemOption) => void) | undefined }) {
  const { params, search, setSearch, tableProps, setFilter, searchParams, update } = useListParams('name', [
    'name',
  ] as const);
  const kindParam = searchParams.get('tipoItem');
  const kind = kindParam === 'material' || kindParam === 'product' ? kindParam : undefined;
  const belowMinimum = searchParams.get('abaixoMinimo') === '1';
  const { data, isPending, error } = useStockBalances({ q: params.q, page: params.page, kind, belowMinimum });

  const adjustButton = (item: StockItemOption) => (
    <Button type="button" variant="ghost" size="sm" onClick={() => onAdjust?.(item)}>
      <Scale aria-hidden="true" />
      Ajustar
    </Button>
  );

  const columns: DataTableColumn<StockItemOption>[] = [
    { key: 'name', header: 'Item', cell: (i) => <span className="font-medium">{i.name}</span> },
    {
      key: 'variant',
      header: 'Variação / SKU',
      cell: (i) => [i.variantLabel, i.sku].filter(Boolean).join(' · '),
    },
    { key: 'stock', header: 'Saldo', align: 'right', cell: (i) => <Balance item={i} /> },
    {
      key: 'minimum',
      header: 'Mínimo',
      align: 'right',
      className: 'whitespace-nowrap tabular-nums',
      hideOnMobile: true,
      cell: (i) =>
        i.minimumStock && i.minimumStock !== '0.00'
          ? formatStockQuantity(i.minimumStock, i.unit)
          : EMPTY_MARKER,
    },
    ...(onAdjust
      ? [
          {
            key: 'actions',
            header: '',
            className: 'w-28',
            cell: adjustButton,
          },
        ]
      : []),
  ];

  return (
    <div className="grid gap-4">
      <ListToolbar
        search={{
          value: search,
          onChange: setSearch,
          placeholder: 'Buscar material, cor, referência ou SKU',
          label: 'Buscar saldos',
        }}
        filters={{
          active: activeFilterCount([kind, belowMinimum]),
          onClear: () => update({ tipoItem: null, abaixoMinimo: null, page: 1 }),
          controls: (
            <FilterRow>
              <FilterSelect
                label="Materiais ou produtos"
                value={kind}
                allLabel="Todos os itens"
                options={KIND_OPTIONS}
                onChange={(value) => setFilter('tipoItem', value)}
                className="sm:w-52"
              />
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
      />
      <LoadErrorAlert error={error} what="os saldos" />
      <DataTable
        caption="Saldos de estoque"
        columns={columns}
        rowKey={(i) => i.id}
        {...tableProps(data, isPending, BALANCES_PAGE_SIZE)}
        empty={
          params.q || kind || belowMinimum
            ? { title: 'Nenhum item encontrado', description: 'Nada com esses filtros.' }
            : {
                title: 'Nenhum item de estoque',
                description: 'Cadastre materiais e produtos para acompanhar seus saldos aqui.',
              }
        }
        mobileCard={(i) => (
          <MobileCard
            icon={i.kind === 'material' ? Spool : Package}
            title={i.name}
            subtitle={[i.variantLabel, i.sku].filter(Boolean).join(' · ')}
          >
            <span className="mt-1.5 flex flex-wrap items-center justify-between gap-2 text-sm">
              <Balance item={i} />
              {onAdjust && adjustButton(i)}
            </span>
          </MobileCard>
        )}
      />
    </div>
  );
}
