import {
  BATCH_ACTOR_LABELS,
  type BatchActorValue,
  type BatchDetail,
  type BatchHistory,
  type BatchHistoryEntry,
  type BatchStatus,
  batchHistoryLabel,
  batchSizeLabel,
  isUuid,
  sortBatchSizes,
} from '@alinhavo/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { BATCH_NOT_FOUND, loadGridColors } from '../batch-state/index.ts';
import { profiles } from '../companies/schema.ts';
import { getCutRecordOfBatch } from '../cutting/index.ts';
import { outworkerProductPrices, outworkers } from '../outworkers/schema.ts';
import { productionOrders } from '../production-orders/schema.ts';
import { products } from '../products/schema.ts';
import { batches, batchHistory, batchItems } from './schema.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A batch of this company, or 404 'Lote não encontrado' (another company's id reads like an unknown one). */
export async function findBatchRow(tx: Tx, tenant: TenantContext, id: string) {
  if (!isUuid(id)) throw notFound(BATCH_NOT_FOUND);
  const [row] = await tx
    .select({ id: batches.id })
    .from(batches)
    .where(and(eq(batches.id, id), eq(batches.companyId, tenant.companyId)))
    .limit(1);
  if (!row) throw notFound(BATCH_NOT_FOUND);
  return row;
}

/**
 * The batch an address names: its id, or its code ('L-000012', any case), so /app/lotes-producao/L-000012 opens
 * it too. A code is compared exactly (the company's unique index on code).
 */
function batchIdOrCode(value: string) {
  return isUuid(value) ? eq(batches.id, value) : eq(batches.code, value.trim().toUpperCase());
}

/** The history of a batch, oldest first, with who did what (company or workshop) and the user's name. */
export async function loadBatchHistory(
  tx: Tx,
  tenant: TenantContext,
  batchId: string,
): Promise<BatchHistoryEntry[]> {
  const rows = await tx
    .select({ entry: batchHistory, userName: profiles.fullName })
    .from(batchHistory)
    .leftJoin(profiles, eq(profiles.id, batchHistory.userId))
    .where(and(eq(batchHistory.batchId, batchId), eq(batchHistory.companyId, tenant.companyId)))
    .orderBy(asc(batchHistory.actionDate), asc(batchHistory.id));
  return rows.map(({ entry, userName }) => ({
    id: entry.id,
    actionType: entry.actionType,
    actionLabel: batchHistoryLabel(entry.actionType),
    fromStatus: entry.fromStatus,
    toStatus: entry.toStatus,
    actor: entry.actor,
    actorLabel: BATCH_ACTOR_LABELS[entry.actor as BatchActorValue] ?? entry.actor,
    userName,
    notes: entry.notes,
    actionDate: entry.actionDate.toISOString(),
  }));
}

export async function getBatchHistory(tx: Tx, tenant: TenantContext, id: string): Promise<BatchHistory> {
  const { id: batchId } = await findBatchRow(tx, tenant, id);
  return { items: await loadBatchHistory(tx, tenant, batchId) };
}

/**
 * The batch page: its grid with every stage's pieces, order, product, the workshop and its agreed price per
 * piece for this product, the dates of each step, the history and the cut.
 */
export async function getBatch(tx: Tx, tenant: TenantContext, id: string): Promise<BatchDetail> {
  const [row] = await tx
    .select({
      batch: batches,
      product: { id: products.id, reference: products.reference, name: products.name, sizes: products.sizes },
      order: {
        id: productionOrders.id,
        code: productionOrders.code,
        status: productionOrders.status,
        dueDate: productionOrders.dueDate,
      },
      workshopName: outworkers.name,
      agreedPriceCents: outworkerProductPrices.priceCents,
    })
    .from(batches)
    .innerJoin(products, eq(products.id, batches.productId))
    .innerJoin(productionOrders, eq(productionOrders.id, batches.productionOrderId))
    .leftJoin(outworkers, eq(outworkers.id, batches.outworkerId))
    .leftJoin(
      outworkerProductPrices,
      and(
        eq(outworkerProductPrices.outworkerId, batches.outworkerId),
        eq(outworkerProductPrices.productId, batches.productId),
      ),
    )
    .where(and(batchIdOrCode(id), eq(batches.companyId, tenant.companyId)))
    .limit(1);
  if (!row) throw notFound(BATCH_NOT_FOUND);
  const { batch, product } = row;

  const itemRows = await tx
    .select()
    .from(batchItems)
    .where(and(eq(batchItems.batchId, batch.id), eq(batchItems.companyId, tenant.companyId)));
  const sizes = sortBatchSizes(
    itemRows.map((i) => i.size),
    product.sizes,
  );
  const colors = await loadGridColors(
    tx,
    tenant,
    product.id,
    itemRows.map((i) => i.colorId),
  );
  const colorRank = new Map(colors.map((c, index) => [c.id, index]));
  const items = itemRows
    .map((i) => ({
      colorId: i.colorId,
      size: i.size,
      planned: i.plannedQuantity ?? i.quantity,
      quantity: i.quantity,
      cut: i.cutQuantity,
      approved: i.approvedQuantity,
      defects: i.defectQuantity,
      repair: i.repairQuantity,
      packed: i.packedQuantity,
    }))
    .sort(
      (a, b) =>
        (colorRank.get(a.colorId) ?? 0) - (colorRank.get(b.colorId) ?? 0) ||
        sizes.indexOf(a.size) - sizes.indexOf(b.size),
    );

  return {
    id: batch.id,
    code: batch.code,
    status: batch.status as BatchStatus,
    totalQuantity: batch.totalQuantity,
    plannedQuantity: items.reduce((sum, i) => sum + i.planned, 0),
    sizeLabel: batchSizeLabel(
      itemRows.filter((i) => i.quantity > 0).map((i) => i.size),
      product.sizes,
    ),
    notes: batch.notes,
    product,
    order: row.order,
    workshop:
      batch.outworkerId && row.workshopName
        ? { id: batch.outworkerId, name: row.workshopName, agreedPriceCents: row.agreedPriceCents ?? null }
        : null,
    sizes,
    colors,
    items,
    dueDate: batch.dueDate,
    createdAt: batch.createdAt.toISOString(),
    sentAt: iso(batch.sentAt),
    expectedReturnDate: batch.expectedReturnDate,
    startedAt: iso(batch.startedAt),
    returnedAt: iso(batch.returnedAt),
    approvedAt: iso(batch.approvedAt),
    packedAt: iso(batch.packedAt),
    history: await loadBatchHistory(tx, tenant, batch.id),
    cut: await getCutRecordOfBatch(tx, tenant, batch.id),
  };
}
