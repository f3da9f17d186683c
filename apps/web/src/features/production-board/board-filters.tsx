import { X } from 'lucide-react';
import { DateFilterInput } from '@/components/date-filter-input';
import { FilterSelect } from '@/components/filter-select';
import { FilterRow } from '@/components/list-toolbar';
import { Button } from '@/components/ui/button';
import { type BoardParams, useBoardOptions } from './api';

/** Product, workshop and 'entrega até', each kept in the URL by the page. */
export function BoardFilters({
  values,
  onChange,
}: {
  values: BoardParams;
  onChange: (changes: Record<string, string | null>) => void;
}) {
  const { data: options } = useBoardOptions();
  const products = (options?.products ?? []).map((p) => ({
    value: p.id,
    label: `${p.reference} · ${p.name}`,
  }));
  const outworkers = (options?.outworkers ?? []).map((o) => ({ value: o.id, label: o.name }));
  const filtered = Boolean(values.productId || values.outworkerId || values.dueUntil);

  return (
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
      {filtered && (
        <Button
          type="button"
          variant="ghost"
          className="col-span-2 sm:col-span-1"
          onClick={() => onChange({ produto: null, faccao: null, entregaAte: null })}
        >
          <X aria-hidden="true" />
          Limpar filtros
        </Button>
      )}
    </FilterRow>
  );
}
