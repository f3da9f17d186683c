import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/schema.ts';
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
    /** When the company marked it paid. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** How many receipt files are attached (payment_receipts); kept so that attaching one is a change of the record. */
    receiptCount: integer('receipt_count').notNull().default(0),
    /** The day the company says it paid (may be before it was marked). */
    paidOn: date('paid_on'),
    /** pix, transferencia, dinheiro, boleto, cheque (CHECK in migration 0027). */
    paymentMethod: text('payment_method'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_records_batch_uq').on(t.batchId),
    index('payment_records_outworker_idx').on(t.companyId, t.outworkerId, t.createdAt),
    // The key receipts name with their company (a receipt never points at another company's record).
    uniqueIndex('payment_records_id_company_uq').on(t.id, t.companyId),
  ],
);

/**
 * part2 §3 payment_receipts: a receipt file attached to a payment record. The file lives in storage under
 * `payment-receipts/<company id>/<uuid>.<ext>` (file_path), written once and never overwritten; the row is never
 * changed (migration 0027 revokes UPDATE), only removed with its file.
 */
export const paymentReceipts = pgTable(
  'payment_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    paymentRecordId: uuid('payment_record_id').notNull(),
    /** The name the file had on the computer or phone it came from (base name only). */
    filename: text('filename').notNull(),
    /** The storage key. */
    filePath: text('file_path').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    foreignKey({
      name: 'payment_receipts_record_fk',
      columns: [t.paymentRecordId, t.companyId],
      foreignColumns: [paymentRecords.id, paymentRecords.companyId],
    }).onDelete('cascade'),
    uniqueIndex('payment_receipts_file_path_uq').on(t.filePath),
    index('payment_receipts_record_idx').on(t.companyId, t.paymentRecordId, t.createdAt),
    index('payment_receipts_created_by_idx').on(t.createdBy),
  ],
);
