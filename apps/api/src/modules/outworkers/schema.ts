import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/schema.ts';
import { products } from '../products/schema.ts';

/** part3 §1 Outworkers: the company's record of each outsourced workshop (facção). */
export const outworkers = pgTable(
  'outworkers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    documentNumber: text('document_number'),
    contactName: text('contact_name'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    /** Ids of the processes it performs. */
    processIds: uuid('process_ids').array().notNull().default([]),
    capacityPerDay: integer('capacity_per_day'),
    status: text('status').$type<'ativo' | 'inativo'>().notNull().default('ativo'),
    notes: text('notes'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outworkers_company_name_idx').on(t.companyId, t.name)],
);

/** The agreed price per piece of a product at a workshop. */
export const outworkerProductPrices = pgTable(
  'outworker_product_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    outworkerId: uuid('outworker_id')
      .notNull()
      .references(() => outworkers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('outworker_product_prices_uq').on(t.outworkerId, t.productId)],
);
