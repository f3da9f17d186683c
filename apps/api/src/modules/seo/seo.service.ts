import {
  type AdminSeoSettings,
  DEFAULT_SEO_SETTINGS,
  type SeoSettings,
  type seoSettingsInputSchema,
} from '@alinhavo/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { assertSuperAdmin } from '../plans/index.ts';
import { seoSettings } from './schema.ts';

type Row = typeof seoSettings.$inferSelect;

function toSettings(row: Row): SeoSettings {
  return {
    siteName: row.siteName,
    defaultTitle: row.defaultTitle,
    defaultDescription: row.defaultDescription,
    keywords: row.keywords,
    robotsIndex: row.robotsIndex,
    robotsFollow: row.robotsFollow,
    canonicalUrl: row.canonicalUrl,
    ogImageUrl: row.ogImageUrl,
    twitterCard: row.twitterCard,
    customMeta: row.customMeta,
    sitemapEnabled: row.sitemapEnabled,
  };
}

/** The platform's settings as the public site uses them (read as the connecting owner); defaults without a row. */
export async function readSeoSettings(db: Db | Tx): Promise<SeoSettings> {
  const [row] = await db.select().from(seoSettings).where(eq(seoSettings.id, 1));
  return row ? toSettings(row) : DEFAULT_SEO_SETTINGS;
}

/** GET /api/admin/seo (platform staff, through their read policy). */
export async function getAdminSeoSettings(tx: Tx): Promise<AdminSeoSettings> {
  const [row] = await tx.select().from(seoSettings).where(eq(seoSettings.id, 1));
  return row
    ? { ...toSettings(row), updatedAt: row.updatedAt.toISOString() }
    : { ...DEFAULT_SEO_SETTINGS, updatedAt: null };
}

/**
 * PUT /api/admin/seo (super_admin): updates the one row. The migration seeds it, so this is an update; the
 * super_admin_update policy is what lets the app role write it.
 */
export async function saveSeoSettings(
  tx: Tx,
  tenant: TenantContext,
  input: z.output<typeof seoSettingsInputSchema>,
): Promise<AdminSeoSettings> {
  assertSuperAdmin(tenant);
  const updated = await tx
    .update(seoSettings)
    .set({ ...input, updatedBy: tenant.userId, updatedAt: new Date() })
    .where(eq(seoSettings.id, 1))
    .returning({ id: seoSettings.id });
  if (updated.length === 0) throw new Error('seo_settings row missing or not writable');
  return getAdminSeoSettings(tx);
}
