import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/schema.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** part3 §1 Colours (/app/cores): name unique per company (case-insensitive), code, hex swatch. */
export const colors = pgTable(
  'colors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    code: text('code'),
    hex: text('hex'),
    ...timestamps,
  },
  (t) => [uniqueIndex('colors_company_name_uq').on(t.companyId, sql`lower(${t.name})`)],
);

/** A reusable size grid (grade): an ordered list of sizes, e.g. P M G GG. */
export const sizeGrids = pgTable(
  'size_grids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    sizes: text('sizes').array().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('size_grids_company_name_uq').on(t.companyId, sql`lower(${t.name})`)],
);

/** part3 §1 Products. `sizes` is the product's own copy of its grid, in order. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    reference: text('reference').notNull(),
    name: text('name').notNull(),
    collection: text('collection'),
    category: text('category'),
    description: text('description'),
    unit: text('unit').notNull().default('un'),
    ncm: text('ncm'),
    salePriceCents: bigint('sale_price_cents', { mode: 'number' }),
    /** The stock of all its variants, kept by triggers on product_variants (migration 0021) for the list's sort. */
    totalStock: numeric('total_stock', { precision: 16, scale: 2 }).notNull().default('0'),
    status: text('status').$type<'ativo' | 'inativo'>().notNull().default('ativo'),
    sizeGridId: uuid('size_grid_id').references(() => sizeGrids.id, { onDelete: 'set null' }),
    sizes: text('sizes').array().notNull(),
    /** Key of the photo in the file storage (never a path chosen by the client). */
    photoKey: text('photo_key'),
    createdBy: uuid('created_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_company_reference_uq').on(t.companyId, sql`lower(${t.reference})`),
    index('products_company_name_idx').on(t.companyId, t.name),
  ],
);

/** The colours a product is made in, in display order. */
export const productColors = pgTable(
  'product_colors',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: uuid('color_id')
      .notNull()
      .references(() => colors.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.colorId] })],
);

/** A colour × size variant (SKU) with its barcode and finished-goods stock (moved only by the stock ledger). */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: uuid('color_id').references(() => colors.id),
    size: text('size').notNull(),
    sku: text('sku').notNull(),
    barcode: text('barcode').notNull(),
    stock: numeric('stock', { precision: 14, scale: 2 }).notNull().default('0'),
    status: text('status').$type<'ativo' | 'inativo'>().notNull().default('ativo'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('product_variants_company_sku_uq').on(t.companyId, sql`lower(${t.sku})`),
    uniqueIndex('product_variants_company_barcode_uq').on(t.companyId, t.barcode),
    index('product_variants_product_idx').on(t.productId),
  ],
);

/** Per company: the EAN-13 prefix for generated barcodes and the next item number. */
export const barcodeSequences = pgTable('barcode_sequences', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id),
  /** '20'..'29' is GS1's restricted-circulation range, safe without a GS1 membership; or the company's GS1 prefix. */
  prefix: text('prefix').notNull().default('20'),
  nextItem: bigint('next_item', { mode: 'number' }).notNull().default(1),
});
