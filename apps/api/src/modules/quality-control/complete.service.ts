import {
  cellLabel,
  defectTotal,
  formatCount,
  type QualityReview,
  type qualityRepairsInputSchema,
  type ReviewCell,
  uncountedMessage,
} from '@alinhavo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { conflict, invalid } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { assertBatchCanMove, lockBatch, moveBatchStatus, recordBatchHistory } from '../batch-state/index.ts';
import { saveBatchPaymentRecord } from '../workshop-payments/index.ts';
import { cellKey } from './batch-grid.ts';
import { defectsOf, findCheck, getQualityReview, loadCheckItems } from './review-read.ts';
import {
  assertBatchStatus,
  CELL_NOT_IN_BATCH,
  ensureCheck,
  gridByCell,
  writeBatchCell,
} from './review-write.ts';
import { qualityCheckItems, qualityChecks } from './schema.ts';

type RepairsInput = z.output<typeof qualityRepairsInputSchema>;

function piecesText(n: number): string {
  return formatCount(n, 'peça', 'peças');
}

/**
 * POST /batches/:id/review/complete (em_revisao → aprovado): every piece must be counted; the counts go to the
 * batch's grid and the workshop's payment record is created (or recomputed). Without an agreed price for the
 * product at that workshop nothing changes ('Cadastre o preço combinado deste produto com a facção').
 */
export async function completeReview(tx: Tx, tenant: TenantContext, batchId: string): Promise<QualityReview> {
  const batch = await lockBatch(tx, tenant, batchId);
  assertBatchCanMove(batch, 'aprovado');
  const grid = [...(await gridByCell(tx, tenant, batch.id)).values()];
  const check = (await findCheck(tx, tenant, batch.id)) ?? (await ensureCheck(tx, tenant, batch.id));
  const items = await loadCheckItems(tx, tenant, check.id);
  const cells: (ReviewCell & { itemId: string })[] = grid.map((cell) => {
    const item = items.get(cellKey(cell.colorId, cell.size));
    return {
      itemId: cell.itemId,
      colorName: cell.colorName,
      size: cell.size,
      pieces: cell.pieces,
      approved: item?.approved ?? 0,
      defects: defectsOf(item),
      repair: item?.repair ?? 0,
    };
  });
  const missing = uncountedMessage(cells);
  if (missing) throw conflict(missing);

  const totals = { approved: 0, defects: 0, repair: 0 };
  for (const cell of cells) {
    const defects = defectTotal(cell.defects);
    totals.approved += cell.approved;
    totals.defects += defects;
    totals.repair += cell.repair;
    await writeBatchCell(tx, tenant, cell.itemId, { approved: cell.approved, defects, repair: cell.repair });
  }
  // Before the move: a missing price refuses the whole completion.
  await saveBatchPaymentRecord(tx, tenant, batch);
  await tx
    .update(qualityChecks)
    .set({ completedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(qualityChecks.id, check.id), eq(qualityChecks.companyId, tenant.companyId)));
  await moveBatchStatus(tx, tenant, batch, 'aprovado', {
    notes: `Aprovadas: ${totals.approved}; com defeito: ${totals.defects}; em conserto: ${totals.repair}.`,
  });
  return getQualityReview(tx, tenant, batch.id);
}

/**
 * POST /batches/:id/review/repairs: pieces back from repair (conserto) become approved, in the batch's grid and
 * in the review's counts; the payment record pays them, and leaves 'com_conserto_pendente' when none remain out.
 */
export async function recordRepairs(
  tx: Tx,
  tenant: TenantContext,
  batchId: string,
  input: RepairsInput,
): Promise<QualityReview> {
  const batch = await lockBatch(tx, tenant, batchId);
  assertBatchStatus(batch, 'aprovado');
  const grid = await gridByCell(tx, tenant, batch.id);
  const check = await findCheck(tx, tenant, batch.id);
  if (!check) throw conflict('Este lote não tem revisão concluída.');
  const items = await loadCheckItems(tx, tenant, check.id);
  const errors: Record<string, string> = {};
  const moves = input.items.flatMap((item, index) => {
    const cell = grid.get(cellKey(item.colorId, item.size));
    if (!cell) {
      errors[`items.${index}.quantity`] = CELL_NOT_IN_BATCH;
      return [];
    }
    if (item.quantity > cell.repair) {
      errors[`items.${index}.quantity`] =
        `${cellLabel(cell.colorName, cell.size)}: ${cell.repair === 0 ? 'nenhuma peça está' : `só ${cell.repair === 1 ? 'há 1 peça' : `há ${cell.repair} peças`}`} em conserto.`;
      return [];
    }
    return [{ cell, checkItem: items.get(cellKey(cell.colorId, cell.size)), quantity: item.quantity }];
  });
  const messages = Object.values(errors);
  if (messages.some((m) => m === CELL_NOT_IN_BATCH)) throw invalid(errors, CELL_NOT_IN_BATCH);
  if (messages.length) throw conflict(messages.join(' '), errors);

  for (const { cell, checkItem, quantity } of moves) {
    await writeBatchCell(tx, tenant, cell.itemId, {
      approved: cell.approved + quantity,
      defects: cell.defects,
      repair: cell.repair - quantity,
    });
    if (checkItem) {
      await tx
        .update(qualityCheckItems)
        .set({ approved: checkItem.approved + quantity, repair: Math.max(0, checkItem.repair - quantity) })
        .where(
          and(eq(qualityCheckItems.id, checkItem.id), eq(qualityCheckItems.companyId, tenant.companyId)),
        );
    }
  }
  await saveBatchPaymentRecord(tx, tenant, batch);
  const total = moves.reduce((sum, m) => sum + m.quantity, 0);
  const detail = moves.map((m) => `${cellLabel(m.cell.colorName, m.cell.size)}: ${m.quantity}`).join('; ');
  await recordBatchHistory(tx, tenant, batch.id, {
    actionType: 'conserto_retornado',
    notes: `Voltaram do conserto ${piecesText(total)} (${detail}).${input.notes ? ` ${input.notes}` : ''}`,
  });
  return getQualityReview(tx, tenant, batch.id);
}
