-- Cache notifications (issue 12, "one trip per request"). Every API process keeps sessions, identities
-- (profile, company name, permissions) and subscriptions a few seconds in memory; these triggers tell every process
-- at once when one changes, whatever wrote it (a route, better-auth, a job, a migration or psql). The payload names
-- what changed, never its content: 'session:<id>', 'user:<id>', 'company:<id>' on the channel 'alinhavo_cache'.
CREATE OR REPLACE FUNCTION app_notify_cache_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  kind text := TG_ARGV[0];
  key_column text := TG_ARGV[1];
  -- Columns whose change alone keeps the caches valid (a member's last access is written every few minutes).
  ignored text[] := coalesce(TG_ARGV[2], '{}')::text[];
  old_row jsonb := CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP IN ('UPDATE', 'INSERT') THEN to_jsonb(NEW) END;
BEGIN
  IF TG_OP = 'UPDATE' AND (old_row - ignored) = (new_row - ignored) THEN
    RETURN NULL;
  END IF;
  IF old_row IS NOT NULL THEN
    PERFORM pg_notify('alinhavo_cache', kind || ':' || (old_row ->> key_column));
  END IF;
  IF new_row IS NOT NULL AND (old_row IS NULL OR (old_row ->> key_column) <> (new_row ->> key_column)) THEN
    PERFORM pg_notify('alinhavo_cache', kind || ':' || (new_row ->> key_column));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_notify_cache_change() TO alinhavo_app;
--> statement-breakpoint
DROP TRIGGER IF EXISTS profiles_cache_notify ON profiles;
--> statement-breakpoint
CREATE TRIGGER profiles_cache_notify AFTER UPDATE OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION app_notify_cache_change('user', 'id', '{last_access_at,updated_at}');
--> statement-breakpoint
DROP TRIGGER IF EXISTS user_feature_permissions_cache_notify ON user_feature_permissions;
--> statement-breakpoint
CREATE TRIGGER user_feature_permissions_cache_notify AFTER INSERT OR UPDATE OR DELETE ON user_feature_permissions
  FOR EACH ROW EXECUTE FUNCTION app_notify_cache_change('user', 'user_id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS companies_cache_notify ON companies;
--> statement-breakpoint
CREATE TRIGGER companies_cache_notify AFTER UPDATE OR DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION app_notify_cache_change('company', 'id', '{updated_at}');
--> statement-breakpoint
DROP TRIGGER IF EXISTS subscriptions_cache_notify ON subscriptions;
--> statement-breakpoint
CREATE TRIGGER subscriptions_cache_notify AFTER INSERT OR UPDATE OR DELETE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION app_notify_cache_change('company', 'company_id', '{updated_at}');
--> statement-breakpoint
DROP TRIGGER IF EXISTS sessions_cache_notify ON sessions;
--> statement-breakpoint
CREATE TRIGGER sessions_cache_notify AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION app_notify_cache_change('session', 'id');
