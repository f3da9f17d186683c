import {
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
import { batches } from '../batches/schema.ts';
import { companies } from '../companies/schema.ts';
import { employees } from '../employees/schema.ts';
import { materialVariations } from '../materials/schema.ts';
import { colors } from '../products/schema.ts';
import { stockDocuments } from '../stock/schema.ts';

/**
 * part3 §4 cutting (/app/corte): the cut of one batch. The marker (encaixe) gives pieces per ply for each size;
 * each colour is laid in its own fabric with its own number of plies (cut_record_colors).
 */
export const cutRecords = pgTable(
  'cut_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id),
    /** Pieces per ply for each size of the grid, e.g. {"P": 1, "M": 2}. */
    piecesPerPly: jsonb('pieces_per_ply').$type<Record<string, number>>().notNull(),
    cutterEmployeeId: uuid('cutter_employee_id').references(() => employees.id),
    /** The fabric leaving stock (ledger type consumo_corte). */
    stockDocumentId: uuid('stock_document_id').references(() => stockDocuments.id),
    notes: text('notes'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cut_records_batch_uq').on(t.batchId)],
);

export const cutRecordColors = pgTable(
  'cut_record_colors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    cutRecordId: uuid('cut_record_id')
      .notNull()
      .references(() => cutRecords.id, { onDelete: 'cascade' }),
    colorId: uuid('color_id')
      .notNull()
      .references(() => colors.id),
    /** The fabric variation laid for this colour. */
    materialVariationId: uuid('material_variation_id')
      .notNull()
      .references(() => materialVariations.id),
    plies: integer('plies').notNull(),
    /** Fabric actually used (m or kg), and what the cost sheet planned for the pieces cut. */
    fabricUsed: numeric('fabric_used', { precision: 14, scale: 2 }).notNull(),
    plannedFabric: numeric('planned_fabric', { precision: 14, scale: 2 }),
  },
  (t) => [index('cut_record_colors_record_idx').on(t.cutRecordId)],
);
