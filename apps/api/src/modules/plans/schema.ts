import { bigint, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * part1 §3 admin_plans: platform data, not tenant data (no company_id). The id is the lowercase plan name that
 * companies and the site refer to. Prices in centavos.
 */
export const adminPlans = pgTable('admin_plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  priceMonthlyCents: bigint('price_monthly_cents', { mode: 'number' }).notNull(),
  priceYearlyCents: bigint('price_yearly_cents', { mode: 'number' }),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  /** -1 means unlimited. */
  maxUsers: integer('max_users').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  displayOrder: integer('display_order').notNull(),
  popular: boolean('popular').notNull().default(false),
  contactSales: boolean('contact_sales').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
