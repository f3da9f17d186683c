import { Dec, insufficientStockMessage, isUuid, STOCK_MESSAGES, type StockItem } from '@alinhavo/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { conflict, invalid } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { type LockedStockItem, lockStockItems } from './ledger-items.ts';
import { planLedger } from './ledger-rules.ts';
import { queryRows, uuidArray } from './sql-rows.ts';

/** A line of finished goods: one SKU (product variant) and whole pieces. */
export type SkuLine = { variantId: string; quantity: number };

/** What the stock is moved or held for: a sales order, a PDV sale. */
export type StockReference = { referenceType: string; referenceId: string };

/** The most pieces of one SKU a line may move. */
const MAX_PIECES = 1_000_000;

export function checkReference(reference: StockReference): void {
  if (!reference.referenceType || reference.referenceType.length > 40 || !isUuid(reference.referenceId)) {
    throw invalid({ referenceId: 'Referência inválida' });
  }
}

/** Whole pieces from 1 to a million, at least one line; field names as the ledger's ('lines.2.quantity'). */
export function checkSkuLines(lines: readonly SkuLine[]): void {
  if (!lines.length) throw invalid({ lines: 'Inclua ao menos um item' });
  for (const [index, line] of lines.entries()) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_PIECES) {
      throw invalid({ [`lines.${index}.quantity`]: 'Quantidade inválida' });
    }
  }
}

export const productItem = (variantId: string): StockItem => ({ kind: 'product', variantId });

export const variantKey = (variantId: string) => `p:${variantId.toLowerCase()}`;

/** Σ active reservations per SKU (lower-case id → pieces), of every order. */
export async function reservedByVariant(
  tx: Tx,
  tenant: TenantContext,
  variantIds: Iterable<string>,
): Promise<Map<string, Dec>> {
  const ids = [...new Set([...variantIds].map((id) => id.toLowerCase()))].filter(isUuid);
  if (!ids.length) return new Map();
  const rows = await queryRows<{ id: string; reserved: string }>(
    tx,
    sql`select product_variant_id::text as id, sum(quantity)::text as reserved
        from stock_reservations
        where company_id = ${tenant.companyId} and state = 'ativa'
          and product_variant_id = any(${uuidArray(ids)}::uuid[])
        group by product_variant_id`,
  );
  return new Map(rows.map((row) => [row.id, new Dec(row.reserved)]));
}

/** On hand − reserved, never below zero. */
export function availableOf(item: LockedStockItem, reserved: Map<string, Dec>): Dec {
  const free = new Dec(item.stock).minus(reserved.get(item.id) ?? 0);
  return free.isNegative() ? new Dec(0) : free;
}

/**
 * Takes the lines out of `budgets` (pieces each SKU may give, by ledger key) in order, several lines of one SKU
 * adding up; the first line that does not fit is refused with the ledger's message, naming what was available.
 */
export function assertWithinBudget(
  lines: readonly SkuLine[],
  budgets: ReadonlyMap<string, string>,
  items: ReadonlyMap<string, LockedStockItem>,
): void {
  const plan = planLedger(
    lines.map((line) => ({ key: variantKey(line.variantId), quantity: `-${line.quantity}` })),
    budgets,
  );
  if (plan.ok) return;
  if (plan.reason === 'too-large')
    throw invalid({ [`lines.${plan.line}.quantity`]: STOCK_MESSAGES.tooLarge });
  const item = items.get(plan.key)!;
  throw conflict(insufficientStockMessage(item.name, item.colour, plan.available, plan.needed));
}

/**
 * Locks the lines' SKUs (in the ledger's order) and reads what orders hold of them: the first step of every
 * decision on finished stock, so two of them never see the same pieces as free.
 */
export async function lockSkusWithReservations(
  tx: Tx,
  tenant: TenantContext,
  lines: readonly SkuLine[],
): Promise<{ items: Map<string, LockedStockItem>; reserved: Map<string, Dec> }> {
  const items = await lockStockItems(
    tx,
    tenant,
    lines.map((line) => productItem(line.variantId)),
  );
  const reserved = await reservedByVariant(
    tx,
    tenant,
    [...items.values()].map((item) => item.id),
  );
  return { items, reserved };
}
