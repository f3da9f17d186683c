import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/schema.ts';
import { colors, products } from '../products/schema.ts';

/** part3 §4 production orders (/app/producao): a product's colour × size quantities to make by a date. */
export const productionOrders = pgTable(
  'production_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** OP-000001, sequential per company. */
    code: text('code').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    dueDate: date('due_date'),
    /** baixa, normal, alta, urgente (CHECK in the migration). */
    priority: text('priority').notNull().default('normal'),
    /** planejada, em_producao, concluida, cancelada (CHECK in the migration). */
    status: text('status').notNull().default('planejada'),
    notes: text('notes'),
    /** Why it was cancelled (required by the cancel action) and when. */
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When it was concluded, by hand ('Concluir ordem') or when its last pieces were packed. */
    concludedAt: timestamp('concluded_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('production_orders_company_code_uq').on(t.companyId, t.code),
    index('production_orders_company_status_idx').on(t.companyId, t.status, t.dueDate),
    index('production_orders_product_idx').on(t.productId),
  ],
);

/** One cell of the order's grid: pieces of a colour in a size. */
export const productionOrderItems = pgTable(
  'production_order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => productionOrders.id, { onDelete: 'cascade' }),
    colorId: uuid('color_id')
      .notNull()
      .references(() => colors.id),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [uniqueIndex('production_order_items_cell_uq').on(t.orderId, t.colorId, t.size)],
);
