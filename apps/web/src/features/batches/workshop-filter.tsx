import { useEffect } from 'react';
import { FilterSelect } from '@/components/filter-select';
import { useOutworkerName } from './api';

/**
 * The 'Facção' filter of the batch list. Its options are the workshops that have batches; a workshop asked for by
 * the URL that has none yet is shown by its name, fetched; one that cannot be found falls back to 'Todas'.
 */
export function WorkshopFilter({
  value,
  options,
  loaded,
  onChange,
}: {
  value: string | undefined;
  options: { id: string; name: string }[];
  /** The options have arrived (until then an unknown value is not yet a stray one). */
  loaded: boolean;
  onChange: (value: string | undefined) => void;
}) {
  const stray = loaded && value !== undefined && !options.some((o) => o.id === value);
  const extra = useOutworkerName(value, stray);
  useEffect(() => {
    if (stray && extra.isError) onChange(undefined);
  }, [stray, extra.isError, onChange]);

  const list = options.map((o) => ({ value: o.id, label: o.name }));
  if (stray && extra.data) list.push({ value: extra.data.id, label: extra.data.name });
  return (
    <FilterSelect
      label="Facção"
      allLabel="Todas as facções"
      value={stray && !extra.data ? undefined : value}
      options={list}
      onChange={onChange}
      className="sm:w-56"
    />
  );
}
