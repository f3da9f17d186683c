import type { PixKeyType } from '@alinhavo/domain';
import { numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/schema.ts';

/** The company's sales settings (issue 15 item 6), one row per company once saved; migration 0031. */
export const salesSettings = pgTable('sales_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id),
  pixKeyType: text('pix_key_type').$type<PixKeyType>(),
  pixKey: text('pix_key'),
  merchantName: text('merchant_name'),
  merchantCity: text('merchant_city'),
  maxDiscountPercent: numeric('max_discount_percent', { precision: 5, scale: 2 }).notNull().default('5.00'),
  lateInterestMonthlyPercent: numeric('late_interest_monthly_percent', { precision: 5, scale: 2 })
    .notNull()
    .default('1.00'),
  lateFinePercent: numeric('late_fine_percent', { precision: 5, scale: 2 }).notNull().default('2.00'),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
