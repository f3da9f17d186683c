import { STOCK_MOVEMENT_TYPE_LABELS, STOCK_MOVEMENT_TYPES, todayInSaoPaulo } from '@alinhavo/domain';
import { FilterX } from 'lucide-react';
import type { ReactNode } from 'react';
import { DateFilterInput } from '@/components/date-filter-input';
import { useFilterLayout } from '@/components/filter-layout';
import { FilterField } from '@/components/filter-select';
import { FilterSheetButton } from '@/components/filter-sheet';
import { OptionSelect } from '@/components/option-select';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useDesktop } from '@/lib/use-desktop';
import { useStockUsers } from './api';
import {
  activeLedgerFilters,
  hasFilters,
  type LedgerFilters,
  type PeriodPreset,
  presetPeriod,
} from './ledger-filters';
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

type BarProps = {
  filters: LedgerFilters;
  onChange: (changes: Partial<LedgerFilters>) => void;
  onClear: () => void;
};

/**
 * Period, type, item kind, material or product, and user of the ledger; every change lands in the URL. A card
 * above the ledger from `md` up; on phones one 'Filtros (n)' button that opens them in a sheet, beside `children`.
 */
export function LedgerFiltersBar({ children, ...props }: BarProps & { children?: ReactNode }) {
  const desktop = useDesktop();
  if (desktop) {
    return (
      <div className="rounded-lg border bg-card p-3 shadow-xs">
        <LedgerFilterControls {...props} />
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <FilterSheetButton active={activeLedgerFilters(props.filters)} onClear={props.onClear}>
        <LedgerFilterControls {...props} />
      </FilterSheetButton>
      {children}
    </div>
  );
}

/** Labelled above in the phone's sheet; named by `aria-label` in the desktop's card. */
function Named({ label, children }: { label: string; children: ReactNode }) {
  return useFilterLayout() === 'sheet' ? <FilterField label={label}>{children}</FilterField> : children;
}

function LedgerFilterControls({ filters, onChange, onClear }: BarProps) {
  const sheet = useFilterLayout() === 'sheet';
  const users = useStockUsers();
  const userOptions = [
    { value: ALL, label: 'Todos os usuários' },
    ...(users.data?.items.map((u) => ({ value: u.id, label: u.name })) ?? []),
  ];
  const today = todayInSaoPaulo();

  return (
    <div className={cn('grid', sheet ? 'gap-4' : 'gap-3')}>
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
      <div
        className={cn(
          sheet
            ? 'flex flex-col gap-4'
            : 'grid grid-cols-2 gap-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]',
        )}
      >
        <Named label="Tipo de movimentação">
          <OptionSelect
            aria-label="Tipo de movimentação"
            value={filters.type ?? ALL}
            onChange={(value) =>
              onChange({ type: value === ALL ? undefined : (value as LedgerFilters['type']) })
            }
            options={typeOptions}
            className="text-sm"
          />
        </Named>
        <Named label="Materiais ou produtos">
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
        </Named>
        <div className="col-span-2 min-w-0 lg:col-span-1">
          <Named label="Material ou produto">
            <LedgerItemFilter
              materialId={filters.materialId}
              productId={filters.productId}
              kind={filters.itemKind}
              onChange={onChange}
            />
          </Named>
        </div>
        <div className="col-span-2 lg:col-span-1">
          <Named label="Usuário">
            <OptionSelect
              aria-label="Usuário"
              value={filters.userId ?? ALL}
              onChange={(value) => onChange({ userId: value === ALL ? undefined : value })}
              options={userOptions}
              className="text-sm"
            />
          </Named>
        </div>
        {!sheet && (
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
        )}
      </div>
    </div>
  );
}
