import {
  BATCH_AT_WORKSHOP_STATUSES,
  BATCH_STATUSES,
  type BatchListItem,
  type BatchPage,
  type BatchStatus,
  type batchListQuerySchema,
  batchReached,
  batchSizeLabel,
  LIST_TOTAL_CAP,
  todayInSaoPaulo,
} from '@alinhavo/domain';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { listPage, matchTotal, orderWithTiebreak, pageWhere } from '../../platform/db/list-page.ts';
import { containsText } from '../../platform/db/search.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { loadGridColorsByProduct } from '../batch-state/index.ts';
import { outworkers } from '../outworkers/schema.ts';
import { productionOrders } from '../production-orders/schema.ts';
import { products } from '../products/schema.ts';
import { batchApprovedBetween, batchAtWorkshop, lateBatch } from './batch-conditions.ts';
import { batches, batchItems } from './schema.ts';

type Query = z.output<typeof batchListQuerySchema>;

/**
 * A batch's stage in BATCH_STATUSES' order, written as a literal (the statuses are fixed words): the index
 * batches_company_stage_idx (migration 0021) is on this very expression.
 */
const statusRank = sql`array_position(${sql.raw(`'{${BATCH_STATUSES.join(',')}}'::text[]`)}, ${batches.status})`;

/** Each sort has its index (migrations 0012, 0021): (company_id, key, code, id). */
const SORT: Record<Query['sort'], SQL> = {
  code: sql`${batches.code}`,
  createdAt: sql`${batches.createdAt}`,
  dueDate: sql`${batches.dueDate}`,
  status: statusRank,
  quantity: sql`${batches.totalQuantity}`,
};

function filtersOf(tenant: TenantContext, query: Query, withStatus: boolean): SQL {
  const filters: (SQL | undefined)[] = [eq(batches.companyId, tenant.companyId)];
  if (withStatus && query.status) filters.push(eq(batches.status, query.status));
  if (query.productId) filters.push(eq(batches.productId, query.productId));
  if (query.outworkerId) filters.push(eq(batches.outworkerId, query.outworkerId));
  if (query.productionOrderId) filters.push(eq(batches.productionOrderId, query.productionOrderId));
  if (query.late) filters.push(lateBatch(todayInSaoPaulo()));
  if (query.atWorkshop) filters.push(batchAtWorkshop());
  if (query.approvedFrom) filters.push(batchApprovedBetween(query.approvedFrom));
  if (query.q) {
    filters.push(
      or(
        containsText(batches.id, 'batches', ['code'], query.q),
        containsText(batches.productId, 'products', ['name', 'reference'], query.q),
        containsText(batches.productionOrderId, 'production_orders', ['code'], query.q),
      ),
    );
  }
  return and(...filters)!;
}

