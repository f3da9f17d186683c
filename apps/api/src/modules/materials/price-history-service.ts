import type { MaterialPriceHistory } from '@alinhavo/domain';
import { and, count, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { stockMovements } from '../stock/schema.ts';
import { suppliers } from '../suppliers/schema.ts';
import { findMaterialRow } from './queries.ts';
import { materialVariations } from './schema.ts';

export const PRICE_HISTORY_LIMIT = 100;

/**
 * Purchase prices of a material (part3 §1), from the ledger's 'entrada' lines that carry a unit cost: the newest
 * entries, and per supplier the last price and the average weighted by quantity. Reversed entries, and the
 * reversing lines themselves, are not purchases.
 */
export async function getPriceHistory(
  tx: Tx,
  tenant: TenantContext,
  materialId: string,
): Promise<MaterialPriceHistory> {
  await findMaterialRow(tx, tenant, materialId);
  const purchases = and(
    eq(stockMovements.companyId, tenant.companyId),
    eq(stockMovements.materialId, materialId),
    eq(stockMovements.type, 'entrada'),
    isNotNull(stockMovements.unitCostCents),
    gt(stockMovements.quantity, '0'),
    isNull(stockMovements.reversesMovementId),
    sql`not exists (select 1 from ${stockMovements} r where r.reverses_movement_id = ${stockMovements.id})`,
  );

  const entries = await tx
    .select({
      movementId: stockMovements.id,
      createdAt: stockMovements.createdAt,
      supplierId: stockMovements.supplierId,
      supplierName: suppliers.name,
      variationId: materialVariations.id,
      variationName: materialVariations.name,
      quantity: stockMovements.quantity,
      unitCostCents: stockMovements.unitCostCents,
    })
    .from(stockMovements)
    .innerJoin(materialVariations, eq(materialVariations.id, stockMovements.materialVariationId))
    .leftJoin(suppliers, eq(suppliers.id, stockMovements.supplierId))
    .where(purchases)
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(PRICE_HISTORY_LIMIT);

  const [total] = await tx.select({ value: count() }).from(stockMovements).where(purchases);

  const bySupplier = await tx
    .select({
      supplierId: stockMovements.supplierId,
      supplierName: sql<string | null>`max(${suppliers.name})`,
      purchases: sql<number>`count(*)::int`,
      totalQuantity: sql<string>`sum(${stockMovements.quantity})::numeric(16, 2)::text`,
      averageUnitCostCents: sql<string>`round(sum(${stockMovements.quantity} * ${stockMovements.unitCostCents}) / sum(${stockMovements.quantity}))::text`,
      lastUnitCostCents: sql<string>`((array_agg(${stockMovements.unitCostCents} order by ${stockMovements.createdAt} desc, ${stockMovements.id} desc))[1])::text`,
      lastDate: sql`max(${stockMovements.createdAt})`.mapWith(stockMovements.createdAt),
    })
    .from(stockMovements)
    .leftJoin(suppliers, eq(suppliers.id, stockMovements.supplierId))
    .where(purchases)
    .groupBy(stockMovements.supplierId);

  return {
    entries: entries.map((e) => ({
      movementId: e.movementId,
      date: e.createdAt.toISOString(),
      supplierId: e.supplierId,
      supplierName: e.supplierName,
      variationId: e.variationId,
      variationName: e.variationName,
      quantity: e.quantity,
      unitCostCents: e.unitCostCents ?? 0,
    })),
    totalEntries: total?.value ?? 0,
    suppliers: bySupplier
      .map((s) => ({
        supplierId: s.supplierId,
        supplierName: s.supplierName,
        purchases: s.purchases,
        totalQuantity: s.totalQuantity,
        lastUnitCostCents: Number(s.lastUnitCostCents),
        lastDate: (s.lastDate as Date).toISOString(),
        averageUnitCostCents: Number(s.averageUnitCostCents),
      }))
      .sort((a, b) => b.lastDate.localeCompare(a.lastDate)),
  };
}
