import { LIST_TOTAL_CAP, type Page } from '@alinhavo/domain';
import { type AnyColumn, asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Tx } from './client.ts';

export type PageWindow = { limit: number; offset: number };

export type ListPageParts<T> = {
  /** The rows of one page, in the list's order, for the window given. */
  items: (window: PageWindow) => Promise<T[]>;
  /**
   * Every row the search and filters match, for the count: a select without order or paging, as lean as it can
   * be (e.g. only the id), since it is read up to LIST_TOTAL_CAP + 1 rows.
   */
  matching: SQLWrapper;
};

/**
 * One page of a list: the page query, then a count that stops at LIST_TOTAL_CAP + 1 rows, so a list of a million
 * rows costs no more than one of ten thousand. When the page is not full (and not past the end) its rows are the
 * rest of the list, so the total is known without a count: small lists send one statement.
 */
export async function listPage<T>(
  tx: Tx,
  paging: { page: number; pageSize: number },
  parts: ListPageParts<T>,
): Promise<Page<T>> {
  const window = { limit: paging.pageSize, offset: (paging.page - 1) * paging.pageSize };
  // Sequential on purpose: one transaction is one connection.
  const items = await parts.items(window);
  const known = items.length < window.limit && (items.length > 0 || window.offset === 0);
  // On the last page the total is exact whatever its size; otherwise the count says at most 'more than the cap'.
  const counted = known ? window.offset + items.length : await cappedCount(tx, parts.matching);
  const totalCapped = !known && counted > LIST_TOTAL_CAP;
  return {
    items,
    total: totalCapped ? LIST_TOTAL_CAP : counted,
    totalCapped,
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

/** How many rows the select gives, counting no further than LIST_TOTAL_CAP + 1. */
export async function cappedCount(tx: Tx, matching: SQLWrapper): Promise<number> {
  const result = await tx.execute(
    sql`select count(*)::int as total from (${matching} limit ${LIST_TOTAL_CAP + 1}) as matching`,
  );
  const [row] = (result as unknown as { rows: { total: number | string }[] }).rows;
  return Number(row?.total ?? 0);
}

/**
 * ORDER BY of a list: the sort key(s) in the direction asked, then the id as a tiebreak in the same direction,
 * so one index `(company_id, key..., id)` serves both directions (read backwards for 'desc'). With `nullsLast`
 * the first key puts its empty values last in both directions (the 'desc' order then needs its own index,
 * `key DESC NULLS LAST, ... DESC`).
 */
export function orderWithTiebreak(
  dir: 'asc' | 'desc',
  keys: (AnyColumn | SQL)[],
  id: AnyColumn,
  options: { nullsLast?: boolean } = {},
): SQL[] {
  const by = dir === 'desc' ? desc : asc;
  const [first, ...rest] = keys;
  const head =
    options.nullsLast && first !== undefined
      ? [dir === 'desc' ? sql`${first} desc nulls last` : sql`${first} asc nulls last`]
      : first === undefined
        ? []
        : [by(first)];
  return [...head, ...[...rest, id].map((key) => by(key))];
}
