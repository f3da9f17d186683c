import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/schema.ts';

/**
 * part4 §3 receivables: one installment of a sale (a sales order's payment terms or a PDV 'Fiado'), in centavos.
 * The stored status is aberto, parcial, pago or cancelado; 'vencido' is shown by date (migration 0034 has the
 * CHECKs). The customer's foreign key is added when the customers module is merged.
 */
export const receivables = pgTable(
  'receivables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    customerId: uuid('customer_id'),
    /** sales_order or pdv_sale. */
    originType: text('origin_type').notNull(),
    originId: uuid('origin_id').notNull(),
    installmentNumber: integer('installment_number').notNull(),
    installmentCount: integer('installment_count').notNull(),
    dueDate: date('due_date').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    receivedCents: bigint('received_cents', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull().default('aberto'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('receivables_due_idx').on(t.companyId, t.dueDate, t.id),
    index('receivables_customer_idx').on(t.companyId, t.customerId, t.dueDate, t.id),
    index('receivables_customer_id_idx').on(t.customerId),
    index('receivables_origin_idx').on(t.companyId, t.originType, t.originId, t.installmentNumber),
    uniqueIndex('receivables_origin_installment_uq')
      .on(t.companyId, t.originType, t.originId, t.installmentNumber)
      .where(sql`status <> 'cancelado'`),
  ],
);
