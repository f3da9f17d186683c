import { and, eq, inArray } from 'drizzle-orm';
import { now as clockNow } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Logger } from '../../platform/log/logger.ts';
import { subscriptions } from './schema.ts';
import { statusAt } from './subscription.service.ts';

/** How often the server stores the expiry of ended trials. */
export const TRIAL_EXPIRY_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Stores 'expired' on every trial whose end has come, by the same rule the summary applies at read time
 * (statusAt), so the stored and the read status never disagree. Runs as the connecting owner across companies
 * (policy system_owner, migration 0006). Returns the ids it expired.
 */
export async function expireEndedTrials(db: Db, now: Date = clockNow()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const trials = await tx.select().from(subscriptions).where(eq(subscriptions.status, 'trialing'));
    const ended = trials.filter((row) => statusAt(row, now) === 'expired').map((row) => row.id);
    if (ended.length === 0) return [];
    await tx
      .update(subscriptions)
      .set({ status: 'expired', updatedAt: now })
      .where(and(inArray(subscriptions.id, ended), eq(subscriptions.status, 'trialing')));
    return ended;
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
        const expired = await expireEndedTrials(db);
        if (expired.length > 0) logger.info({ count: expired.length }, 'trials expired');
      } catch (error) {
        logger.error({ err: error }, 'trial expiry failed');
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
