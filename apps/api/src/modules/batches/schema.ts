import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/schema.ts';
import { outworkers } from '../outworkers/schema.ts';
import { productionOrders } from '../production-orders/schema.ts';
import { colors, products } from '../products/schema.ts';

/**
 * part3 §4 batches (lotes): part of a production order that travels together through cutting, a workshop,
 * quality control and packaging, carrying its colour × size grid (batch_items).
 */
export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** L-000001, sequential per company. */
    code: text('code').notNull(),
    productionOrderId: uuid('production_order_id')
      .notNull()
      .references(() => productionOrders.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** aguardando_corte … embalado (BATCH_STATUSES; CHECK in the migration). */
    status: text('status').notNull().default('aguardando_corte'),
    /** Pieces in the batch: the sum of its grid (planned until cut, then what was cut). */
    totalQuantity: integer('total_quantity').notNull(),
    dueDate: date('due_date'),
    /** The workshop it was sent to (part2 mark_batch_sent). */
    outworkerId: uuid('outworker_id').references(() => outworkers.id),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The day the workshop is expected to return it, chosen when it was sent. */
    expectedReturnDate: date('expected_return_date'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** When the workshop finished it (finalizado_faccao): the return date of part2. */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    packedAt: timestamp('packed_at', { withTimezone: true }),
    notes: text('notes'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('batches_company_code_uq').on(t.companyId, t.code),
    index('batches_company_status_idx').on(t.companyId, t.status),
    index('batches_order_idx').on(t.productionOrderId),
    index('batches_outworker_idx').on(t.companyId, t.outworkerId),
  ],
);

/** One cell of the batch's grid with its progress through the stages (pieces). */
export const batchItems = pgTable(
  'batch_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    colorId: uuid('color_id')
      .notNull()
      .references(() => colors.id),
    size: text('size').notNull(),
    /** Planned pieces; after cutting, the pieces actually cut. */
    quantity: integer('quantity').notNull(),
    /** The pieces planned when the batch was made, kept after the cut replaces `quantity` (null: made elsewhere). */
    plannedQuantity: integer('planned_quantity'),
    cutQuantity: integer('cut_quantity'),
    approvedQuantity: integer('approved_quantity').notNull().default(0),
    defectQuantity: integer('defect_quantity').notNull().default(0),
    repairQuantity: integer('repair_quantity').notNull().default(0),
    packedQuantity: integer('packed_quantity').notNull().default(0),
  },
  (t) => [uniqueIndex('batch_items_cell_uq').on(t.batchId, t.colorId, t.size)],
);

/** part3 §4 batch_history: every change of a batch (action, date, user, notes), also the workshop's. */
export const batchHistory = pgTable(
  'batch_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    /** What happened: 'criado', 'cortado', 'enviado', 'em_producao', 'finalizado_faccao', 'em_revisao', 'aprovado', 'embalado', 'observacao'. */
    actionType: text('action_type').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** Who did it: the company ('empresa'), the workshop ('faccao') or the system. */
    actor: text('actor').notNull().default('empresa'),
    userId: uuid('user_id'),
    notes: text('notes'),
    actionDate: timestamp('action_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('batch_history_batch_idx').on(t.batchId, t.actionDate)],
);
