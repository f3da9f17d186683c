import {
  BATCH_STATUSES,
  type BatchListItem,
  type BatchPage,
  type BatchStatus,
  type batchListQuerySchema,
  batchSizeLabel,
} from '@alinhavo/domain';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/search.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { outworkers } from '../outworkers/schema.ts';
import { productionOrders } from '../production-orders/schema.ts';
import { products } from '../products/schema.ts';
import { loadGridColorsByProduct } from './grid-read.ts';
import { batches, batchItems } from './schema.ts';

type Query = z.output<typeof batchListQuerySchema>;

const statusRank = sql`array_position(array[${sql.join(
  BATCH_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)}]::text[], ${batches.status})`;

const SORT: Record<Query['sort'], SQL> = {
  code: sql`${batches.code}`,
  createdAt: sql`${batches.createdAt}`,
  dueDate: sql`${batches.dueDate}`,
  status: statusRank,
};

function filtersOf(tenant: TenantContext, query: Query, withStatus: boolean): SQL {
  const filters: (SQL | undefined)[] = [eq(batches.companyId, tenant.companyId)];
  if (withStatus && query.status) filters.push(eq(batches.status, query.status));
  if (query.productId) filters.push(eq(batches.productId, query.productId));
  if (query.outworkerId) filters.push(eq(batches.outworkerId, query.outworkerId));
  if (query.productionOrderId) filters.push(eq(batches.productionOrderId, query.productionOrderId));
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      or(
        ilike(batches.code, pattern),
        ilike(products.name, pattern),
        ilike(products.reference, pattern),
        ilike(productionOrders.code, pattern),
      ),
    );
  }
  return and(...filters)!;
}

/** /app/lotes-producao: filtered, sorted, paged, with the count of each status for the filter chips. */
export async function listBatches(tx: Tx, tenant: TenantContext, query: Query): Promise<BatchPage> {
  const where = filtersOf(tenant, query, true);
  const column = SORT[query.sort];
  const order =
    query.sort === 'dueDate'
      ? sql`${column} ${sql.raw(query.dir === 'desc' ? 'desc' : 'asc')} nulls last`
      : query.dir === 'desc'
        ? desc(column)
        : asc(column);
  const rows = await tx
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
    .where(where)
    .orderBy(order, desc(batches.code))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await tx
    .select({ value: count() })
    .from(batches)
    .innerJoin(products, eq(products.id, batches.productId))
    .innerJoin(productionOrders, eq(productionOrders.id, batches.productionOrderId))
    .where(where);
  const countRows = await tx
    .select({ status: batches.status, value: count() })
    .from(batches)
    .innerJoin(products, eq(products.id, batches.productId))
    .innerJoin(productionOrders, eq(productionOrders.id, batches.productionOrderId))
    .where(filtersOf(tenant, query, false))
    .groupBy(batches.status);
  const statusCounts = Object.fromEntries(BATCH_STATUSES.map((s) => [s, 0])) as Record<BatchStatus, number>;
  for (const { status, value } of countRows) statusCounts[status as BatchStatus] = Number(value);

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
  return { items, total: total?.value ?? 0, page: query.page, pageSize: query.pageSize, statusCounts };
}
