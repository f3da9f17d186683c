import {
  cancelOrderBlock,
  cellKey,
  cellsBelowTaken,
  concludeOrderBlock,
  DUE_DATE_PAST_MESSAGE,
  formatCount,
  isOrderClosed,
  ORDER_CANCELLED_MESSAGE,
  ORDER_CONCLUDED_MESSAGE,
  type ProductionOrderDetail,
  type ProductionOrderStatus,
  type productionOrderCancelSchema,
  type productionOrderInputSchema,
  type productionOrderUpdateSchema,
  todayInSaoPaulo,
} from '@alinhavo/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { AppError, conflict, invalid } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { batches } from '../batches/schema.ts';
import { formatSequenceCode, nextSequenceValue } from '../sequences/index.ts';
import {
  findOrderRow,
  loadOrderBatches,
  loadOrderCells,
  loadProductGrid,
  type OrderRow,
  PRODUCT_NOT_FOUND,
  type ProductGrid,
  statusOf,
} from './queries.ts';
import { getProductionOrder } from './read.ts';
import { productionOrderItems, productionOrders } from './schema.ts';

type OrderCreate = z.output<typeof productionOrderInputSchema>;
type OrderPatch = z.output<typeof productionOrderUpdateSchema>;
type OrderCancel = z.output<typeof productionOrderCancelSchema>;
type GridCells = OrderCreate['items'];

const CELL_NOT_ACTIVE = 'Esta cor e tamanho não estão ativos no produto';

/** The product of the order form: of this company (404 otherwise, like an unknown id) and active. */
async function productForOrder(tx: Tx, tenant: TenantContext, productId: string): Promise<ProductGrid> {
  try {
    const grid = await loadProductGrid(tx, tenant, productId);
    if (grid.status !== 'ativo') {
      const message = 'Este produto está inativo.';
      throw conflict(message, { productId: message });
    }
    return grid;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND')
      throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND, { productId: PRODUCT_NOT_FOUND });
    throw error;
  }
}

/** Cells with pieces must be cells the product makes (an active variant), or cells the order already had. */
function assertCellsOfProduct(cells: GridCells, grid: ProductGrid, kept: Set<string> = new Set()) {
  const active = new Set(grid.activeCells.map((c) => cellKey(c.colorId, c.size)));
  const fields: Record<string, string> = {};
  cells.forEach((cell, index) => {
    const key = cellKey(cell.colorId, cell.size);
    if (cell.quantity > 0 && !active.has(key) && !kept.has(key))
      fields[`items.${index}.quantity`] = CELL_NOT_ACTIVE;
  });
  if (Object.keys(fields).length) throw invalid(fields, CELL_NOT_ACTIVE);
}

async function writeItems(tx: Tx, tenant: TenantContext, orderId: string, cells: GridCells) {
  await tx
    .delete(productionOrderItems)
    .where(
      and(eq(productionOrderItems.orderId, orderId), eq(productionOrderItems.companyId, tenant.companyId)),
    );
  const rows = cells
    .filter((cell) => cell.quantity > 0)
    .map((cell) => ({
      companyId: tenant.companyId,
      orderId,
      colorId: cell.colorId,
      size: cell.size,
      quantity: cell.quantity,
    }));
  if (rows.length) await tx.insert(productionOrderItems).values(rows);
}

export async function createProductionOrder(
  tx: Tx,
  tenant: TenantContext,
  input: OrderCreate,
): Promise<ProductionOrderDetail> {
  const grid = await productForOrder(tx, tenant, input.productId);
  assertCellsOfProduct(input.items, grid);
  const code = formatSequenceCode('OP', await nextSequenceValue(tx, tenant, 'production_order'));
  const [row] = await tx
    .insert(productionOrders)
    .values({
      companyId: tenant.companyId,
      code,
      productId: grid.id,
      dueDate: input.dueDate,
      priority: input.priority,
      notes: input.notes ?? null,
      createdBy: tenant.userId,
    })
    .returning({ id: productionOrders.id });
  await writeItems(tx, tenant, row!.id, input.items);
  return getProductionOrder(tx, tenant, row!.id);
}

/** The locked order with what its rules need: the batches' statuses and the status it has now. */
async function lockOrderState(tx: Tx, tenant: TenantContext, id: string) {
  const order = await findOrderRow(tx, tenant, id, { lock: true });
  const batchList = await loadOrderBatches(tx, tenant, order.id);
  const { cells } = await loadOrderCells(tx, tenant, order.id);
  const status = statusOf(order, batchList.length > 0, cells);
  return { order, batchStatuses: batchList.map((b) => b.status), cells, status };
}

function assertOpen(status: ProductionOrderStatus) {
  if (status === 'cancelada') throw conflict(ORDER_CANCELLED_MESSAGE);
  if (status === 'concluida') throw conflict(ORDER_CONCLUDED_MESSAGE);
}

