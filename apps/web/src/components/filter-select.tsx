import type { ReactNode } from 'react';
import { useFilterLayout } from '@/components/filter-layout';
import { OptionSelect, type SelectOption } from '@/components/option-select';
import { cn } from '@/lib/cn';

/** The choices of a 'Situação' filter over records that are 'ativo' or 'inativo'. */
export const STATUS_FILTER_OPTIONS: readonly SelectOption<'ativo' | 'inativo'>[] = [
  { value: 'ativo', label: 'Ativos' },
  { value: 'inativo', label: 'Inativos' },
];

/** The 'all' choice; it never reaches the URL (choosing it clears the filter). */
const ALL = '__all';

/**
 * A list filter: a select whose first option ('Todas as categorias'…) means no filter. In the phone's filter sheet
 * its name shows above it.
 */
export function FilterSelect<V extends string>({
  label,
  value,
  allLabel,
  options,
  onChange,
  className,
}: {
  /** The accessible name, e.g. 'Categoria'. */
  label: string;
  /** The chosen value; undefined shows the 'all' option. */
  value: V | undefined;
  allLabel: string;
  options: readonly SelectOption<V>[];
  onChange: (value: V | undefined) => void;
  className?: string;
}) {
  const layout = useFilterLayout();
  const select = (
    <OptionSelect<V | typeof ALL>
      aria-label={label}
      value={value ?? ALL}
      onChange={(next) => onChange(next === ALL ? undefined : (next as V))}
      options={[{ value: ALL, label: allLabel }, ...options]}
      className={cn('text-sm', className)}
    />
  );
  if (layout !== 'sheet') return select;
  return <FilterField label={label}>{select}</FilterField>;
}

/** A filter control with its name above it, as the phone's filter sheet shows them. */
export function FilterField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <span aria-hidden="true" className="font-medium text-sm">
        {label}
      </span>
      {children}
    </div>
  );
}

/** The 'Situação' filter of a list of records that are 'ativo' or 'inativo'. */
export function StatusFilter({
  value,
  onChange,
  allLabel = 'Todas as situações',
}: {
  value: 'ativo' | 'inativo' | undefined;
  onChange: (value: 'ativo' | 'inativo' | undefined) => void;
  allLabel?: string;
}) {
  return (
    <FilterSelect
      label="Situação"
      value={value}
      allLabel={allLabel}
      options={STATUS_FILTER_OPTIONS}
      onChange={onChange}
      className="sm:w-48"
    />
  );
}