/** /app/lotes-producao: filtered, sorted, paged, with the count of each status for the filter chips. */
export async function listBatches(tx: Tx, tenant: TenantContext, query: Query): Promise<BatchPage> {
  const where = filtersOf(tenant, query, true);
  const column = SORT[query.sort];
  const keys = query.sort === 'code' ? [column] : [column, batches.code];
  const order = orderWithTiebreak(query.dir, keys, batches.id, { nullsLast: query.sort === 'dueDate' });
  const page = await listPage(tx, query, {
    items: (rows) =>
      tx
        .select({
          batch: batches,
          productReference: products.reference,
          productName: products.name,
          productSizes: products.sizes,
          orderCode: productionOrders.code,
          outworkerName: outworkers.name,
        })
        .from(batches)
        .innerJoin(products, eq(products.id, batches.productId))
        .innerJoin(productionOrders, eq(productionOrders.id, batches.productionOrderId))
        .leftJoin(outworkers, eq(outworkers.id, batches.outworkerId))
        .where(pageWhere(rows, where, batches.id, eq(batches.companyId, tenant.companyId)))
        .orderBy(...order)
        .limit(rows.limit)
        .offset(rows.offset),
    matching: tx.select({ id: batches.id }).from(batches).where(where),
    ranked: query.q
      ? ({ limit, offset }) =>
          tx
            .select({ key: batches.id, total: matchTotal })
            .from(batches)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset)
      : undefined,
  });
  const rows = page.items;
  const statusCounts = await cappedStatusCounts(tx, filtersOf(tenant, query, false), possibleStatuses(query));

  const ids = rows.map((r) => r.batch.id);
  const cells = ids.length
    ? await tx
        .select({ batchId: batchItems.batchId, colorId: batchItems.colorId, size: batchItems.size })
        .from(batchItems)
        .where(
          and(
            eq(batchItems.companyId, tenant.companyId),
            inArray(batchItems.batchId, ids),
            sql`${batchItems.quantity} > 0`,
          ),
        )
    : [];
  const cellsOf = new Map<string, { colorId: string; size: string }[]>();
  for (const cell of cells) cellsOf.set(cell.batchId, [...(cellsOf.get(cell.batchId) ?? []), cell]);
  const colorMap = await loadGridColorsByProduct(
    tx,
    tenant,
    rows.map((r) => ({
      key: r.batch.id,
      productId: r.batch.productId,
      colorIds: (cellsOf.get(r.batch.id) ?? []).map((c) => c.colorId),
    })),
  );

  const items: BatchListItem[] = rows.map((r) => ({
    id: r.batch.id,
    code: r.batch.code,
    status: r.batch.status as BatchStatus,
    productId: r.batch.productId,
    productReference: r.productReference,
    productName: r.productName,
    productionOrderId: r.batch.productionOrderId,
    orderCode: r.orderCode,
    outworkerId: r.batch.outworkerId,
    outworkerName: r.outworkerName,
    totalQuantity: r.batch.totalQuantity,
    sizeLabel: batchSizeLabel(
      (cellsOf.get(r.batch.id) ?? []).map((c) => c.size),
      r.productSizes,
    ),
    colors: colorMap.get(r.batch.id) ?? [],
    dueDate: r.batch.dueDate,
    createdAt: r.batch.createdAt.toISOString(),
  }));
  return { ...page, items, statusCounts };
}

/**
 * The statuses a batch matching the flag filters can have: the others are 0 without counting them (counting packed
 * batches for '?atrasados=1' would read the company's whole history through the status index).
 */
function possibleStatuses(query: Query): BatchStatus[] {
  return BATCH_STATUSES.filter(
    (status) =>
      (!query.late || status !== 'embalado') &&
      (!query.atWorkshop || (BATCH_AT_WORKSHOP_STATUSES as readonly string[]).includes(status)) &&
      (!query.approvedFrom || batchReached(status, 'aprovado')),
  );
}

/** How many batches of each status the other filters match, each counted no further than LIST_TOTAL_CAP. */
async function cappedStatusCounts(
  tx: Tx,
  where: SQL,
  possible: BatchStatus[],
): Promise<Record<BatchStatus, number>> {
  const counts = Object.fromEntries(BATCH_STATUSES.map((s) => [s, 0])) as Record<BatchStatus, number>;
  if (possible.length === 0) return counts;
  const statuses = sql.join(
    possible.map((s) => sql`${s}`),
    sql`, `,
  );
  const matching = tx
    .select({ id: batches.id })
    .from(batches)
    .where(and(where, sql`${batches.status} = wanted.status`));
  const result = await tx.execute(
    sql`select wanted.status, capped.total
        from unnest(array[${statuses}]::text[]) as wanted(status)
        cross join lateral (
          select count(*)::int as total from (${matching} limit ${LIST_TOTAL_CAP}) as matching
        ) as capped`,
  );
  const rows = (result as unknown as { rows: { status: BatchStatus; total: number }[] }).rows;
  for (const { status, total } of rows) counts[status] = Number(total);
  return counts;
}
