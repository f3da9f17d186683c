import {
  addDaysToDate,
  BATCH_OPEN_STATUSES,
  type BatchStatus,
  type DashboardApprovedWeek,
  type DashboardBatchStages,
  type DashboardLateBatches,
  type DashboardWorkshops,
  type dashboardListQuerySchema,
  todayInSaoPaulo,
  weekStartOf,
} from '@alinhavo/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { batchApprovedBetween, batchAtWorkshop, lateBatch } from '../batches/index.ts';
// Batches, their grid, products and workshops belong to other areas; only their tables are read here.
import { batches, batchItems } from '../batches/schema.ts';
import { outworkers } from '../outworkers/schema.ts';
import { products } from '../products/schema.ts';
import { queryRows } from '../stock/index.ts';

type ListQuery = z.output<typeof dashboardListQuerySchema>;

const batchCount = sql<number>`count(*)::int`;
const pieces = sql<number>`coalesce(sum(${batches.totalQuantity}), 0)::int`;

/** 'Lotes atrasados': how many and how many pieces, and the most overdue first (the list's `?atrasados=1`). */
export async function getLateBatches(
  tx: Tx,
  tenant: TenantContext,
  query: ListQuery,
): Promise<DashboardLateBatches> {
  const today = todayInSaoPaulo();
  const where = and(eq(batches.companyId, tenant.companyId), lateBatch(today));
  const [totals] = await tx.select({ batches: batchCount, pieces }).from(batches).where(where);
  const items = await tx
    .select({
      id: batches.id,
      code: batches.code,
      status: batches.status,
      productReference: products.reference,
      productName: products.name,
      outworkerName: outworkers.name,
      dueDate: batches.dueDate,
      pieces: batches.totalQuantity,
    })
    .from(batches)
    .innerJoin(products, and(eq(products.id, batches.productId), eq(products.companyId, tenant.companyId)))
    .leftJoin(
      outworkers,
      and(eq(outworkers.id, batches.outworkerId), eq(outworkers.companyId, tenant.companyId)),
    )
    .where(where)
    .orderBy(asc(batches.dueDate), asc(batches.code), asc(batches.id))
    .limit(query.limit);
  return {
    today,
    batches: totals?.batches ?? 0,
    pieces: totals?.pieces ?? 0,
    items: items.map((item) => ({ ...item, status: item.status as BatchStatus, dueDate: item.dueDate! })),
  };
}

/** 'Na facção': batches sent or being sewn, per workshop, most pieces first (the list's `?naFaccao=1`). */
export async function getBatchesAtWorkshops(
  tx: Tx,
  tenant: TenantContext,
  query: ListQuery,
): Promise<DashboardWorkshops> {
  const today = todayInSaoPaulo();
  // One row per workshop holding batches: a company works with tens of workshops, not thousands.
  const rows = await tx
    .select({
      outworkerId: outworkers.id,
      name: outworkers.name,
      batches: batchCount,
      pieces,
      lateBatches: sql<number>`(count(*) filter (where ${lateBatch(today)}))::int`,
    })
    .from(batches)
    .innerJoin(
      outworkers,
      and(eq(outworkers.id, batches.outworkerId), eq(outworkers.companyId, tenant.companyId)),
    )
    .where(and(eq(batches.companyId, tenant.companyId), batchAtWorkshop()))
    .groupBy(outworkers.id, outworkers.name)
    .orderBy(desc(pieces), asc(outworkers.name), asc(outworkers.id));
  return {
    batches: rows.reduce((sum, row) => sum + row.batches, 0),
    pieces: rows.reduce((sum, row) => sum + row.pieces, 0),
    workshopCount: rows.length,
    workshops: rows.slice(0, query.limit),
  };
}

/**
 * 'Peças aprovadas na semana': reviews completed from Monday to Sunday of this São Paulo week, with their approved
 * and defective pieces as the batches' grids hold them now (pieces back from repair count as approved).
 */
export async function getApprovedThisWeek(tx: Tx, tenant: TenantContext): Promise<DashboardApprovedWeek> {
  const from = weekStartOf(todayInSaoPaulo());
  const to = addDaysToDate(from, 6);
  // Each reviewed batch's grid summed through its own index (batch_items_cell_uq, led by batch_id): a join would
  // let the planner read every grid cell of the company to hash them when it overestimates the week's batches.
  const [row] = await queryRows<{ batches: number; approved: number; defects: number }>(
    tx,
    sql`select count(*)::int as batches, coalesce(sum(cells.approved), 0)::int as approved,
          coalesce(sum(cells.defects), 0)::int as defects
        from ${batches}
        cross join lateral (
          select sum(${batchItems.approvedQuantity}) as approved, sum(${batchItems.defectQuantity}) as defects
          from ${batchItems}
          where ${batchItems.batchId} = ${batches.id} and ${batchItems.companyId} = ${tenant.companyId}
        ) as cells
        where ${and(eq(batches.companyId, tenant.companyId), batchApprovedBetween(from, to))}`,
  );
  return {
    from,
    to,
    batches: Number(row?.batches ?? 0),
    approvedPieces: Number(row?.approved ?? 0),
    defectPieces: Number(row?.defects ?? 0),
  };
}

/** 'Lotes por etapa': the batches still in production per status, every status listed (zero included). */
export async function getBatchStages(tx: Tx, tenant: TenantContext): Promise<DashboardBatchStages> {
  const rows = await tx
    .select({ status: batches.status, batches: batchCount, pieces })
    .from(batches)
    .where(and(eq(batches.companyId, tenant.companyId), inArray(batches.status, [...BATCH_OPEN_STATUSES])))
    .groupBy(batches.status);
  const byStatus = new Map(rows.map((row) => [row.status, row]));
  return {
    stages: BATCH_OPEN_STATUSES.map((status) => ({
      status,
      batches: byStatus.get(status)?.batches ?? 0,
      pieces: byStatus.get(status)?.pieces ?? 0,
    })),
  };
}
