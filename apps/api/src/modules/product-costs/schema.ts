import {
  bigint,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/schema.ts';
import { materials, materialVariations } from '../materials/schema.ts';
import { processes } from '../processes/schema.ts';
import { products } from '../products/schema.ts';

/** part3 §2: a versioned cost sheet (ficha técnica de custo) per product; the highest version is in force. */
export const productCostSheets = pgTable(
  'product_cost_sheets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    overheadPercent: numeric('overhead_percent', { precision: 7, scale: 2 }).notNull().default('0'),
    taxesPercent: numeric('taxes_percent', { precision: 7, scale: 2 }).notNull().default('0'),
    feesPercent: numeric('fees_percent', { precision: 7, scale: 2 }).notNull().default('0'),
    targetMarginPercent: numeric('target_margin_percent', { precision: 7, scale: 2 }).notNull().default('0'),
    /**
     * The unit cost the version's lines give (packages/domain costing), whole centavos, written by saveCostSheet.
     * Every input of it is frozen in the version, so it never goes stale; lists sort and filter on it without
     * re-reading every line. The default only serves rows written outside the service (test seeds).
     */
    unitCostCents: bigint('unit_cost_cents', { mode: 'number' }).notNull().default(0),
    notes: text('notes'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_cost_sheets_version_uq').on(t.productId, t.version)],
);

/** A material line: consumption per piece = quantity / yield_units (4 decimals). */
export const productCostMaterials = pgTable(
  'product_cost_materials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    costSheetId: uuid('cost_sheet_id')
      .notNull()
      .references(() => productCostSheets.id, { onDelete: 'cascade' }),
    materialId: uuid('material_id')
      .notNull()
      .references(() => materials.id),
    /** 'batch_color': the variation follows the batch colour; 'fixed': always `material_variation_id`. */
    colorRule: text('color_rule').$type<'batch_color' | 'fixed'>().notNull(),
    materialVariationId: uuid('material_variation_id').references(() => materialVariations.id),
    quantity: numeric('quantity', { precision: 14, scale: 4 }).notNull(),
    yieldUnits: numeric('yield_units', { precision: 14, scale: 4 }).notNull().default('1'),
    usageArea: text('usage_area').$type<'interno' | 'faccao'>().notNull().default('interno'),
    /** Cost per unit of the material when the version was saved, in centavos. */
    unitCostCents: bigint('unit_cost_cents', { mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_cost_materials_sheet_idx').on(t.costSheetId)],
);

export const productCostProcesses = pgTable(
  'product_cost_processes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    costSheetId: uuid('cost_sheet_id')
      .notNull()
      .references(() => productCostSheets.id, { onDelete: 'cascade' }),
    processId: uuid('process_id')
      .notNull()
      .references(() => processes.id),
    costPerPieceCents: bigint('cost_per_piece_cents', { mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_cost_processes_sheet_idx').on(t.costSheetId)],
);
