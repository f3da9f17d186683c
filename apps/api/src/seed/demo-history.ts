import { paymentDueDate, todayInSaoPaulo } from '@alinhavo/domain';
import { and, eq, sql } from 'drizzle-orm';
import { cashSessionMovements, cashSessions } from '../modules/cash-sessions/schema.ts';
import { customers } from '../modules/customers/schema.ts';
import { employees } from '../modules/employees/schema.ts';
import { materials, materialVariations } from '../modules/materials/schema.ts';
import { outworkerProductPrices, outworkers } from '../modules/outworkers/schema.ts';
import { productCostSheets } from '../modules/product-costs/schema.ts';
import { colors, products, productVariants, sizeGrids } from '../modules/products/schema.ts';
import { stockDocuments, stockMovements } from '../modules/stock/schema.ts';
import type { Tx } from '../platform/db/client.ts';

/**
 * The demo's history is spread over the last weeks instead of the second the seed ran: after the services wrote
 * the records, only their timestamps are moved back. Records are written oldest first and given increasing times, so the
 * ledger's order (created_at, id) is the order it was posted in and every balance_after stays right.
 */

const SAO_PAULO_OFFSET_MS = 3 * 60 * 60 * 1000; // UTC-3 all year since 2019
const DAY_MS = 24 * 60 * 60 * 1000;

/** `days` ago at hh:mm in São Paulo (days ≥ 1, so always in the past). */
export function daysAgoAt(days: number, hour: number, minute: number, now = Date.now()): Date {
  const local = new Date(now - SAO_PAULO_OFFSET_MS - days * DAY_MS);
  local.setUTCHours(hour, minute, 0, 0);
  return new Date(local.getTime() + SAO_PAULO_OFFSET_MS);
}

/**
 * The catalogue was registered before the first purchase: the company's colours, grids, products, materials,
 * workshops and team get `registeredAt`; the workshops' agreed prices `pricedAt`.
 */
export async function backdateCatalogue(tx: Tx, companyId: string, registeredAt: Date, pricedAt: Date) {
  const dates = { createdAt: registeredAt, updatedAt: registeredAt };
  await tx.update(colors).set(dates).where(eq(colors.companyId, companyId));
  await tx.update(sizeGrids).set(dates).where(eq(sizeGrids.companyId, companyId));
  await tx.update(products).set(dates).where(eq(products.companyId, companyId));
  await tx.update(productVariants).set(dates).where(eq(productVariants.companyId, companyId));
  await tx.update(materials).set(dates).where(eq(materials.companyId, companyId));
  await tx.update(materialVariations).set(dates).where(eq(materialVariations.companyId, companyId));
  await tx.update(outworkers).set(dates).where(eq(outworkers.companyId, companyId));
  await tx.update(employees).set(dates).where(eq(employees.companyId, companyId));
  await tx
    .update(outworkerProductPrices)
    .set({ createdAt: pricedAt, updatedAt: pricedAt })
    .where(eq(outworkerProductPrices.companyId, companyId));
}

export async function backdateStockDocument(tx: Tx, companyId: string, documentId: string, when: Date) {
  await tx
    .update(stockDocuments)
    .set({ createdAt: when })
    .where(and(eq(stockDocuments.id, documentId), eq(stockDocuments.companyId, companyId)));
  await tx
    .update(stockMovements)
    .set({ createdAt: when })
    .where(and(eq(stockMovements.documentId, documentId), eq(stockMovements.companyId, companyId)));
}

export async function backdateCostSheet(tx: Tx, companyId: string, sheetId: string, when: Date) {
  await tx
    .update(productCostSheets)
    .set({ createdAt: when })
    .where(and(eq(productCostSheets.id, sheetId), eq(productCostSheets.companyId, companyId)));
}

/**
 * The production services stamp what they write with the clock. After each step of the demo's production history,
 * what that step wrote is moved to the moment it happened: every timestamp of the batch, its history, cut, stock
 * documents, quality check, payment record and packings that is not older than the seed's transaction (now() is
 * its start; everything already back-dated is older), and its order's last change. The payment's due date is
 * counted again from the day the review was completed, as the service counts it from today.
 */
