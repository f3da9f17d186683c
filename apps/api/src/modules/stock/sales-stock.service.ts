import { Dec, type StockPosting, toFixedString } from '@alinhavo/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { conflict } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { recordStockMovements } from './ledger.service.ts';
import { lockStockItems } from './ledger-items.ts';
import {
  assertWithinBudget,
  availableOf,
  checkReference,
  checkSkuLines,
  lockSkusWithReservations,
  productItem,
  type SkuLine,
  type StockReference,
  variantKey,
} from './sales-stock-lines.ts';
import { queryRows, uuidArray } from './sql-rows.ts';

export type SalesStockInput = StockReference & { lines: readonly SkuLine[]; notes?: string | null };

export const RETURN_BEYOND_SOLD = 'A devolução passa do que saiu do estoque nesta venda';

/**
 * A PDV sale's stock (part4 §1): locks the SKUs, refuses with the ledger's 'Estoque insuficiente' message when a
 * line (several lines of one SKU adding up) exceeds the available stock, that is on hand less what orders have
 * reserved, and posts 'venda' lines out. In the caller's transaction; either all lines move or none.
 */
export async function sellFromStock(
  tx: Tx,
  tenant: TenantContext,
  input: SalesStockInput,
): Promise<StockPosting> {
  checkReference(input);
  checkSkuLines(input.lines);
  return tx.transaction(async (sp) => {
    const { items, reserved } = await lockSkusWithReservations(sp, tenant, input.lines);
    const budgets = new Map(
      [...items].map(([key, item]) => [key, toFixedString(availableOf(item, reserved), 2)]),
    );
    assertWithinBudget(input.lines, budgets, items);
    return recordStockMovements(sp, tenant, {
      type: 'venda',
      referenceType: input.referenceType,
      referenceId: input.referenceId,
      notes: input.notes ?? null,
      lines: input.lines.map((line) => ({
        item: productItem(line.variantId),
        quantity: `-${line.quantity}`,
      })),
    });
  });
}

/**
 * Pieces of a sale or order coming back ('devolucao' lines in): a cancelled order's shipped pieces, a PDV return
 * or exchange. The reference is the sale or order they left under; more than left under it (net of earlier
 * returns) is refused.
 */
export async function returnToStock(
  tx: Tx,
  tenant: TenantContext,
  input: SalesStockInput,
): Promise<StockPosting> {
  checkReference(input);
  checkSkuLines(input.lines);
  return tx.transaction(async (sp) => {
    const items = await lockStockItems(
      sp,
      tenant,
      input.lines.map((line) => productItem(line.variantId)),
    );
    const ids = [...items.values()].map((item) => item.id);
    const rows = await queryRows<{ id: string; out: string }>(
      sp,
      sql`select product_variant_id::text as id, (-sum(quantity))::text as out
          from stock_movements
          where company_id = ${tenant.companyId} and reference_type = ${input.referenceType}
            and reference_id = ${input.referenceId} and type in ('venda', 'devolucao')
            and product_variant_id = any(${uuidArray(ids)}::uuid[])
          group by product_variant_id`,
    );
    const left = new Map(rows.map((row) => [variantKey(row.id), new Dec(row.out)]));
    for (const line of input.lines) {
      const key = variantKey(line.variantId);
      const remaining = (left.get(key) ?? new Dec(0)).minus(line.quantity);
      if (remaining.isNegative()) throw conflict(RETURN_BEYOND_SOLD);
      left.set(key, remaining);
    }
    return recordStockMovements(sp, tenant, {
      type: 'devolucao',
      referenceType: input.referenceType,
      referenceId: input.referenceId,
      notes: input.notes ?? null,
      lines: input.lines.map((line) => ({
        item: productItem(line.variantId),
        quantity: String(line.quantity),
      })),
    });
  });
}
