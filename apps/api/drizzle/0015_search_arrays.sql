-- Lists that scale, the search (issue 12): a list with a search runs it once per request (platform/db/list-page.ts)
-- and the search hands its matches over as one array instead of a set of rows the caller gathers with
-- array(select ...): one plpgsql call and one EXECUTE that builds the array itself (0.5 to 1 ms of the 7 ms a
-- broad search of 8,333 matches took at 100k rows). Same statements (app_search_statement, migration 0014), same
-- tenant condition, same grants; the set-returning app_search_ids and app_search_tids they replace are dropped.
CREATE OR REPLACE FUNCTION public.app_search_id_array(pattern text, target text, VARIADIC search_columns text[])
RETURNS uuid[]
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = pg_catalog, public
AS $$
DECLARE
  needle text := public.immutable_unaccent(lower(pattern));
  statement text := public.app_search_statement(target, search_columns, needle, 'id');
  found uuid[];
BEGIN
  IF statement IS NULL OR needle IS NULL THEN
    RETURN '{}';
  END IF;
  EXECUTE format('SELECT array(%s)', statement) INTO found USING needle, public.app_current_company();
  RETURN found;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.app_search_id_array(text, text, text[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.app_search_id_array(text, text, text[]) TO alinhavo_app;
--> statement-breakpoint
-- The same rows by their physical address, for a search of the list's own table (read back with a TID scan). The
-- addresses are those of the statement's snapshot, the one the caller's query reads with.
CREATE OR REPLACE FUNCTION public.app_search_tid_array(pattern text, target text, VARIADIC search_columns text[])
RETURNS tid[]
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = pg_catalog, public
AS $$
DECLARE
  needle text := public.immutable_unaccent(lower(pattern));
  statement text := public.app_search_statement(target, search_columns, needle, 'ctid');
  found tid[];
BEGIN
  IF statement IS NULL OR needle IS NULL THEN
    RETURN '{}';
  END IF;
  EXECUTE format('SELECT array(%s)', statement) INTO found USING needle, public.app_current_company();
  RETURN found;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.app_search_tid_array(text, text, text[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.app_search_tid_array(text, text, text[]) TO alinhavo_app;
--> statement-breakpoint
DROP FUNCTION IF EXISTS public.app_search_ids(text, text, text[]);
--> statement-breakpoint
DROP FUNCTION IF EXISTS public.app_search_tids(text, text, text[]);
