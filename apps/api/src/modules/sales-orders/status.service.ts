import {
  type PaymentTerms,
  SALES_ORDER_NO_SHORTFALL,
  SALES_ORDER_NOT_MANUAL,
  type SalesOrderDetail,
  type SalesOrderStatus,
  salesOrderTransitionError,
  todayInSaoPaulo,
} from '@alinhavo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { conflict, invalid } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { createProductionOrder } from '../production-orders/index.ts';
import { cancelReceivablesOf, createReceivables } from '../receivables/index.ts';
import { queryRows, releaseReservations, reserveStock, returnToStock, shipReserved } from '../stock/index.ts';
import { getSalesOrder, loadLines } from './read.ts';
import { salesOrderStatusHistory, salesOrders } from './schema.ts';
import { findOrderRow, type OrderRow, SALES_ORDER_REFERENCE } from './service.ts';
import { checkPaymentTerms, termsPlan } from './terms.ts';

const reference = (order: OrderRow) => ({ referenceType: SALES_ORDER_REFERENCE, referenceId: order.id });

async function lockManualOrder(tx: Tx, tenant: TenantContext, id: string) {
  const order = await findOrderRow(tx, tenant, id, { lock: true });
  if (order.channel !== 'pedido') throw conflict(SALES_ORDER_NOT_MANUAL);
  return order;
}

async function setStatus(
  tx: Tx,
  tenant: TenantContext,
  order: OrderRow,
  to: SalesOrderStatus,
  extra: { note?: string | null; cancelReason?: string } = {},
) {
  await tx
    .update(salesOrders)
    .set({
      status: to,
      updatedAt: new Date(),
      ...(extra.cancelReason ? { cancelReason: extra.cancelReason } : {}),
    })
    .where(and(eq(salesOrders.id, order.id), eq(salesOrders.companyId, tenant.companyId)));
  await tx.insert(salesOrderStatusHistory).values({
    companyId: tenant.companyId,
    orderId: order.id,
    fromStatus: order.status,
    toStatus: to,
    note: extra.note ?? extra.cancelReason ?? null,
    userId: tenant.userId,
    // The clock, not the transaction's start: steps taken in one transaction (the demo seed) keep their order.
    createdAt: new Date(),
  });
}

/** Σ pieces per SKU of the order's lines (several lines of one SKU add up). */
async function skuLines(tx: Tx, tenant: TenantContext, orderId: string) {
  const lines = await loadLines(tx, tenant, orderId);
  const pieces = new Map<string, number>();
  for (const line of lines) pieces.set(line.variantId, (pieces.get(line.variantId) ?? 0) + line.quantity);
  return [...pieces].map(([variantId, quantity]) => ({ variantId, quantity }));
}

/**
 * One step forward (domain sales/order-status), in one transaction with what it moves:
 * confirmar reserves the finished stock per SKU (what is short stays a shortfall: made to order) and writes the
 * receivables of the payment terms; separar takes the pieces out of stock ('venda'), refused with the ledger's
 * message while a SKU is short; faturar, enviar and entregar are recorded. Each step is a history entry.
 */
export async function moveSalesOrder(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  input: { status: SalesOrderStatus; note?: string | null | undefined },
): Promise<SalesOrderDetail> {
  const order = await lockManualOrder(tx, tenant, id);
  const from = order.status as SalesOrderStatus;
  const refused = salesOrderTransitionError(from, input.status);
  if (refused) throw conflict(refused);
  if (input.status === 'confirmado') {
    const lines = await skuLines(tx, tenant, order.id);
    if (!lines.length)
      throw invalid({ lines: 'Inclua ao menos um item' }, 'Inclua ao menos um item antes de confirmar.');
    const terms = (order.paymentTerms ?? { kind: 'avista' }) as PaymentTerms;
    checkPaymentTerms(terms, order.totalCents);
    await reserveStock(tx, tenant, { ...reference(order), lines });
    const plan = termsPlan(terms, order.totalCents, todayInSaoPaulo());
    if (plan.length) {
      await createReceivables(tx, {
        originType: 'sales_order',
        originId: order.id,
        customerId: order.customerId,
        totalCents: order.totalCents,
        installments: plan.map((i) => ({ dueDate: i.dueDate, amountCents: i.amountCents })),
      });
    }
  }
  if (input.status === 'separado') {
    const lines = await skuLines(tx, tenant, order.id);
    await shipReserved(tx, tenant, reference(order), lines, { notes: `Pedido ${order.code}` });
  }
  await setStatus(tx, tenant, order, input.status, { note: input.note ?? null });
  return getSalesOrder(tx, tenant, order.id);
}

