import type { Agent } from 'node:https';
import { can, cutPushBody, type FeatureKey, type PushPayload } from '@alinhavo/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db, Tx } from '../../platform/db/client.ts';
import { runAsTenant } from '../../platform/db/tenant.ts';
import { logger } from '../../platform/log/logger.ts';
import { safeError } from '../../platform/log/safe-error.ts';
import { profiles, userFeaturePermissions } from '../companies/schema.ts';
import { pushSubscriptions } from './schema.ts';
import type { VapidKeys } from './vapid-keys.ts';

const { WebPushError } = webpush;

/** A workshop seen from one company: the workshop behind an outworker record, or the workshop itself. */
export type WorkshopAudience = { outworkerId: string } | { faccaoId: string };

/**
 * Who receives a push, always inside one company (part2 §7 'send-push': audience company or faccao):
 * - 'company': every active member of the company, on every browser they subscribed;
 * - { feature }: the active members who may open that feature (e.g. faccao-messages: part2 §6, the feature gates
 *   the company's messaging notifications);
 * - { userIds }: those people, on the browsers they subscribed while working in this company;
 * - { outworkerId } / { faccaoId }: the workshop's own logins (the facção portal), found by `workshopUsers` (see
 *   PushOptions), on the browsers they subscribed there; only while the workshop is actively associated.
 */
export type PushAudience =
  | 'company'
  | { feature: FeatureKey }
  | { userIds: readonly string[] }
  | WorkshopAudience;

export type PushMessage = {
  companyId: string;
  audience: PushAudience;
  title: string;
  /** Cut to 120 characters (part2 §9). */
  body: string;
  /** Notifications with the same tag replace each other on the device. */
  tag?: string;
  /** The screen a click opens, a path of this app (e.g. /app/mensagens-faccao?conv=…). */
  url: string;
};

export type PushReport = { sent: number; removed: number; failed: number };

export type PushService = {
  /** The VAPID public key for browsers, or null when push is off (the web then skips subscribing). */
  readonly publicKey: string | null;
  /** Whether an endpoint belongs to a push service this server sends to (anything else is refused at subscribe). */
  allowsEndpoint(endpoint: string): boolean;
  /** Sends to every subscription of the audience; never throws (failures are logged, gone subscriptions deleted). */
  send(message: PushMessage): Promise<PushReport>;
  /** Starts `send` without waiting for it: a request's answer never waits for a push service. */
  post(message: PushMessage): void;
  /** Resolves when every push started by `post` has finished (tests; a server stopping). */
  settled(): Promise<void>;
};

/**
 * The browsers' push services (Chrome/Android: FCM; Firefox: Mozilla autopush; Edge: WNS; Safari: Apple). The
 * server posts to a subscription's endpoint, so an endpoint anywhere else (an internal address) is refused.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  '.push.services.mozilla.com',
  '.notify.windows.com',
  '.push.apple.com',
] as const;

export type PushOptions = {
  db: Db;
  /** Without keys push is off: no public key is offered and nothing is sent. */
  vapid?: VapidKeys | undefined;
  /** Extra allowed push-service hosts (tests use a local stand-in); a leading dot allows subdomains. */
  extraHosts?: readonly string[];
  /** The HTTPS agent for the push services (tests trust their stand-in's certificate with it). */
  agent?: Agent;
  timeoutMs?: number;
  /**
   * The user ids of a workshop's own logins, for the { outworkerId } and { faccaoId } audiences (`tx` runs as the
   * company). Given by the composition root (the workshops module); without it those audiences reach nobody.
   */
  workshopUsers?: (tx: Tx, companyId: string, workshop: WorkshopAudience) => Promise<string[]>;
};

/** How long a push service keeps a message for a browser that is offline (a day: the news is stale after that). */
const TTL_SECONDS = 24 * 60 * 60;
const SEND_CONCURRENCY = 8;

