import {
  isUuid,
  STOCK_MESSAGES,
  type StockMovement,
  type StockMovementPage,
  type StockMovementTotals,
  type StockMovementType,
  type stockMovementListQuerySchema,
} from '@alinhavo/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { queryRows } from './sql-rows.ts';

export type MovementListQuery = z.output<typeof stockMovementListQuerySchema>;
export type MovementFilters = Omit<MovementListQuery, 'cursor' | 'pageSize'>;

/** The keyset position of a line: its created_at to the microsecond (as PostgreSQL text) and its id. */
export type LedgerCursor = { createdAt: string; id: string };

export function encodeCursor(cursor: LedgerCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

/** Null for anything that is not a cursor this server made. */
export function decodeCursor(text: string): LedgerCursor | null {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [createdAt, id] = value as [unknown, unknown];
    if (typeof createdAt !== 'string' || typeof id !== 'string' || !isUuid(id)) return null;
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(createdAt)) return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}

/**
 * WHERE of the ledger over `sm`: the company, then each filter. The period is São Paulo calendar days, both
 * inclusive, turned into instants by PostgreSQL's time-zone rules so an index range on created_at serves it.
 */
export function ledgerWhere(tenant: TenantContext, filters: MovementFilters): SQL {
  if (filters.from && filters.to && filters.from > filters.to) {
    throw invalid({ to: STOCK_MESSAGES.periodOrder });
  }
  const parts: SQL[] = [sql`sm.company_id = ${tenant.companyId}`];
  if (filters.from) {
    parts.push(sql`sm.created_at >= (${filters.from}::date::timestamp at time zone 'America/Sao_Paulo')`);
  }
  if (filters.to) {
    parts.push(sql`sm.created_at < ((${filters.to}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`);
  }
  if (filters.type) parts.push(sql`sm.type = ${filters.type}`);
  if (filters.itemKind === 'material') parts.push(sql`sm.material_id is not null`);
  if (filters.itemKind === 'product') parts.push(sql`sm.product_id is not null`);
  if (filters.materialId) parts.push(sql`sm.material_id = ${filters.materialId}`);
  if (filters.materialVariationId) {
    parts.push(sql`sm.material_variation_id = ${filters.materialVariationId}`);
  }
  if (filters.productId) parts.push(sql`sm.product_id = ${filters.productId}`);
  if (filters.productVariantId) parts.push(sql`sm.product_variant_id = ${filters.productVariantId}`);
  if (filters.userId) parts.push(sql`sm.created_by = ${filters.userId}`);
  if (filters.referenceId) parts.push(sql`sm.reference_id = ${filters.referenceId}`);
  return sql.join(parts, sql` and `);
}

type MovementRow = {
  id: string;
  document_id: string;
  type: StockMovementType;
  material_id: string | null;
  material_variation_id: string | null;
  product_id: string | null;
  product_variant_id: string | null;
  item_name: string;
  variation_name: string | null;
  sku: string | null;
  color_name: string | null;
  size: string | null;
  unit: string;
  quantity: string;
  balance_after: string;
  unit_cost_cents: string | null;
  supplier_id: string | null;
  supplier_name: string | null;
  origin: string | null;
  destination: string | null;
  reference_type: string;
  reference_id: string | null;
  reverses_movement_id: string | null;
  reversed_by: string | null;
  notes: string | null;
  created_by: string | null;
  created_by_name: string | null;
  created_at: string;
};

/**
 * The lines of `source` (a subquery of stock_movements rows named sm, already limited) with everything the
 * screens show: item names, colour and size, supplier, user, and the line that reversed it.
 */
function describedMovements(source: SQL): SQL {
  return sql`
    select sm.id::text as id, sm.document_id::text as document_id, sm.type,
           sm.material_id::text as material_id, sm.material_variation_id::text as material_variation_id,
           sm.product_id::text as product_id, sm.product_variant_id::text as product_variant_id,
           coalesce(m.name, p.reference || ' ' || p.name) as item_name,
           mv.name as variation_name, pv.sku, coalesce(mc.name, pc.name) as color_name,
           coalesce(mv.size, pv.size) as size, coalesce(m.unit, p.unit) as unit,
           sm.quantity::text as quantity, sm.balance_after::text as balance_after,
           sm.unit_cost_cents::text as unit_cost_cents, sm.supplier_id::text as supplier_id,
           s.name as supplier_name, sm.origin, sm.destination, sm.reference_type,
           sm.reference_id::text as reference_id, sm.reverses_movement_id::text as reverses_movement_id,
           (select r.id::text from stock_movements r where r.reverses_movement_id = sm.id) as reversed_by,
           sm.notes, sm.created_by::text as created_by, pr.full_name as created_by_name,
           to_char(sm.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at
    from (${source}) sm
    left join materials m on m.id = sm.material_id
    left join material_variations mv on mv.id = sm.material_variation_id
    left join colors mc on mc.id = mv.color_id
    left join products p on p.id = sm.product_id
    left join product_variants pv on pv.id = sm.product_variant_id
    left join colors pc on pc.id = pv.color_id
    left join suppliers s on s.id = sm.supplier_id
    left join profiles pr on pr.id = sm.created_by
    order by sm.created_at desc, sm.id desc`;
}