export async function updateProductionOrder(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  patch: OrderPatch,
): Promise<ProductionOrderDetail> {
  const { order, cells, status } = await lockOrderState(tx, tenant, id);
  assertOpen(status);
  if (patch.dueDate !== undefined && patch.dueDate !== order.dueDate && patch.dueDate < todayInSaoPaulo())
    throw invalid({ dueDate: DUE_DATE_PAST_MESSAGE }, DUE_DATE_PAST_MESSAGE);
  if (patch.items) await replaceGrid(tx, tenant, order, patch.items, cells);
  await tx
    .update(productionOrders)
    .set({
      ...(patch.dueDate !== undefined ? { dueDate: patch.dueDate } : {}),
      ...(patch.priority !== undefined ? { priority: patch.priority } : {}),
      ...(patch.notes !== undefined ? { notes: patch.notes } : {}),
      ...(status !== order.status ? { status } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(productionOrders.id, order.id), eq(productionOrders.companyId, tenant.companyId)));
  return getProductionOrder(tx, tenant, order.id);
}

/** A new grid: cells of the product, none below what the order's batches already took. */
async function replaceGrid(
  tx: Tx,
  tenant: TenantContext,
  order: OrderRow,
  items: GridCells,
  current: { colorId: string; size: string; ordered: number; inBatches: number }[],
) {
  const grid = await loadProductGrid(tx, tenant, order.productId);
  const kept = new Set(current.filter((c) => c.ordered > 0).map((c) => cellKey(c.colorId, c.size)));
  assertCellsOfProduct(items, grid, kept);
  const taken = new Map(
    current.filter((c) => c.inBatches > 0).map((c) => [cellKey(c.colorId, c.size), c.inBatches]),
  );
  const [below] = cellsBelowTaken(items, taken);
  if (below) {
    const colorName = grid.colors.find((c) => c.id === below.colorId)?.name ?? 'Cor';
    const message = `A grade não pode ficar abaixo do que já está em lotes: ${colorName} ${below.size} tem ${formatCount(below.taken, 'peça', 'peças')} em lotes.`;
    const index = items.findIndex((c) => c.colorId === below.colorId && c.size === below.size);
    throw invalid({ [index >= 0 ? `items.${index}.quantity` : 'items']: message }, message);
  }
  await writeItems(tx, tenant, order.id, items);
}

/**
 * Cancels an order whose batches were not cut yet. Batches still waiting for cutting never moved stock: they go
 * with the order, so no list shows work of a cancelled order.
 */
export async function cancelProductionOrder(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  input: OrderCancel,
): Promise<ProductionOrderDetail> {
  const { order, batchStatuses, status } = await lockOrderState(tx, tenant, id);
  const block = cancelOrderBlock(status, batchStatuses);
  if (block) throw conflict(block);
  if (batchStatuses.length) {
    await tx
      .delete(batches)
      .where(
        and(
          eq(batches.productionOrderId, order.id),
          eq(batches.companyId, tenant.companyId),
          inArray(batches.status, ['aguardando_corte']),
        ),
      );
  }
  const now = new Date();
  await tx
    .update(productionOrders)
    .set({ status: 'cancelada', cancelReason: input.reason, cancelledAt: now, updatedAt: now })
    .where(and(eq(productionOrders.id, order.id), eq(productionOrders.companyId, tenant.companyId)));
  return getProductionOrder(tx, tenant, order.id);
}

/** 'Concluir ordem': once every batch of the order is packed (orders whose every piece was packed conclude alone). */
export async function concludeProductionOrder(
  tx: Tx,
  tenant: TenantContext,
  id: string,
): Promise<ProductionOrderDetail> {
  const { order, batchStatuses, status } = await lockOrderState(tx, tenant, id);
  // Every piece packed: concluded already by its batches, only the stored status lags behind.
  const concludedByBatches = status === 'concluida' && order.status !== 'concluida';
  const block = concludedByBatches ? null : concludeOrderBlock(status, batchStatuses);
  if (block) throw conflict(block);
  const now = new Date();
  await tx
    .update(productionOrders)
    .set({ status: 'concluida', concludedAt: now, updatedAt: now })
    .where(and(eq(productionOrders.id, order.id), eq(productionOrders.companyId, tenant.companyId)));
  return getProductionOrder(tx, tenant, order.id);
}

/**
 * For the batches module, in the transaction that creates an order's batch: locks the order, refuses a cancelled
 * or concluded one, and moves a planned order to em_producao. (Reads derive em_producao from the batches too,
 * so an order is right even if a batch arrives another way.)
 */
export async function markOrderInProduction(tx: Tx, tenant: TenantContext, orderId: string): Promise<void> {
  const order = await findOrderRow(tx, tenant, orderId, { lock: true });
  const stored = order.status as ProductionOrderStatus;
  if (stored === 'cancelada') throw conflict('Esta ordem de produção está cancelada.');
  if (stored === 'concluida') throw conflict('Esta ordem de produção já foi concluída.');
  if (stored === 'planejada') {
    await tx
      .update(productionOrders)
      .set({ status: 'em_producao', updatedAt: new Date() })
      .where(and(eq(productionOrders.id, order.id), eq(productionOrders.companyId, tenant.companyId)));
  }
}

/**
 * Writes the status the order has now (em_producao once it has batches, concluida once every ordered piece is
 * packed). For modules that change batches (packaging) and want the stored status current; reads never need it.
 */
export async function syncProductionOrderStatus(
  tx: Tx,
  tenant: TenantContext,
  orderId: string,
): Promise<ProductionOrderStatus> {
  const { order, status } = await lockOrderState(tx, tenant, orderId);
  if (status !== order.status && !isOrderClosed(order.status as ProductionOrderStatus)) {
    const now = new Date();
    await tx
      .update(productionOrders)
      .set({ status, updatedAt: now, ...(status === 'concluida' ? { concludedAt: now } : {}) })
      .where(and(eq(productionOrders.id, order.id), eq(productionOrders.companyId, tenant.companyId)));
  }
  return status;
}
