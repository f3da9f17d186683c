import { type AnyColumn, type SQL, sql, type Table } from 'drizzle-orm';

/** A LIKE pattern that matches the text anywhere, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * Tables the search functions may read (see migrations 0012, 0014 and 0015): tenant tables, scoped to the request's company, and
 * the staff tables of /app/admin, read only by platform staff.
 */
export type SearchTable =
  | 'batches'
  | 'colors'
  | 'companies'
  | 'email_outbox'
  | 'employees'
  | 'material_variations'
  | 'materials'
  | 'outworkers'
  | 'product_variants'
  | 'production_orders'
  | 'products'
  | 'profiles'
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

/**
 * The digits of a search, for CPF/CNPJ and phone columns (stored as digits), or '' when it has fewer than three:
 * 'Malhas 2' is a name, not the phones with a 2 in them.
 */
export function searchDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.length >= 3 ? digits : '';
}
