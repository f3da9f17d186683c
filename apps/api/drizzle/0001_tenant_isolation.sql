-- Tenant isolation in the database (docs/decisions/002-tenant-isolation.md).
-- The application runs every request as alinhavo_app: not the owner, not a superuser, no BYPASSRLS.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'alinhavo_app') THEN
    CREATE ROLE alinhavo_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
END
$$;
--> statement-breakpoint
-- A connecting user that is not a superuser must be a member to SET ROLE.
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT alinhavo_app TO %I', current_user);
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO alinhavo_app;
--> statement-breakpoint
-- The company of the current transaction; NULL when none is set, so every policy fails closed.
CREATE OR REPLACE FUNCTION app_current_company() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$ SELECT NULLIF(current_setting('app.company_id', true), '')::uuid $$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_current_company() TO alinhavo_app;
--> statement-breakpoint
-- The signed-in user of the current transaction, for the one policy that lets a person find their own profile.
CREATE OR REPLACE FUNCTION app_current_user() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$ SELECT NULLIF(current_setting('app.user_id', true), '')::uuid $$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_current_user() TO alinhavo_app;
--> statement-breakpoint
-- Every tenant table calls this once: RLS enabled and forced, one policy on company_id, DML granted to the app role.
CREATE OR REPLACE FUNCTION app_enable_tenant_rls(target regclass, key_column text DEFAULT 'company_id') RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', target);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', target);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', target);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s USING (%I = app_current_company()) WITH CHECK (%I = app_current_company())',
    target, key_column, key_column);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO alinhavo_app', target);
END
$$;
--> statement-breakpoint
SELECT app_enable_tenant_rls('companies', 'id');
--> statement-breakpoint
SELECT app_enable_tenant_rls('profiles');
--> statement-breakpoint
CREATE POLICY profile_self ON profiles FOR SELECT USING (id = app_current_user());
--> statement-breakpoint
SELECT app_enable_tenant_rls('user_feature_permissions');
--> statement-breakpoint
SELECT app_enable_tenant_rls('suppliers');
--> statement-breakpoint
-- A company's own row may be read and updated but never created or removed by the app role.
REVOKE INSERT, DELETE ON companies FROM alinhavo_app;
--> statement-breakpoint
ALTER TABLE profiles ADD CONSTRAINT profiles_role_check
  CHECK (role IN ('owner', 'admin', 'manager', 'user', 'super_admin', 'support'));
--> statement-breakpoint
ALTER TABLE companies ADD CONSTRAINT companies_document_type_check
  CHECK (document_type IS NULL OR document_type IN ('CNPJ', 'CPF'));
