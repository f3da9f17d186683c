import {
  allowedSalesOrderTransitions,
  canCancelSalesOrder,
  isUuid,
  nextSalesOrderStatus,
  type Page,
  type PaymentTerms,
  RECEIVABLE_STATUS_LABELS,
  type ReceivableOriginType,
  receivableStatusShown,
  SALES_ORDER_NOT_FOUND,
  SALES_ORDER_RESERVING_STATUSES,
  type SalesChannel,
  type SalesOrderDetail,
  type SalesOrderListItem,
  type SalesOrderListQuery,
  type SalesOrderStatus,
  type StoredReceivableStatus,
  todayInSaoPaulo,
} from '@alinhavo/domain';
import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { listPage, matchTotal, orderWithTiebreak, pageWhere } from '../../platform/db/list-page.ts';
import { rowsMatchingAny, type SearchTerm, searchDigits } from '../../platform/db/search.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { profiles } from '../companies/schema.ts';
import { colors, products, productVariants } from '../products/schema.ts';
import { receivables } from '../receivables/schema.ts';
import { priceTables } from '../sale-prices/schema.ts';
import { availableStock, queryRows } from '../stock/index.ts';
import { readDiscount } from './lines.ts';
import { salesOrderItems, salesOrderStatusHistory, salesOrders } from './schema.ts';
import { termsPlan } from './terms.ts';

const SALES_ORDER_REFERENCE = 'sales_order';

const SORT_COLUMNS = {
  issuedAt: salesOrders.issuedAt,
  code: salesOrders.code,
  total: salesOrders.totalCents,
} as const;

/** A São Paulo day's start as an instant ('2026-11-26' → 2026-11-26T03:00Z). */
function dayStart(day: string): SQL {
  return sql`(${day}::date::timestamp at time zone 'America/Sao_Paulo')`;
}

/**
 * The sales list's search: code, customer name and CPF/CNPJ as typed (search_text, migration 0037), and its digits in
 * the CPF/CNPJ ('62.715.084' finds the stored digits).
 */
export function salesOrderSearch(q: string): SearchTerm[] {
  const digits = searchDigits(q);
  return [
    { columns: ['code', 'customer_name', 'customer_document'], text: q },
    ...(digits ? [{ columns: ['customer_document'], text: digits }] : []),
  ];
}

function listWhere(tenant: TenantContext, query: Omit<SalesOrderListQuery, 'page' | 'pageSize'>) {
  const filters: SQL[] = [eq(salesOrders.companyId, tenant.companyId)];
  if (query.status) filters.push(eq(salesOrders.status, query.status));
  if (query.channel) filters.push(eq(salesOrders.channel, query.channel));
  if (query.customerId) filters.push(eq(salesOrders.customerId, query.customerId));
  if (query.from) filters.push(gte(salesOrders.issuedAt, dayStart(query.from) as never));
  if (query.to)
    filters.push(lt(salesOrders.issuedAt, sql`${dayStart(query.to)} + interval '1 day'` as never));
  const text = query.q ? rowsMatchingAny(salesOrders, 'sales_orders', salesOrderSearch(query.q)) : undefined;
  if (text) filters.push(text);
  return and(...filters);
}

function toListItem(row: typeof salesOrders.$inferSelect): SalesOrderListItem {
  return {
    id: row.id,
    code: row.code,
    channel: row.channel as SalesChannel,
    status: row.status as SalesOrderStatus,
    customerId: row.customerId,
    customerName: row.customerName,
    issuedAt: row.issuedAt.toISOString(),
    expectedDelivery: row.expectedDelivery,
    itemCount: row.itemCount,
    totalCents: row.totalCents,
  };
}

/**
 * The sales list: every channel, filtered by status, channel, customer and issue period, searched by code,
 * customer or document; sorted by issue date, code or total. The summary sums the whole filtered set (cancelled
 * orders counted but not summed).
 */
export async function listSalesOrders(
  tx: Tx,
  tenant: TenantContext,
  query: SalesOrderListQuery,
): Promise<Page<SalesOrderListItem> & { summary: { count: number; pieces: number; totalCents: number } }> {
  const company = eq(salesOrders.companyId, tenant.companyId);
  const where = listWhere(tenant, query);
  const order = orderWithTiebreak(query.dir, [SORT_COLUMNS[query.sort]], salesOrders.id);
  const page = await listPage(tx, query, {
    items: (rows) =>
      tx
        .select()
        .from(salesOrders)
        .where(pageWhere(rows, where, salesOrders.id, company))
        .orderBy(...order)
        .limit(rows.limit)
        .offset(rows.offset),
    matching: tx.select({ id: salesOrders.id }).from(salesOrders).where(where),
    ranked: query.q
      ? ({ limit, offset }) =>
          tx
            .select({ key: salesOrders.id, total: matchTotal })
            .from(salesOrders)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset)
      : undefined,
  });
  const [sums] = await tx
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      pieces:
        sql<number>`coalesce(sum(${salesOrders.itemCount}) filter (where ${salesOrders.status} <> 'cancelado'), 0)`.mapWith(
          Number,
        ),
      totalCents:
        sql<number>`coalesce(sum(${salesOrders.totalCents}) filter (where ${salesOrders.status} <> 'cancelado'), 0)`.mapWith(
          Number,
        ),
    })
    .from(salesOrders)
    .where(where);
  return {
    ...page,
    items: page.items.map(toListItem),
    summary: { count: sums?.count ?? 0, pieces: sums?.pieces ?? 0, totalCents: sums?.totalCents ?? 0 },
  };
}

