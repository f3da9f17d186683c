import {
  BATCH_AT_WORKSHOP_STATUSES,
  type BatchStatus,
  Dec,
  OUTWORKER_PERFORMANCE_LATE_LIMIT,
  type OutworkerPerformance,
  outworkerPerformancePeriod,
  type outworkerPerformanceQuerySchema,
  todayInSaoPaulo,
} from '@alinhavo/domain';
import { and, asc, eq, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
// Batches, their grid and their reviews belong to other areas; only their tables are read here.
import { batches, batchItems } from '../batches/schema.ts';
import { products } from '../products/schema.ts';
import { qualityChecks } from '../quality-control/schema.ts';
import { findOutworkerRow } from './service.ts';

type PerformanceQuery = z.output<typeof outworkerPerformanceQuerySchema>;

/** At the workshop now: sent, or being sewn. */
const AT_WORKSHOP: BatchStatus[] = [...BATCH_AT_WORKSHOP_STATUSES];
/** The workshop is done with it ('Finalizado' and every later stage). */
const RETURNED: BatchStatus[] = ['finalizado_faccao', 'em_revisao', 'aprovado', 'embalado'];

const pieces = sql<number>`coalesce(sum(${batches.totalQuantity}), 0)::int`;
const batchCount = sql<number>`count(*)::int`;

/** Start of São Paulo day `day` and start of the day after `to`, as instants. */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'America/Sao_Paulo')`;
const dayAfter = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`;

/** Percent with 1 decimal place, exactly; null without a base. */
function percent(part: number, whole: number): string | null {
  if (whole === 0) return null;
  return new Dec(part).div(whole).times(100).toFixed(1);
}

/**
 * GET /outworkers/:id/performance: part3 §1's summary of a workshop over a period (default the last 90 days) —
 * batches sent and returned with their pieces, the mean lead time from sending to return, the defect rate of the
 * reviews completed, plus what is at the workshop now and what of it is late.
 */
export async function getOutworkerPerformance(
  tx: Tx,
  tenant: TenantContext,
  outworkerId: string,
  query: PerformanceQuery,
): Promise<OutworkerPerformance> {
  const outworker = await findOutworkerRow(tx, tenant, outworkerId);
  const today = todayInSaoPaulo();
  const { from, to } = outworkerPerformancePeriod(query, today);
  const ofWorkshop = and(eq(batches.companyId, tenant.companyId), eq(batches.outworkerId, outworker.id));
  const inPeriod = (column: AnyPgColumn): SQL =>
    and(gte(column, dayStart(from)), lt(column, dayAfter(to))) as SQL;

  // Sequential on purpose: one transaction is one connection.
  const [ever] = await tx.select({ id: batches.id }).from(batches).where(ofWorkshop).limit(1);
  const [sent] = await tx
    .select({ batches: batchCount, pieces })
    .from(batches)
    .where(and(ofWorkshop, inPeriod(batches.sentAt)));
  const [returned] = await tx
    .select({
      batches: batchCount,
      pieces,
      leadTimeDays: sql<
        string | null
      >`round(avg(extract(epoch from (${batches.returnedAt} - ${batches.sentAt})) / 86400)::numeric, 1)::text`,
    })
    .from(batches)
    .where(and(ofWorkshop, inArray(batches.status, RETURNED), inPeriod(batches.returnedAt)));
  const [reviewed] = await tx
    .select({
      reviewed: sql<number>`coalesce(sum(${batchItems.approvedQuantity} + ${batchItems.defectQuantity} + ${batchItems.repairQuantity}), 0)::int`,
      defective: sql<number>`coalesce(sum(${batchItems.defectQuantity}), 0)::int`,
    })
    .from(qualityChecks)
    .innerJoin(batches, and(eq(batches.id, qualityChecks.batchId), eq(batches.companyId, tenant.companyId)))
    .innerJoin(
      batchItems,
      and(eq(batchItems.batchId, batches.id), eq(batchItems.companyId, tenant.companyId)),
    )
    .where(
      and(
        ofWorkshop,
        eq(qualityChecks.companyId, tenant.companyId),
        isNotNull(qualityChecks.completedAt),
        inPeriod(qualityChecks.completedAt),
      ),
    );
  const atWorkshop = and(ofWorkshop, inArray(batches.status, AT_WORKSHOP));
  const [now] = await tx.select({ batches: batchCount, pieces }).from(batches).where(atWorkshop);
  const isLate = and(atWorkshop, isNotNull(batches.dueDate), lt(batches.dueDate, today));
  const [late] = await tx.select({ batches: batchCount, pieces }).from(batches).where(isLate);
  const lateItems = await tx
    .select({
      id: batches.id,
      code: batches.code,
      productName: products.name,
      dueDate: batches.dueDate,
      pieces: batches.totalQuantity,
    })
    .from(batches)
    .innerJoin(products, and(eq(products.id, batches.productId), eq(products.companyId, tenant.companyId)))
    .where(isLate)
    .orderBy(asc(batches.dueDate), asc(batches.code))
    .limit(OUTWORKER_PERFORMANCE_LATE_LIMIT);

  const reviewedPieces = reviewed?.reviewed ?? 0;
  const defectivePieces = reviewed?.defective ?? 0;
  return {
    from,
    to,
    hasBatches: Boolean(ever),
    sent: { batches: sent?.batches ?? 0, pieces: sent?.pieces ?? 0 },
    returned: { batches: returned?.batches ?? 0, pieces: returned?.pieces ?? 0 },
    averageLeadTimeDays: returned?.leadTimeDays ?? null,
    reviewedPieces,
    defectivePieces,
    defectRatePercent: percent(defectivePieces, reviewedPieces),
    atWorkshop: { batches: now?.batches ?? 0, pieces: now?.pieces ?? 0 },
    late: {
      batches: late?.batches ?? 0,
      pieces: late?.pieces ?? 0,
      items: lateItems.map((item) => ({ ...item, dueDate: item.dueDate! })),
    },
  };
}
