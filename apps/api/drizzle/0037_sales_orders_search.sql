-- Issue 15: the sales list and the command palette search sales orders by code, customer name and CPF/CNPJ through
-- the search functions (ADR 016), as every other list: under row-level security a plain LIKE never reaches a
-- trigram index (LIKE is not leakproof), so the table keeps the searched columns lowered and unaccented in
-- search_text with a trigram index led by the company, and app_search_statement answers for it. This replaces the
-- expression index of 0036, which no query could use under RLS.
ALTER TABLE sales_orders ADD COLUMN search_text text GENERATED ALWAYS AS (public.immutable_unaccent(lower(coalesce(code, '') || E'\x01' || coalesce(customer_name, '') || E'\x01' || coalesce(customer_document, '')))) STORED;
--> statement-breakpoint
CREATE INDEX sales_orders_company_search_trgm ON sales_orders USING gin (company_id, search_text gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS sales_orders_search_trgm;
--> statement-breakpoint
-- The search functions answer for sales orders too (the lists of 0014, 0019 and 0031, with sales_orders added).
CREATE OR REPLACE FUNCTION public.app_search_statement(target text, search_columns text[], needle text, selected text)
RETURNS text
LANGUAGE plpgsql IMMUTABLE
SET search_path = pg_catalog, public
AS $$
DECLARE
  stored text[];
  scope text;
  condition text;
BEGIN
  stored := CASE target
    WHEN 'batches' THEN ARRAY['code']
    WHEN 'colors' THEN ARRAY['name', 'code']
    WHEN 'companies' THEN ARRAY['name', 'email']
    WHEN 'customers' THEN ARRAY['name', 'trade_name', 'city']
    WHEN 'email_outbox' THEN ARRAY['to_address']
    WHEN 'employees' THEN ARRAY['name', 'job_title']
    WHEN 'material_variations' THEN ARRAY['name']
    WHEN 'materials' THEN ARRAY['name']
    WHEN 'outworkers' THEN ARRAY['name', 'contact_name', 'email']
    WHEN 'product_variants' THEN ARRAY['sku']
    WHEN 'production_orders' THEN ARRAY['code']
    WHEN 'products' THEN ARRAY['name', 'reference']
    WHEN 'profiles' THEN ARRAY['full_name', 'email']
    WHEN 'sales_orders' THEN ARRAY['code', 'customer_name', 'customer_document']
    WHEN 'size_grids' THEN ARRAY['name']
    WHEN 'suppliers' THEN ARRAY['name', 'email']
  END;
  IF target = ANY (ARRAY['batches', 'colors', 'customers', 'employees', 'material_variations', 'materials', 'outworkers', 'product_variants', 'production_orders', 'products', 'sales_orders', 'size_grids', 'suppliers']) THEN
    scope := 'company_id = $2';
  ELSIF target = ANY (ARRAY['companies', 'email_outbox', 'profiles']) THEN
    scope := 'public.app_platform_staff()';
  ELSE
    RAISE EXCEPTION 'app_search: % is not searchable', target;
  END IF;
  SELECT string_agg(format('public.immutable_unaccent(lower(%I)) LIKE $1', search_column), ' OR ')
    INTO condition FROM unnest(search_columns) AS search_column;
  IF condition IS NULL THEN
    RETURN NULL;
  END IF;
  -- A pattern holding the separator could match across two columns: it takes the per-column path.
  IF search_columns <@ stored AND strpos(needle, E'\x01') = 0 THEN
    condition := CASE WHEN stored <@ search_columns THEN 'search_text LIKE $1'
                      ELSE format('search_text LIKE $1 AND (%s)', condition) END;
  END IF;
  RETURN format('SELECT %s FROM public.%I WHERE %s AND (%s)', selected, target, scope, condition);
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.app_search_statement(text, text[], text, text) FROM PUBLIC;
