CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"status" text NOT NULL,
	"trial_end" timestamp with time zone,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"first_paid_at" timestamp with time zone,
	"provider" text,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_documents" (
	"document_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_admin_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."admin_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_company_uq" ON "subscriptions" USING btree ("company_id");--> statement-breakpoint
SELECT app_enable_tenant_rls('subscriptions');
--> statement-breakpoint
-- The trial-expiry job runs as the connecting owner across companies, which forced RLS would otherwise
-- block on a non-superuser install (same pattern as mailer_owner in 0004). Never true for the app role.
CREATE POLICY system_owner ON subscriptions USING (current_user <> 'alinhavo_app') WITH CHECK (current_user <> 'alinhavo_app');
--> statement-breakpoint
CREATE POLICY platform_staff_read ON subscriptions FOR SELECT USING (app_platform_staff());
--> statement-breakpoint
ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_status_check
  CHECK (status IN ('trialing', 'active', 'paused', 'expired', 'past_due', 'canceled'));
--> statement-breakpoint
ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_trial_end_check CHECK (status <> 'trialing' OR trial_end IS NOT NULL);
--> statement-breakpoint
ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_period_check
  CHECK (current_period_end IS NULL OR current_period_start IS NULL OR current_period_end >= current_period_start);
--> statement-breakpoint
ALTER TABLE trial_documents ADD CONSTRAINT trial_documents_hash_check CHECK (document_hash ~ '^[0-9a-f]{64}$');
--> statement-breakpoint
-- A CPF/CNPJ gets one trial in the whole install (decisions.md). The app role cannot read trial_documents;
-- these two functions answer "had a trial?" and record one, without revealing anything else.
CREATE OR REPLACE FUNCTION app_document_had_trial(candidate_hash text) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$ SELECT EXISTS (SELECT 1 FROM trial_documents WHERE document_hash = candidate_hash) $$;
--> statement-breakpoint
-- True when the document was recorded now, false when it already had a trial (also when a concurrent
-- activation of another company recorded it first).
CREATE OR REPLACE FUNCTION app_record_trial_document(candidate_hash text) RETURNS boolean
  LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public
  AS $$
    WITH inserted AS (
      INSERT INTO trial_documents (document_hash) VALUES (candidate_hash) ON CONFLICT DO NOTHING RETURNING 1
    )
    SELECT EXISTS (SELECT 1 FROM inserted)
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_document_had_trial(text) FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_record_trial_document(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_document_had_trial(text) TO alinhavo_app;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_record_trial_document(text) TO alinhavo_app;
