import { logger } from '../../platform/log/logger.ts';
import { safeError } from '../../platform/log/safe-error.ts';

export type DispatchEvent = {
  companyId: string;
  userId: string;
  batchId: string;
  batchCode: string;
  outworkerId: string;
  outworkerName: string;
  stockDocumentId: string | null;
  movedLines: number;
};

/**
 * What happens once a send is committed (part2 §7: the stock-movement log and the notification service's
 * newBatch). There is no notification service yet: the hook writes what it would send to the log. Tests may
 * replace these functions to see that a failure does not undo the send.
 */
export const dispatchHooks = {
  async logDispatch(event: DispatchEvent): Promise<void> {
    logger.info({ event: 'batch-dispatched', ...event }, 'batch sent to workshop');
  },
  async notifyNewBatch(companyId: string, batchId: string, batchCode: string): Promise<void> {
    logger.info({ event: 'notification', kind: 'newBatch', companyId, batchId, batchCode }, 'newBatch');
  },
};

/** part2 §8: a log or notification failure is only warned about; the send stands. */
export async function afterDispatch(event: DispatchEvent): Promise<void> {
  try {
    await dispatchHooks.logDispatch(event);
  } catch (error) {
    logger.warn({ batchId: event.batchId, err: safeError(error) }, 'could not log the batch dispatch');
  }
  try {
    await dispatchHooks.notifyNewBatch(event.companyId, event.batchId, event.batchCode);
  } catch (error) {
    logger.warn({ batchId: event.batchId, err: safeError(error) }, 'could not notify the new batch');
  }
}
