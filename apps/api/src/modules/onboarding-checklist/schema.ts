import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/schema.ts';

/**
 * A company's getting-started checklist (issue 13): only what cannot be read from its records, whether it was
 * hidden. No row means never hidden; the steps themselves are computed from the company's data on each read.
 */
export const onboardingChecklists = pgTable('onboarding_checklists', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id),
  dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
