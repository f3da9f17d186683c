-- Platform writes from /app/admin are for super_admin only. The staff route wrapper sets app.platform_staff for
-- both staff roles (read-only policies, 0003); writes go through policies whose predicate checks the caller's own
-- profile in the database (role super_admin, active), so a support member's transaction cannot write even if the
-- server's own check were skipped. Policies rather than a SECURITY DEFINER function (as app_confirm_payment in
-- 0007): the edits are plain single-row updates, and the app role keeps running under forced row-level security.
CREATE OR REPLACE FUNCTION app_platform_super_admin() RETURNS boolean
  LANGUAGE sql STABLE
  AS $$
    SELECT app_platform_staff() AND EXISTS (
      SELECT 1 FROM profiles
      WHERE id = app_current_user() AND role = 'super_admin' AND is_active
    )
  $$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_platform_super_admin() TO alinhavo_app;
--> statement-breakpoint
-- admin_plans: every company reads the plans (its own plan's limits); only super_admin updates them. The
-- connecting owner (migrations, public /api/plans, tests) keeps full access under forced RLS.
ALTER TABLE admin_plans ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE admin_plans FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY system_owner ON admin_plans
  USING (current_user <> 'alinhavo_app') WITH CHECK (current_user <> 'alinhavo_app');
--> statement-breakpoint
CREATE POLICY read_all ON admin_plans FOR SELECT TO alinhavo_app USING (true);
--> statement-breakpoint
CREATE POLICY super_admin_update ON admin_plans FOR UPDATE TO alinhavo_app
  USING (app_platform_super_admin()) WITH CHECK (app_platform_super_admin());
--> statement-breakpoint
GRANT UPDATE ON admin_plans TO alinhavo_app;
--> statement-breakpoint
ALTER TABLE admin_plans ADD CONSTRAINT admin_plans_yearly_price_check
  CHECK (price_yearly_cents IS NULL OR price_yearly_cents >= 0);
--> statement-breakpoint
-- part1 §3 seo_settings: one row for the platform (id is always 1).
CREATE TABLE "seo_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"site_name" text NOT NULL,
	"default_title" text NOT NULL,
	"default_description" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"robots_index" boolean DEFAULT true NOT NULL,
	"robots_follow" boolean DEFAULT true NOT NULL,
	"canonical_url" text,
	"og_image_url" text,
	"twitter_card" text DEFAULT 'summary_large_image' NOT NULL,
	"custom_meta" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sitemap_enabled" boolean DEFAULT true NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE seo_settings ADD CONSTRAINT seo_settings_single_row CHECK (id = 1);
--> statement-breakpoint
ALTER TABLE seo_settings ADD CONSTRAINT seo_settings_twitter_card_check
  CHECK (twitter_card IN ('summary', 'summary_large_image'));
--> statement-breakpoint
ALTER TABLE seo_settings ADD CONSTRAINT seo_settings_updated_by_fk FOREIGN KEY (updated_by)
  REFERENCES profiles (id) ON DELETE SET NULL;
--> statement-breakpoint
INSERT INTO seo_settings (id, site_name, default_title, default_description, keywords) VALUES (1,
  'Alinhavo',
  'Alinhavo — gestão para confecções e facções',
  'Sistema de gestão para confecções: produção por facção, estoque, vendas, financeiro e lucro por produto em um só lugar. Teste grátis por 7 dias.',
  'gestão de confecção, sistema para confecção, controle de facção, ERP têxtil, controle de produção, estoque de tecidos')
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
-- Forced row-level security: the public site reads the row as the connecting owner (GET /api/seo, the HTML the
-- server serves); companies see nothing; platform staff read it; only super_admin updates it.
ALTER TABLE seo_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE seo_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY system_owner ON seo_settings
  USING (current_user <> 'alinhavo_app') WITH CHECK (current_user <> 'alinhavo_app');
--> statement-breakpoint
CREATE POLICY platform_staff_read ON seo_settings FOR SELECT TO alinhavo_app USING (app_platform_staff());
--> statement-breakpoint
CREATE POLICY super_admin_update ON seo_settings FOR UPDATE TO alinhavo_app
  USING (app_platform_super_admin()) WITH CHECK (app_platform_super_admin());
--> statement-breakpoint
GRANT SELECT, UPDATE ON seo_settings TO alinhavo_app;
