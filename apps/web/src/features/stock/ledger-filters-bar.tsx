import { STOCK_MOVEMENT_TYPE_LABELS, STOCK_MOVEMENT_TYPES, todayInSaoPaulo } from '@alinhavo/domain';
import { FilterX } from 'lucide-react';
import { DateFilterInput } from '@/components/date-filter-input';
import { OptionSelect } from '@/components/option-select';
import { Button } from '@/components/ui/button';
import { useStockUsers } from './api';
import { hasFilters, type LedgerFilters, type PeriodPreset, presetPeriod } from './ledger-filters';
import { LedgerItemFilter } from './ledger-item-filter';

const ALL = 'todos';
const typeOptions = [
  { value: ALL, label: 'Todos os tipos' },
  ...STOCK_MOVEMENT_TYPES.map((t) => ({ value: t, label: STOCK_MOVEMENT_TYPE_LABELS[t] })),
];
const kindOptions = [
  { value: ALL, label: 'Todos os itens' },
  { value: 'material', label: 'Só materiais' },
  { value: 'product', label: 'Só produtos' },
];
const PRESETS: { value: PeriodPreset; label: string }[] = [
  { value: 'hoje', label: 'Hoje' },
  { value: '7dias', label: '7 dias' },
  { value: 'mes', label: 'Este mês' },
  { value: 'mesAnterior', label: 'Mês anterior' },
];

/** Period, type, item kind, material or product, and user of the ledger; every change lands in the URL. */
export function LedgerFiltersBar({
  filters,
  onChange,
  onClear,
}: {
  filters: LedgerFilters;
  onChange: (changes: Partial<LedgerFilters>) => void;
  onClear: () => void;
}) {
  const users = useStockUsers();
  const userOptions = [
    { value: ALL, label: 'Todos os usuários' },
    ...(users.data?.items.map((u) => ({ value: u.id, label: u.name })) ?? []),
  ];
  const today = todayInSaoPaulo();

  return (
    <div className="grid gap-3 rounded-lg border bg-card p-3 shadow-xs">
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
        <DateFilterInput
          prefix="De"
          label="De"
          value={filters.from}
          onChange={(iso) => onChange({ from: iso ?? undefined })}
          className="sm:w-44"
        />
        <DateFilterInput
          prefix="Até"
          label="Até"
          value={filters.to}
          onChange={(iso) => onChange({ to: iso ?? undefined })}
          className="sm:w-44"
        />
        <div className="col-span-2 flex flex-wrap gap-1.5 sm:col-span-1">
          {PRESETS.map((preset) => {
            const period = presetPeriod(preset.value, today);
            const active = filters.from === period.from && filters.to === period.to;
            return (
              <Button
                key={preset.value}
                type="button"
                size="sm"
                variant={active ? 'secondary' : 'ghost'}
                aria-pressed={active}
                onClick={() => onChange(period)}
              >
                {preset.label}
              </Button>
            );
          })}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]">
        <OptionSelect
          aria-label="Tipo de movimentação"
          value={filters.type ?? ALL}
          onChange={(value) =>
            onChange({ type: value === ALL ? undefined : (value as LedgerFilters['type']) })
          }
          options={typeOptions}
          className="text-sm"
        />
        <OptionSelect
          aria-label="Materiais ou produtos"
          value={filters.itemKind ?? ALL}
          onChange={(value) =>
            onChange({
              itemKind: value === ALL ? undefined : (value as 'material' | 'product'),
              ...(value === 'material' ? { productId: undefined } : {}),
              ...(value === 'product' ? { materialId: undefined } : {}),
            })
          }
          options={kindOptions}
          className="text-sm"
        />
        <div className="col-span-2 min-w-0 lg:col-span-1">
          <LedgerItemFilter
            materialId={filters.materialId}
            productId={filters.productId}
            kind={filters.itemKind}
            onChange={onChange}
          />
        </div>
        <div className="col-span-2 lg:col-span-1">
          <OptionSelect
            aria-label="Usuário"
            value={filters.userId ?? ALL}
            onChange={(value) => onChange({ userId: value === ALL ? undefined : value })}
            options={userOptions}
            className="text-sm"
          />
        </div>
        <Button
          type="button"
          variant="ghost"
          disabled={!hasFilters(filters)}
          onClick={onClear}
          className={hasFilters(filters) ? 'col-span-2 lg:col-span-1' : 'max-lg:hidden'}
        >
          <FilterX aria-hidden="true" />
          Limpar filtros
        </Button>
      </div>
    </div>
  );
}
