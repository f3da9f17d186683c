import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/schema.ts';
import { companies } from '../companies/schema.ts';
import { faccoes } from '../workshops/schema.ts';

/**
 * part2 §3 'Push subscription': one row per browser (the push service's endpoint is unique), owned by the person
 * signed in there and either the company they work in (a member) or their workshop (a facção login, migration
 * 0029; exactly one of the two is set). Subscribing again from the same browser re-owns the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A company member's browser; NULL for a workshop login's. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** A workshop login's browser (the portal /faccao); NULL for a company member's. */
    faccaoId: uuid('faccao_id').references(() => faccoes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The browser's user agent when it subscribed (part2 'device_info'). */
    deviceInfo: text('device_info'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_company_user_idx').on(t.companyId, t.userId),
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_faccao_user_idx').on(t.faccaoId, t.userId),
  ],
);
