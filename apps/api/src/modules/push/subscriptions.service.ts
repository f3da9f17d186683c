import {
  PUSH_ENDPOINT_INVALID,
  type PushSubscriptionSaved,
  type pushSubscriptionInputSchema,
  type pushUnsubscribeSchema,
} from '@alinhavo/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import type { PushService } from './push-service.ts';
import { pushSubscriptions } from './schema.ts';

export const PUSH_SUBSCRIPTION_NOT_FOUND = 'Inscrição de notificações não encontrada.';
const DEVICE_INFO_MAX = 500;

/**
 * Who a browser's subscription belongs to: a company member in their company, or a workshop login (the facção
 * portal) in its workshop — never a company: a workshop works for several, and each reaches it while associated.
 */
export type PushOwner = { userId: string } & (
  | { companyId: string; faccaoId?: never }
  | { faccaoId: string; companyId?: never }
);

const s = pushSubscriptions;

/** The rows this owner keeps when subscribing again; any other row with the endpoint is released first. */
function keptBy(owner: PushOwner): SQL {
  return owner.companyId !== undefined
    ? eq(s.companyId, owner.companyId)
    : and(eq(s.faccaoId, owner.faccaoId), eq(s.userId, owner.userId))!;
}

/**
 * Saves this browser's subscription for the caller (part2 'push_subscriptions upsert on endpoint'): one row per
 * endpoint, so subscribing again refreshes the keys, and a browser that was subscribed by another person, company
 * or workshop is re-owned (its old row is released through the endpoint-release policy of migration 0024).
 */
export async function savePushSubscription(
  tx: Tx,
  owner: PushOwner,
  push: PushService,
  input: z.output<typeof pushSubscriptionInputSchema>,
  userAgent: string | undefined,
): Promise<PushSubscriptionSaved> {
  if (!push.allowsEndpoint(input.endpoint)) {
    throw invalid({ endpoint: PUSH_ENDPOINT_INVALID }, PUSH_ENDPOINT_INVALID);
  }
  await tx.execute(sql`select set_config('app.push_endpoint', ${input.endpoint}, true)`);
  // `is not true`: a row of the other kind has NULL in the compared column.
  await tx.delete(s).where(and(eq(s.endpoint, input.endpoint), sql`(${keptBy(owner)}) is not true`));
  await tx.execute(sql`select set_config('app.push_endpoint', '', true)`);
  const values = {
    userId: owner.userId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    deviceInfo: userAgent ? userAgent.slice(0, DEVICE_INFO_MAX) : null,
  };
  const [saved] = await tx
    .insert(s)
    .values({
      companyId: owner.companyId ?? null,
      faccaoId: owner.faccaoId ?? null,
      endpoint: input.endpoint,
      ...values,
    })
    .onConflictDoUpdate({ target: s.endpoint, set: { ...values, updatedAt: new Date() } })
    .returning({ id: s.id, createdAt: s.createdAt });
  if (!saved) throw new Error('push subscription was not saved');
  return { id: saved.id, createdAt: saved.createdAt.toISOString() };
}

/** Removes the caller's own subscription of this browser (notifications turned off, or signing out). */
export async function removePushSubscription(
  tx: Tx,
  owner: PushOwner,
  input: z.output<typeof pushUnsubscribeSchema>,
): Promise<void> {
  const removed = await tx
    .delete(s)
    .where(and(eq(s.endpoint, input.endpoint), eq(s.userId, owner.userId), keptBy(owner)))
    .returning({ id: s.id });
  if (removed.length === 0) throw notFound(PUSH_SUBSCRIPTION_NOT_FOUND);
}
