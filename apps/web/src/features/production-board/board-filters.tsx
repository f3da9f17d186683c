import { DateFilterInput } from '@/components/date-filter-input';
import { activeFilterCount } from '@/components/filter-layout';
import { FilterSelect } from '@/components/filter-select';
import { FilterSheetButton } from '@/components/filter-sheet';
import { ClearFiltersButton, FilterRow } from '@/components/list-toolbar';
import { useDesktop } from '@/lib/use-desktop';
import { type BoardParams, useBoardOptions } from './api';

const CLEAR = { produto: null, faccao: null, entregaAte: null };

/**
 * Product, workshop and 'entrega até', each kept in the URL by the page: a row on the desktop, behind
 * 'Filtros (n)' on the phone.
 */
export function BoardFilters({
  values,
  onChange,
}: {
  values: BoardParams;
  onChange: (changes: Record<string, string | null>) => void;
}) {
  const desktop = useDesktop();
  const { data: options } = useBoardOptions();
  const products = (options?.products ?? []).map((p) => ({
    value: p.id,
    label: `${p.reference} · ${p.name}`,
  }));
  const outworkers = (options?.outworkers ?? []).map((o) => ({ value: o.id, label: o.name }));
  const active = activeFilterCount([values.productId, values.outworkerId, values.dueUntil]);

  const row = (
    <FilterRow>
      <FilterSelect
        label="Produto"
        value={values.productId}
        allLabel="Todos os produtos"
        options={products}
        onChange={(value) => onChange({ produto: value ?? null })}
        className="sm:w-64"
      />
      <FilterSelect
        label="Facção"
        value={values.outworkerId}
        allLabel="Todas as facções"
        options={outworkers}
        onChange={(value) => onChange({ faccao: value ?? null })}
        className="sm:w-56"
      />
      <DateFilterInput
        prefix="Entrega até"
        label="Entrega até"
        value={values.dueUntil}
        onChange={(iso) => onChange({ entregaAte: iso })}
        className="col-span-2 sm:w-52"
      />
      <ClearFiltersButton
        shown={active > 0}
        className="col-span-2 sm:col-span-1"
        onClick={() => onChange(CLEAR)}
      />
    </FilterRow>
  );
  if (desktop) return row;
  return (
    <FilterSheetButton active={active} onClear={() => onChange(CLEAR)}>
      {row}
    </FilterSheetButton>
  );
}
