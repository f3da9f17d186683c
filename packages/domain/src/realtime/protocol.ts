/**
 * The realtime protocol between the web app and the API's socket (GET /api/realtime, one per signed-in tab):
 * JSON text messages. Shared by both sides; plain TypeScript (no zod) so the web's realtime chunk stays small.
 * See docs/decisions/022-realtime.md.
 */

/** What a database change tells subscribers: which row changed and how, never its content. */
export type RealtimeEvent = {
  /** The table the change happened in: 'batches', 'payment_records', 'production_orders', … */
  table: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  id: string;
  companyId: string;
  /** Increases with every event of the database (a sequence): later events have larger numbers. */
  seq: number;
  /** Short columns the table's trigger names (ids, statuses), e.g. `status`, `outworkerId`, `batchId`. */
  [column: string]: string | number | null | Record<string, string | null> | undefined;
};

export type RealtimeClientMessage =
  /** `since`: the last event seq this tab received before it lost its connection (absent on the first one). */
  { type: 'subscribe'; topic: string; since?: number } | { type: 'unsubscribe'; topic: string };

export type RealtimeServerMessage =
  /**
   * The topic is live. `resync`: events may have been missed (a fresh subscription, or a reconnect the server
   * could not prove complete); then `quietMs` tells how long before this answer the server last heard an event
   * for the topic (0 when it cannot tell): data fetched since then is current.
   */
  | { type: 'subscribed'; topic: string; resync: boolean; quietMs: number }
  | { type: 'unsubscribed'; topic: string; reason?: 'forbidden' }
  | { type: 'event'; topic: string; event: RealtimeEvent }
  /** Everything of the topic may be stale (the server's database listener was down for a while). */
  | { type: 'resync'; topic: string; quietMs: number }
  | { type: 'error'; code: RealtimeErrorCode; message: string; topic?: string };

export type RealtimeErrorCode = 'invalid' | 'forbidden' | 'limit' | 'unavailable';

/** Close codes the server uses (4000–4999 are the application's). */
export const REALTIME_CLOSE = {
  /** The session ended (signed out, expired, revoked): sign in again; do not retry. */
  sessionEnded: 4401,
  /** The account was deactivated or may no longer connect: do not retry. */
  forbidden: 4403,
  /** Too many messages. */
  tooManyMessages: 4429,
} as const;

export const REALTIME_MESSAGES = {
  invalid: 'Mensagem inválida.',
  unknownTopic: 'Canal desconhecido.',
  forbidden: 'Sem permissão para acompanhar este canal.',
  tooManyTopics: 'Canais demais nesta conexão.',
  unavailable: 'Atualização em tempo real indisponível no momento.',
} as const;

/** At most this many topics per socket, and this many bytes per client message. */
export const REALTIME_MAX_TOPICS = 50;
export const REALTIME_MAX_MESSAGE_BYTES = 1024;
const TOPIC_PATTERN = /^[a-z][a-z0-9-]{0,39}(:[0-9a-f-]{36}){1,3}$/;

/** A client message, or null when it is not one (bad JSON, unknown type, a malformed topic or seq). */
export function parseRealtimeClientMessage(text: string): RealtimeClientMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { type, topic, since } = value as Record<string, unknown>;
  if (typeof topic !== 'string' || !TOPIC_PATTERN.test(topic)) return null;
  if (type === 'unsubscribe') return { type, topic };
  if (type !== 'subscribe') return null;
  if (since === undefined || since === null) return { type, topic };
  if (typeof since !== 'number' || !Number.isSafeInteger(since) || since < 0) return null;
  return { type, topic, since };
}