/** The order's lines with product, colour, size and SKU. */
export async function loadLines(tx: Tx, tenant: TenantContext, orderId: string) {
  return tx
    .select({
      id: salesOrderItems.id,
      position: salesOrderItems.position,
      productId: salesOrderItems.productId,
      productReference: products.reference,
      productName: products.name,
      variantId: salesOrderItems.productVariantId,
      sku: productVariants.sku,
      colorId: productVariants.colorId,
      colorName: colors.name,
      colorHex: colors.hex,
      size: productVariants.size,
      quantity: salesOrderItems.quantity,
      unitPriceCents: salesOrderItems.unitPriceCents,
      discountKind: salesOrderItems.discountKind,
      discountValue: salesOrderItems.discountValue,
      discountCents: salesOrderItems.discountCents,
      totalCents: salesOrderItems.totalCents,
      unitCostCents: salesOrderItems.unitCostCents,
    })
    .from(salesOrderItems)
    .innerJoin(products, eq(products.id, salesOrderItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, salesOrderItems.productVariantId))
    .leftJoin(colors, eq(colors.id, productVariants.colorId))
    .where(and(eq(salesOrderItems.companyId, tenant.companyId), eq(salesOrderItems.orderId, orderId)))
    .orderBy(asc(salesOrderItems.position));
}

/** Pieces this order holds reserved per SKU (lower-case id). */
export async function reservedOf(
  tx: Tx,
  tenant: TenantContext,
  orderId: string,
): Promise<Map<string, number>> {
  const rows = await queryRows<{ id: string; quantity: string }>(
    tx,
    sql`select product_variant_id::text as id, sum(quantity)::text as quantity from stock_reservations
        where company_id = ${tenant.companyId} and reference_type = ${SALES_ORDER_REFERENCE}
          and reference_id = ${orderId} and state = 'ativa'
        group by product_variant_id`,
  );
  return new Map(rows.map((row) => [row.id.toLowerCase(), Math.floor(Number(row.quantity))]));
}

