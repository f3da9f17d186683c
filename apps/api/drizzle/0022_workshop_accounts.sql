-- Workshops as accounts (issue 14): faccoes, their logins, their associations with companies, the mapping to
-- each company's outworker record, and the companies' invitations.
CREATE TABLE "faccao_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"faccao_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_by" uuid,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faccao_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"outworker_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"faccao_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "faccao_outworkers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"faccao_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"outworker_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faccao_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"faccao_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faccoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"document_number" text,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faccao_companies" ADD CONSTRAINT "faccao_companies_faccao_id_faccoes_id_fk" FOREIGN KEY ("faccao_id") REFERENCES "public"."faccoes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "faccao_companies" ADD CONSTRAINT "faccao_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "faccao_companies" ADD CONSTRAINT "faccao_companies_invited_by_profiles_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "faccao_invites" ADD CONSTRAINT "faccao_invites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "faccao_invites" ADD CONSTRAINT "faccao_invites_outworker_id_outworkers_id_fk" FOREIGN KEY ("outworker_id") REFERENCES "public"."outworkers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "faccao_invites" ADD CONSTRAINT "faccao_invites_faccao_id_faccoes_id_fk" FOREIGN KEY ("faccao_id") REFERENCES "public"."faccoes"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "faccao_invites" ADD CONSTRAINT "faccao_invites_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "faccao_outworkers" ADD CONSTRAINT "faccao_outworkers_faccao_id_faccoes_id_fk" FOREIGN KEY ("faccao_id") REFERENCES "public"."faccoes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "faccao_outworkers" ADD CONSTRAINT "faccao_outworkers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "faccao_outworkers" ADD CONSTRAINT "faccao_outworkers_outworker_id_outworkers_id_fk" FOREIGN KEY ("outworker_id") REFERENCES "public"."outworkers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "faccao_users" ADD CONSTRAINT "faccao_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "faccao_users" ADD CONSTRAINT "faccao_users_faccao_id_faccoes_id_fk" FOREIGN KEY ("faccao_id") REFERENCES "public"."faccoes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "faccao_companies_faccao_company_uq" ON "faccao_companies" USING btree ("faccao_id","company_id");
--> statement-breakpoint
CREATE INDEX "faccao_companies_company_status_idx" ON "faccao_companies" USING btree ("company_id","status");
--> statement-breakpoint
CREATE INDEX "faccao_companies_invited_by_fk_idx" ON "faccao_companies" USING btree ("invited_by");
--> statement-breakpoint
CREATE UNIQUE INDEX "faccao_invites_token_hash_uq" ON "faccao_invites" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "faccao_invites_company_idx" ON "faccao_invites" USING btree ("company_id","created_at");
--> statement-breakpoint
CREATE INDEX "faccao_invites_outworker_fk_idx" ON "faccao_invites" USING btree ("outworker_id");
--> statement-breakpoint
CREATE INDEX "faccao_invites_faccao_fk_idx" ON "faccao_invites" USING btree ("faccao_id");
--> statement-breakpoint
CREATE INDEX "faccao_invites_created_by_fk_idx" ON "faccao_invites" USING btree ("created_by");
--> statement-breakpoint
CREATE UNIQUE INDEX "faccao_outworkers_company_outworker_uq" ON "faccao_outworkers" USING btree ("company_id","outworker_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "faccao_outworkers_outworker_uq" ON "faccao_outworkers" USING btree ("outworker_id");
--> statement-breakpoint
CREATE INDEX "faccao_outworkers_faccao_company_idx" ON "faccao_outworkers" USING btree ("faccao_id","company_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "faccao_users_user_uq" ON "faccao_users" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "faccao_users_faccao_idx" ON "faccao_users" USING btree ("faccao_id");
--> statement-breakpoint
-- Workshops as users (issue 14). A workshop login has no company profile: it reaches a company's rows only through
-- the policies below, which hold while the request names the company it chose (app.faccao_company_id) and the
-- workshop is actively associated with it. A company request never sets that setting, so none of these policies
-- opens anything to a company; a workshop request never sets app.company_id.
ALTER TABLE faccao_companies ADD CONSTRAINT faccao_companies_status_check CHECK (status IN ('pending', 'active'));
--> statement-breakpoint
ALTER TABLE faccao_invites ADD CONSTRAINT faccao_invites_status_check CHECK (status IN ('pending', 'accepted'));
--> statement-breakpoint
-- One pending invitation per e-mail and company; races are settled by this index.
CREATE UNIQUE INDEX faccao_invites_pending_email_uq ON faccao_invites (company_id, lower(email)) WHERE status = 'pending';
--> statement-breakpoint
-- The workshop of the signed-in login (app.user_id), or NULL: a company user has no faccao_users row.
CREATE OR REPLACE FUNCTION app_current_faccao() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$ SELECT (SELECT fu.faccao_id FROM faccao_users fu WHERE fu.user_id = app_current_user()) $$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_current_faccao() TO alinhavo_app;
--> statement-breakpoint
-- The company the workshop login operates now (app.faccao_company_id), only while the association is active.
CREATE OR REPLACE FUNCTION app_faccao_company() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$
    SELECT (SELECT fc.company_id FROM faccao_companies fc
             WHERE fc.company_id = NULLIF(current_setting('app.faccao_company_id', true), '')::uuid
               AND fc.faccao_id = app_current_faccao()
               AND fc.status = 'active')
  $$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_faccao_company() TO alinhavo_app;
--> statement-breakpoint
-- True when the request is a workshop login operating `company` (chosen and actively associated).
CREATE OR REPLACE FUNCTION app_workshop_in_company(company uuid) RETURNS boolean
  LANGUAGE sql STABLE
  AS $$ SELECT coalesce(company = app_faccao_company(), false) $$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_workshop_in_company(uuid) TO alinhavo_app;
--> statement-breakpoint
-- True when the request is a workshop login operating `company` and `outworker` is its record in that company.
CREATE OR REPLACE FUNCTION app_workshop_for(company uuid, outworker uuid) RETURNS boolean
  LANGUAGE sql STABLE
  AS $$
    SELECT CASE WHEN app_workshop_in_company(company) THEN EXISTS (
      SELECT 1 FROM faccao_outworkers fo
       WHERE fo.company_id = company AND fo.outworker_id = outworker AND fo.faccao_id = app_current_faccao())
    ELSE false END
  $$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_workshop_for(uuid, uuid) TO alinhavo_app;
--> statement-breakpoint
-- The workshop whose login has this e-mail, or NULL; answered for the app role without opening the users table.
CREATE OR REPLACE FUNCTION app_faccao_of_email(candidate text) RETURNS uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$
    SELECT fu.faccao_id FROM users u JOIN faccao_users fu ON fu.user_id = u.id
     WHERE lower(u.email) = lower(candidate) LIMIT 1
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_faccao_of_email(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_faccao_of_email(text) TO alinhavo_app;
--> statement-breakpoint
-- faccoes: the workshop's own row; a company reads the workshops associated with it. Created and changed only by
-- the server as the connecting owner (sign-up through an invitation, demo data).
ALTER TABLE faccoes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE faccoes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY faccao_self ON faccoes FOR SELECT USING (id = app_current_faccao());
--> statement-breakpoint
CREATE POLICY faccao_of_company ON faccoes FOR SELECT USING (
  app_current_company() IS NOT NULL
  AND EXISTS (SELECT 1 FROM faccao_companies fc WHERE fc.faccao_id = faccoes.id AND fc.company_id = app_current_company()));
--> statement-breakpoint
CREATE POLICY system_access ON faccoes USING (current_user <> 'alinhavo_app') WITH CHECK (current_user <> 'alinhavo_app');
--> statement-breakpoint
GRANT SELECT ON faccoes TO alinhavo_app;
--> statement-breakpoint
-- faccao_users: a login finds its own workshop. Written only by the server as the owner (with the users row).
ALTER TABLE faccao_users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE faccao_users FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY faccao_user_self ON faccao_users FOR SELECT USING (user_id = app_current_user());
--> statement-breakpoint
CREATE POLICY system_access ON faccao_users USING (current_user <> 'alinhavo_app') WITH CHECK (current_user <> 'alinhavo_app');
--> statement-breakpoint
GRANT SELECT ON faccao_users TO alinhavo_app;
--> statement-breakpoint
-- faccao_companies: the company manages its own rows (never another company's link to the same workshop); the
-- workshop reads all of its own and may only turn a pending one active (accepting the association).
SELECT app_enable_tenant_rls('faccao_companies');
--> statement-breakpoint
CREATE POLICY faccao_read ON faccao_companies FOR SELECT USING (faccao_id = app_current_faccao());
--> statement-breakpoint
CREATE POLICY faccao_accept ON faccao_companies FOR UPDATE
  USING (faccao_id = app_current_faccao() AND status = 'pending')
  WITH CHECK (faccao_id = app_current_faccao() AND status = 'active');
--> statement-breakpoint
CREATE POLICY system_access ON faccao_companies USING (current_user <> 'alinhavo_app') WITH CHECK (current_user <> 'alinhavo_app');
--> statement-breakpoint
-- The keys of an association never change: only its status and dates are updated.
REVOKE UPDATE ON faccao_companies FROM alinhavo_app;
--> statement-breakpoint
GRANT UPDATE (status, accepted_at, updated_at) ON faccao_companies TO alinhavo_app;
--> statement-breakpoint
-- faccao_outworkers: the company manages its mapping; the workshop reads it for the company it operates.
SELECT app_enable_tenant_rls('faccao_outworkers');
--> statement-breakpoint
CREATE POLICY faccao_read ON faccao_outworkers FOR SELECT
  USING (faccao_id = app_current_faccao() AND app_workshop_in_company(company_id));
--> statement-breakpoint
CREATE POLICY system_access ON faccao_outworkers USING (current_user <> 'alinhavo_app') WITH CHECK (current_user <> 'alinhavo_app');
--> statement-breakpoint
REVOKE UPDATE ON faccao_outworkers FROM alinhavo_app;
--> statement-breakpoint
-- faccao_invites: the company's invitations; /signup finds one by its token hash only; the workshop an address
-- already belongs to reads and accepts the ones naming it.
SELECT app_enable_tenant_rls('faccao_invites');
--> statement-breakpoint
CREATE POLICY invite_by_token ON faccao_invites FOR SELECT
  USING (token_hash = NULLIF(current_setting('app.faccao_invite_token_hash', true), ''));
--> statement-breakpoint
CREATE POLICY faccao_read ON faccao_invites FOR SELECT USING (faccao_id = app_current_faccao());
--> statement-breakpoint
CREATE POLICY faccao_accept ON faccao_invites FOR UPDATE
  USING (faccao_id = app_current_faccao() AND status = 'pending')
  WITH CHECK (faccao_id = app_current_faccao() AND status = 'accepted');
--> statement-breakpoint
REVOKE UPDATE ON faccao_invites FROM alinhavo_app;
--> statement-breakpoint
GRANT UPDATE (status, accepted_at, faccao_id) ON faccao_invites TO alinhavo_app;
--> statement-breakpoint
-- A company's rows the workshop operating it may read: its own batches, their history, its payment records, its
-- outworker record and agreed prices, the products of its batches and the associated companies' names.
CREATE POLICY faccao_read ON batches FOR SELECT USING (app_workshop_for(company_id, outworker_id));
--> statement-breakpoint
-- Starting and finishing (part2 §4). The trigger below allows only those two moves and those columns.
CREATE POLICY faccao_progress ON batches FOR UPDATE
  USING (app_workshop_for(company_id, outworker_id))
  WITH CHECK (app_workshop_for(company_id, outworker_id) AND status IN ('em_producao', 'finalizado_faccao'));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_check_workshop_batch_update() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF coalesce(current_setting('app.faccao_company_id', true), '') = '' THEN
    RETURN NULL;
  END IF;
  IF NOT ((OLD.status = 'enviado' AND NEW.status = 'em_producao')
       OR (OLD.status = 'em_producao' AND NEW.status = 'finalizado_faccao')) THEN
    RAISE EXCEPTION 'a workshop may only start or finish a batch' USING ERRCODE = '42501';
  END IF;
  IF (to_jsonb(NEW) - ARRAY['status', 'started_at', 'returned_at', 'updated_at'])
     IS DISTINCT FROM (to_jsonb(OLD) - ARRAY['status', 'started_at', 'returned_at', 'updated_at']) THEN
    RAISE EXCEPTION 'a workshop may only change the status of a batch' USING ERRCODE = '42501';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- AFTER, so generated columns (search_text) hold their values when the rows are compared.
CREATE TRIGGER batches_workshop_update AFTER UPDATE ON batches
  FOR EACH ROW EXECUTE FUNCTION app_check_workshop_batch_update();
--> statement-breakpoint
CREATE POLICY faccao_read ON batch_history FOR SELECT USING (
  app_workshop_in_company(company_id)
  AND EXISTS (SELECT 1 FROM batches b WHERE b.id = batch_history.batch_id));
--> statement-breakpoint
CREATE POLICY faccao_write ON batch_history FOR INSERT WITH CHECK (
  app_workshop_in_company(company_id)
  AND actor = 'faccao'
  AND user_id = app_current_user()
  AND EXISTS (SELECT 1 FROM batches b WHERE b.id = batch_history.batch_id AND b.company_id = batch_history.company_id));
--> statement-breakpoint
CREATE POLICY faccao_read ON payment_records FOR SELECT USING (app_workshop_for(company_id, outworker_id));
--> statement-breakpoint
-- The grid of its batches: the payment's defect and repair pieces are summed from it.
CREATE POLICY faccao_read ON batch_items FOR SELECT USING (
  app_workshop_in_company(company_id)
  AND EXISTS (SELECT 1 FROM batches b WHERE b.id = batch_items.batch_id));
--> statement-breakpoint
CREATE POLICY faccao_read ON outworkers FOR SELECT USING (app_workshop_for(company_id, id));
--> statement-breakpoint
CREATE POLICY faccao_read ON outworker_product_prices FOR SELECT USING (app_workshop_for(company_id, outworker_id));
--> statement-breakpoint
CREATE POLICY faccao_read ON products FOR SELECT USING (
  app_workshop_in_company(company_id)
  AND EXISTS (SELECT 1 FROM batches b WHERE b.product_id = products.id));
--> statement-breakpoint
-- The companies a workshop is linked with (pending ones too: the bell names them).
CREATE POLICY faccao_linked ON companies FOR SELECT USING (
  app_current_faccao() IS NOT NULL
  AND EXISTS (SELECT 1 FROM faccao_companies fc WHERE fc.company_id = companies.id AND fc.faccao_id = app_current_faccao()));
