-- The workshop portal on the realtime socket (issue 14 item 5, docs/decisions/022-realtime.md).
--
-- 1. A new message names its workshop: the workshop's topic `workshop-messages:<companyId>:<faccaoId>` is routed
--    from the event alone, and a message row has only its conversation. Same payload as app_notify_realtime
--    (migration 0023) plus `faccao_id`, read from the conversation. Messages are only ever inserted (0026).
CREATE OR REPLACE FUNCTION app_notify_faccao_message() RETURNS trigger
  LANGUAGE plpgsql
  SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
BEGIN
  PERFORM pg_notify('alinhavo_events', jsonb_build_object(
    'table', TG_TABLE_NAME,
    'op', TG_OP,
    'id', NEW.id,
    'company_id', NEW.company_id,
    'seq', nextval('realtime_event_seq'),
    'conversation_id', NEW.conversation_id,
    'sender_type', left(NEW.sender_type, 200),
    'faccao_id', (SELECT c.faccao_id FROM faccao_conversations c
                   WHERE c.id = NEW.conversation_id AND c.company_id = NEW.company_id)
  )::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_notify_faccao_message() TO alinhavo_app;
--> statement-breakpoint
DROP TRIGGER IF EXISTS faccao_messages_realtime_notify ON faccao_messages;
--> statement-breakpoint
CREATE TRIGGER faccao_messages_realtime_notify AFTER INSERT ON faccao_messages
  FOR EACH ROW EXECUTE FUNCTION app_notify_faccao_message();
--> statement-breakpoint
-- 2. What a workshop login may follow changes with its associations and outworker mappings: a change to either
--    notifies 'user:<id>' (migration 0013's cache channel) for each of the workshop's logins, so their sockets
--    are re-checked at once and leave the topics of a removed association. SECURITY DEFINER: the company writing
--    the link does not see the workshop's logins.
CREATE OR REPLACE FUNCTION app_notify_workshop_access() RETURNS trigger
  LANGUAGE plpgsql
  SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
DECLARE
  faccao uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.faccao_id ELSE NEW.faccao_id END;
  login uuid;
BEGIN
  FOR login IN SELECT fu.user_id FROM faccao_users fu WHERE fu.faccao_id = faccao LOOP
    PERFORM pg_notify('alinhavo_cache', 'user:' || login);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_notify_workshop_access() TO alinhavo_app;
--> statement-breakpoint
DROP TRIGGER IF EXISTS faccao_companies_access_notify ON faccao_companies;
--> statement-breakpoint
CREATE TRIGGER faccao_companies_access_notify AFTER INSERT OR UPDATE OR DELETE ON faccao_companies
  FOR EACH ROW EXECUTE FUNCTION app_notify_workshop_access();
--> statement-breakpoint
DROP TRIGGER IF EXISTS faccao_outworkers_access_notify ON faccao_outworkers;
--> statement-breakpoint
CREATE TRIGGER faccao_outworkers_access_notify AFTER INSERT OR UPDATE OR DELETE ON faccao_outworkers
  FOR EACH ROW EXECUTE FUNCTION app_notify_workshop_access();