/** The order with its lines, stock per SKU, shortfall, history, receivables and the actions open now. */
export async function getSalesOrder(tx: Tx, tenant: TenantContext, id: string): Promise<SalesOrderDetail> {
  if (!isUuid(id)) throw notFound(SALES_ORDER_NOT_FOUND);
  const [row] = await tx
    .select({
      order: salesOrders,
      priceTableName: priceTables.name,
      sellerName: profiles.fullName,
    })
    .from(salesOrders)
    .leftJoin(priceTables, eq(priceTables.id, salesOrders.priceTableId))
    .leftJoin(profiles, eq(profiles.id, salesOrders.sellerId))
    .where(and(eq(salesOrders.id, id), eq(salesOrders.companyId, tenant.companyId)))
    .limit(1);
  if (!row) throw notFound(SALES_ORDER_NOT_FOUND);
  const order = row.order;
  const status = order.status as SalesOrderStatus;
  const lines = await loadLines(tx, tenant, order.id);
  const stock = new Map(
    (
      await availableStock(
        tx,
        tenant,
        lines.map((line) => line.variantId),
      )
    ).map((s) => [s.variantId.toLowerCase(), Math.floor(Number(s.available))]),
  );
  const reserving = (SALES_ORDER_RESERVING_STATUSES as readonly string[]).includes(status);
  const held = reserving ? await reservedOf(tx, tenant, order.id) : new Map<string, number>();
  const shipped = status !== 'orcamento' && status !== 'confirmado' && status !== 'cancelado';

  // Shortfall per SKU: an estimate from available stock while a quote, what the reservation did not cover once
  // confirmed (until the pieces leave), nothing after.
  const wanted = new Map<string, number>();
  for (const line of lines) {
    const key = line.variantId.toLowerCase();
    wanted.set(key, (wanted.get(key) ?? 0) + line.quantity);
  }
  const shortfall: SalesOrderDetail['shortfall'] = [];
  if (status === 'orcamento' || status === 'confirmado') {
    const seen = new Set<string>();
    for (const line of lines) {
      const key = line.variantId.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      const cover = status === 'orcamento' ? (stock.get(key) ?? 0) : (held.get(key) ?? 0);
      const missing = wanted.get(key)! - cover;
      if (missing > 0) {
        shortfall.push({
          variantId: line.variantId,
          productId: line.productId,
          productReference: line.productReference,
          productName: line.productName,
          sku: line.sku,
          colorId: line.colorId,
          colorName: line.colorName,
          size: line.size,
          quantity: missing,
        });
      }
    }
  }

  const history = await tx
    .select({
      id: salesOrderStatusHistory.id,
      fromStatus: salesOrderStatusHistory.fromStatus,
      toStatus: salesOrderStatusHistory.toStatus,
      note: salesOrderStatusHistory.note,
      userName: profiles.fullName,
      createdAt: salesOrderStatusHistory.createdAt,
    })
    .from(salesOrderStatusHistory)
    .leftJoin(profiles, eq(profiles.id, salesOrderStatusHistory.userId))
    .where(
      and(
        eq(salesOrderStatusHistory.companyId, tenant.companyId),
        eq(salesOrderStatusHistory.orderId, order.id),
      ),
    )
    .orderBy(asc(salesOrderStatusHistory.createdAt), asc(salesOrderStatusHistory.id));

  const today = todayInSaoPaulo();
  const receivableRows = await tx
    .select()
    .from(receivables)
    .where(
      and(
        eq(receivables.companyId, tenant.companyId),
        eq(receivables.originType, SALES_ORDER_REFERENCE),
        eq(receivables.originId, order.id),
      ),
    )
    .orderBy(asc(receivables.createdAt), asc(receivables.installmentNumber));
  const receivableList = receivableRows.map((r) => {
    const shown = receivableStatusShown(r.status as StoredReceivableStatus, r.dueDate, today);
    return {
      id: r.id,
      customerId: r.customerId,
      originType: r.originType as ReceivableOriginType,
      originId: r.originId,
      installmentNumber: r.installmentNumber,
      installmentCount: r.installmentCount,
      dueDate: r.dueDate,
      amountCents: r.amountCents,
      receivedCents: r.receivedCents,
      openCents: r.amountCents - r.receivedCents,
      status: shown,
      statusLabel: RECEIVABLE_STATUS_LABELS[shown],
      createdAt: r.createdAt.toISOString(),
    };
  });
  const terms = (order.paymentTerms ?? { kind: 'avista' }) as PaymentTerms;
  const live = receivableList.filter((r) => r.status !== 'cancelado');
  const installments = live.length
    ? live.map((r) => ({ number: r.installmentNumber, dueDate: r.dueDate, amountCents: r.amountCents }))
    : termsPlan(terms, order.totalCents, today);
  const editable = order.channel === 'pedido' && status === 'orcamento';
  const manual = order.channel === 'pedido';

  return {
    id: order.id,
    code: order.code,
    channel: order.channel as SalesChannel,
    status,
    customer: order.customerId
      ? { id: order.customerId, name: order.customerName ?? '', documentNumber: order.customerDocument }
      : null,
    priceTable: order.priceTableId ? { id: order.priceTableId, name: row.priceTableName ?? '' } : null,
    seller: order.sellerId ? { id: order.sellerId, name: row.sellerName ?? '' } : null,
    issuedAt: order.issuedAt.toISOString(),
    expectedDelivery: order.expectedDelivery,
    notes: order.notes,
    cancelReason: order.cancelReason,
    discount: readDiscount(order.discountKind, order.discountValue),
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    freightCents: order.freightCents,
    totalCents: order.totalCents,
    itemCount: order.itemCount,
    paymentTerms: terms,
    installments,
    lines: lines.map((line) => ({
      id: line.id,
      position: line.position,
      productId: line.productId,
      productReference: line.productReference,
      productName: line.productName,
      variantId: line.variantId,
      sku: line.sku,
      colorId: line.colorId,
      colorName: line.colorName,
      colorHex: line.colorHex,
      size: line.size,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      discount: readDiscount(line.discountKind, line.discountValue),
      discountCents: line.discountCents,
      totalCents: line.totalCents,
      unitCostCents: line.unitCostCents,
      available: stock.get(line.variantId.toLowerCase()) ?? 0,
      reserved: shipped ? 0 : (held.get(line.variantId.toLowerCase()) ?? 0),
    })),
    shortfall,
    history: history.map((h) => ({
      id: h.id,
      fromStatus: (h.fromStatus as SalesOrderStatus | null) ?? null,
      toStatus: h.toStatus as SalesOrderStatus,
      note: h.note,
      userName: h.userName,
      createdAt: h.createdAt.toISOString(),
    })),
    receivables: receivableList,
    actions: {
      edit: editable,
      next: manual && allowedSalesOrderTransitions(status).length ? nextSalesOrderStatus(status) : null,
      cancel: manual && canCancelSalesOrder(status),
    },
  };
}
