import { boolean, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** part1 §3 seo_settings: one row (id 1) of platform data; the public site reads it, super_admin edits it. */
export const seoSettings = pgTable('seo_settings', {
  id: smallint('id').primaryKey().default(1),
  siteName: text('site_name').notNull(),
  defaultTitle: text('default_title').notNull(),
  defaultDescription: text('default_description').notNull(),
  keywords: text('keywords').notNull().default(''),
  robotsIndex: boolean('robots_index').notNull().default(true),
  robotsFollow: boolean('robots_follow').notNull().default(true),
  canonicalUrl: text('canonical_url'),
  ogImageUrl: text('og_image_url'),
  twitterCard: text('twitter_card').$type<'summary' | 'summary_large_image'>().notNull(),
  customMeta: jsonb('custom_meta').$type<{ name: string; content: string }[]>().notNull().default([]),
  sitemapEnabled: boolean('sitemap_enabled').notNull().default(true),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
