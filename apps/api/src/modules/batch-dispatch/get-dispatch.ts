import { type BatchDispatch, type BatchStatus, batchStatusMessage, isUuid } from '@alinhavo/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { BATCH_NOT_FOUND, type BatchRow } from '../batch-state/index.ts';
import { batches } from '../batches/schema.ts';
import { outworkerProductPrices, outworkers } from '../outworkers/schema.ts';
import { productionOrders } from '../production-orders/schema.ts';
import { loadSupplyPlan, summariseGrid } from './supply-plan.ts';

/** The status a batch must be in to go to a workshop. */
export const SENDABLE_STATUS: BatchStatus = 'cortado';

/** Why a batch cannot be sent now, or null when it can. */
export function dispatchBlockedReason(status: string): string | null {
  return status === SENDABLE_STATUS ? null : batchStatusMessage(status as BatchStatus, SENDABLE_STATUS);
}

async function findBatch(tx: Tx, tenant: TenantContext, id: string): Promise<BatchRow> {
  if (!isUuid(id)) throw notFound(BATCH_NOT_FOUND);
  const [row] = await tx
    .select()
    .from(batches)
    .where(and(eq(batches.id, id), eq(batches.companyId, tenant.companyId)));
  if (!row) throw notFound(BATCH_NOT_FOUND);
  return row;
}

/** Active workshops by name, with the price per piece agreed for the product (null when none) and capacity. */
async function listActiveOutworkers(tx: Tx, tenant: TenantContext, productId: string) {
  return tx
    .select({
      id: outworkers.id,
      name: outworkers.name,
      priceCents: outworkerProductPrices.priceCents,
      capacityPerDay: outworkers.capacityPerDay,
    })
    .from(outworkers)
    .leftJoin(
      outworkerProductPrices,
      and(
        eq(outworkerProductPrices.outworkerId, outworkers.id),
        eq(outworkerProductPrices.productId, productId),
        eq(outworkerProductPrices.companyId, tenant.companyId),
      ),
    )
    .where(and(eq(outworkers.companyId, tenant.companyId), eq(outworkers.status, 'ativo')))
    .orderBy(sql`lower(${outworkers.name})`, asc(outworkers.id));
}

/**
 * GET /batches/:id/dispatch: the batch with its colours and sizes, the active workshops, and the supplies it takes
 * (part2 §5) against the stock of now. Read-only: the send recomputes everything under locks.
 */
export async function getBatchDispatch(tx: Tx, tenant: TenantContext, id: string): Promise<BatchDispatch> {
  const batch = await findBatch(tx, tenant, id);
  const plan = await loadSupplyPlan(tx, tenant, batch);
  const [order] = await tx
    .select({ code: productionOrders.code })
    .from(productionOrders)
    .where(
      and(eq(productionOrders.id, batch.productionOrderId), eq(productionOrders.companyId, tenant.companyId)),
    );
  const outworkerRows = await listActiveOutworkers(tx, tenant, batch.productId);
  return {
    batch: {
      id: batch.id,
      code: batch.code,
      status: batch.status as BatchStatus,
      productId: plan.product.id,
      productReference: plan.product.reference,
      productName: plan.product.name,
      productionOrderCode: order?.code ?? null,
      dueDate: batch.dueDate,
      totalQuantity: batch.totalQuantity,
      ...summariseGrid(plan.grid),
    },
    blockedReason: dispatchBlockedReason(batch.status),
    outworkers: outworkerRows.map((row) => ({ ...row, priceCents: row.priceCents ?? null })),
    costSheet: plan.sheet ? { version: plan.sheet.version } : null,
    noCosts: !plan.sheet,
    supplies: plan.supplies.map((supply) => ({
      ...supply,
      variation: supply.variation
        ? {
            id: supply.variation.id,
            name: supply.variation.name,
            colorId: supply.variation.colorId,
            colorName: supply.variation.colorName,
            size: supply.variation.size,
            stock: supply.variation.stock,
            isDefault: supply.variation.isDefault ?? false,
          }
        : null,
    })),
  };
}
