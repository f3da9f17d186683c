import {
  BATCH_MESSAGES,
  type BatchOrderOption,
  type BatchOrderOptions,
  isUuid,
  sortBatchSizes,
} from '@alinhavo/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { loadGridColorsByProduct } from '../batch-state/index.ts';
import { productionOrderItems, productionOrders } from '../production-orders/schema.ts';
import { products } from '../products/schema.ts';

export type OrderRow = typeof productionOrders.$inferSelect;

/** Orders that can still receive batches. */
const OPEN_ORDER_STATUSES = ['planejada', 'em_producao'];

/** The order of this company, locked: batches of one order are made one at a time, so balances hold. */
export async function lockOrder(tx: Tx, tenant: TenantContext, orderId: string): Promise<OrderRow> {
  const notFound = new AppError('NOT_FOUND', BATCH_MESSAGES.orderNotFound, {
    productionOrderId: BATCH_MESSAGES.orderNotFound,
  });
  if (!isUuid(orderId)) throw notFound;
  const [row] = await tx
    .select()
    .from(productionOrders)
    .where(and(eq(productionOrders.id, orderId), eq(productionOrders.companyId, tenant.companyId)))
    .for('update');
  if (!row) throw notFound;
  return row;
}

export type OrderCell = {
  colorId: string;
  size: string;
  ordered: number;
  inBatches: number;
  remaining: number;
};

/**
 * Each cell of the orders' grids with the pieces already in batches (planned, or cut once cut) and what is left.
 * A batch cut short gives its missing pieces back to the order; one cut over never makes a balance negative.
 */
export async function loadOrderCells(
  tx: Tx,
  tenant: TenantContext,
  orderIds: string[],
): Promise<Map<string, OrderCell[]>> {
  const result = new Map<string, OrderCell[]>();
  if (!orderIds.length) return result;
  const rows = await tx
    .select({
      orderId: productionOrderItems.orderId,
      colorId: productionOrderItems.colorId,
      size: productionOrderItems.size,
      ordered: productionOrderItems.quantity,
      // Qualified in full: in a one-table select Drizzle leaves columns unqualified, and the subquery's own
      // color_id and size would shadow them.
      inBatches: sql<number>`(
        select coalesce(sum(bi.quantity), 0)::int from batch_items bi
        join batches b on b.id = bi.batch_id
        where b.company_id = ${tenant.companyId} and b.production_order_id = "production_order_items"."order_id"
          and bi.color_id = "production_order_items"."color_id" and bi.size = "production_order_items"."size")`,
    })
    .from(productionOrderItems)
    .where(
      and(
        eq(productionOrderItems.companyId, tenant.companyId),
        inArray(productionOrderItems.orderId, orderIds),
      ),
    );
  for (const row of rows) {
    const inBatches = Number(row.inBatches);
    const list = result.get(row.orderId) ?? [];
    list.push({
      colorId: row.colorId,
      size: row.size,
      ordered: row.ordered,
      inBatches,
      remaining: Math.max(0, row.ordered - inBatches),
    });
    result.set(row.orderId, list);
  }
  return result;
}

export const cellKey = (colorId: string, size: string) => `${colorId.toLowerCase()}|${size}`;

/**
 * 'Novo lote': the open orders with pieces left to put in batches, with each cell's balance; or one order by id
 * (from /app/lotes-producao?novo=1&ordem=…), whatever its balance, so the screen can say why it has none.
 */
export async function listBatchOrderOptions(
  tx: Tx,
  tenant: TenantContext,
  query: { orderId?: string | undefined },
): Promise<BatchOrderOptions> {
  const filters = [eq(productionOrders.companyId, tenant.companyId)];
  if (query.orderId) filters.push(eq(productionOrders.id, query.orderId));
  else filters.push(inArray(productionOrders.status, OPEN_ORDER_STATUSES));
  const orders = await tx
    .select({
      order: productionOrders,
      productReference: products.reference,
      productName: products.name,
      productSizes: products.sizes,
    })
    .from(productionOrders)
    .innerJoin(products, eq(products.id, productionOrders.productId))
    .where(and(...filters))
    .orderBy(sql`${productionOrders.dueDate} asc nulls last`, asc(productionOrders.code))
    .limit(500);
  const cells = await loadOrderCells(
    tx,
    tenant,
    orders.map((o) => o.order.id),
  );
  const colorMap = await loadGridColorsByProduct(
    tx,
    tenant,
    orders.map((o) => ({
      key: o.order.id,
      productId: o.order.productId,
      colorIds: (cells.get(o.order.id) ?? []).map((c) => c.colorId),
    })),
  );
  const items: BatchOrderOption[] = [];
  for (const { order, productReference, productName, productSizes } of orders) {
    const orderCells = cells.get(order.id) ?? [];
    const remainingTotal = orderCells.reduce((sum, c) => sum + c.remaining, 0);
    if (!query.orderId && remainingTotal === 0) continue;
    items.push({
      id: order.id,
      code: order.code,
      status: order.status,
      dueDate: order.dueDate,
      productId: order.productId,
      productReference,
      productName,
      sizes: sortBatchSizes(
        orderCells.map((c) => c.size),
        productSizes,
      ),
      colors: colorMap.get(order.id) ?? [],
      cells: orderCells,
      remainingTotal,
    });
  }
  return { items };
}
