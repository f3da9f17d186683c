-- Web push (issue 14): one subscription per browser, its push service's endpoint unique (part2 §3, §7).
CREATE TABLE IF NOT EXISTS "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"device_info" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "push_subscriptions_endpoint_uq" ON "push_subscriptions" USING btree ("endpoint");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "push_subscriptions_company_user_idx" ON "push_subscriptions" USING btree ("company_id","user_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");
--> statement-breakpoint
SELECT app_enable_tenant_rls('push_subscriptions');
--> statement-breakpoint
-- A browser that subscribes again under another company takes its endpoint along (one subscription per device):
-- the old row, whatever its company, may be deleted by a transaction that names that exact endpoint in
-- app.push_endpoint (a DELETE whose WHERE reads the row needs it to be visible too, hence the SELECT policy).
-- Knowing an endpoint means holding the browser it belongs to (the push service's address is a secret only that
-- browser and this server have). Inserting or changing other companies' rows stays closed.
DROP POLICY IF EXISTS push_endpoint_release ON push_subscriptions;
--> statement-breakpoint
CREATE POLICY push_endpoint_release ON push_subscriptions FOR DELETE
  USING (endpoint = NULLIF(current_setting('app.push_endpoint', true), ''));
--> statement-breakpoint
DROP POLICY IF EXISTS push_endpoint_release_read ON push_subscriptions;
--> statement-breakpoint
CREATE POLICY push_endpoint_release_read ON push_subscriptions FOR SELECT
  USING (endpoint = NULLIF(current_setting('app.push_endpoint', true), ''));
