-- The hub's getting-started checklist (issue 13). Its steps are read from the company's own records on each request
-- (EXISTS on indexes led by company_id); this table keeps only whether the company hid it. One row per company at
-- most, made on the first 'Ocultar'; no row means the checklist was never hidden.
CREATE TABLE IF NOT EXISTS "onboarding_checklists" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"dismissed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_checklists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action
);
--> statement-breakpoint
SELECT app_enable_tenant_rls('onboarding_checklists');
