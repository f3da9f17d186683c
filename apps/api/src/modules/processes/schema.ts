import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/schema.ts';

/** part3 §1 Processes: production stages with their order and cost per piece. */
export const processes = pgTable(
  'processes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    costPerPieceCents: bigint('cost_per_piece_cents', { mode: 'number' }).notNull().default(0),
    kind: text('kind').$type<'interno' | 'terceirizado'>().notNull().default('interno'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('processes_company_name_uq').on(t.companyId, sql`lower(${t.name})`)],
);
