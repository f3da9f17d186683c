-- Platform staff read the e-mail outbox in /app/admin through the app role, only with the staff setting
-- (see app_platform_staff in 0003). Tenants still see nothing of it.
ALTER TABLE email_outbox ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE email_outbox FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- The mailer runs as the connecting owner, which forced RLS would otherwise block on a non-superuser install.
CREATE POLICY mailer_owner ON email_outbox USING (current_user <> 'alinhavo_app') WITH CHECK (current_user <> 'alinhavo_app');
--> statement-breakpoint
CREATE POLICY platform_staff_read ON email_outbox FOR SELECT USING (app_platform_staff());
--> statement-breakpoint
GRANT SELECT ON email_outbox TO alinhavo_app;
--> statement-breakpoint
-- Inviting someone whose e-mail already has a login (in any company) would fail at acceptance; this answers
-- that one yes/no question for the app role without letting it read the users table.
CREATE OR REPLACE FUNCTION app_email_has_account(candidate text) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$ SELECT EXISTS (SELECT 1 FROM users WHERE lower(email) = lower(candidate)) $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_email_has_account(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_email_has_account(text) TO alinhavo_app;
