import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from './schema.ts';

/**
 * Failed sign-ins are counted per account and address, per account, and per address, so an attacker sharing an
 * office's address can lock out neither the office (their failures count against the accounts they try) nor an
 * account from the places its owner signs in from, short of a large distributed attack:
 *
 * - `pair`: one account from one address. The lock a guesser meets first; nobody else is affected.
 * - `account`: one account from any address, a ceiling for guessing spread over many addresses.
 * - `address`: one address, any accounts: a much higher ceiling against password spraying from one place, high
 *   enough for a whole office mistyping passwords on a Monday.
 *
 * A failure keeps its counter for `WINDOW_SECONDS` after the last one; a successful sign-in clears its own pair.
 * Counters live in better-auth's rate-limit table, so every API process sees them. Windows stay within the
 * longest better-auth window (10 minutes), since better-auth prunes rows older than that.
 */
export const SIGN_IN_FAILURE_LIMITS = { pair: 10, account: 30, address: 100 } as const;
export const WINDOW_SECONDS = 600;

export type SignInAttempt = { email: string; ip: string };

function keysOf({ email, ip }: SignInAttempt) {
  // The address is not kept in clear: only a hash of it names the counter.
  const account = createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
  return {
    pair: `sign-in-failures:pair:${account}:${ip}`,
    account: `sign-in-failures:account:${account}`,
    address: `sign-in-failures:address:${ip}`,
  };
}

/** Seconds until the attempt may be tried again, or null when no counter has reached its limit. */
export async function signInRetryAfter(
  db: Db,
  attempt: SignInAttempt,
  now = Date.now(),
): Promise<number | null> {
  const keys = keysOf(attempt);
  const rows = await db
    .select({ key: rateLimits.key, count: rateLimits.count, lastRequest: rateLimits.lastRequest })
    .from(rateLimits)
    .where(inArray(rateLimits.key, Object.values(keys)));
  let retryAfter: number | null = null;
  for (const [kind, key] of Object.entries(keys) as [keyof typeof keys, string][]) {
    const row = rows.find((r) => r.key === key);
    if (!row || row.count < SIGN_IN_FAILURE_LIMITS[kind]) continue;
    const left = Math.ceil((Number(row.lastRequest) + WINDOW_SECONDS * 1000 - now) / 1000);
    if (left > 0) retryAfter = Math.max(retryAfter ?? 0, left);
  }
  return retryAfter;
}

/** Counts one failure on the three counters in one statement; a counter past its window starts again at 1. */
export async function recordSignInFailure(db: Db, attempt: SignInAttempt, now = Date.now()): Promise<void> {
  const expired = now - WINDOW_SECONDS * 1000;
  await db
    .insert(rateLimits)
    .values(Object.values(keysOf(attempt)).map((key) => ({ key, count: 1, lastRequest: now })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} <= ${expired} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: now,
      },
    });
}

/** The right password from this address: its own pair starts over (the account and address counters do not). */
export async function clearSignInFailures(db: Db, attempt: SignInAttempt): Promise<void> {
  await db.delete(rateLimits).where(inArray(rateLimits.key, [keysOf(attempt).pair]));
}
