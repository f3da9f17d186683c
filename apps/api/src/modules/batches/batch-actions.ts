import { BATCH_MESSAGES, type BatchDetail, type BatchHistoryEntry, type BatchStatus } from '@alinhavo/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { conflict } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { lockBatch, moveBatchStatus, recordBatchHistory } from '../batch-state/index.ts';
import { getBatch, loadBatchHistory } from './batch-detail.ts';
import { batches } from './schema.ts';

/** What the company records in the workshop's place says so: '… (registrado pela empresa)'. */
function companyNote(notes: string | null | undefined): string {
  return notes ? `${notes} ${BATCH_MESSAGES.byCompany}` : BATCH_MESSAGES.byCompany;
}

/**
 * part2 'Iniciar produção' / 'Finalizar produção' recorded by the company until the workshop portal exists:
 * enviado → em_producao, em_producao → finalizado_faccao, with the note marked as the company's.
 */
export async function recordWorkshopProgress(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  to: Extract<BatchStatus, 'em_producao' | 'finalizado_faccao'>,
  notes: string | null | undefined,
): Promise<BatchDetail> {
  const batch = await lockBatch(tx, tenant, id);
  await moveBatchStatus(tx, tenant, batch, to, { actor: 'empresa', notes: companyNote(notes) });
  return getBatch(tx, tenant, batch.id);
}

/** An 'observacao' entry in the history, whatever the status. */
export async function addBatchNote(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  notes: string,
): Promise<BatchHistoryEntry> {
  const batch = await lockBatch(tx, tenant, id);
  await recordBatchHistory(tx, tenant, batch.id, { actionType: 'observacao', actor: 'empresa', notes });
  return (await loadBatchHistory(tx, tenant, batch.id)).at(-1)!;
}

/** Only a batch still waiting for its cut may go; its pieces go back to the order's balance. */
export async function deleteBatch(tx: Tx, tenant: TenantContext, id: string): Promise<void> {
  const batch = await lockBatch(tx, tenant, id);
  if (batch.status !== 'aguardando_corte') throw conflict(BATCH_MESSAGES.deleteOnlyWaiting);
  // Items and history go with it (ON DELETE CASCADE); nothing moved stock before the cut.
  await tx.delete(batches).where(and(eq(batches.id, batch.id), eq(batches.companyId, tenant.companyId)));
}
