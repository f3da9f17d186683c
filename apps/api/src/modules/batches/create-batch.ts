import {
  BATCH_MESSAGES,
  type BatchDetail,
  type batchCreateSchema,
  exceedsOrderBalanceMessage,
  formatCount,
} from '@alinhavo/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { conflict } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { recordBatchHistory } from '../batch-state/index.ts';
import { markOrderInProduction } from '../production-orders/index.ts';
import { colors } from '../products/schema.ts';
import { formatSequenceCode, nextSequenceValue } from '../sequences/index.ts';
import { getBatch } from './batch-detail.ts';
import { cellKey, loadOrderCells, lockOrder } from './order-balance.ts';
import { batches, batchItems } from './schema.ts';

type BatchCreate = z.output<typeof batchCreateSchema>;

/**
 * part3 §4: a batch made from part of a production order's grid. Each cell stays within what the order has not
 * yet put in batches; the batch gets the next L-000000 code, the order's due date unless another is given,
 * starts 'aguardando_corte' with a 'criado' history entry, and puts a planned order into production.
 */
export async function createBatch(tx: Tx, tenant: TenantContext, input: BatchCreate): Promise<BatchDetail> {
  const order = await lockOrder(tx, tenant, input.productionOrderId);
  if (order.status === 'cancelada') throw conflict(BATCH_MESSAGES.orderCancelled);
  if (order.status === 'concluida') throw conflict(BATCH_MESSAGES.orderDone);

  const balance = new Map(
    ((await loadOrderCells(tx, tenant, [order.id])).get(order.id) ?? []).map((cell) => [
      cellKey(cell.colorId, cell.size),
      cell,
    ]),
  );
  const cells = input.items.filter((item) => item.quantity > 0);
  const colorNames = await colorNamesOf(
    tx,
    tenant,
    cells.map((c) => c.colorId),
  );
  for (const [index, item] of input.items.entries()) {
    if (item.quantity <= 0) continue;
    const cell = balance.get(cellKey(item.colorId, item.size));
    const field = `items.${index}.quantity`;
    if (!cell) throw conflict(BATCH_MESSAGES.cellNotInOrder, { [field]: BATCH_MESSAGES.cellNotInOrder });
    if (item.quantity > cell.remaining) {
      const message = exceedsOrderBalanceMessage(colorNames.get(cell.colorId) ?? '', item.size);
      throw conflict(message, { [field]: message });
    }
  }

  const total = cells.reduce((sum, c) => sum + c.quantity, 0);
  const code = formatSequenceCode('L', await nextSequenceValue(tx, tenant, 'batch'));
  const [batch] = await tx
    .insert(batches)
    .values({
      companyId: tenant.companyId,
      code,
      productionOrderId: order.id,
      productId: order.productId,
      status: 'aguardando_corte',
      totalQuantity: total,
      dueDate: input.dueDate ?? order.dueDate,
      notes: input.notes ?? null,
      createdBy: tenant.userId,
    })
    .returning({ id: batches.id });
  await tx.insert(batchItems).values(
    cells.map((c) => {
      const cell = balance.get(cellKey(c.colorId, c.size))!;
      return {
        companyId: tenant.companyId,
        batchId: batch!.id,
        colorId: cell.colorId,
        size: cell.size,
        quantity: c.quantity,
        plannedQuantity: c.quantity,
      };
    }),
  );
  await recordBatchHistory(tx, tenant, batch!.id, {
    actionType: 'criado',
    toStatus: 'aguardando_corte',
    actor: 'empresa',
    notes: `Criado a partir da ordem ${order.code} com ${formatCount(total, 'peça', 'peças')}.`,
  });
  await markOrderInProduction(tx, tenant, order.id);
  return getBatch(tx, tenant, batch!.id);
}

async function colorNamesOf(tx: Tx, tenant: TenantContext, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (!unique.length) return new Map();
  const rows = await tx
    .select({ id: colors.id, name: colors.name })
    .from(colors)
    .where(and(eq(colors.companyId, tenant.companyId), inArray(colors.id, unique)));
  return new Map(rows.map((row) => [row.id, row.name]));
}
