import {
  ADMIN_COMPANY_SORT_KEYS,
  BATCH_SORT_KEYS,
  BATCH_STATUSES,
  CUSTOMER_SORT_KEYS,
  EMPLOYEE_SORT_KEYS,
  MATERIAL_SORT_KEYS,
  OUTWORKER_SORT_KEYS,
  PRICE_HISTORY_SORT_KEYS,
  PRICE_LIST_SORT_KEYS,
  PRODUCT_COST_SORT_KEYS,
  PRODUCT_SORT_KEYS,
  PRODUCTION_ORDER_SORT_KEYS,
  SUPPLIER_SORT_KEYS,
} from '@alinhavo/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { DatabaseHandle } from './client.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/**
 * What serves each sort a list screen offers (ADR 016, 021): the columns of a btree index of the list's table,
 * led by the company and ending with the id tiebreak (read backwards for 'desc'; a nullable key put last in both
 * directions also has its 'DESC NULLS LAST' twin), or why a sort has none.
 */
type SortIndex = string | { desc: string; asc: string } | { none: string };

const stage = `array_position('{${BATCH_STATUSES.join(',')}}'::text[], status)`;
const priority =
  "(CASE priority WHEN 'urgente'::text THEN 3 WHEN 'alta'::text THEN 2 WHEN 'normal'::text THEN 1 ELSE 0 END)";

const LISTS: { table: string; keys: readonly string[]; sorts: Record<string, SortIndex> }[] = [
  {
    table: 'suppliers',
    keys: SUPPLIER_SORT_KEYS,
    sorts: { name: 'company_id, name, id', createdAt: 'company_id, created_at, id' },
  },
  {
    table: 'customers',
    keys: CUSTOMER_SORT_KEYS,
    sorts: {
      name: 'company_id, name, id',
      city: {
        asc: 'company_id, city, name, id',
        desc: 'company_id, city DESC NULLS LAST, name DESC, id DESC',
      },
      createdAt: 'company_id, created_at, id',
    },
  },
  {
    table: 'employees',
    keys: EMPLOYEE_SORT_KEYS,
    sorts: {
      name: 'company_id, name, id',
      sector: 'company_id, sector, name, id',
      admissionDate: {
        asc: 'company_id, admission_date, name, id',
        desc: 'company_id, admission_date DESC NULLS LAST, name DESC, id DESC',
      },
      createdAt: 'company_id, created_at, name, id',
    },
  },
  {
    table: 'outworkers',
    keys: OUTWORKER_SORT_KEYS,
    sorts: {
      name: 'company_id, name, id',
      capacityPerDay: {
        asc: 'company_id, capacity_per_day, name, id',
        desc: 'company_id, capacity_per_day DESC NULLS LAST, name DESC, id DESC',
      },
      createdAt: 'company_id, created_at, name, id',
    },
  },
  {
    table: 'materials',
    keys: MATERIAL_SORT_KEYS,
    sorts: {
      name: 'company_id, name, id',
      category: 'company_id, category, name, id',
      stockTotal: 'company_id, stock_total, name, id',
      minimumStock: 'company_id, minimum_stock, name, id',
      lastCost: {
        asc: 'company_id, last_cost_cents, name, id',
        desc: 'company_id, last_cost_cents DESC NULLS LAST, name DESC, id DESC',
      },
      createdAt: 'company_id, created_at, name, id',
    },
  },
  {
    table: 'products',
    keys: PRODUCT_SORT_KEYS,
    sorts: {
      name: 'company_id, lower(name), id',
      reference: 'company_id, lower(reference), id',
      createdAt: 'company_id, created_at, id',
      totalStock: 'company_id, total_stock, lower(name), id',
      salePrice: {
        asc: 'company_id, sale_price_cents, lower(name), id',
        desc: 'company_id, sale_price_cents DESC NULLS LAST, lower(name) DESC, id DESC',
      },
    },
  },
  {
    table: 'batches',
    keys: BATCH_SORT_KEYS,
    sorts: {
      code: 'company_id, code, id',
      createdAt: 'company_id, created_at, code, id',
      dueDate: {
        asc: 'company_id, due_date, code, id',
        desc: 'company_id, due_date DESC NULLS LAST, code DESC, id DESC',
      },
      status: `company_id, ${stage}, code, id`,
      quantity: 'company_id, total_quantity, code, id',
    },
  },
  {
    table: 'production_orders',
    keys: PRODUCTION_ORDER_SORT_KEYS,
    sorts: {
      code: 'company_id, code',
      dueDate: { asc: 'company_id, due_date, code', desc: 'company_id, due_date DESC NULLS LAST, code DESC' },
      createdAt: 'company_id, created_at, code',
      priority: `company_id, ${priority}, code`,
    },
  },
  {
    table: 'products',
    keys: PRODUCT_COST_SORT_KEYS,
    sorts: {
      name: 'company_id, name, id',
      reference: 'company_id, lower(reference), id',
      unitCost: {
        none: 'the unit cost of the sheet in force, another table: computed per product (ADR 021)',
      },
      margin: { none: 'computed from the price and the sheet in force (ADR 021)' },
      updatedAt: { none: 'the date of the sheet in force, another table: computed per product (ADR 021)' },
    },
  },
  {
    table: 'products',
    keys: PRICE_LIST_SORT_KEYS,
    sorts: {
      name: 'company_id, name, id',
      reference: 'company_id, lower(reference), id',
      price: {
        none: "the product's price in the chosen table, another table: computed per product (ADR 021)",
      },
      margin: { none: 'computed from the price in the table and the sheet in force (ADR 021)' },
    },
  },
  {
    table: 'price_history',
    keys: PRICE_HISTORY_SORT_KEYS,
    // Always within one table: the company and the table lead.
    sorts: { changedAt: 'company_id, price_table_id, changed_at, id' },
  },
  {
    table: 'companies',
    keys: ADMIN_COMPANY_SORT_KEYS,
    sorts: { name: 'name, id', createdAt: 'created_at, id' },
  },
];

/** The column lists of the btree indexes of a table as pg_get_indexdef writes them, on one line ('company_id, name, id'). */
async function indexColumns(table: string): Promise<string[]> {
  const result = await database.db.execute(sql`
    select pg_get_indexdef(indexrelid) as definition from pg_index
    where indrelid = ${`public.${table}`}::regclass and indpred is null`);
  return (result as unknown as { rows: { definition: string }[] }).rows.map((row) =>
    (/USING btree \((.*)\)$/.exec(row.definition.replace(/\s+/g, ' '))?.[1] ?? '')
      .replace(/public\./g, '')
      .replace(/\( /g, '(')
      .replace(/ \)/g, ')'),
  );
}

describe('the indexes behind the list sorts', () => {
  for (const list of LISTS) {
    it(`${list.table}: every sort the list offers has its index, or says why not`, async () => {
      expect(Object.keys(list.sorts).sort()).toEqual([...list.keys].sort());
      const indexes = await indexColumns(list.table);
      for (const [key, wanted] of Object.entries(list.sorts)) {
        if (typeof wanted === 'object' && 'none' in wanted) continue;
        const columns = typeof wanted === 'string' ? [wanted] : [wanted.asc, wanted.desc];
        for (const column of columns)
          expect(indexes, `${list.table} ${key}: ${indexes.join(' / ')}`).toContain(column);
      }
    });
  }
});
