-- Realtime events (issue 14 item 5, docs/decisions/022-realtime.md). A change to a watched table notifies the
-- channel 'alinhavo_events' with a small JSON pointer — which row of which company changed, and how — never the
-- row's content: every API process LISTENs, forwards it to the sockets subscribed to the matching topics, and the
-- browsers refetch through the normal, authorised HTTP routes. Notifications are delivered on commit only (nothing
-- for rolled-back work) and in commit order. Whatever wrote the row (a route, a job, psql) notifies.
--
-- Payload: {"table","op","id","company_id","seq", <listed columns>, "was": {<listed columns that changed>}}.
-- `seq` comes from one sequence, so a later event has a larger number (clients report the last one they saw
-- when they reconnect). The trigger's arguments name the short columns to add ('outworker_id'), optionally under
-- another key ('status=payment_status'); values are cut to 200 characters so the payload stays far below
-- NOTIFY's 8000-byte limit. List only ids and short codes: every member allowed on the topic receives them.
--
-- Reuse for another table (messages, conversations…):
--   CREATE TRIGGER <table>_realtime_notify AFTER INSERT OR UPDATE OR DELETE ON <table>
--     FOR EACH ROW EXECUTE FUNCTION app_notify_realtime('<column>', '<key>=<column>');
-- (the table needs `id` and `company_id` columns), then route the table's events to topics in the API.
CREATE SEQUENCE IF NOT EXISTS realtime_event_seq;
--> statement-breakpoint
-- SECURITY DEFINER: whichever role writes the row (the app role, a future workshop role) may take a number and
-- notify without a grant on the sequence; the function does nothing else.
CREATE OR REPLACE FUNCTION app_notify_realtime() RETURNS trigger
  LANGUAGE plpgsql
  SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP IN ('UPDATE', 'INSERT') THEN to_jsonb(NEW) END;
  row_data jsonb := coalesce(new_row, old_row);
  payload jsonb;
  was jsonb := '{}'::jsonb;
  arg text;
  key text;
  col text;
BEGIN
  -- A write that changed nothing but the row's timestamp tells nobody anything.
  IF TG_OP = 'UPDATE' AND (old_row - 'updated_at') = (new_row - 'updated_at') THEN
    RETURN NULL;
  END IF;
  payload := jsonb_build_object(
    'table', TG_TABLE_NAME,
    'op', TG_OP,
    'id', row_data ->> 'id',
    'company_id', row_data ->> 'company_id',
    'seq', nextval('realtime_event_seq')
  );
  IF TG_NARGS > 0 THEN
    FOREACH arg IN ARRAY TG_ARGV LOOP
      key := split_part(arg, '=', 1);
      col := coalesce(nullif(split_part(arg, '=', 2), ''), key);
      payload := payload || jsonb_build_object(key, left(row_data ->> col, 200));
      IF TG_OP = 'UPDATE' AND (old_row -> col) IS DISTINCT FROM (new_row -> col) THEN
        was := was || jsonb_build_object(key, left(old_row ->> col, 200));
      END IF;
    END LOOP;
  END IF;
  IF was <> '{}'::jsonb THEN
    payload := payload || jsonb_build_object('was', was);
  END IF;
  PERFORM pg_notify('alinhavo_events', payload::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_notify_realtime() TO alinhavo_app;
--> statement-breakpoint
DROP TRIGGER IF EXISTS batches_realtime_notify ON batches;
--> statement-breakpoint
CREATE TRIGGER batches_realtime_notify AFTER INSERT OR UPDATE OR DELETE ON batches
  FOR EACH ROW EXECUTE FUNCTION app_notify_realtime('status', 'outworker_id', 'production_order_id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS payment_records_realtime_notify ON payment_records;
--> statement-breakpoint
CREATE TRIGGER payment_records_realtime_notify AFTER INSERT OR UPDATE OR DELETE ON payment_records
  FOR EACH ROW EXECUTE FUNCTION app_notify_realtime('status=payment_status', 'outworker_id', 'batch_id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS production_orders_realtime_notify ON production_orders;
--> statement-breakpoint
CREATE TRIGGER production_orders_realtime_notify AFTER INSERT OR UPDATE OR DELETE ON production_orders
  FOR EACH ROW EXECUTE FUNCTION app_notify_realtime('status');
