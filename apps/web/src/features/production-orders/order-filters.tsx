import {
  PRODUCTION_ORDER_STATUS_FILTERS,
  PRODUCTION_ORDER_STATUS_LABELS,
  type ProductionOrderStatusFilter,
} from '@alinhavo/domain';
import { AlarmClock } from 'lucide-react';
import { DateFilterInput } from '@/components/date-filter-input';
import { activeFilterCount } from '@/components/filter-layout';
import { FilterSelect } from '@/components/filter-select';
import { FilterToggle } from '@/components/filter-toggle';
import { ClearFiltersButton, FilterRow } from '@/components/list-toolbar';
import { useOrderOptions } from './api';

const statusOptions = PRODUCTION_ORDER_STATUS_FILTERS.map((status) => ({
  value: status,
  label: status === 'abertas' ? 'Em aberto' : PRODUCTION_ORDER_STATUS_LABELS[status],
}));

export type OrderFilterValues = {
  status?: ProductionOrderStatusFilter | undefined;
  productId?: string | undefined;
  dueFrom?: string | undefined;
  dueTo?: string | undefined;
  late: boolean;
};

/** The URL changes that turn every filter off. */
export const CLEAR_ORDER_FILTERS = {
  situacao: null,
  produto: null,
  entregaDe: null,
  entregaAte: null,
  atrasadas: null,
};

/** How many filters are on (the due period counts once). */
export function activeOrderFilters(values: OrderFilterValues): number {
  return activeFilterCount([values.status, values.productId, values.dueFrom || values.dueTo, values.late]);
}

/** Situation, product, due period and 'Atrasadas': each kept in the URL by the page. */
export function OrderFilters({
  values,
  onChange,
}: {
  values: OrderFilterValues;
  onChange: (changes: Record<string, string | null>) => void;
}) {
  const { data: options } = useOrderOptions();
  const productOptions = (options?.products ?? []).map((p) => ({
    value: p.id,
    label: `${p.reference} · ${p.name}`,
  }));
  const filtered = activeOrderFilters(values) > 0;

  return (
    <FilterRow>
      <FilterSelect
        label="Situação"
        value={values.status}
        allLabel="Todas as situações"
        options={statusOptions}
        onChange={(value) => onChange({ situacao: value ?? null })}
        className="sm:w-48"
      />
      <FilterSelect
        label="Produto"
        value={values.productId}
        allLabel="Todos os produtos"
        options={productOptions}
        onChange={(value) => onChange({ produto: value ?? null })}
        className="sm:w-64"
      />
      <DateFilterInput
        prefix="De"
        label="Entrega a partir de"
        value={values.dueFrom}
        onChange={(iso) => onChange({ entregaDe: iso })}
        className="sm:w-40"
      />
      <DateFilterInput
        prefix="Até"
        label="Entrega até"
        value={values.dueTo}
        onChange={(iso) => onChange({ entregaAte: iso })}
        className="sm:w-40"
      />
      <FilterToggle
        pressed={values.late}
        onPressedChange={(on) => onChange({ atrasadas: on ? '1' : null })}
        icon={AlarmClock}
      >
        Atrasadas
      </FilterToggle>
      <ClearFiltersButton shown={filtered} onClick={() => onChange(CLEAR_ORDER_FILTERS)} />
    </FilterRow>
  );
}
