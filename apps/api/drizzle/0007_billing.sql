CREATE TABLE "billing_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"payment_id" uuid,
	"provider_invoice_id" text,
	"number" text,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" uuid,
	"confirmed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "billing_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"provider_subscription_id" text,
	"company_id" uuid,
	"event_created_at" timestamp with time zone NOT NULL,
	"applied" boolean NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_payment_id_billing_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."billing_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_plan_id_admin_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."admin_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_confirmed_by_profiles_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_invoices_company_idx" ON "billing_invoices" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_payment_uq" ON "billing_invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_provider_invoice_uq" ON "billing_invoices" USING btree ("provider","provider_invoice_id");--> statement-breakpoint
CREATE INDEX "billing_payments_company_idx" ON "billing_payments" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "billing_payments_status_idx" ON "billing_payments" USING btree ("status");--> statement-breakpoint
CREATE INDEX "billing_webhook_events_subscription_idx" ON "billing_webhook_events" USING btree ("provider","provider_subscription_id");--> statement-breakpoint
SELECT app_enable_tenant_rls('billing_payments');
--> statement-breakpoint
SELECT app_enable_tenant_rls('billing_invoices');
--> statement-breakpoint
-- A company reads its payments and invoices and may open a pending payment; nothing else. Confirming (which
-- writes the payment, the subscription, the company's plan and the invoice) happens only in app_confirm_payment.
REVOKE UPDATE, DELETE ON billing_payments FROM alinhavo_app;
--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE ON billing_invoices FROM alinhavo_app;
--> statement-breakpoint
CREATE POLICY pending_only ON billing_payments AS RESTRICTIVE FOR INSERT TO alinhavo_app
  WITH CHECK (status = 'pending' AND confirmed_at IS NULL AND confirmed_by IS NULL AND canceled_at IS NULL);
--> statement-breakpoint
CREATE POLICY platform_staff_read ON billing_payments FOR SELECT USING (app_platform_staff());
--> statement-breakpoint
CREATE POLICY platform_staff_read ON billing_invoices FOR SELECT USING (app_platform_staff());
--> statement-breakpoint
ALTER TABLE billing_payments ADD CONSTRAINT billing_payments_status_check
  CHECK (status IN ('pending', 'confirmed', 'canceled'));
--> statement-breakpoint
ALTER TABLE billing_payments ADD CONSTRAINT billing_payments_amount_check CHECK (amount_cents >= 0);
--> statement-breakpoint
ALTER TABLE billing_payments ADD CONSTRAINT billing_payments_confirmed_check
  CHECK ((status = 'confirmed') = (confirmed_at IS NOT NULL));
--> statement-breakpoint
ALTER TABLE billing_invoices ADD CONSTRAINT billing_invoices_status_check
  CHECK (status IN ('paid', 'open', 'void', 'uncollectible'));
--> statement-breakpoint
ALTER TABLE billing_invoices ADD CONSTRAINT billing_invoices_provider_check CHECK (provider IN ('builtin', 'stripe'));
--> statement-breakpoint
ALTER TABLE billing_invoices ADD CONSTRAINT billing_invoices_amount_check CHECK (amount_cents >= 0);
--> statement-breakpoint
ALTER TABLE billing_invoices ADD CONSTRAINT billing_invoices_period_check
  CHECK (period_end IS NULL OR period_start IS NULL OR period_end >= period_start);
--> statement-breakpoint
ALTER TABLE billing_webhook_events ADD CONSTRAINT billing_webhook_events_provider_check CHECK (provider IN ('stripe'));
--> statement-breakpoint
-- billing_webhook_events is platform data written by the webhook as the connecting owner: no app-role grants,
-- and forced row-level security that only the owner passes (same pattern as mailer_owner in 0004).
REVOKE ALL ON billing_webhook_events FROM alinhavo_app;
--> statement-breakpoint
ALTER TABLE billing_webhook_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE billing_webhook_events FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY system_owner ON billing_webhook_events
  USING (current_user <> 'alinhavo_app') WITH CHECK (current_user <> 'alinhavo_app');
--> statement-breakpoint
CREATE SEQUENCE billing_invoice_number_seq;
--> statement-breakpoint
-- Confirms a pending built-in payment: the payment becomes confirmed, the company's subscription active on the
-- payment's plan for one month from now (companies.plan_type follows), an invoice is recorded and the company's
-- other pending payments are canceled. Idempotent: a confirmed payment answers 'already_confirmed' and changes
-- nothing. Platform staff may confirm any payment; otherwise only one of the current company (the dev-confirm
-- route, whose development-only rule the server checks). Answers 'not_found' for anything else.
CREATE OR REPLACE FUNCTION app_confirm_payment(p_payment uuid, p_confirmed_by uuid) RETURNS text
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public
  AS $$
DECLARE
  pay billing_payments%ROWTYPE;
  started timestamptz := now();
  ends timestamptz := now() + interval '1 month';
  caller_company text := current_setting('app.company_id', true);
BEGIN
  SELECT * INTO pay FROM billing_payments WHERE id = p_payment FOR UPDATE;
  IF NOT FOUND OR NOT (app_platform_staff() OR pay.company_id = app_current_company()) THEN
    RETURN 'not_found';
  END IF;
  IF pay.status = 'confirmed' THEN
    RETURN 'already_confirmed';
  END IF;
  IF pay.status = 'canceled' THEN
    RETURN 'canceled';
  END IF;
  -- Forced row-level security also binds a non-superuser owner: act for the payment's company, then restore.
  PERFORM set_config('app.company_id', pay.company_id::text, true);
  UPDATE billing_payments SET status = 'confirmed', confirmed_by = p_confirmed_by, confirmed_at = started
    WHERE id = pay.id;
  UPDATE billing_payments SET status = 'canceled', canceled_at = started
    WHERE company_id = pay.company_id AND status = 'pending';
  INSERT INTO subscriptions AS s
      (company_id, plan_id, status, current_period_start, current_period_end, first_paid_at, provider)
    VALUES (pay.company_id, pay.plan_id, 'active', started, ends, started, 'builtin')
    ON CONFLICT (company_id) DO UPDATE SET
      plan_id = EXCLUDED.plan_id,
      status = 'active',
      current_period_start = started,
      current_period_end = ends,
      canceled_at = NULL,
      first_paid_at = coalesce(s.first_paid_at, started),
      provider = 'builtin',
      updated_at = started;
  UPDATE companies SET plan_type = pay.plan_id, updated_at = started WHERE id = pay.company_id;
  INSERT INTO billing_invoices (company_id, provider, payment_id, number, amount_cents, status, period_start, period_end)
    VALUES (pay.company_id, 'builtin', pay.id,
      'ALV-' || to_char(started AT TIME ZONE 'America/Sao_Paulo', 'YYYY') || '-'
        || lpad(nextval('billing_invoice_number_seq')::text, 6, '0'),
      pay.amount_cents, 'paid', started, ends);
  PERFORM set_config('app.company_id', coalesce(caller_company, ''), true);
  RETURN 'confirmed';
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_confirm_payment(uuid, uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_confirm_payment(uuid, uuid) TO alinhavo_app;