export async function backdateBatchStep(tx: Tx, companyId: string, batchId: string, when: Date) {
  const at = sql`${when.toISOString()}::timestamptz`;
  const fresh = (column: string) =>
    sql`${sql.raw(column)} = case when ${sql.raw(column)} >= now() then ${at} else ${sql.raw(column)} end`;
  const due = paymentDueDate(todayInSaoPaulo(when));
  await tx.execute(sql`
    with b as (
      update batches set ${fresh('created_at')}, ${fresh('updated_at')}, ${fresh('sent_at')},
        ${fresh('started_at')}, ${fresh('returned_at')}, ${fresh('approved_at')}, ${fresh('packed_at')}
      where id = ${batchId} and company_id = ${companyId}
      returning production_order_id),
    o as (
      update production_orders set ${fresh('updated_at')}
      where id in (select production_order_id from b) and company_id = ${companyId}),
    h as (
      update batch_history set ${fresh('action_date')} where batch_id = ${batchId} and company_id = ${companyId}),
    c as (
      update cut_records set ${fresh('created_at')} where batch_id = ${batchId} and company_id = ${companyId}),
    d as (
      update stock_documents set ${fresh('created_at')}
      where company_id = ${companyId} and reference_type = 'production_batch' and reference_id = ${batchId}),
    m as (
      update stock_movements set ${fresh('created_at')}
      where company_id = ${companyId} and reference_type = 'production_batch' and reference_id = ${batchId}),
    q as (
      update quality_checks set ${fresh('created_at')}, ${fresh('updated_at')}, ${fresh('completed_at')}
      where batch_id = ${batchId} and company_id = ${companyId}),
    p as (
      update payment_records set
        payment_due_date = case when created_at >= now() then ${due}::date else payment_due_date end,
        ${fresh('created_at')}, ${fresh('updated_at')}
      where batch_id = ${batchId} and company_id = ${companyId})
    update packing_records set ${fresh('created_at')} where batch_id = ${batchId} and company_id = ${companyId}`);
}

/** Like backdateBatchStep, for a step on the order itself: created, cancelled, concluded. */
export async function backdateOrderStep(tx: Tx, companyId: string, orderId: string, when: Date) {
  const at = sql`${when.toISOString()}::timestamptz`;
  const fresh = (column: string) =>
    sql`${sql.raw(column)} = case when ${sql.raw(column)} >= now() then ${at} else ${sql.raw(column)} end`;
  await tx.execute(sql`
    update production_orders set ${fresh('created_at')}, ${fresh('updated_at')}, ${fresh('cancelled_at')},
      ${fresh('concluded_at')}
    where id = ${orderId} and company_id = ${companyId}`);
}

/**
 * The ledger's balance after each line is the item's stock when the line was posted. Production steps are posted
 * after the catalogue's history and then moved back between its documents, so each line's balance is computed
 * again in the order the ledger reads (created_at, id): what it would have been had the steps been posted on their
 * days. Stocks themselves do not change (a sum does not depend on order); a line whose running balance falls below
 * zero (a step taking stock before it arrived) is refused by the table's CHECK, failing the seed.
 */
export async function resequenceLedger(tx: Tx, companyId: string) {
  await tx.execute(sql`
    with running as (
      select id, sum(quantity) over (
        partition by coalesce(material_variation_id, product_variant_id) order by created_at, id) as balance
      from stock_movements where company_id = ${companyId})
    update stock_movements sm set balance_after = running.balance
    from running
    where sm.id = running.id and sm.company_id = ${companyId} and sm.balance_after <> running.balance`);
}

/**
 * The register's services stamp a session with the clock: its opening (and the float's movement), each cash
 * movement by its type, and its closing are moved to the day it happened. The movements are an append-only ledger
 * for the app; the seed runs as the system.
 */
export async function backdateCashSession(
  tx: Tx,
  companyId: string,
  sessionId: string,
  when: { abertura: Date; closedAt: Date } & Partial<Record<'suprimento' | 'sangria', Date>>,
) {
  await tx
    .update(cashSessions)
    .set({ openedAt: when.abertura, closedAt: when.closedAt })
    .where(and(eq(cashSessions.id, sessionId), eq(cashSessions.companyId, companyId)));
  for (const type of ['abertura', 'suprimento', 'sangria'] as const) {
    const at = when[type];
    if (!at) continue;
    await tx
      .update(cashSessionMovements)
      .set({ createdAt: at })
      .where(
        and(
          eq(cashSessionMovements.sessionId, sessionId),
          eq(cashSessionMovements.companyId, companyId),
          eq(cashSessionMovements.type, type),
        ),
      );
  }
}

export async function backdateCustomer(tx: Tx, companyId: string, customerId: string, when: Date) {
  await tx
    .update(customers)
    .set({ createdAt: when, updatedAt: when })
    .where(and(eq(customers.id, customerId), eq(customers.companyId, companyId)));
}
