CREATE TABLE "user_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"role" text NOT NULL,
	"selected_profile" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" uuid,
	"accepted_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "plan_type" text DEFAULT 'professional' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "is_platform" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_invites" ADD CONSTRAINT "user_invites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invites" ADD CONSTRAINT "user_invites_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invites" ADD CONSTRAINT "user_invites_accepted_user_id_profiles_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_invites_token_hash_uq" ON "user_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "user_invites_company_idx" ON "user_invites" USING btree ("company_id");--> statement-breakpoint
SELECT app_enable_tenant_rls('user_invites');
--> statement-breakpoint
-- /signup finds an invitation by its token before the company is known: only the row whose token hash the
-- transaction names is visible, mirroring profile_self.
CREATE POLICY invite_by_token ON user_invites FOR SELECT
  USING (token_hash = NULLIF(current_setting('app.invite_token_hash', true), ''));
--> statement-breakpoint
-- Platform staff (super_admin, support) read across companies in /app/admin. The setting is made only by the
-- staff route wrapper, after the caller's role was checked; tenant requests never set it.
CREATE OR REPLACE FUNCTION app_platform_staff() RETURNS boolean
  LANGUAGE sql STABLE
  AS $$ SELECT coalesce(current_setting('app.platform_staff', true), '') = 'on' $$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_platform_staff() TO alinhavo_app;
--> statement-breakpoint
CREATE POLICY platform_staff_read ON companies FOR SELECT USING (app_platform_staff());
--> statement-breakpoint
CREATE POLICY platform_staff_read ON profiles FOR SELECT USING (app_platform_staff());
--> statement-breakpoint
ALTER TABLE user_invites ADD CONSTRAINT user_invites_status_check CHECK (status IN ('pending', 'accepted'));
--> statement-breakpoint
ALTER TABLE user_invites ADD CONSTRAINT user_invites_role_check
  CHECK (role IN ('owner', 'admin', 'manager', 'user'));
--> statement-breakpoint
ALTER TABLE user_invites ADD CONSTRAINT user_invites_profile_check
  CHECK (selected_profile IN ('pdv', 'estoque', 'producao', 'financeiro', 'administrativo'));
--> statement-breakpoint
-- One pending invitation per e-mail and company (part1 §5); races are settled by this index.
CREATE UNIQUE INDEX user_invites_pending_email_uq ON user_invites (company_id, lower(email)) WHERE status = 'pending';
--> statement-breakpoint
ALTER TABLE companies ADD CONSTRAINT companies_plan_type_check
  CHECK (plan_type IN ('starter', 'professional', 'enterprise'));
--> statement-breakpoint
CREATE UNIQUE INDEX companies_single_platform_uq ON companies (is_platform) WHERE is_platform;
