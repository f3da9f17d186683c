import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

export type ListParams<K extends string> = { q: string; page: number; sort: K; dir: 'asc' | 'desc' };

/**
 * Search, page and sort of a list screen, kept in the URL so a reload or a shared link shows the same page.
 * The search box updates the URL after a short pause while typing.
 */
export function useListParams<K extends string>(defaultSort: K, sortKeys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sortParam = params.get('sort') as K | null;
  const sort = sortParam && sortKeys.includes(sortParam) ? sortParam : defaultSort;
  const dir: 'asc' | 'desc' = params.get('dir') === 'desc' ? 'desc' : 'asc';
  const [search, setSearch] = useState(q);

  const update = useCallback(
    (changes: Record<string, string | number | null>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  useEffect(() => {
    if (search === q) return;
    const timer = setTimeout(() => update({ q: search.trim() || null, page: 1 }), 300);
    return () => clearTimeout(timer);
  }, [search, q, update]);

  const setPage = (value: number) => update({ page: value });
  const setSort = (value: { key: string; direction: 'asc' | 'desc' }) =>
    update({ sort: value.key, dir: value.direction, page: 1 });

  return {
    params: { q, page, sort, dir } as ListParams<K>,
    search,
    setSearch,
    setPage,
    setSort,
    /** Sets (or, with no value, clears) one filter parameter and goes back to the first page. */
    setFilter: (key: string, value: string | null | undefined) => update({ [key]: value ?? null, page: 1 }),
    /** The DataTable props of one page of results: rows, total, page and sort, wired to the URL. */
    tableProps: <T>(
      data: { items: T[]; total: number; totalCapped?: boolean } | undefined,
      loading: boolean,
      pageSize: number,
    ) => ({
      rows: data?.items ?? [],
      loading,
      total: data?.total ?? 0,
      totalCapped: data?.totalCapped ?? false,
      page,
      pageSize,
      onPageChange: setPage,
      sort: { key: sort as string, direction: dir },
      onSortChange: setSort,
    }),
    searchParams: params,
    update,
  };
}

export function toQueryString(values: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