/**
 * Cancels an order before 'enviado' (reason required): releases its reservations, brings back what had left the
 * stock ('devolucao') and cancels the installments still owed. One transaction.
 */
export async function cancelSalesOrder(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  input: { reason: string },
): Promise<SalesOrderDetail> {
  const order = await lockManualOrder(tx, tenant, id);
  const refused = salesOrderTransitionError(order.status as SalesOrderStatus, 'cancelado');
  if (refused) throw conflict(refused);
  await releaseReservations(tx, tenant, reference(order));
  const out = await queryRows<{ id: string; out: string }>(
    tx,
    sql`select product_variant_id::text as id, (-sum(quantity))::text as out from stock_movements
        where company_id = ${tenant.companyId} and reference_type = ${SALES_ORDER_REFERENCE}
          and reference_id = ${order.id} and type in ('venda', 'devolucao') and product_variant_id is not null
        group by product_variant_id having sum(quantity) < 0
        order by product_variant_id`,
  );
  const back = out
    .map((row) => ({ variantId: row.id, quantity: Math.floor(Number(row.out)) }))
    .filter((line) => line.quantity > 0);
  if (back.length) {
    await returnToStock(tx, tenant, {
      ...reference(order),
      lines: back,
      notes: `Cancelamento do pedido ${order.code}`,
    });
  }
  await cancelReceivablesOf(tx, { originType: 'sales_order', originId: order.id });
  await setStatus(tx, tenant, order, 'cancelado', { cancelReason: input.reason });
  return getSalesOrder(tx, tenant, order.id);
}

function inDays(days: number): string {
  const today = todayInSaoPaulo();
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * 'Gerar ordem de produção': one production order per product of the shortfall, with its colour × size grid,
 * due on the date given (else the order's expected delivery when still ahead, else in 15 days).
 */
export async function produceShortfall(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  input: { dueDate?: string | null | undefined },
): Promise<{ orders: { id: string; code: string; productName: string; pieces: number }[] }> {
  const order = await findOrderRow(tx, tenant, id);
  const detail = await getSalesOrder(tx, tenant, order.id);
  const cells = detail.shortfall.filter((s) => s.colorId);
  if (!cells.length) throw conflict(SALES_ORDER_NO_SHORTFALL);
  const today = todayInSaoPaulo();
  if (input.dueDate && input.dueDate < today)
    throw invalid({ dueDate: 'A data de entrega não pode ser no passado' });
  const dueDate =
    input.dueDate ??
    (detail.expectedDelivery && detail.expectedDelivery >= today ? detail.expectedDelivery : inDays(15));
  const byProduct = new Map<string, typeof cells>();
  for (const cell of cells) byProduct.set(cell.productId, [...(byProduct.get(cell.productId) ?? []), cell]);
  const created: { id: string; code: string; productName: string; pieces: number }[] = [];
  for (const [productId, productCells] of byProduct) {
    const production = await createProductionOrder(tx, tenant, {
      productId,
      items: productCells.map((c) => ({ colorId: c.colorId!, size: c.size, quantity: c.quantity })),
      dueDate,
      priority: 'normal',
      notes: `Falta de estoque do pedido de venda ${order.code}${detail.customer ? ` (${detail.customer.name})` : ''}`,
    });
    created.push({
      id: production.id,
      code: production.code,
      productName: productCells[0]!.productName,
      pieces: productCells.reduce((sum, c) => sum + c.quantity, 0),
    });
  }
  return { orders: created };
}
