import {
  DEFECT_TYPES,
  type DefectCounts,
  defectTotal,
  emptyDefects,
  type QualityReview,
  type QualityReviewCell,
} from '@alinhavo/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { employees } from '../employees/schema.ts';
import { agreedPriceCents, findPaymentOfBatch } from '../workshop-payments/index.ts';
import { cellKey, type GridCellRow, getBatchRef, loadGridCells } from './batch-grid.ts';
import { qualityCheckItems, qualityChecks } from './schema.ts';

export type CheckItemRow = typeof qualityCheckItems.$inferSelect;

export function defectsOf(item: CheckItemRow | undefined): DefectCounts {
  if (!item) return emptyDefects();
  return {
    costura: item.defectCostura,
    mancha: item.defectMancha,
    medida: item.defectMedida,
    tecido: item.defectTecido,
    outro: item.defectOutro,
  };
}

export async function findCheck(tx: Tx, tenant: TenantContext, batchId: string) {
  const [check] = await tx
    .select()
    .from(qualityChecks)
    .where(and(eq(qualityChecks.companyId, tenant.companyId), eq(qualityChecks.batchId, batchId)))
    .limit(1);
  return check ?? null;
}

export async function loadCheckItems(tx: Tx, tenant: TenantContext, checkId: string) {
  const rows = await tx
    .select()
    .from(qualityCheckItems)
    .where(and(eq(qualityCheckItems.companyId, tenant.companyId), eq(qualityCheckItems.checkId, checkId)));
  return new Map(rows.map((row) => [cellKey(row.colorId, row.size), row]));
}

/** The grid with the saved counts of each cell (zero where nothing was counted yet). */
export function reviewCells(grid: GridCellRow[], items: Map<string, CheckItemRow>): QualityReviewCell[] {
  return grid.map((cell) => {
    const item = items.get(cellKey(cell.colorId, cell.size));
    return {
      colorId: cell.colorId,
      colorName: cell.colorName,
      colorHex: cell.colorHex,
      size: cell.size,
      pieces: cell.pieces,
      approved: item?.approved ?? 0,
      defects: defectsOf(item),
      repair: item?.repair ?? 0,
    };
  });
}

/** GET /batches/:id/review: the batch, its grid with the counts, the agreed price and the payment record. */
export async function getQualityReview(
  tx: Tx,
  tenant: TenantContext,
  batchId: string,
): Promise<QualityReview> {
  const batch = await getBatchRef(tx, tenant, batchId);
  const grid = (await loadGridCells(tx, tenant, [batch.id])).get(batch.id) ?? [];
  const check = await findCheck(tx, tenant, batch.id);
  const items = check ? await loadCheckItems(tx, tenant, check.id) : new Map<string, CheckItemRow>();
  const cells = reviewCells(grid, items);
  let inspectorName: string | null = null;
  if (check?.inspectorEmployeeId) {
    const [employee] = await tx
      .select({ name: employees.name })
      .from(employees)
      .where(and(eq(employees.companyId, tenant.companyId), eq(employees.id, check.inspectorEmployeeId)));
    inspectorName = employee?.name ?? null;
  }
  const defectsByType = emptyDefects();
  const totals = { pieces: 0, approved: 0, defects: 0, repair: 0, counted: 0 };
  for (const cell of cells) {
    for (const type of DEFECT_TYPES) defectsByType[type] += cell.defects[type];
    const defects = defectTotal(cell.defects);
    totals.pieces += cell.pieces;
    totals.approved += cell.approved;
    totals.defects += defects;
    totals.repair += cell.repair;
    totals.counted += cell.approved + defects + cell.repair;
  }
  return {
    batch,
    check: check
      ? {
          id: check.id,
          inspectorEmployeeId: check.inspectorEmployeeId,
          inspectorName,
          notes: check.notes,
          completedAt: check.completedAt?.toISOString() ?? null,
          updatedAt: check.updatedAt.toISOString(),
        }
      : null,
    cells,
    totals: { ...totals, defectsByType },
    agreedPriceCents: batch.outworkerId
      ? await agreedPriceCents(tx, tenant, batch.outworkerId, batch.productId)
      : null,
    payment: await findPaymentOfBatch(tx, tenant, batch.id),
  };
}