export function createPushService(options: PushOptions): PushService {
  const { db, vapid } = options;
  const hosts = [...PUSH_SERVICE_HOSTS, ...(options.extraHosts ?? [])];

  function allowsEndpoint(endpoint: string): boolean {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return false;
    }
    if (url.protocol !== 'https:' || url.username || url.password) return false;
    const host = url.hostname.toLowerCase();
    return hosts.some((allowed) =>
      allowed.startsWith('.') ? host.endsWith(allowed) && host.length > allowed.length : host === allowed,
    );
  }

  async function recipients(tx: Tx, message: PushMessage): Promise<Subscription[]> {
    const columns = {
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    };
    const { audience, companyId } = message;
    const ofCompany = eq(pushSubscriptions.companyId, companyId);
    const activeMember = and(
      eq(profiles.id, pushSubscriptions.userId),
      eq(profiles.companyId, pushSubscriptions.companyId),
      eq(profiles.isActive, true),
    );
    if (audience === 'company') {
      return tx.select(columns).from(pushSubscriptions).innerJoin(profiles, activeMember).where(ofCompany);
    }
    if ('feature' in audience) {
      const { feature } = audience;
      const rows = await tx
        .select({ ...columns, role: profiles.role, canAccess: userFeaturePermissions.canAccess })
        .from(pushSubscriptions)
        .innerJoin(profiles, activeMember)
        .leftJoin(
          userFeaturePermissions,
          and(eq(userFeaturePermissions.userId, profiles.id), eq(userFeaturePermissions.feature, feature)),
        )
        .where(ofCompany);
      // The permission rule of every request (owners and admins need no row); the plan already allowed the
      // conversation this push is about.
      return rows
        .filter(({ role, canAccess }) =>
          can(
            role,
            { [feature]: { canAccess: canAccess ?? false, canWrite: false, canDelete: false } },
            feature,
            'access',
          ),
        )
        .map(({ role: _role, canAccess: _canAccess, ...subscription }) => subscription);
    }
    if ('userIds' in audience) {
      if (audience.userIds.length === 0) return [];
      return tx
        .select(columns)
        .from(pushSubscriptions)
        .where(and(ofCompany, inArray(pushSubscriptions.userId, [...audience.userIds])));
    }
    const userIds = (await options.workshopUsers?.(tx, companyId, audience)) ?? [];
    if (userIds.length === 0) return [];
    // The workshop's browsers (faccao_id set); the policies of migration 0029 show the company only those of the
    // workshops actively associated with it.
    return tx
      .select(columns)
      .from(pushSubscriptions)
      .where(and(isNotNull(pushSubscriptions.faccaoId), inArray(pushSubscriptions.userId, userIds)));
  }

  async function send(message: PushMessage): Promise<PushReport> {
    const report: PushReport = { sent: 0, removed: 0, failed: 0 };
    if (!vapid) return report;
    try {
      const targets = await runAsTenant(db, message.companyId, (tx) => recipients(tx, message));
      if (targets.length === 0) return report;
      const payload: PushPayload = {
        title: message.title,
        body: cutPushBody(message.body),
        url: message.url,
        ...(message.tag ? { tag: message.tag } : {}),
      };
      const text = JSON.stringify(payload);
      const gone: string[] = [];
      await eachLimited(targets, SEND_CONCURRENCY, async (target) => {
        const outcome = await deliver(target, text);
        if (outcome === 'sent') report.sent++;
        else if (outcome === 'gone') gone.push(target.id);
        else report.failed++;
      });
      if (gone.length > 0) {
        await runAsTenant(db, message.companyId, (tx) =>
          tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone)),
        );
        report.removed = gone.length;
      }
    } catch (error) {
      logger.error({ companyId: message.companyId, err: safeError(error) }, 'push could not be sent');
    }
    return report;
  }

  async function deliver(target: Subscription, text: string): Promise<'sent' | 'gone' | 'failed'> {
    if (!vapid) return 'failed';
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        text,
        {
          vapidDetails: vapid,
          TTL: TTL_SECONDS,
          urgency: 'normal',
          timeout: options.timeoutMs ?? 10_000,
          ...(options.agent ? { agent: options.agent } : {}),
        },
      );
      return 'sent';
    } catch (error) {
      // 404/410: the browser unsubscribed or the subscription expired; it will never be reachable again.
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410))
        return 'gone';
      // Never the endpoint (a secret address) nor the keys: the subscription's id and what the service said.
      logger.warn(
        {
          subscriptionId: target.id,
          statusCode: error instanceof WebPushError ? error.statusCode : undefined,
          err:
            error instanceof WebPushError
              ? { type: 'WebPushError', message: error.message }
              : safeError(error),
        },
        'push service refused a notification',
      );
      return 'failed';
    }
  }

  const inFlight = new Set<Promise<unknown>>();
  function post(message: PushMessage): void {
    const sending = send(message).finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  }
  async function settled(): Promise<void> {
    while (inFlight.size > 0) await Promise.all([...inFlight]);
  }

  return { publicKey: vapid?.publicKey ?? null, allowsEndpoint, send, post, settled };
}

type Subscription = { id: string; endpoint: string; p256dh: string; auth: string };

async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
