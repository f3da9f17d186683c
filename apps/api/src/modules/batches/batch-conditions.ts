import { BATCH_AT_WORKSHOP_STATUSES } from '@alinhavo/domain';
import { and, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { batches } from './schema.ts';

/**
 * The batch conditions the list filters and the dashboard share, so a card's number and the list it links to
 * always agree. Each one is served by an index led by company_id (migration 0016).
 */

/**
 * Late (isBatchLate in SQL): its due date is before `today` (a São Paulo day, 'yyyy-MM-dd') and it is not packed.
 * Index: batches_company_open_due_idx, the open batches by due date.
 */
export function lateBatch(today: string): SQL {
  // 'embalado' written as a literal, not a parameter: it must match the partial index's predicate when planned.
  return and(lt(batches.dueDate, today), openBatch())!;
}

/** Not packed yet (BATCH_OPEN_STATUSES). */
export function openBatch(): SQL {
  return sql`${batches.status} <> 'embalado'`;
}

/** At a workshop now: sent or being sewn. Index: batches_company_status_idx. */
export function batchAtWorkshop(): SQL {
  return inArray(batches.status, [...BATCH_AT_WORKSHOP_STATUSES]);
}

/** The instant a São Paulo calendar day starts. */
export function saoPauloDayStart(day: string): SQL {
  return sql`(${day}::date::timestamp at time zone 'America/Sao_Paulo')`;
}

/**
 * Approved in quality control from the São Paulo day `from` on (before the day after `to`, when given).
 * Index: batches_company_approved_idx.
 */
export function batchApprovedBetween(from: string, to?: string): SQL {
  const start = gte(batches.approvedAt, saoPauloDayStart(from));
  if (!to) return start;
  return and(
    start,
    lt(batches.approvedAt, sql`((${to}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`),
  )!;
}
