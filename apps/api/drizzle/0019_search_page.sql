-- Lists that scale, the search (issue 12): a list whose only condition is its search (besides the company) and
-- whose order is plain columns of its own table gets its page from the search itself. The search's recheck already
-- reads every matching row from the heap, and that row holds the sort keys: app_search_page keeps them as it finds
-- the matches, then sorts them for the page's keys and counts them, in one pass over the matches instead of the two
-- (the search, then a TID scan of every match to sort and count them) of a list that ranks its matches itself
-- (platform/db/list-page.ts). It returns the ids of the page in the list's order and the number of matches; the page
-- then reads its rows by id as the app role, under row-level security as usual.
--
-- SECURITY DEFINER, as app_search_id_array (migrations 0012, 0014, 0015) and for the same reason (LIKE is not
-- LEAKPROOF: under row-level security the app role's query would use no index for it), with the same tenant
-- condition stated by the function itself: the company of the request, app_current_company() (NULL without one, so
-- no row). It answers only for the tables of its own list, and only for the search columns and sort columns listed
-- for each of them; every name reaches the statement through format('%I') after that check, every value (patterns,
-- company, limit, offset) as a parameter. It gives ids and a count: nothing the caller could not read itself.
--
-- patterns[i] is the LIKE pattern searched in search_columns[i] (a row matches when any of them contains its
-- pattern; the columns that share a pattern are one search, which reads search_text when it can, as
-- app_search_statement does). The order is sort_columns, each in `direction`, the first with NULLS LAST when
-- `nulls_last`, then the id in the same direction: the ORDER BY of orderWithTiebreak (list-page.ts).
CREATE OR REPLACE FUNCTION public.app_search_page(
  target text,
  patterns text[],
  search_columns text[],
  sort_columns text[],
  direction text,
  nulls_last boolean,
  page_limit integer,
  page_offset integer,
  OUT ids uuid[],
  OUT total integer)
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = pg_catalog, public
AS $$
DECLARE
  stored text[];
  searchable text[];
  sortable text[];
  needles text[];
  needle text;
  group_columns text[];
  per_column text;
  conditions text[] := '{}';
  kept text[] := '{}';
  order_by text[] := '{}';
  sort_column text;
  i integer;
BEGIN
  -- The tables and columns it answers for: search_text's columns, the other searched columns, the sort keys.
  CASE target
    WHEN 'suppliers' THEN
      stored := ARRAY['name', 'email'];
      searchable := ARRAY['name', 'email', 'document_number', 'phone'];
      sortable := ARRAY['name', 'created_at'];
    WHEN 'employees' THEN
      stored := ARRAY['name', 'job_title'];
      searchable := ARRAY['name', 'job_title', 'cpf', 'phone'];
      sortable := ARRAY['name', 'sector', 'admission_date', 'created_at'];
    WHEN 'outworkers' THEN
      stored := ARRAY['name', 'contact_name', 'email'];
      searchable := ARRAY['name', 'contact_name', 'email', 'document_number', 'phone'];
      sortable := ARRAY['name', 'capacity_per_day', 'created_at'];
    ELSE
      RAISE EXCEPTION 'app_search_page: % is not searchable by page', target;
  END CASE;
  IF coalesce(cardinality(patterns), 0) = 0 OR cardinality(patterns) <> coalesce(cardinality(search_columns), 0)
     OR array_ndims(patterns) <> 1 OR array_ndims(search_columns) <> 1 THEN
    RAISE EXCEPTION 'app_search_page: one search column per pattern';
  END IF;
  IF NOT (search_columns <@ searchable) OR array_position(search_columns, NULL) IS NOT NULL THEN
    RAISE EXCEPTION 'app_search_page: % is not searchable in %', search_columns, target;
  END IF;
  IF sort_columns IS NULL OR NOT (sort_columns <@ sortable) OR array_position(sort_columns, NULL) IS NOT NULL
     OR coalesce(array_ndims(sort_columns), 1) <> 1 THEN
    RAISE EXCEPTION 'app_search_page: % is not a sort of %', sort_columns, target;
  END IF;
  IF direction IS NULL OR direction NOT IN ('asc', 'desc') THEN
    RAISE EXCEPTION 'app_search_page: direction must be asc or desc';
  END IF;
  IF page_limit IS NULL OR page_offset IS NULL OR page_limit < 0 OR page_offset < 0 THEN
    RAISE EXCEPTION 'app_search_page: limit and offset must be given, not negative';
  END IF;

  -- One search per distinct pattern, over the columns given with it: $1[n] is its lowered, unaccented pattern.
  SELECT array_agg(DISTINCT pattern ORDER BY pattern) INTO needles
    FROM unnest(patterns) AS pattern WHERE pattern IS NOT NULL;
  FOR i IN 1 .. coalesce(cardinality(needles), 0) LOOP
    SELECT array_agg(DISTINCT searched.column_name ORDER BY searched.column_name) INTO group_columns
      FROM unnest(patterns, search_columns) AS searched(pattern, column_name)
      WHERE searched.pattern = needles[i];
    needle := public.immutable_unaccent(lower(needles[i]));
    needles[i] := needle;
    SELECT string_agg(format('public.immutable_unaccent(lower(%I)) LIKE $1[%s]', column_name, i), ' OR ')
      INTO per_column FROM unnest(group_columns) AS column_name;
    -- As app_search_statement: search_text for its own columns, unless the pattern holds its separator.
    IF group_columns <@ stored AND strpos(needle, E'\x01') = 0 THEN
      per_column := CASE WHEN stored <@ group_columns THEN format('search_text LIKE $1[%s]', i)
                         ELSE format('search_text LIKE $1[%s] AND (%s)', i, per_column) END;
    END IF;
    conditions := conditions || format('(%s)', per_column);
  END LOOP;
  IF cardinality(conditions) = 0 THEN
    ids := '{}';
    total := 0;
    RETURN;
  END IF;

  -- The order: each sort key in the direction asked (the first one's empty values last when asked), then the id.
  FOR i IN 1 .. coalesce(cardinality(sort_columns), 0) LOOP
    sort_column := sort_columns[i];
    CONTINUE WHEN sort_column = ANY (kept);
    kept := kept || sort_column;
    order_by := order_by || format('%I %s%s', sort_column, direction,
                                   CASE WHEN i = 1 AND nulls_last THEN ' NULLS LAST' ELSE '' END);
  END LOOP;
  order_by := order_by || format('id %s', direction);

  -- The matches, each read once (MATERIALIZED: the search's bitmap scan, whatever the page's order), then the page's
  -- ids (a top-N sort) and their number, both from that one read.
  EXECUTE format(
    'WITH matches AS MATERIALIZED (SELECT id%s FROM public.%I WHERE company_id = $2 AND (%s)) '
    'SELECT array(SELECT id FROM matches ORDER BY %s LIMIT $3 OFFSET $4), (SELECT count(*)::integer FROM matches)',
    (SELECT coalesce(string_agg(format(', %I', column_name), ''), '') FROM unnest(kept) AS column_name),
    target,
    array_to_string(conditions, ' OR '),
    array_to_string(order_by, ', '))
    INTO ids, total
    USING needles, public.app_current_company(), page_limit, page_offset;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.app_search_page(text, text[], text[], text[], text, boolean, integer, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.app_search_page(text, text[], text[], text[], text, boolean, integer, integer) TO alinhavo_app;
