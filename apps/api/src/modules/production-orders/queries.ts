import {
  type BatchStatus,
  cellKey,
  effectiveOrderStatus,
  isFullyPacked,
  isUuid,
  type OrderCellProgress,
  type OrderColor,
  type ProductionOrderStatus,
} from '@alinhavo/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { batches } from '../batches/schema.ts';
import { outworkers } from '../outworkers/schema.ts';
import { colors, productColors, products, productVariants } from '../products/schema.ts';
import { queryRows } from '../stock/index.ts';
import { productionOrderItems, productionOrders } from './schema.ts';

export const ORDER_NOT_FOUND = 'Ordem de produção não encontrada';
export const PRODUCT_NOT_FOUND = 'Produto não encontrado';

export type OrderRow = typeof productionOrders.$inferSelect;

/**
 * The order of this company (optionally locked: changes of one order run one at a time). With `orCode`, `id` may
 * also be the order's code ('OP-000012', any case), as the order's address may be.
 */
export async function findOrderRow(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  options: { lock?: boolean; orCode?: boolean } = {},
): Promise<OrderRow> {
  const byId = isUuid(id);
  if (!byId && !options.orCode) throw notFound(ORDER_NOT_FOUND);
  const match = byId ? eq(productionOrders.id, id) : eq(productionOrders.code, id.trim().toUpperCase());
  const query = tx
    .select()
    .from(productionOrders)
    .where(and(match, eq(productionOrders.companyId, tenant.companyId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

export type ProductGrid = {
  id: string;
  reference: string;
  name: string;
  status: 'ativo' | 'inativo';
  colors: OrderColor[];
  sizes: string[];
  activeCells: { colorId: string; size: string }[];
};

/** A product's colours (in its order), sizes and the colour × size cells it makes (its active variants). */
export async function loadProductGrids(tx: Tx, tenant: TenantContext, productIds: string[]) {
  const grids = new Map<string, ProductGrid>();
  if (productIds.length === 0) return grids;
  const rows = await tx
    .select({
      id: products.id,
      reference: products.reference,
      name: products.name,
      status: products.status,
      sizes: products.sizes,
    })
    .from(products)
    .where(and(eq(products.companyId, tenant.companyId), inArray(products.id, productIds)));
  for (const row of rows) grids.set(row.id, { ...row, colors: [], activeCells: [] });
  const colorRows = await tx
    .select({ productId: productColors.productId, id: colors.id, name: colors.name, hex: colors.hex })
    .from(productColors)
    .innerJoin(colors, eq(colors.id, productColors.colorId))
    .where(and(eq(productColors.companyId, tenant.companyId), inArray(productColors.productId, productIds)))
    .orderBy(asc(productColors.position), asc(colors.name));
  for (const { productId, ...color } of colorRows) grids.get(productId)?.colors.push(color);
  const variantRows = await tx
    .select({
      productId: productVariants.productId,
      colorId: productVariants.colorId,
      size: productVariants.size,
    })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.companyId, tenant.companyId),
        eq(productVariants.status, 'ativo'),
        inArray(productVariants.productId, productIds),
      ),
    );
  for (const { productId, colorId, size } of variantRows) {
    if (colorId) grids.get(productId)?.activeCells.push({ colorId, size });
  }
  return grids;
}

export async function loadProductGrid(
  tx: Tx,
  tenant: TenantContext,
  productId: string,
): Promise<ProductGrid> {
  if (!isUuid(productId)) throw notFound(PRODUCT_NOT_FOUND);
  const grid = (await loadProductGrids(tx, tenant, [productId])).get(productId);
  if (!grid) throw notFound(PRODUCT_NOT_FOUND);
  return grid;
}

export async function loadOrderItems(tx: Tx, tenant: TenantContext, orderId: string) {
  return tx
    .select({
      colorId: productionOrderItems.colorId,
      size: productionOrderItems.size,
      quantity: productionOrderItems.quantity,
      colorName: colors.name,
      colorHex: colors.hex,
    })
    .from(productionOrderItems)
    .innerJoin(colors, eq(colors.id, productionOrderItems.colorId))
    .where(
      and(eq(productionOrderItems.orderId, orderId), eq(productionOrderItems.companyId, tenant.companyId)),
    );
}

/**
 * Per-cell pieces of the order's batches, read from batches/batch_items: what they took from the order (the
 * planned pieces), cut, at a workshop (enviado, em_producao, finalizado_faccao), approved and packed.
 */
export async function loadBatchCellProgress(tx: Tx, tenant: TenantContext, orderId: string) {
  const rows = await queryRows<{
    color_id: string;
    size: string;
    in_batches: number;
    cut: number;
    at_workshops: number;
    approved: number;
    packed: number;
  }>(
    tx,
    sql`select bi.color_id, bi.size,
          coalesce(sum(coalesce(bi.planned_quantity, bi.quantity)), 0)::int as in_batches,
          coalesce(sum(case when bi.cut_quantity is not null then bi.cut_quantity
                            when b.status <> 'aguardando_corte' then bi.quantity else 0 end), 0)::int as cut,
          coalesce(sum(case when b.status in ('enviado', 'em_producao', 'finalizado_faccao')
                            then bi.quantity else 0 end), 0)::int as at_workshops,
          coalesce(sum(bi.approved_quantity), 0)::int as approved,
          coalesce(sum(bi.packed_quantity), 0)::int as packed
        from batch_items bi
        join batches b on b.id = bi.batch_id
        where b.production_order_id = ${orderId} and b.company_id = ${tenant.companyId}
        group by bi.color_id, bi.size`,
  );
  return new Map(
    rows.map((r) => [
      cellKey(r.color_id, r.size),
      {
        inBatches: Number(r.in_batches),
        cut: Number(r.cut),
        atWorkshops: Number(r.at_workshops),
        approved: Number(r.approved),
        packed: Number(r.packed),
      },
    ]),
  );
}

export type OrderBatchRow = {
  id: string;
  code: string;
  status: BatchStatus;
  totalQuantity: number;
  dueDate: string | null;
  outworkerName: string | null;
  createdAt: Date;
};

export async function loadOrderBatches(
  tx: Tx,
  tenant: TenantContext,
  orderId: string,
): Promise<OrderBatchRow[]> {
  const rows = await tx
    .select({
      id: batches.id,
      code: batches.code,
      status: batches.status,
      totalQuantity: batches.totalQuantity,
      dueDate: batches.dueDate,
      outworkerName: outworkers.name,
      createdAt: batches.createdAt,
    })
    .from(batches)
    .leftJoin(outworkers, eq(outworkers.id, batches.outworkerId))
    .where(and(eq(batches.productionOrderId, orderId), eq(batches.companyId, tenant.companyId)))
    .orderBy(asc(batches.code));
  return rows.map((r) => ({ ...r, status: r.status as BatchStatus }));
}

/** The order's grid with each cell's progress: ordered cells, plus any cell only its batches have. */
export async function loadOrderCells(tx: Tx, tenant: TenantContext, orderId: string) {
  const items = await loadOrderItems(tx, tenant, orderId);
  const progress = await loadBatchCellProgress(tx, tenant, orderId);
  const cells = new Map<string, OrderCellProgress>();
  const empty = { inBatches: 0, cut: 0, atWorkshops: 0, approved: 0, packed: 0 };
  for (const item of items) {
    const key = cellKey(item.colorId, item.size);
    cells.set(key, {
      colorId: item.colorId,
      size: item.size,
      ordered: item.quantity,
      ...(progress.get(key) ?? empty),
    });
  }
  for (const [key, figures] of progress) {
    if (cells.has(key)) continue;
    const [colorId = '', size = ''] = key.split('|');
    cells.set(key, { colorId, size, ordered: 0, ...figures });
  }
  return { items, cells: [...cells.values()] };
}

/** The status the order has now (see effectiveOrderStatus): the stored one may lag behind its batches. */
export function statusOf(
  order: Pick<OrderRow, 'status'>,
  hasBatches: boolean,
  cells: { ordered: number; packed: number }[],
): ProductionOrderStatus {
  return effectiveOrderStatus({
    stored: order.status as ProductionOrderStatus,
    hasBatches,
    fullyPacked: isFullyPacked(cells),
  });
}
