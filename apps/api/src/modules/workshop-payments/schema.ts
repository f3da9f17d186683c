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
import { batches } from '../batches/schema.ts';
import { companies } from '../companies/schema.ts';
import { outworkers } from '../outworkers/schema.ts';

/**
 * part2 §3 payment_records: what the company owes a workshop for a batch — pieces × agreed price per piece,
 * less the defect discount ('Desconto por defeitos'). One per batch, created or updated by quality control.
 */
export const paymentRecords = pgTable(
  'payment_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id),
    outworkerId: uuid('outworker_id')
      .notNull()
      .references(() => outworkers.id),
    /** Pieces returned by the workshop and reviewed. */
    quantity: integer('quantity').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    grossAmountCents: bigint('gross_amount_cents', { mode: 'number' }).notNull(),
    /** Defective pieces × price per piece. */
    discountAmountCents: bigint('discount_amount_cents', { mode: 'number' }).notNull().default(0),
    finalAmountCents: bigint('final_amount_cents', { mode: 'number' }).notNull(),
    /** aguardando_prazo, pendente, pago, com_desconto, com_conserto_pendente (part2 §4; CHECK in the migration). */
    paymentStatus: text('payment_status').notNull(),
    paymentDueDate: date('payment_due_date'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_records_batch_uq').on(t.batchId),
    index('payment_records_outworker_idx').on(t.companyId, t.outworkerId, t.createdAt),
  ],
);
