import {
  managesSalesSettings,
  SALES_SETTINGS_DEFAULTS,
  SALES_SETTINGS_FORBIDDEN,
  type SalesSettings,
  type SalesSettingsData,
} from '@alinhavo/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { forbidden } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { salesSettings } from './schema.ts';

type SalesSettingsRow = typeof salesSettings.$inferSelect;

function toSalesSettings(row: SalesSettingsRow | undefined): SalesSettings {
  if (!row) return { ...SALES_SETTINGS_DEFAULTS, updatedAt: null };
  return {
    pixKeyType: row.pixKeyType,
    pixKey: row.pixKey,
    merchantName: row.merchantName,
    merchantCity: row.merchantCity,
    maxDiscountPercent: row.maxDiscountPercent,
    lateInterestMonthlyPercent: row.lateInterestMonthlyPercent,
    lateFinePercent: row.lateFinePercent,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The sales settings of the transaction's company (app.company_id, set for every request and for system work on a
 * company), with the defaults while it never saved any: for the PDV's PIX BR Code, the discount a seller may give,
 * the interest and fine of late receivables. Row-level security keeps it to that company too; the condition is
 * stated as well for system transactions, which run as the owner.
 */
export async function salesSettingsOf(tx: Tx): Promise<SalesSettings> {
  const [row] = await tx
    .select()
    .from(salesSettings)
    .where(eq(salesSettings.companyId, sql`public.app_current_company()`))
    .limit(1);
  return toSalesSettings(row);
}

function assertManager(tenant: TenantContext) {
  if (!managesSalesSettings(tenant.role)) throw forbidden(SALES_SETTINGS_FORBIDDEN);
}

/** GET /sales-settings: for the owner and administrators, like the company's other settings. */
export async function getSalesSettings(tx: Tx, tenant: TenantContext): Promise<SalesSettings> {
  assertManager(tenant);
  return salesSettingsOf(tx);
}

/** PUT /sales-settings: the whole form, written on the company's one row (created on the first save). */
export async function saveSalesSettings(
  tx: Tx,
  tenant: TenantContext,
  input: SalesSettingsData,
): Promise<SalesSettings> {
  assertManager(tenant);
  const values = {
    pixKeyType: input.pixKeyType,
    pixKey: input.pixKey,
    merchantName: input.merchantName,
    merchantCity: input.merchantCity,
    maxDiscountPercent: input.maxDiscountPercent,
    lateInterestMonthlyPercent: input.lateInterestMonthlyPercent,
    lateFinePercent: input.lateFinePercent,
    updatedBy: tenant.userId,
    updatedAt: new Date(),
  };
  const [row] = await tx
    .insert(salesSettings)
    .values({ companyId: tenant.companyId, ...values })
    .onConflictDoUpdate({ target: salesSettings.companyId, set: values })
    .returning();
  return toSalesSettings(row);
}
