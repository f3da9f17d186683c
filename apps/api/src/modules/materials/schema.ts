import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/schema.ts';
import { colors } from '../products/schema.ts';
import { suppliers } from '../suppliers/schema.ts';

export const MATERIAL_CATEGORY_VALUES = [
  'tecido',
  'aviamento',
  'etiqueta',
  'embalagem',
  'linha',
  'outro',
] as const;
export const MATERIAL_UNIT_VALUES = ['m', 'kg', 'un', 'cone', 'rolo', 'par'] as const;

/** part3 §1 Materials. Stock lives on the variations. */
export const materials = pgTable(
  'materials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    category: text('category').$type<(typeof MATERIAL_CATEGORY_VALUES)[number]>().notNull(),
    unit: text('unit').$type<(typeof MATERIAL_UNIT_VALUES)[number]>().notNull(),
    defaultSupplierId: uuid('default_supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    /** Last cost per unit, in centavos. */
    lastCostCents: bigint('last_cost_cents', { mode: 'number' }),
    minimumStock: numeric('minimum_stock', { precision: 14, scale: 2 }).notNull().default('0'),
    /** The stock of all its variations, kept by triggers on material_variations (migration 0021) for the list's sort. */
    stockTotal: numeric('stock_total', { precision: 16, scale: 2 }).notNull().default('0'),
    notes: text('notes'),
    status: text('status').$type<'ativo' | 'inativo'>().notNull().default('ativo'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('materials_company_name_uq').on(t.companyId, sql`lower(${t.name})`)],
);

/** One per colour and/or size; a material without variations has one default variation (is_default). */
export const materialVariations = pgTable(
  'material_variations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    materialId: uuid('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    colorId: uuid('color_id').references(() => colors.id),
    size: text('size'),
    isDefault: boolean('is_default').notNull().default(false),
    stock: numeric('stock', { precision: 14, scale: 2 }).notNull().default('0'),
    status: text('status').$type<'ativo' | 'inativo'>().notNull().default('ativo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('material_variations_material_idx').on(t.materialId)],
);
