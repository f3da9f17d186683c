import type { PriceChangeReason } from '@alinhavo/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { products, productVariants } from '../products/schema.ts';

/** part4 §1: a company's price tables; 'Varejo' is the default (one per company, always active). Migration 0032. */
export const priceTables = pgTable(
  'price_tables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** Pieces an order needs to use this table (e.g. 'Atacado' from 12); null: any quantity. */
    minQuantity: integer('min_quantity'),
    isDefault: boolean('is_default').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('price_tables_company_name_uq').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('price_tables_company_default_uq').on(t.companyId).where(sql`is_default`),
    uniqueIndex('price_tables_id_company_uq').on(t.id, t.companyId),
  ],
);

/**
 * A price in a table: the product's (`variantId` null, for all its SKUs) or one SKU's, which overrides it.
 * Unique per (table, product, SKU) with NULLS NOT DISTINCT (in the migration).
 */
export const priceTablePrices = pgTable(
  'price_table_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    priceTableId: uuid('price_table_id').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('price_table_prices_uq').on(t.companyId, t.priceTableId, t.productId, t.variantId),
    index('price_table_prices_product_idx').on(t.productId),
    index('price_table_prices_variant_idx').on(t.variantId),
  ],
);

/** Every change of a price, append-only (the app role may not update or delete it). */
export const priceHistory = pgTable(
  'price_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    priceTableId: uuid('price_table_id').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    oldPriceCents: bigint('old_price_cents', { mode: 'number' }),
    newPriceCents: bigint('new_price_cents', { mode: 'number' }),
    reason: text('reason').$type<PriceChangeReason>().notNull(),
    /** The percentage of a bulk change ('reajuste'). */
    percent: numeric('percent', { precision: 7, scale: 2 }),
    changedBy: uuid('changed_by'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('price_history_table_changed_idx').on(t.companyId, t.priceTableId, t.changedAt, t.id),
    index('price_history_product_idx').on(t.productId),
    index('price_history_variant_idx').on(t.variantId),
  ],
);