function toMovement(row: MovementRow): StockMovement {
  const isMaterial = row.material_variation_id !== null;
  return {
    id: row.id,
    documentId: row.document_id,
    type: row.type,
    itemKind: isMaterial ? 'material' : 'product',
    materialId: row.material_id,
    materialVariationId: row.material_variation_id,
    productId: row.product_id,
    productVariantId: row.product_variant_id,
    itemName: row.item_name,
    variantLabel: isMaterial
      ? row.variation_name
      : [row.color_name, row.size].filter(Boolean).join(' / ') || null,
    sku: row.sku,
    colorName: row.color_name,
    size: row.size,
    unit: row.unit,
    quantity: row.quantity,
    balanceAfter: row.balance_after,
    unitCostCents: row.unit_cost_cents === null ? null : Number(row.unit_cost_cents),
    supplierId: row.supplier_id,
    supplierName: row.supplier_name,
    origin: row.origin,
    destination: row.destination,
    referenceType: row.reference_type,
    referenceId: row.reference_id,
    reversesMovementId: row.reverses_movement_id,
    reversedByMovementId: row.reversed_by,
    notes: row.notes,
    createdBy: row.created_by,
    createdByName: row.created_by_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** GET /stock/movements: newest first, a keyset page at a time (the ledger grows to millions of lines). */
export async function listMovements(
  tx: Tx,
  tenant: TenantContext,
  query: MovementListQuery,
): Promise<StockMovementPage> {
  const { cursor: cursorText, pageSize, ...filters } = query;
  const where = [ledgerWhere(tenant, filters)];
  if (cursorText) {
    const cursor = decodeCursor(cursorText);
    if (!cursor) throw invalid({ cursor: STOCK_MESSAGES.invalidCursor });
    where.push(sql`(sm.created_at, sm.id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`);
  }
  const rows = await queryRows<MovementRow>(
    tx,
    describedMovements(sql`
      select * from stock_movements sm where ${sql.join(where, sql` and `)}
      order by sm.created_at desc, sm.id desc limit ${pageSize + 1}`),
  );
  const items = rows.slice(0, pageSize);
  const last = items.at(-1);
  return {
    items: items.map(toMovement),
    nextCursor:
      rows.length > pageSize && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
  };
}

/** The filtered ledger for the CSV export, newest first, at most `limit` lines. */
export async function listMovementsForExport(
  tx: Tx,
  tenant: TenantContext,
  filters: MovementFilters,
  limit: number,
): Promise<StockMovement[]> {
  const rows = await queryRows<MovementRow>(
    tx,
    describedMovements(sql`
      select * from stock_movements sm where ${ledgerWhere(tenant, filters)}
      order by sm.created_at desc, sm.id desc limit ${limit}`),
  );
  return rows.map(toMovement);
}

export async function getMovement(tx: Tx, tenant: TenantContext, id: string): Promise<StockMovement> {
  if (!isUuid(id)) throw notFound(STOCK_MESSAGES.movementNotFound);
  const [row] = await queryRows<MovementRow>(
    tx,
    describedMovements(sql`
      select * from stock_movements sm where sm.company_id = ${tenant.companyId} and sm.id = ${id}`),
  );
  if (!row) throw notFound(STOCK_MESSAGES.movementNotFound);
  return toMovement(row);
}

/**
 * The unit of the one item the filters narrow to (a material, a variation, a product or a SKU), or null when no
 * item filter is given and the lines may mix units.
 */
async function oneItemUnit(tx: Tx, tenant: TenantContext, filters: MovementFilters): Promise<string | null> {
  const sources: SQL[] = [];
  if (filters.materialVariationId) {
    sources.push(sql`select m.unit from material_variations mv join materials m on m.id = mv.material_id
      where mv.id = ${filters.materialVariationId} and mv.company_id = ${tenant.companyId}`);
  }
  if (filters.materialId) {
    sources.push(sql`select m.unit from materials m
      where m.id = ${filters.materialId} and m.company_id = ${tenant.companyId}`);
  }
  if (filters.productVariantId) {
    sources.push(sql`select p.unit from product_variants pv join products p on p.id = pv.product_id
      where pv.id = ${filters.productVariantId} and pv.company_id = ${tenant.companyId}`);
  }
  if (filters.productId) {
    sources.push(sql`select p.unit from products p
      where p.id = ${filters.productId} and p.company_id = ${tenant.companyId}`);
  }
  if (!sources.length) return null;
  const [row] = await queryRows<{ unit: string }>(tx, sql`${sql.join(sources, sql` union all `)} limit 1`);
  // An item filter of an id that is not this company's: no lines, and no unit to tell.
  return row?.unit ?? null;
}

/**
 * GET /stock/movements/totals: the lines and their value under the same filters as the list; quantities only for
 * one item (see stockMovementTotalsSchema).
 */
export async function movementTotals(
  tx: Tx,
  tenant: TenantContext,
  filters: MovementFilters,
): Promise<StockMovementTotals> {
  const unit = await oneItemUnit(tx, tenant, filters);
  const [row] = await queryRows<{
    lines: string;
    quantity_in: string;
    quantity_out: string;
    net: string;
    value_in: string;
    value_out: string;
  }>(
    tx,
    sql`
      select count(*)::text as lines,
             coalesce(sum(sm.quantity) filter (where sm.quantity > 0), 0)::numeric(16, 2)::text as quantity_in,
             coalesce(-sum(sm.quantity) filter (where sm.quantity < 0), 0)::numeric(16, 2)::text as quantity_out,
             coalesce(sum(sm.quantity), 0)::numeric(16, 2)::text as net,
             coalesce(round(sum(sm.quantity * sm.unit_cost_cents) filter (where sm.quantity > 0)), 0)::text as value_in,
             coalesce(round(-sum(sm.quantity * sm.unit_cost_cents) filter (where sm.quantity < 0)), 0)::text as value_out
      from stock_movements sm
      where ${ledgerWhere(tenant, filters)}`,
  );
  return {
    lines: Number(row!.lines),
    unit,
    quantityIn: unit === null ? null : row!.quantity_in,
    quantityOut: unit === null ? null : row!.quantity_out,
    net: unit === null ? null : row!.net,
    valueInCents: Number(row!.value_in),
    valueOutCents: Number(row!.value_out),
  };
}
