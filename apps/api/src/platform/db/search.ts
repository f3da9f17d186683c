import { type AnyColumn, getTableName, or, type SQL, sql, type Table } from 'drizzle-orm';
import type { Tx } from './client.ts';

/** A LIKE pattern that matches the text anywhere, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * Tables the search functions may read (see migrations 0012, 0014, 0015, 0019, 0031 and 0037): tenant tables, scoped to the
 * request's company, and the staff tables of /app/admin, read only by platform staff.
 */
export type SearchTable =
  | 'batches'
  | 'colors'
  | 'companies'
  | 'customers'
  | 'email_outbox'
  | 'employees'
  | 'material_variations'
  | 'materials'
  | 'outworkers'
  | 'product_variants'
  | 'production_orders'
  | 'products'
  | 'profiles'
  | 'sales_orders'
  | 'size_grids'
  | 'suppliers';

/**
 * `key IN (ids of the rows of `table` where one of `columns` contains `text`)`, ignoring case and accents.
 *
 * The match runs in `app_search_id_array` (migrations 0014 and 0015). Each searched table keeps its searched columns
 * lowered and unaccented in a stored column, `search_text`, with a trigram GIN index led by company_id: asked for
 * those columns (or some of them) the function compares `search_text` with the pattern and the index itself keeps
 * only the request's company; other columns (digits, barcodes) are compared as `immutable_unaccent(lower(column))`,
 * also indexed per company. It is a function, not a plain WHERE, because under row-level security PostgreSQL never
 * uses an index for a condition whose operator is not LEAKPROOF (LIKE is not): the function (owned by the
 * migrations' owner) reads the table with its own explicit company condition where the indexes can serve it.
 * `key` is the id (or a foreign key to `table`) of the list's rows.
 */
export function containsText(
  key: AnyColumn | SQL,
  table: SearchTable,
  columns: readonly string[],
  text: string,
): SQL {
  const names = sql.join(
    columns.map((column) => sql`${column}`),
    sql`, `,
  );
  // `= any((select ...))`: the array of ids is made once per statement (a scalar subquery; the cast keeps it one
  // value rather than a set to compare with), then read through the key's index (uuid equality is leakproof, so
  // row-level security allows it), instead of a filter checked on every row of the company.
  return sql`${key} = any((select public.app_search_id_array(${containsPattern(text)}, ${table}, ${names}))::uuid[])`;
}

/**
 * `table` rows where one of `columns` contains `text`, as containsText for the list's own table (`table` as the
 * query names it; `name` the table searched): the rows are matched by their physical address (`ctid`), which the
 * list reads back with a TID scan instead of one primary-key lookup per match (`app_search_tid_array`, migration 0015).
 * Several of them may be OR-ed (still a TID scan); OR-ed with a condition on another column, use containsText:
 * the planner cannot combine a TID scan with an index.
 */
export function rowsContainingText(
  table: Table | SQL,
  name: SearchTable,
  columns: readonly string[],
  text: string,
): SQL {
  const names = sql.join(
    columns.map((column) => sql`${column}`),
    sql`, `,
  );
  return sql`${table}.ctid = any((select public.app_search_tid_array(${containsPattern(text)}, ${name}, ${names}))::tid[])`;
}

/** One part of a list's search: `text` contained in any of `columns`, ignoring case and accents. */
export type SearchTerm = { columns: readonly string[]; text: string };

/** The rows of `table` matching any of `terms` (rowsContainingText of each, OR-ed); undefined without terms. */
export function rowsMatchingAny(
  table: Table | SQL,
  name: SearchTable,
  terms: readonly SearchTerm[],
): SQL | undefined {
  return or(...terms.map((term) => rowsContainingText(table, name, term.columns, term.text)));
}

/** The tables app_search_page answers for (migrations 0019 and 0031), each with its own search and sort columns. */
export type SearchPageTable = Extract<SearchTable, 'customers' | 'employees' | 'outworkers' | 'suppliers'>;

/**
 * One page of a search over one table, from the search itself: a list whose only condition (besides the company)
 * is `terms` and whose order is `keys`, columns of `table`, each in `dir` (the first with its empty values last
 * when `nullsLast`), then the id — the ORDER BY of orderWithTiebreak.
 */
export type SearchPageQuery = {
  table: SearchPageTable;
  terms: readonly SearchTerm[];
  keys: readonly AnyColumn[];
  dir: 'asc' | 'desc';
  nullsLast?: boolean | undefined;
};

/**
 * The ids of the window's rows of a search in the list's order, and how many rows match (all of them, uncapped),
 * from `app_search_page` (migration 0019): it reads each match once, as its search finds it, keeping the sort keys,
 * then sorts them for the window and counts them. Like the other search functions it states the company of the
 * request itself and answers only for the tables, search columns and sort columns on its list (it refuses others).
 */
export async function searchPage(
  tx: Tx,
  query: SearchPageQuery,
  window: { limit: number; offset: number },
): Promise<{ ids: string[]; total: number }> {
  const sortColumns = query.keys.map((key) => {
    if (getTableName(key.table) !== query.table)
      throw new Error(`searchPage: ${key.name} is not a column of ${query.table}`);
    return key.name;
  });
  const patterns = query.terms.flatMap((term) => term.columns.map(() => containsPattern(term.text)));
  const columns = query.terms.flatMap((term) => term.columns);
  const result = await tx.execute(
    sql`select ids::text[] as ids, total from public.app_search_page(${query.table}::text, ${textArray(patterns)},
        ${textArray(columns)}, ${textArray(sortColumns)}, ${query.dir}::text, ${query.nullsLast ?? false}::boolean,
        ${window.limit}::integer, ${window.offset}::integer)`,
  );
  const [row] = (result as unknown as { rows: { ids: string[] | null; total: number | string | null }[] })
    .rows;
  return { ids: row?.ids ?? [], total: Number(row?.total ?? 0) };
}

/** A text[] of parameters. */
function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * The digits of a search, for CPF/CNPJ and phone columns (stored as digits), or '' when it has fewer than three:
 * 'Malhas 2' is a name, not the phones with a 2 in them.
 */
export function searchDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.length >= 3 ? digits : '';
}
