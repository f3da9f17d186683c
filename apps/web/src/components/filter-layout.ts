import { createContext, useContext } from 'react';

/**
 * Where a list's filters are drawn: in a row beside or under the search box ('row'), or one under the other in the
 * phone's filter sheet ('sheet'), where each select shows its name above it and the sheet has its own
 * 'Limpar filtros'.
 */
export type FilterLayout = 'row' | 'sheet';

export const FilterLayoutContext = createContext<FilterLayout>('row');

export function useFilterLayout(): FilterLayout {
  return useContext(FilterLayoutContext);
}

/** How many of a list's filters are on: the phone's button reads 'Filtros (n)'. */
export function activeFilterCount(values: readonly unknown[]): number {
  return values.filter(Boolean).length;
}
