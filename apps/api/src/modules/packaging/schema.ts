import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { batches } from '../batches/schema.ts';
import { companies } from '../companies/schema.ts';
import { productVariants } from '../products/schema.ts';
import { stockDocuments } from '../stock/schema.ts';

/** part3 §4 packaging (/app/embalagem): approved pieces of a batch packed into finished stock, possibly in parts. */
export const packingRecords = pgTable(
  'packing_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id),
    /** The finished goods entering stock (ledger type entrada, reference the batch). */
    stockDocumentId: uuid('stock_document_id').references(() => stockDocuments.id),
    notes: text('notes'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('packing_records_batch_idx').on(t.batchId)],
);

export const packingRecordItems = pgTable(
  'packing_record_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    packingRecordId: uuid('packing_record_id')
      .notNull()
      .references(() => packingRecords.id, { onDelete: 'cascade' }),
    productVariantId: uuid('product_variant_id')
      .notNull()
      .references(() => productVariants.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('packing_record_items_record_idx').on(t.packingRecordId)],
);
