import {
  STOCK_MESSAGES,
  type StockPosting,
  type stockAdjustmentSchema,
  type stockManualDocumentSchema,
} from '@alinhavo/domain';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { conflict } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { recordStockMovements } from './ledger.service.ts';
import { lockStockItems, stockItemKey } from './ledger-items.ts';
import { adjustmentQuantity } from './ledger-rules.ts';

/** POST /stock/documents: a manual entry (entrada) or withdrawal (saida); the form sends positive quantities. */
export async function postManualDocument(
  tx: Tx,
  tenant: TenantContext,
  input: z.output<typeof stockManualDocumentSchema>,
): Promise<StockPosting> {
  const sign = input.type === 'saida' ? '-' : '';
  return recordStockMovements(tx, tenant, {
    type: input.type,
    referenceType: 'manual',
    notes: input.notes ?? null,
    lines: input.lines.map((line) => ({
      item: line.item,
      quantity: `${sign}${line.quantity}`,
      unitCostCents: line.unitCostCents ?? null,
      supplierId: input.supplierId,
    })),
  });
}

/**
 * POST /stock/adjustments: after a count, the ledger records the difference between what was counted and the
 * balance (type ajuste). The row is locked before it is read, so the difference is against the real balance.
 */
export async function postAdjustment(
  tx: Tx,
  tenant: TenantContext,
  input: z.output<typeof stockAdjustmentSchema>,
): Promise<StockPosting> {
  const items = await lockStockItems(tx, tenant, [input.item]);
  const current = items.get(stockItemKey(input.item))!.stock;
  const quantity = adjustmentQuantity(current, input.countedQuantity);
  if (!quantity) {
    throw conflict(STOCK_MESSAGES.noDifference, { countedQuantity: STOCK_MESSAGES.noDifference });
  }
  return recordStockMovements(tx, tenant, {
    type: 'ajuste',
    referenceType: 'adjustment',
    notes: input.notes,
    lines: [{ item: input.item, quantity }],
  });
}
