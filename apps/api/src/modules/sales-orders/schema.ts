import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/schema.ts';
import { products } from '../products/schema.ts';

/**
 * part4 §1: every sale of every channel — a sales order typed by hand ('pedido', PV-000123), a PDV sale ('pdv',
 * PDV-000045) and later a marketplace order ('mercado_livre'). Money in centavos; migration 0036 has the CHECKs and
 * the composite (id, company_id) foreign keys to customers, price tables and cash sessions.
 */
export const salesOrders = pgTable(
  'sales_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** pedido, pdv or mercado_livre. */
    channel: text('channel').notNull(),
    /** PV-000123 for orders, PDV-000045 for the register; sequential per company and channel. */
    code: text('code').notNull(),
    /** orcamento, confirmado, separado, faturado, enviado, entregue, cancelado (domain sales/order-status). */
    status: text('status').notNull().default('orcamento'),
    customerId: uuid('customer_id'),
    /** The customer's name at the sale (receipts, search); a PDV sale may have none. */
    customerName: text('customer_name'),
    /** CPF/CNPJ on the receipt ('CPF na nota'). */
    customerDocument: text('customer_document'),
    priceTableId: uuid('price_table_id'),
    sellerId: uuid('seller_id'),
    /** The register session of a PDV sale; null for every other channel. */
    cashSessionId: uuid('cash_session_id'),
    /** When the sale happened (an offline PDV sale keeps the time it was made at the till). */
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expectedDelivery: date('expected_delivery'),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull().default(0),
    /** The order-level discount as typed: percent or amount; discount_cents is what it came to. */
    discountKind: text('discount_kind'),
    discountValue: numeric('discount_value', { precision: 14, scale: 2 }),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    freightCents: bigint('freight_cents', { mode: 'number' }).notNull().default(0),
    /** subtotal − discount + freight (CHECK). */
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    /** Pieces on the order. */
    itemCount: integer('item_count').notNull().default(0),
    /** The agreed payment plan of an order (à vista or installments) until confirming turns it into receivables. */
    paymentTerms: jsonb('payment_terms'),
    notes: text('notes'),
    /** The marketplace's order id. */
    externalId: text('external_id'),
    /** A PDV sale's key: a replayed offline sale is stored once. */
    idempotencyKey: uuid('idempotency_key'),
    cancelReason: text('cancel_reason'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sales_orders_id_company_uq').on(t.id, t.companyId),
    uniqueIndex('sales_orders_code_uq').on(t.companyId, t.code),
    uniqueIndex('sales_orders_idempotency_uq')
      .on(t.companyId, t.idempotencyKey)
      .where(sql`idempotency_key IS NOT NULL`),
    uniqueIndex('sales_orders_external_uq')
      .on(t.companyId, t.channel, t.externalId)
      .where(sql`external_id IS NOT NULL`),
    index('sales_orders_list_idx').on(t.companyId, t.issuedAt, t.id),
    index('sales_orders_status_idx').on(t.companyId, t.status, t.issuedAt, t.id),
    index('sales_orders_channel_idx').on(t.companyId, t.channel, t.issuedAt, t.id),
    index('sales_orders_customer_idx').on(t.companyId, t.customerId, t.issuedAt, t.id),
    index('sales_orders_customer_id_idx').on(t.customerId),
    index('sales_orders_price_table_id_idx').on(t.priceTableId, t.companyId),
    index('sales_orders_cash_session_idx').on(t.companyId, t.cashSessionId, t.issuedAt),
    index('sales_orders_cash_session_id_idx').on(t.cashSessionId),
    index('sales_orders_seller_id_idx').on(t.sellerId),
    index('sales_orders_created_by_idx').on(t.createdBy),
    index('sales_orders_total_idx').on(t.companyId, t.totalCents, t.id),
  ],
);

/** One line of a sale: a SKU, its pieces and price; unit_cost_cents is the cost sheet in force at the sale. */
export const salesOrderItems = pgTable(
  'sales_order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    orderId: uuid('order_id').notNull(),
    position: integer('position').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    productVariantId: uuid('product_variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    discountKind: text('discount_kind'),
    discountValue: numeric('discount_value', { precision: 14, scale: 2 }),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    /** quantity × unit price − discount (CHECK). */
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    unitCostCents: bigint('unit_cost_cents', { mode: 'number' }),
    /** Pieces that came back (PDV returns and exchanges). */
    returnedQuantity: integer('returned_quantity').notNull().default(0),
  },
  (t) => [
    uniqueIndex('sales_order_items_position_uq').on(t.orderId, t.position),
    index('sales_order_items_order_idx').on(t.companyId, t.orderId, t.position),
    index('sales_order_items_variant_idx').on(t.productVariantId, t.companyId),
    index('sales_order_items_product_idx').on(t.companyId, t.productId),
    index('sales_order_items_product_id_idx').on(t.productId),
  ],
);

/** Every status change of a sale: who and when. */
export const salesOrderStatusHistory = pgTable(
  'sales_order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    orderId: uuid('order_id').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    userId: uuid('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sales_order_status_history_order_idx').on(t.companyId, t.orderId, t.createdAt),
    index('sales_order_status_history_order_id_idx').on(t.orderId),
    index('sales_order_status_history_user_id_idx').on(t.userId),
  ],
);

/** How a sale was paid, per method: dinheiro (with troco), pix, credito (installments), debito, fiado. */
export const salePayments = pgTable(
  'sale_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    orderId: uuid('order_id').notNull(),
    method: text('method').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    changeCents: bigint('change_cents', { mode: 'number' }).notNull().default(0),
    installments: integer('installments').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sale_payments_order_idx').on(t.companyId, t.orderId),
    index('sale_payments_order_id_idx').on(t.orderId),
  ],
);
