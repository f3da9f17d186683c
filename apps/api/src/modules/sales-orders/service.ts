import {
  isUuid,
  SALES_ORDER_CUSTOMER_NOT_FOUND,
  SALES_ORDER_NOT_EDITABLE,
  SALES_ORDER_NOT_FOUND,
  type SalesOrderDetail,
  type salesOrderCreateSchema,
} from '@alinhavo/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { isForeignKeyViolation } from '../../platform/db/pg-errors.ts';
import { conflict, invalid, notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { profiles } from '../companies/schema.ts';
import { customers } from '../customers/schema.ts';
import { defaultPriceTableId } from '../sale-prices/index.ts';
import { formatSequenceCode, nextSequenceValue } from '../sequences/index.ts';
import { priceLines, storedDiscount } from './lines.ts';
import { getSalesOrder } from './read.ts';
import { salesOrderItems, salesOrderStatusHistory, salesOrders } from './schema.ts';
import { checkPaymentTerms } from './terms.ts';

export type SalesOrderData = z.output<typeof salesOrderCreateSchema>;
export type OrderRow = typeof salesOrders.$inferSelect;

/** The reference of an order's reservations, ledger lines and receivables. */
export const SALES_ORDER_REFERENCE = 'sales_order';

export async function findOrderRow(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow> {
  if (!isUuid(id)) throw notFound(SALES_ORDER_NOT_FOUND);
  const query = tx
    .select()
    .from(salesOrders)
    .where(and(eq(salesOrders.id, id), eq(salesOrders.companyId, tenant.companyId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound(SALES_ORDER_NOT_FOUND);
  return row;
}

async function customerOf(tx: Tx, tenant: TenantContext, id: string) {
  const [row] = await tx
    .select({
      id: customers.id,
      name: customers.name,
      documentNumber: customers.documentNumber,
      priceTableId: customers.priceTableId,
    })
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.companyId, tenant.companyId)))
    .limit(1);
  if (!row) throw invalid({ customerId: SALES_ORDER_CUSTOMER_NOT_FOUND });
  return row;
}

async function assertSeller(tx: Tx, tenant: TenantContext, sellerId: string | null) {
  if (!sellerId) return;
  const [row] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, sellerId), eq(profiles.companyId, tenant.companyId)))
    .limit(1);
  if (!row) throw invalid({ sellerId: 'Vendedor não encontrado' });
}

/** The columns an order's save writes, with its lines priced and totalled. */
async function orderValues(tx: Tx, tenant: TenantContext, input: SalesOrderData, priceTableId: string) {
  const customer = await customerOf(tx, tenant, input.customerId);
  await assertSeller(tx, tenant, input.sellerId ?? null);
  const discount = input.discount ?? null;
  const { lines, totals } = await priceLines(tx, tenant, {
    priceTableId,
    lines: input.lines,
    discount,
    freightCents: input.freightCents,
  });
  const subtotalCents = totals?.itemsSubtotalCents ?? 0;
  const discountCents = totals?.discountCents ?? 0;
  const totalCents = totals?.totalCents ?? input.freightCents;
  checkPaymentTerms(input.paymentTerms, totalCents);
  const stored = storedDiscount(discount);
  return {
    lines,
    values: {
      customerId: customer.id,
      customerName: customer.name,
      customerDocument: customer.documentNumber,
      priceTableId,
      sellerId: input.sellerId ?? null,
      expectedDelivery: input.expectedDelivery ?? null,
      notes: input.notes ?? null,
      subtotalCents,
      discountKind: stored.kind,
      discountValue: stored.value,
      discountCents,
      freightCents: input.freightCents,
      totalCents,
      itemCount: totals?.pieces ?? 0,
      paymentTerms: input.paymentTerms,
    },
  };
}

async function writeLines(
  tx: Tx,
  tenant: TenantContext,
  orderId: string,
  lines: Awaited<ReturnType<typeof priceLines>>['lines'],
) {
  await tx
    .delete(salesOrderItems)
    .where(and(eq(salesOrderItems.orderId, orderId), eq(salesOrderItems.companyId, tenant.companyId)));
  if (!lines.length) return;
  await tx.insert(salesOrderItems).values(
    lines.map((line, index) => {
      const stored = storedDiscount(line.discount);
      return {
        companyId: tenant.companyId,
        orderId,
        position: index + 1,
        productId: line.productId,
        productVariantId: line.variantId,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        discountKind: stored.kind,
        discountValue: stored.value,
        discountCents: line.discountCents,
        totalCents: line.totalCents,
        unitCostCents: line.unitCostCents,
      };
    }),
  );
}

async function withPriceTableGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw invalid({ priceTableId: 'Tabela de preços não encontrada' });
    throw error;
  }
}

/**
 * A new order ('orcamento', PV-000123): the customer's price table unless another is chosen (else the default),
 * the seller (the user creating it unless another is chosen) and whatever lines, discounts and terms are given.
 */
export async function createSalesOrder(
  tx: Tx,
  tenant: TenantContext,
  input: SalesOrderData,
): Promise<SalesOrderDetail> {
  const customer = await customerOf(tx, tenant, input.customerId);
  const priceTableId =
    input.priceTableId ?? customer.priceTableId ?? (await defaultPriceTableId(tx, tenant.companyId));
  const sellerId = input.sellerId === undefined ? tenant.userId : input.sellerId;
  const { lines, values } = await orderValues(tx, tenant, { ...input, sellerId }, priceTableId);
  const code = formatSequenceCode('PV', await nextSequenceValue(tx, tenant, 'sales_order'));
  const [row] = await withPriceTableGuard(() =>
    tx
      .insert(salesOrders)
      .values({ ...values, companyId: tenant.companyId, channel: 'pedido', code, createdBy: tenant.userId })
      .returning({ id: salesOrders.id }),
  );
  await writeLines(tx, tenant, row!.id, lines);
  await tx.insert(salesOrderStatusHistory).values({
    companyId: tenant.companyId,
    orderId: row!.id,
    fromStatus: null,
    toStatus: 'orcamento',
    userId: tenant.userId,
    // The clock, not the transaction's start: steps taken in one transaction (the demo seed) keep their order.
    createdAt: new Date(),
  });
  return getSalesOrder(tx, tenant, row!.id);
}

/** Saves an 'orcamento' whole; any later status refuses (409). */
export async function updateSalesOrder(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  input: SalesOrderData & { priceTableId: string },
): Promise<SalesOrderDetail> {
  const order = await findOrderRow(tx, tenant, id, { lock: true });
  if (order.channel !== 'pedido' || order.status !== 'orcamento') throw conflict(SALES_ORDER_NOT_EDITABLE);
  const { lines, values } = await orderValues(tx, tenant, input, input.priceTableId);
  await withPriceTableGuard(() =>
    tx
      .update(salesOrders)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(salesOrders.id, order.id), eq(salesOrders.companyId, tenant.companyId))),
  );
  await writeLines(tx, tenant, order.id, lines);
  return getSalesOrder(tx, tenant, order.id);
}
