import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { batches } from '../batches/schema.ts';
import { companies } from '../companies/schema.ts';
import { employees } from '../employees/schema.ts';
import { colors } from '../products/schema.ts';

/** part3 §4 quality control (/app/controle-qualidade): the review of a batch back from its workshop. */
export const qualityChecks = pgTable(
  'quality_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id),
    inspectorEmployeeId: uuid('inspector_employee_id').references(() => employees.id),
    notes: text('notes'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quality_checks_batch_uq').on(t.batchId)],
);

/** Counts per colour and size: approved, defects by type (costura, mancha, medida, tecido, outro), repair. */
export const qualityCheckItems = pgTable(
  'quality_check_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    checkId: uuid('check_id')
      .notNull()
      .references(() => qualityChecks.id, { onDelete: 'cascade' }),
    colorId: uuid('color_id')
      .notNull()
      .references(() => colors.id),
    size: text('size').notNull(),
    approved: integer('approved').notNull().default(0),
    defectCostura: integer('defect_costura').notNull().default(0),
    defectMancha: integer('defect_mancha').notNull().default(0),
    defectMedida: integer('defect_medida').notNull().default(0),
    defectTecido: integer('defect_tecido').notNull().default(0),
    defectOutro: integer('defect_outro').notNull().default(0),
    /** Pieces sent back to the workshop for repair (conserto). */
    repair: integer('repair').notNull().default(0),
  },
  (t) => [
    uniqueIndex('quality_check_items_cell_uq').on(t.checkId, t.colorId, t.size),
    index('quality_check_items_check_idx').on(t.checkId),
  ],
);
