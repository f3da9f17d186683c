import { REALTIME_TOPIC_KINDS, type RealtimeEvent } from '@alinhavo/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { enterAppRole, workshopSettings } from '../../platform/db/tenant.ts';
import type { PrincipalResolver, RealtimePrincipal, TopicDefinition } from '../../platform/realtime/index.ts';
import { loadWorkshopIdentity } from './identity.ts';
import { faccaoOutworkers } from './schema.ts';

/** What a workshop login's socket may follow: its workshop, and per active company its outworker record(s). */
export type WorkshopRealtimeData = {
  faccaoId: string;
  /** Active associations only: company id → the company's outworker ids mapped to this workshop. */
  outworkers: ReadonlyMap<string, readonly string[]>;
};

/**
 * A workshop (facção) login holding a socket: its workshop and active associations, read through the workshop's
 * own policies as the portal's routes read them (a company's outworker mapping only with that company chosen).
 * Asked again at every re-check (subscription, the cache notifications of migration 0028 when an association or
 * a mapping changes, every minute): a removed association no longer authorises its topics. Null for anyone else.
 */
export function workshopRealtimeResolver(db: Db): PrincipalResolver {
  return (session) =>
    db.transaction(async (tx) => {
      await enterAppRole(tx, { 'app.user_id': session.userId });
      const identity = await loadWorkshopIdentity(tx, session.userId);
      if (!identity) return null;
      const outworkers = new Map<string, string[]>();
      for (const companyId of identity.activeCompanyIds) {
        await enterAppRole(tx, workshopSettings(session.userId, companyId));
        const rows = await tx
          .select({ outworkerId: faccaoOutworkers.outworkerId })
          .from(faccaoOutworkers)
          .where(
            and(eq(faccaoOutworkers.faccaoId, identity.faccaoId), eq(faccaoOutworkers.companyId, companyId)),
          );
        outworkers.set(
          companyId,
          rows.map((row) => row.outworkerId),
        );
      }
      const data: WorkshopRealtimeData = { faccaoId: identity.faccaoId, outworkers };
      return {
        kind: 'workshop',
        userId: session.userId,
        sessionId: session.sessionId,
        companyIds: identity.activeCompanyIds,
        data,
      } satisfies RealtimePrincipal;
    });
}

function workshopOf(principal: RealtimePrincipal): WorkshopRealtimeData | null {
  return principal.kind === 'workshop' ? (principal.data as WorkshopRealtimeData) : null;
}

const text = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * A topic of one company's rows of `table` that belong to one of its outworker records
 * (`<kind>:<companyId>:<outworkerId>`), for the workshop mapped to that record. A row moved from one outworker to
 * another goes to both: the first workshop sees it leave.
 */
function outworkerTopic(kind: string, table: string): TopicDefinition {
  return {
    kind,
    params: ['companyId', 'outworkerId'],
    authorise: (principal, { companyId = '', outworkerId = '' }) =>
      workshopOf(principal)?.outworkers.get(companyId)?.includes(outworkerId) ?? false,
    route: (event: RealtimeEvent) => {
      if (event.table !== table) return [];
      const was = typeof event.was === 'object' && event.was !== null ? event.was.outworkerId : null;
      const ids = new Set([event.outworkerId, was].filter(text));
      return [...ids].map((outworkerId) => ({ companyId: event.companyId, outworkerId }));
    },
  };
}

/** `workshop-batches:<companyId>:<outworkerId>`: the batches the portal's Lotes tab and summary cards show. */
export const workshopBatchesRealtimeTopic = outworkerTopic(REALTIME_TOPIC_KINDS.workshopBatches, 'batches');

/** `workshop-payments:<companyId>:<outworkerId>`: the payment records of the Pagamentos tab. */
export const workshopPaymentsRealtimeTopic = outworkerTopic(
  REALTIME_TOPIC_KINDS.workshopPayments,
  'payment_records',
);

const MESSAGE_TABLES = new Set(['faccao_messages', 'faccao_conversations']);

/**
 * `workshop-messages:<companyId>:<faccaoId>`: the workshop's conversations with one company it is actively
 * associated with, and their messages (the events name the workshop: migrations 0026 and 0028).
 */
export const workshopMessagesRealtimeTopic: TopicDefinition = {
  kind: REALTIME_TOPIC_KINDS.workshopMessages,
  params: ['companyId', 'faccaoId'],
  authorise: (principal, { companyId = '', faccaoId }) => {
    const workshop = workshopOf(principal);
    return workshop !== null && workshop.faccaoId === faccaoId && workshop.outworkers.has(companyId);
  },
  route: (event) =>
    MESSAGE_TABLES.has(event.table) && text(event.faccaoId)
      ? [{ companyId: event.companyId, faccaoId: event.faccaoId }]
      : [],
};

/** The workshop portal's topic kinds, registered by the composition root. */
export const workshopRealtimeTopics: TopicDefinition[] = [
  workshopBatchesRealtimeTopic,
  workshopPaymentsRealtimeTopic,
  workshopMessagesRealtimeTopic,
];
