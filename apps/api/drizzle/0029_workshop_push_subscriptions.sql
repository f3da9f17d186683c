-- Web push for workshop logins (issue 14 item 7): a browser subscribed in the facção portal belongs to the
-- workshop's login, not to a company (a workshop works for several). One table still holds every browser, so its
-- endpoint stays unique and a browser is re-owned, never shared, when another person signs in there.
ALTER TABLE "push_subscriptions" ALTER COLUMN "company_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "faccao_id" uuid;
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_faccao_id_faccoes_id_fk" FOREIGN KEY ("faccao_id") REFERENCES "public"."faccoes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- A subscription is a company member's (company_id) or a workshop login's (faccao_id), never both nor neither.
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_owner_check" CHECK (num_nonnulls("company_id", "faccao_id") = 1);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "push_subscriptions_faccao_user_idx" ON "push_subscriptions" USING btree ("faccao_id","user_id");
--> statement-breakpoint
-- The workshop login manages its own browsers (tenant_isolation never matches them: their company_id is NULL).
CREATE POLICY workshop_own ON push_subscriptions
  USING (faccao_id = app_current_faccao() AND user_id = app_current_user())
  WITH CHECK (faccao_id = app_current_faccao() AND user_id = app_current_user() AND company_id IS NULL);
--> statement-breakpoint
-- A company sending a push reads, and prunes when the push service says they are gone, the browsers of the
-- workshops actively associated with it; nobody else's, and nothing once the association ends.
CREATE OR REPLACE FUNCTION app_company_reaches_workshop(faccao uuid) RETURNS boolean
  LANGUAGE sql STABLE
  AS $$
    SELECT app_current_company() IS NOT NULL AND EXISTS (
      SELECT 1 FROM faccao_companies fc
       WHERE fc.faccao_id = faccao AND fc.company_id = app_current_company() AND fc.status = 'active')
  $$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_company_reaches_workshop(uuid) TO alinhavo_app;
--> statement-breakpoint
CREATE POLICY workshop_audience_read ON push_subscriptions FOR SELECT
  USING (faccao_id IS NOT NULL AND app_company_reaches_workshop(faccao_id));
--> statement-breakpoint
CREATE POLICY workshop_audience_prune ON push_subscriptions FOR DELETE
  USING (faccao_id IS NOT NULL AND app_company_reaches_workshop(faccao_id));
--> statement-breakpoint
-- Who the logins of such a workshop are (their user ids only), to address a push to them. A function rather than a
-- policy on faccao_users: that table's policy is read by app_current_faccao(), which faccao_companies' own policy
-- calls, so a policy here reading faccao_companies would make the two tables' policies call each other.
CREATE OR REPLACE FUNCTION app_workshop_logins(faccao uuid) RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$
    SELECT fu.user_id FROM faccao_users fu
     WHERE fu.faccao_id = faccao
       AND app_current_company() IS NOT NULL
       AND EXISTS (SELECT 1 FROM faccao_companies fc
                    WHERE fc.faccao_id = faccao AND fc.company_id = app_current_company() AND fc.status = 'active')
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_workshop_logins(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_workshop_logins(uuid) TO alinhavo_app;
