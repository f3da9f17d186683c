import { logger } from '../../platform/log/logger.ts';
import { safeError } from '../../platform/log/safe-error.ts';
import type { PushService } from '../push/index.ts';

export type DispatchEvent = {
  companyId: string;
  companyName: string;
  userId: string;
  batchId: string;
  batchCode: string;
  outworkerId: string;
  outworkerName: string;
  stockDocumentId: string | null;
  movedLines: number;
};

/** The push a workshop gets when a batch is sent to it; a click opens the batch in the facção portal. */
export function newBatchPush(companyId: string, batchId: string, batchCode: string, companyName: string) {
  return {
    title: 'Novo lote recebido',
    body: `${companyName} enviou o lote ${batchCode} para a sua facção.`,
    tag: `lote-${batchId}`,
    // `empresa`: a workshop serving several companies opens the batch in the company that sent it.
    url: `/faccao?tab=lotes&batch=${batchId}&empresa=${companyId}`,
  };
}

/**
 * What happens once a send is committed (part2 §7: the stock-movement log and the notification service's
 * newBatch, a web push to the workshop's own users). Tests may replace these functions to see that a failure does
 * not undo the send.
 */
export const dispatchHooks = {
  async logDispatch(event: DispatchEvent): Promise<void> {
    logger.info({ event: 'batch-dispatched', ...event }, 'batch sent to workshop');
  },
  async notifyNewBatch(
    companyId: string,
    batchId: string,
    batchCode: string,
    event?: DispatchEvent,
    push?: PushService,
  ): Promise<void> {
    logger.info({ event: 'notification', kind: 'newBatch', companyId, batchId, batchCode }, 'newBatch');
    if (!push || !event) return;
    // Not waited for: the send's answer does not wait for the push services (see PushService.post).
    push.post({
      companyId,
      audience: { outworkerId: event.outworkerId },
      ...newBatchPush(companyId, batchId, batchCode, event.companyName),
    });
  },
};

/** part2 §8: a log or notification failure is only warned about; the send stands. */
export async function afterDispatch(event: DispatchEvent, push?: PushService): Promise<void> {
  try {
    await dispatchHooks.logDispatch(event);
  } catch (error) {
    logger.warn({ batchId: event.batchId, err: safeError(error) }, 'could not log the batch dispatch');
  }
  try {
    await dispatchHooks.notifyNewBatch(event.companyId, event.batchId, event.batchCode, event, push);
  } catch (error) {
    logger.warn({ batchId: event.batchId, err: safeError(error) }, 'could not notify the new batch');
  }
}
