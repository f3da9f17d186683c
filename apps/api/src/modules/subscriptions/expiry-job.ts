import { and, eq, inArray } from 'drizzle-orm';
import { now as clockNow } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Logger } from '../../platform/log/logger.ts';
import { subscriptions } from './schema.ts';
import { statusAt } from './subscription.service.ts';

/** How often the server stores the expiry of ended trials. */
export const TRIAL_EXPIRY_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Stores what time changed, by the same rule the summary applies at read time (statusAt), so the stored and the
 * read status never disagree: 'expired' on every trial whose end has come and 'past_due' on every paid period left
 * unrenewed past its grace days. Runs as the connecting owner across companies (policy system_owner, migration
 * 0006). Returns the ids it changed.
 */
export async function storeLapsedStatuses(db: Db, now: Date = clockNow()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const running = await tx
      .select()
      .from(subscriptions)
      .where(inArray(subscriptions.status, ['trialing', 'active']));
    const changed = running
      .map((row) => ({ row, status: statusAt(row, now) }))
      .filter(({ row, status }) => status !== row.status);
    for (const { row, status } of changed) {
      await tx
        .update(subscriptions)
        .set({ status, updatedAt: now })
        .where(and(eq(subscriptions.id, row.id), eq(subscriptions.status, row.status)));
    }
    return changed.map(({ row }) => row.id);
  });
}

/** Starts the periodic expiry (once now, then every interval); stop() ends it and waits for a running pass. */
export function startTrialExpiryJob(
  db: Db,
  logger: Logger,
  intervalMs: number = TRIAL_EXPIRY_INTERVAL_MS,
): { stop: () => Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        const changed = await storeLapsedStatuses(db);
        if (changed.length > 0) logger.info({ count: changed.length }, 'lapsed subscriptions stored');
      } catch (error) {
        logger.error({ err: error }, 'subscription status job failed');
      }
    });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
