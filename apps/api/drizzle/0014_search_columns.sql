-- Lists that scale, the search (issue 12): each searched table keeps its searched text already lowered and
-- unaccented in a stored column, search_text, the columns joined by a control character (U+0001) so a match never
-- spans two of them. A trigram GIN index leads with company_id (btree_gin) so the index itself keeps only the
-- request's company: before, it returned the matches of every company and each was rechecked with unaccent.
-- Staff tables (companies, profiles, email_outbox) have no company: their index is on search_text alone.
-- Columns searched on their own (digits: CPF/CNPJ and phones; barcodes) keep an expression index, now with
-- company_id first as well. The list of columns of each search_text is repeated in app_search_ids below.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
DROP INDEX IF EXISTS batches_code_trgm;
--> statement-breakpoint
ALTER TABLE batches ADD COLUMN search_text text GENERATED ALWAYS AS (public.immutable_unaccent(lower(code))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS batches_company_search_trgm ON batches USING gin (company_id, search_text gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS colors_name_trgm;
--> statement-breakpoint
DROP INDEX IF EXISTS colors_code_trgm;
--> statement-breakpoint
ALTER TABLE colors ADD COLUMN search_text text GENERATED ALWAYS AS (public.immutable_unaccent(lower(coalesce(name, '') || E'\x01' || coalesce(code, '')))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS colors_company_search_trgm ON colors USING gin (company_id, search_text gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS employees_name_trgm;
--> statement-breakpoint
DROP INDEX IF EXISTS employees_job_title_trgm;
--> statement-breakpoint
ALTER TABLE employees ADD COLUMN search_text text GENERATED ALWAYS AS (public.immutable_unaccent(lower(coalesce(name, '') || E'\x01' || coalesce(job_title, '')))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS employees_company_search_trgm ON employees USING gin (company_id, search_text gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS material_variations_name_trgm;
--> statement-breakpoint
ALTER TABLE material_variations ADD COLUMN search_text text GENERATED ALWAYS AS (public.immutable_unaccent(lower(name))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS material_variations_company_search_trgm ON material_variations USING gin (company_id, search_text gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS materials_name_trgm;
--> statement-breakpoint
ALTER TABLE materials ADD COLUMN search_text text GENERATED ALWAYS AS (public.immutable_unaccent(lower(name))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS materials_company_search_trgm ON materials USING gin (company_id, search_text gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS outworkers_name_trgm;
--> statement-breakpoint
DROP INDEX IF EXISTS outworkers_contact_name_trgm;
--> statement-breakpoint
DROP INDEX IF EXISTS outworkers_email_trgm;
--> statement-breakpoint
ALTER TABLE outworkers ADD COLUMN search_text text GENERATED ALWAYS AS (public.immutable_unaccent(lower(coalesce(name, '') || E'\x01' || coalesce(contact_name, '') || E'\x01' || coalesce(email, '')))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS outworkers_company_search_trgm ON outworkers USING gin (company_id, search_text gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS product_variants_sku_trgm;
--> statement-breakpoint
ALTER TABLE product_variants ADD COLUMN search_text text GENERATED ALWAYS AS (public.immutable_unaccent(lower(sku))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_variants_company_search_trgm ON product_variants USING gin (company_id, search_text gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS production_orders_code_trgm;
--> statement-breakpoint
ALTER TABLE production_orders ADD COLUMN search_text text GENERATED ALWAYS AS (public.immutable_unaccent(lower(code))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS production_orders_company_search_trgm ON production_orders USING gin (company_id, search_text gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS products_name_trgm;
--> statement-breakpoint
DROP INDEX IF EXISTS products_reference_trgm;
--> statement-breakpoint
ALTER TABLE products ADD COLUMN search_text text GENERATED ALWAYS AS (public.immutable_unaccent(lower(coalesce(name, '') || E'\x01' || coalesce(reference, '')))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_company_search_trgm ON products USING gin (company_id, search_text gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS size_grids_name_trgm;
--> statement-breakpoint
ALTER TABLE size_grids ADD COLUMN search_text text GENERATED ALWAYS AS (public.immutable_unaccent(lower(name))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS size_grids_company_search_trgm ON size_grids USING gin (company_id, search_text gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS suppliers_name_trgm;
--> statement-breakpoint
DROP INDEX IF EXISTS suppliers_email_trgm;
--> statement-breakpoint
ALTER TABLE suppliers ADD COLUMN search_text text GENERATED ALWAYS AS (public.immutable_unaccent(lower(coalesce(name, '') || E'\x01' || coalesce(email, '')))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS suppliers_company_search_trgm ON suppliers USING gin (company_id, search_text gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS companies_name_trgm;
--> statement-breakpoint
DROP INDEX IF EXISTS companies_email_trgm;
--> statement-breakpoint
ALTER TABLE companies ADD COLUMN search_text text GENERATED ALWAYS AS (public.immutable_unaccent(lower(coalesce(name, '') || E'\x01' || coalesce(email, '')))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS companies_search_trgm ON companies USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS email_outbox_to_address_trgm;
--> statement-breakpoint
ALTER TABLE email_outbox ADD COLUMN search_text text GENERATED ALWAYS AS (public.immutable_unaccent(lower(to_address))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS email_outbox_search_trgm ON email_outbox USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS profiles_full_name_trgm;
--> statement-breakpoint
DROP INDEX IF EXISTS profiles_email_trgm;
--> statement-breakpoint
ALTER TABLE profiles ADD COLUMN search_text text GENERATED ALWAYS AS (public.immutable_unaccent(lower(coalesce(full_name, '') || E'\x01' || coalesce(email, '')))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS profiles_search_trgm ON profiles USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS suppliers_document_number_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS suppliers_company_document_number_trgm ON suppliers USING gin (company_id, public.immutable_unaccent(lower(document_number)) gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS suppliers_phone_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS suppliers_company_phone_trgm ON suppliers USING gin (company_id, public.immutable_unaccent(lower(phone)) gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS employees_cpf_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS employees_company_cpf_trgm ON employees USING gin (company_id, public.immutable_unaccent(lower(cpf)) gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS employees_phone_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS employees_company_phone_trgm ON employees USING gin (company_id, public.immutable_unaccent(lower(phone)) gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS outworkers_document_number_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS outworkers_company_document_number_trgm ON outworkers USING gin (company_id, public.immutable_unaccent(lower(document_number)) gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS outworkers_phone_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS outworkers_company_phone_trgm ON outworkers USING gin (company_id, public.immutable_unaccent(lower(phone)) gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS product_variants_barcode_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_variants_company_barcode_trgm ON product_variants USING gin (company_id, public.immutable_unaccent(lower(barcode)) gin_trgm_ops);
--> statement-breakpoint
-- The search of every list (platform/db/search.ts), as in 0012 (SECURITY DEFINER functions: under row-level
-- security PostgreSQL uses no index for LIKE, which is not LEAKPROOF) but reading search_text. This helper writes
-- the statement, $1 being the lowered, unaccented pattern and $2 the company: asked for exactly the columns of
-- search_text it compares that column alone; for some of them, search_text (through the index) then each column
-- asked; for other columns (digits, barcodes), the columns themselves. The tenant condition is its own: the
-- company of the request (app_current_company(), NULL without one, so no row) or platform staff for the admin
-- tables. NULL when no column is asked.
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
    WHEN 'email_outbox' THEN ARRAY['to_address']
    WHEN 'employees' THEN ARRAY['name', 'job_title']
    WHEN 'material_variations' THEN ARRAY['name']
    WHEN 'materials' THEN ARRAY['name']
    WHEN 'outworkers' THEN ARRAY['name', 'contact_name', 'email']
    WHEN 'product_variants' THEN ARRAY['sku']
    WHEN 'production_orders' THEN ARRAY['code']
    WHEN 'products' THEN ARRAY['name', 'reference']
    WHEN 'profiles' THEN ARRAY['full_name', 'email']
    WHEN 'size_grids' THEN ARRAY['name']
    WHEN 'suppliers' THEN ARRAY['name', 'email']
  END;
  IF target = ANY (ARRAY['batches', 'colors', 'employees', 'material_variations', 'materials', 'outworkers', 'product_variants', 'production_orders', 'products', 'size_grids', 'suppliers']) THEN
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
--> statement-breakpoint
-- The ids of the rows of `target` where one of the columns contains the pattern (a LIKE pattern, compared lowered
-- and unaccented).
CREATE OR REPLACE FUNCTION public.app_search_ids(pattern text, target text, VARIADIC search_columns text[])
RETURNS SETOF uuid
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = pg_catalog, public
AS $$
DECLARE
  needle text := public.immutable_unaccent(lower(pattern));
  statement text := public.app_search_statement(target, search_columns, needle, 'id');
BEGIN
  IF statement IS NULL OR needle IS NULL THEN
    RETURN;
  END IF;
  RETURN QUERY EXECUTE statement USING needle, public.app_current_company();
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.app_search_ids(text, text, text[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.app_search_ids(text, text, text[]) TO alinhavo_app;
--> statement-breakpoint
-- The same rows by their physical address, for a search of the list's own table: the list reads them back with a
-- TID scan (ctid = is LEAKPROOF, so row-level security allows it) instead of one primary-key lookup per match. The
-- addresses are those of the statement's snapshot, the one the caller's query reads with.
CREATE OR REPLACE FUNCTION public.app_search_tids(pattern text, target text, VARIADIC search_columns text[])
RETURNS SETOF tid
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = pg_catalog, public
AS $$
DECLARE
  needle text := public.immutable_unaccent(lower(pattern));
  statement text := public.app_search_statement(target, search_columns, needle, 'ctid');
BEGIN
  IF statement IS NULL OR needle IS NULL THEN
    RETURN;
  END IF;
  RETURN QUERY EXECUTE statement USING needle, public.app_current_company();
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.app_search_tids(text, text, text[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.app_search_tids(text, text, text[]) TO alinhavo_app;
