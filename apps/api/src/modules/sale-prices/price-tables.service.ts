import {
  DEFAULT_PRICE_TABLE_NAME,
  DEFAULT_TABLE_STAYS_ACTIVE,
  isUuid,
  PRICE_TABLE_NAME_TAKEN,
  PRICE_TABLE_NOT_FOUND,
  type PriceTable,
  type PriceTableList,
  type priceTableInputSchema,
  type priceTableUpdateSchema,
} from '@alinhavo/domain';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/pg-errors.ts';
import { conflict, invalid, notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { priceTables } from './schema.ts';

type TableRow = typeof priceTables.$inferSelect;

/** The request's company in SQL: a caller without a tenant context (a sales order's service) still writes its own. */
const currentCompany = sql`app_current_company()`;

/**
 * Gives a new company its 'Varejo' table, the default; runs in the sign-up transaction with the default grids,
 * colours and processes (issue 13), so a company never sells without one.
 */
export async function seedDefaultPriceTable(tx: Tx, companyId: string): Promise<void> {
  await tx.insert(priceTables).values({ companyId, name: DEFAULT_PRICE_TABLE_NAME, isDefault: true });
}

/**
 * The id of the company's default table ('Varejo'). Companies made before sign-up seeded it (or by tests that write
 * the company row directly) get it here, once: the unique index on the default lets a racing request lose quietly.
 * Without `companyId` the request's company (row-level security) is the company.
 */
export async function defaultPriceTableId(tx: Tx, companyId?: string): Promise<string> {
  const company: SQL = companyId ? sql`${companyId}::uuid` : currentCompany;
  const find = () =>
    tx
      .select({ id: priceTables.id })
      .from(priceTables)
      .where(and(sql`${priceTables.companyId} = ${company}`, eq(priceTables.isDefault, true)))
      .limit(1);
  const [found] = await find();
  if (found) return found.id;
  await tx.execute(sql`
    insert into price_tables (company_id, name, is_default)
    values (${company}, ${DEFAULT_PRICE_TABLE_NAME}, true)
    on conflict do nothing`);
  const [made] = await find();
  if (!made) throw conflict(PRICE_TABLE_NAME_TAKEN);
  return made.id;
}

/**
 * Products with a price of their own in the table. The outer table is named in full: drizzle writes a column of the
 * query's own table unqualified, which inside this subquery would mean the prices' own id.
 */
const pricedProducts = sql<number>`(
  select count(*)::int from price_table_prices p
  where p.price_table_id = price_tables.id and p.company_id = price_tables.company_id and p.variant_id is null
)`.mapWith(Number);

function toPriceTable(row: TableRow & { pricedProducts: number }): PriceTable {
  return {
    id: row.id,
    name: row.name,
    minQuantity: row.minQuantity,
    isDefault: row.isDefault,
    active: row.active,
    pricedProducts: row.pricedProducts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every table of the company: the default first, then active ones by name, then inactive ones. */
export async function listPriceTables(tx: Tx, tenant: TenantContext): Promise<PriceTableList> {
  await defaultPriceTableId(tx, tenant.companyId);
  const rows = await tx
    .select({ table: priceTables, pricedProducts })
    .from(priceTables)
    .where(eq(priceTables.companyId, tenant.companyId))
    .orderBy(
      desc(priceTables.isDefault),
      desc(priceTables.active),
      asc(priceTables.name),
      asc(priceTables.id),
    );
  return { items: rows.map((row) => toPriceTable({ ...row.table, pricedProducts: row.pricedProducts })) };
}

/** A table of this company (optionally locked while its prices change); another company's answers 404. */
export async function findPriceTable(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  options: { lock?: boolean } = {},
): Promise<TableRow> {
  if (!isUuid(id)) throw notFound(PRICE_TABLE_NOT_FOUND);
  const select = tx
    .select()
    .from(priceTables)
    .where(and(eq(priceTables.id, id), eq(priceTables.companyId, tenant.companyId)))
    .limit(1);
  const [row] = options.lock ? await select.for('update') : await select;
  if (!row) throw notFound(PRICE_TABLE_NOT_FOUND);
  return row;
}

export async function getPriceTable(tx: Tx, tenant: TenantContext, id: string): Promise<PriceTable> {
  if (!isUuid(id)) throw notFound(PRICE_TABLE_NOT_FOUND);
  const [row] = await tx
    .select({ table: priceTables, pricedProducts })
    .from(priceTables)
    .where(and(eq(priceTables.id, id), eq(priceTables.companyId, tenant.companyId)));
  if (!row) throw notFound(PRICE_TABLE_NOT_FOUND);
  return toPriceTable({ ...row.table, pricedProducts: row.pricedProducts });
}

async function nameTaken(tx: Tx, tenant: TenantContext, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: priceTables.id })
    .from(priceTables)
    .where(
      and(
        eq(priceTables.companyId, tenant.companyId),
        sql`lower(${priceTables.name}) = lower(${name})`,
        exceptId ? sql`${priceTables.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

const takenError = () => conflict(PRICE_TABLE_NAME_TAKEN, { name: PRICE_TABLE_NAME_TAKEN });

async function saveTable<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // Two requests naming two tables alike at once: the unique index decides.
    if (isUniqueViolation(error)) throw takenError();
    throw error;
  }
}

export async function createPriceTable(
  tx: Tx,
  tenant: TenantContext,
  input: z.output<typeof priceTableInputSchema>,
): Promise<PriceTable> {
  await defaultPriceTableId(tx, tenant.companyId);
  if (await nameTaken(tx, tenant, input.name)) throw takenError();
  const [row] = await saveTable(() =>
    tx
      .insert(priceTables)
      .values({
        companyId: tenant.companyId,
        name: input.name,
        minQuantity: input.minQuantity ?? null,
        createdBy: tenant.userId,
      })
      .returning(),
  );
  return toPriceTable({ ...row!, pricedProducts: 0 });
}

/** Renames a table, sets its minimum quantity, or deactivates or reactivates it ('Varejo' always sells). */
export async function updatePriceTable(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  input: z.output<typeof priceTableUpdateSchema>,
): Promise<PriceTable> {
  const table = await findPriceTable(tx, tenant, id, { lock: true });
  if (input.active === false && table.isDefault) {
    throw invalid({ active: DEFAULT_TABLE_STAYS_ACTIVE }, DEFAULT_TABLE_STAYS_ACTIVE);
  }
  if (input.name !== undefined && (await nameTaken(tx, tenant, input.name, table.id))) throw takenError();
  await saveTable(() =>
    tx
      .update(priceTables)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.minQuantity !== undefined ? { minQuantity: input.minQuantity } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(priceTables.id, table.id), eq(priceTables.companyId, tenant.companyId))),
  );
  return getPriceTable(tx, tenant, table.id);
}
