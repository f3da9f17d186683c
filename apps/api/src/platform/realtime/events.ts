import type { RealtimeEvent } from '@alinhavo/domain';

/** The channel migration 0023's triggers (app_notify_realtime) notify. */
export const EVENTS_CHANNEL = 'alinhavo_events';

const OPS = new Set(['INSERT', 'UPDATE', 'DELETE']);

const camel = (key: string) => key.replace(/_([a-z])/g, (_m, letter: string) => letter.toUpperCase());

/**
 * The event of a notification's payload, with the trigger's snake_case keys in camelCase (`outworker_id` →
 * `outworkerId`, also inside `was`); null when the payload is not one (another writer on the channel).
 */
export function parseEventPayload(payload: string | undefined): RealtimeEvent | null {
  if (!payload) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const row = raw as Record<string, unknown>;
  const { table, op, id, company_id: companyId, seq } = row;
  if (typeof table !== 'string' || typeof op !== 'string' || !OPS.has(op)) return null;
  if (typeof id !== 'string' || typeof companyId !== 'string' || typeof seq !== 'number') return null;
  const event: RealtimeEvent = { table, op: op as RealtimeEvent['op'], id, companyId, seq };
  for (const [key, value] of Object.entries(row)) {
    if (key in { table: 1, op: 1, id: 1, company_id: 1, seq: 1 }) continue;
    if (key === 'was' && typeof value === 'object' && value !== null) {
      event.was = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([k, v]) => [camel(k), textOrNull(v)]),
      );
    } else event[camel(key)] = textOrNull(value);
  }
  return event;
}

const textOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);
