import {
  BATCH_STATUS_LABELS,
  BATCH_STATUSES,
  type BatchStatus,
  batchStatusMessage,
  canMoveBatch,
  isUuid,
} from '@alinhavo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { batches, batchHistory } from '../batches/schema.ts';

export const BATCH_NOT_FOUND = 'Lote não encontrado';

export type BatchRow = typeof batches.$inferSelect;
export type BatchActor = 'empresa' | 'faccao' | 'sistema';

/** The batch, locked for the rest of the transaction: status changes of one batch happen one at a time. */
export async function lockBatch(tx: Tx, tenant: TenantContext, batchId: string): Promise<BatchRow> {
  if (!isUuid(batchId)) throw notFound(BATCH_NOT_FOUND);
  const [row] = await tx
    .select()
    .from(batches)
    .where(and(eq(batches.id, batchId), eq(batches.companyId, tenant.companyId)))
    .for('update');
  if (!row) throw notFound(BATCH_NOT_FOUND);
  return row;
}

export async function recordBatchHistory(
  tx: Tx,
  tenant: TenantContext,
  batchId: string,
  entry: {
    actionType: string;
    fromStatus?: BatchStatus | null;
    toStatus?: BatchStatus | null;
    actor?: BatchActor;
    notes?: string | null;
  },
): Promise<void> {
  await tx.insert(batchHistory).values({
    companyId: tenant.companyId,
    batchId,
    actionType: entry.actionType,
    fromStatus: entry.fromStatus ?? null,
    toStatus: entry.toStatus ?? null,
    actor: entry.actor ?? 'empresa',
    userId: tenant.userId,
    notes: entry.notes ?? null,
    // The wall clock, not the transaction's start: entries written in one request keep their order.
    actionDate: sql`clock_timestamp()`,
  });
}

/** The timestamp column each status stamps when reached. */
const STAMP: Partial<Record<BatchStatus, keyof BatchRow>> = {
  enviado: 'sentAt',
  em_producao: 'startedAt',
  finalizado_faccao: 'returnedAt',
  aprovado: 'approvedAt',
  embalado: 'packedAt',
};

/**
 * Moves a locked batch one step along part3 §4 and writes the history entry (action = the new status). Refuses
 * any other move with a Portuguese conflict naming the current status. `set` carries the columns that change
 * with the move (e.g. the workshop when sending).
 */
export async function moveBatchStatus(
  tx: Tx,
  tenant: TenantContext,
  batch: BatchRow,
  to: BatchStatus,
  options: { actor?: BatchActor; notes?: string | null; set?: Partial<BatchRow> } = {},
): Promise<BatchRow> {
  const from = batch.status as BatchStatus;
  assertBatchCanMove(batch, to);
  const stamp = STAMP[to];
  const [row] = await tx
    .update(batches)
    .set({
      ...options.set,
      status: to,
      ...(stamp ? { [stamp]: sql`now()` } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(batches.id, batch.id), eq(batches.companyId, tenant.companyId)))
    .returning();
  await recordBatchHistory(tx, tenant, batch.id, {
    actionType: to,
    fromStatus: from,
    toStatus: to,
    actor: options.actor ?? 'empresa',
    notes: options.notes ?? null,
  });
  return row!;
}

/**
 * Refuses, with the conflict moveBatchStatus would give, a move the batch cannot make: for actions that check
 * the status before doing other work (stock, records) and move it at the end.
 */
export function assertBatchCanMove(batch: Pick<BatchRow, 'status'>, to: BatchStatus): void {
  const from = batch.status as BatchStatus;
  if (!canMoveBatch(from, to)) {
    throw conflict(
      from === to ? `O lote já está "${BATCH_STATUS_LABELS[to]}".` : batchStatusMessage(from, previousOf(to)),
    );
  }
}

/** The status a batch must be in to move to `to`. */
function previousOf(to: BatchStatus): BatchStatus {
  return BATCH_STATUSES[Math.max(0, BATCH_STATUSES.indexOf(to) - 1)]!;
}
