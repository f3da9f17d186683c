import { bigint, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/schema.ts';

/** Per company, the next number of each document series ('production_order' → OP-000001, 'batch' → L-000001). */
export const companySequences = pgTable(
  'company_sequences',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    nextValue: bigint('next_value', { mode: 'number' }).notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.name] })],
);
