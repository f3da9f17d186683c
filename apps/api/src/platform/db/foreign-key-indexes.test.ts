import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { DatabaseHandle } from './client.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

type Executor = Pick<DatabaseHandle['db'], 'execute'>;

async function rows<T>(query: ReturnType<typeof sql>, on: Executor = database.db): Promise<T[]> {
  const result = await on.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/**
 * Foreign keys of the public schema with no complete (non-partial) index whose leading columns are the key's
 * columns: deleting or re-keying a referenced row would read the whole referencing table.
 */
function unindexedForeignKeys(on?: Executor) {
  return rows<{ key: string }>(
    sql`
    select c.conrelid::regclass::text || '(' || (
             select string_agg(a.attname, ', ' order by k.position)
             from unnest(c.conkey) with ordinality as k(attnum, position)
             join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
           ) || ') -> ' || c.confrelid::regclass::text as key
    from pg_constraint c
    where c.contype = 'f' and c.connamespace = 'public'::regnamespace
      and not exists (
        select 1 from pg_index i
        where i.indrelid = c.conrelid and i.indpred is null
          and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
          and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey
      )
    order by 1`,
    on,
  );
}

describe('the database catalogue', () => {
  it('has an index led by the columns of every foreign key', async () => {
    const keys = await rows<{ count: number }>(
      sql`select count(*)::int as count from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
    );
    expect(keys[0]!.count).toBeGreaterThan(50);
    expect((await unindexedForeignKeys()).map((row) => row.key)).toEqual([]);
  });

  it('names a foreign key that has lost its index', async () => {
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`drop index stock_movements_supplier_id_fk_idx`);
        const missing = (await unindexedForeignKeys(tx)).map((row) => row.key);
        expect(missing).toEqual(['stock_movements(supplier_id) -> suppliers']);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
      });
  });

  it('has a trigram index on the search text of each list, led by the company on tenant tables', async () => {
    const indexes = await rows<{ definition: string }>(sql`
      select pg_get_indexdef(indexrelid) as definition from pg_index
      where pg_get_indexdef(indexrelid) like '%gin_trgm_ops%'`);
    const text = indexes.map((row) => row.definition).join('\n');
    const stored = await rows<{ table: string; expression: string }>(sql`
      select c.relname as table, pg_get_expr(d.adbin, d.adrelid) as expression
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid and c.relnamespace = 'public'::regnamespace
      join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attname = 'search_text' and a.attgenerated = 's'`);
    const expressionOf = new Map(stored.map((row) => [row.table, row.expression]));
    // search_text holds the columns app_search_ids (migration 0014) says it holds, in that order.
    for (const [table, columns, company] of [
      ['batches', ['code'], true],
      ['colors', ['name', 'code'], true],
      ['employees', ['name', 'job_title'], true],
      ['material_variations', ['name'], true],
      ['materials', ['name'], true],
      ['outworkers', ['name', 'contact_name', 'email'], true],
      ['product_variants', ['sku'], true],
      ['production_orders', ['code'], true],
      ['products', ['name', 'reference'], true],
      ['sales_orders', ['code', 'customer_name', 'customer_document'], true],
      ['size_grids', ['name'], true],
      ['suppliers', ['name', 'email'], true],
      ['companies', ['name', 'email'], false],
      ['email_outbox', ['to_address'], false],
      ['profiles', ['full_name', 'email'], false],
    ] as const) {
      const expression = expressionOf.get(table) ?? '';
      expect(expression).toMatch(/immutable_unaccent\(lower\(/);
      const named = /COALESCE/.test(expression)
        ? [...expression.matchAll(/COALESCE\((\w+),/g)].map((match) => match[1])
        : [/lower\((\w+)\)/.exec(expression)?.[1]];
      expect(named, table).toEqual(columns);
      expect(text).toMatch(
        new RegExp(
          `ON public\\.${table} USING gin \\(${company ? 'company_id, ' : ''}search_text gin_trgm_ops\\)`,
        ),
      );
    }
    // Columns searched on their own (digits, barcodes): their own index, led by the company.
    for (const [table, column] of [
      ['suppliers', 'document_number'],
      ['suppliers', 'phone'],
      ['employees', 'cpf'],
      ['employees', 'phone'],
      ['outworkers', 'document_number'],
      ['outworkers', 'phone'],
      ['product_variants', 'barcode'],
    ])
      expect(text).toMatch(
        new RegExp(
          `ON public\\.${table} USING gin \\(company_id, (public\\.)?immutable_unaccent\\(lower\\(${column}\\)\\) gin_trgm_ops\\)`,
        ),
      );
  });
});
