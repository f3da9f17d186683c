import { LIST_TOTAL_CAP, type Page } from '@alinhavo/domain';
import { type AnyColumn, and, asc, desc, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Tx } from './client.ts';
import { type SearchPageQuery, searchPage } from './search.ts';

export type PageWindow = { limit: number; offset: number };

/**
 * The rows `items` reads: a window of the list; or, after a search, the rows whose keys `ranked` gave (`keys`,
 * with `limit` their number and `offset` 0), to be read by key alone, without the search's condition.
 */
export type PageRows = PageWindow & { keys?: string[] };

/** One row of `ranked`: the key of a row of the page and `total`, how many rows the search and filters match. */
export type RankedKey = { key: string; total: number | string };

/**
 * In the select of `ranked`: how many rows the search and filters match, all of them, counted before the window.
 * `{ key: table.id, total: matchTotal }`.
 */
export const matchTotal = sql<number>`count(*) over ()`.mapWith(Number);

export type ListPageParts<T> = {
  /** The rows of one page, in the list's order (see PageRows). */
  items: (rows: PageRows) => Promise<T[]>;
  /**
   * Every row the search and filters match, for the count: a select without order or paging, as lean as it can
   * be (e.g. only the id), since it is read up to LIST_TOTAL_CAP + 1 rows.
   */
  matching: SQLWrapper;
  /**
   * Only when the list searches: the keys of the window's rows in the list's order, each with `total` (matchTotal):
   * the select of `matching` with `{ key, total: matchTotal }`, the list's ORDER BY, LIMIT and OFFSET.
   */
  ranked?: (window: PageWindow) => Promise<RankedKey[]>;
  /**
   * Only when the list's one condition besides the company is its search, and its order is columns of its own
   * table (orderWithTiebreak of the same keys and options): the search, its table's columns and the order. The
   * search function then gives the keys of the page and the count itself (searchPage), and `ranked` is not used.
   */
  searchOnly?: SearchPageQuery | undefined;
};

/**
 * One page of a list, in as few statements as it takes.
 *
 * Without a search: the page query, read in the order of an index and stopped at the window, then a count that
 * stops at LIST_TOTAL_CAP + 1 rows, so a list of a million rows costs no more than one of ten thousand. When the
 * page is not full (and not past the end) its rows are the rest of the list, so the total is known without a
 * count: small lists send one statement.
 *
 * With a search the matches are not in the order of any index: the search finds them all (platform/db/search.ts)
 * and the database reads and sorts every one of them whatever the window. So the search runs once, in `ranked`,
 * which counts the matches as it sorts them and keeps only the keys of the window's rows (a narrow row per match,
 * where the page query would carry whole rows and its joins); `items` then reads those rows by key. Only a page
 * past the end of the matches needs the count (ADR 016).
 *
 * A list that only searches (`searchOnly`) skips even that second read of every match: the search function keeps
 * the sort keys of the rows its recheck reads, and answers with the window's keys in order and the count.
 */
export async function listPage<T>(
  tx: Tx,
  paging: { page: number; pageSize: number },
  parts: ListPageParts<T>,
): Promise<Page<T>> {
  const window = { limit: paging.pageSize, offset: (paging.page - 1) * paging.pageSize };
  const page = (items: T[], counted: number, countedAll: boolean): Page<T> => {
    const totalCapped = countedAll && counted > LIST_TOTAL_CAP;
    return {
      items,
      total: totalCapped ? LIST_TOTAL_CAP : counted,
      totalCapped,
      page: paging.page,
      pageSize: paging.pageSize,
    };
  };
  // Sequential on purpose: one transaction is one connection.
  if (parts.searchOnly) {
    const found = await searchPage(tx, parts.searchOnly, window);
    const items =
      found.ids.length > 0 ? await parts.items({ limit: found.ids.length, offset: 0, keys: found.ids }) : [];
    return page(items, found.total, true);
  }
  if (parts.ranked) {
    const ranked = await parts.ranked(window);
    if (ranked.length > 0) {
      const keys = ranked.map((row) => row.key);
      return page(await parts.items({ limit: keys.length, offset: 0, keys }), Number(ranked[0]!.total), true);
    }
    // No match at all, or a page past the last match (the count says how many there are).
    if (window.offset === 0) return page([], 0, false);
    return page([], await cappedCount(tx, parts.matching), true);
  }
  const items = await parts.items(window);
  const known = items.length < window.limit && (items.length > 0 || window.offset === 0);
  // On the last page the total is exact whatever its size; otherwise the count says at most 'more than the cap'.
  const counted = known ? window.offset + items.length : await cappedCount(tx, parts.matching);
  return page(items, counted, !known);
}

/**
 * The WHERE of `items` for the rows asked: the list's `where`; or, for the rows a search ranked, their keys within
 * `scope` (the company): the keys already passed the search and the filters, so neither runs again.
 */
export function pageWhere(
  rows: PageRows,
  where: SQL | undefined,
  key: AnyColumn,
  scope?: SQL,
): SQL | undefined {
  return rows.keys ? and(scope, inArray(key, rows.keys)) : where;
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
