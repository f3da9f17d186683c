import {
  PUSH_ENDPOINT_INVALID,
  type PushSubscriptionSaved,
  type pushSubscriptionInputSchema,
  type pushUnsubscribeSchema,
} from '@alinhavo/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import type { PushService } from './push-service.ts';
import { pushSubscriptions } from './schema.ts';

export const PUSH_SUBSCRIPTION_NOT_FOUND = 'Inscrição de notificações não encontrada.';
const DEVICE_INFO_MAX = 500;

/**
 * Saves this browser's subscription for the caller (part2 'push_subscriptions upsert on endpoint'): one row per
 * endpoint, so subscribing again refreshes the keys, and a browser that was subscribed by another person or
 * company is re-owned (its old row is released through the endpoint-release policy of migration 0024).
 */
export async function savePushSubscription(
  tx: Tx,
  tenant: TenantContext,
  push: PushService,
  input: z.output<typeof pushSubscriptionInputSchema>,
  userAgent: string | undefined,
): Promise<PushSubscriptionSaved> {
  if (!push.allowsEndpoint(input.endpoint)) {
    throw invalid({ endpoint: PUSH_ENDPOINT_INVALID }, PUSH_ENDPOINT_INVALID);
  }
  await tx.execute(sql`select set_config('app.push_endpoint', ${input.endpoint}, true)`);
  await tx
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.endpoint, input.endpoint), ne(pushSubscriptions.companyId, tenant.companyId)),
    );
  await tx.execute(sql`select set_config('app.push_endpoint', '', true)`);
  const values = {
    userId: tenant.userId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    deviceInfo: userAgent ? userAgent.slice(0, DEVICE_INFO_MAX) : null,
  };
  const [saved] = await tx
    .insert(pushSubscriptions)
    .values({ companyId: tenant.companyId, endpoint: input.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, updatedAt: new Date() } })
    .returning({ id: pushSubscriptions.id, createdAt: pushSubscriptions.createdAt });
  if (!saved) throw new Error('push subscription was not saved');
  return { id: saved.id, createdAt: saved.createdAt.toISOString() };
}

/** Removes the caller's own subscription of this browser (notifications turned off, or signing out). */
export async function removePushSubscription(
  tx: Tx,
  tenant: TenantContext,
  input: z.output<typeof pushUnsubscribeSchema>,
): Promise<void> {
  const removed = await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, input.endpoint), eq(pushSubscriptions.userId, tenant.userId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound(PUSH_SUBSCRIPTION_NOT_FOUND);
}
