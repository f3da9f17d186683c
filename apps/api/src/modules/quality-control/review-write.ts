import {
  type BatchStatus,
  batchStatusMessage,
  type QualityReview,
  type qualityReviewInputSchema,
  reviewCellOverflow,
} from '@alinhavo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { conflict, invalid } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { type BatchRow, lockBatch, moveBatchStatus } from '../batch-state/index.ts';
import { batchItems } from '../batches/schema.ts';
import { employees } from '../employees/schema.ts';
import { cellKey, type GridCellRow, loadGridCells } from './batch-grid.ts';
import { getQualityReview } from './review-read.ts';
import { qualityCheckItems, qualityChecks } from './schema.ts';

type ReviewInput = z.output<typeof qualityReviewInputSchema>;

export const CELL_NOT_IN_BATCH = 'Cor e tamanho fora da grade do lote';

/** A 409 unless the batch is in `status`, naming the status it is in. */
export function assertBatchStatus(batch: BatchRow, status: BatchStatus): void {
  if (batch.status !== status) throw conflict(batchStatusMessage(batch.status as BatchStatus, status));
}

/** The batch's cells by colour and size. */
export async function gridByCell(tx: Tx, tenant: TenantContext, batchId: string) {
  const grid = (await loadGridCells(tx, tenant, [batchId])).get(batchId) ?? [];
  return new Map<string, GridCellRow>(grid.map((cell) => [cellKey(cell.colorId, cell.size), cell]));
}

/** The batch's check, made when missing (one per batch). */
export async function ensureCheck(tx: Tx, tenant: TenantContext, batchId: string) {
  await tx
    .insert(qualityChecks)
    .values({ companyId: tenant.companyId, batchId, createdBy: tenant.userId })
    .onConflictDoNothing({ target: qualityChecks.batchId });
  const [check] = await tx
    .select()
    .from(qualityChecks)
    .where(and(eq(qualityChecks.companyId, tenant.companyId), eq(qualityChecks.batchId, batchId)));
  return check!;
}

/** POST /batches/:id/review/start: a batch back from its workshop goes into review (finalizado_faccao → em_revisao). */
export async function startReview(tx: Tx, tenant: TenantContext, batchId: string): Promise<QualityReview> {
  const batch = await lockBatch(tx, tenant, batchId);
  await moveBatchStatus(tx, tenant, batch, 'em_revisao');
  await ensureCheck(tx, tenant, batch.id);
  return getQualityReview(tx, tenant, batch.id);
}

async function assertInspector(tx: Tx, tenant: TenantContext, employeeId: string | null) {
  if (!employeeId) return;
  const [row] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, tenant.companyId), eq(employees.id, employeeId)));
  if (!row) throw invalid({ inspectorEmployeeId: 'Revisor não encontrado' });
}

/**
 * PUT /batches/:id/review: saves the counts of a batch in review, replacing the saved ones. Every cell must be
 * one of the batch's and may not count more pieces than it has; nothing is saved otherwise.
 */
export async function saveReview(
  tx: Tx,
  tenant: TenantContext,
  batchId: string,
  input: ReviewInput,
): Promise<QualityReview> {
  const batch = await lockBatch(tx, tenant, batchId);
  assertBatchStatus(batch, 'em_revisao');
  await assertInspector(tx, tenant, input.inspectorEmployeeId);
  const grid = await gridByCell(tx, tenant, batch.id);
  const errors: Record<string, string> = {};
  input.items.forEach((item, index) => {
    const cell = grid.get(cellKey(item.colorId, item.size));
    if (!cell) {
      errors[`items.${index}`] = CELL_NOT_IN_BATCH;
      return;
    }
    const overflow = reviewCellOverflow(item, cell.pieces, cell.colorName, cell.size);
    if (overflow) errors[`items.${index}`] = overflow;
  });
  const messages = Object.values(errors);
  if (messages.length)
    throw invalid(
      errors,
      messages.length === 1 ? messages[0] : `${messages[0]} (e mais ${messages.length - 1})`,
    );

  const check = await ensureCheck(tx, tenant, batch.id);
  await tx
    .update(qualityChecks)
    .set({
      inspectorEmployeeId: input.inspectorEmployeeId,
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(qualityChecks.id, check.id), eq(qualityChecks.companyId, tenant.companyId)));
  await tx
    .delete(qualityCheckItems)
    .where(and(eq(qualityCheckItems.companyId, tenant.companyId), eq(qualityCheckItems.checkId, check.id)));
  const rows = input.items.map((item) => {
    const cell = grid.get(cellKey(item.colorId, item.size))!;
    return {
      companyId: tenant.companyId,
      checkId: check.id,
      colorId: cell.colorId,
      size: cell.size,
      approved: item.approved,
      defectCostura: item.defects.costura,
      defectMancha: item.defects.mancha,
      defectMedida: item.defects.medida,
      defectTecido: item.defects.tecido,
      defectOutro: item.defects.outro,
      repair: item.repair,
    };
  });
  if (rows.length) await tx.insert(qualityCheckItems).values(rows);
  return getQualityReview(tx, tenant, batch.id);
}

/** Writes a cell's counts to the batch's grid (approved, defects, repair). */
export async function writeBatchCell(
  tx: Tx,
  tenant: TenantContext,
  itemId: string,
  counts: { approved: number; defects: number; repair: number },
) {
  await tx
    .update(batchItems)
    .set({ approvedQuantity: counts.approved, defectQuantity: counts.defects, repairQuantity: counts.repair })
    .where(and(eq(batchItems.id, itemId), eq(batchItems.companyId, tenant.companyId)));
}
