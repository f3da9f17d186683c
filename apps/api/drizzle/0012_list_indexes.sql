-- Lists that scale: accent-insensitive trigram search, an index for every sort a list screen offers, and an index
-- on every foreign key. Plain SQL (custom migration): the indexes are not declared in the schema.ts files.
-- pg_trgm and unaccent are trusted extensions: the (non-superuser) owner that runs the migrations may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is STABLE (its dictionary could change), so it cannot appear in an index: this IMMUTABLE wrapper
-- names its dictionary with the schema, so what it does depends on nothing but its argument. A superuser owner
-- (PGlite, most self-hosted servers) binds the C function directly, which PostgreSQL inlines: about four times
-- cheaper per row than the SQL wrapper other owners get (same results).
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    CREATE OR REPLACE FUNCTION public.unaccent_dict_immutable(regdictionary, text) RETURNS text
      LANGUAGE c IMMUTABLE PARALLEL SAFE STRICT AS '$libdir/unaccent', 'unaccent_dict';
    CREATE OR REPLACE FUNCTION public.immutable_unaccent(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      RETURN public.unaccent_dict_immutable('public.unaccent'::regdictionary, $1);
    GRANT EXECUTE ON FUNCTION public.unaccent_dict_immutable(regdictionary, text) TO alinhavo_app;
  ELSE
    CREATE OR REPLACE FUNCTION public.immutable_unaccent(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      RETURN public.unaccent('public.unaccent'::regdictionary, $1);
  END IF;
END $$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.immutable_unaccent(text) TO alinhavo_app;
--> statement-breakpoint
-- The search of every list (platform/db/search.ts containsText): ids of the rows of `target` where one of the
-- columns contains the pattern, compared as immutable_unaccent(lower(column)), the expression of the trigram
-- indexes below. Why a SECURITY DEFINER function: under row-level security PostgreSQL uses an index only for
-- conditions whose operator is LEAKPROOF, and LIKE is not, so the app role's own WHERE would read every row of
-- the company. Run by the owner, the function states the tenant condition itself (the company of the request, or
-- platform staff for the admin tables) and the planner may use the indexes; when the owner bypasses RLS (a
-- superuser) that is the fast path, otherwise the policies still apply and the answer is the same, only slower.
-- Only the listed tables, only ids, only rows the caller could read anyway.
CREATE OR REPLACE FUNCTION public.app_search_ids(pattern text, target text, VARIADIC search_columns text[])
RETURNS SETOF uuid
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = pg_catalog, public
AS $$
DECLARE
  scope text;
  condition text;
BEGIN
  IF target = ANY (ARRAY['batches', 'colors', 'employees', 'material_variations', 'materials', 'outworkers',
                         'product_variants', 'production_orders', 'products', 'size_grids', 'suppliers']) THEN
    scope := 'company_id = public.app_current_company()';
  ELSIF target = ANY (ARRAY['companies', 'email_outbox', 'profiles']) THEN
    scope := 'public.app_platform_staff()';
  ELSE
    RAISE EXCEPTION 'app_search_ids: % is not searchable', target;
  END IF;
  SELECT string_agg(format('public.immutable_unaccent(lower(%I)) LIKE $1', search_column), ' OR ')
    INTO condition FROM unnest(search_columns) AS search_column;
  IF condition IS NULL OR pattern IS NULL THEN
    RETURN;
  END IF;
  RETURN QUERY EXECUTE format('SELECT id FROM public.%I WHERE %s AND (%s)', target, scope, condition)
    USING public.immutable_unaccent(lower(pattern));
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.app_search_ids(text, text, text[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.app_search_ids(text, text, text[]) TO alinhavo_app;
--> statement-breakpoint
-- Trigram indexes of every searched column, on the expression app_search_ids compares.
CREATE INDEX IF NOT EXISTS suppliers_name_trgm ON suppliers USING gin (public.immutable_unaccent(lower(name)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS suppliers_email_trgm ON suppliers USING gin (public.immutable_unaccent(lower(email)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS suppliers_document_number_trgm ON suppliers USING gin (public.immutable_unaccent(lower(document_number)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS suppliers_phone_trgm ON suppliers USING gin (public.immutable_unaccent(lower(phone)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS materials_name_trgm ON materials USING gin (public.immutable_unaccent(lower(name)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS material_variations_name_trgm ON material_variations USING gin (public.immutable_unaccent(lower(name)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS colors_name_trgm ON colors USING gin (public.immutable_unaccent(lower(name)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS colors_code_trgm ON colors USING gin (public.immutable_unaccent(lower(code)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS size_grids_name_trgm ON size_grids USING gin (public.immutable_unaccent(lower(name)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS employees_name_trgm ON employees USING gin (public.immutable_unaccent(lower(name)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS employees_job_title_trgm ON employees USING gin (public.immutable_unaccent(lower(job_title)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS employees_cpf_trgm ON employees USING gin (public.immutable_unaccent(lower(cpf)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS employees_phone_trgm ON employees USING gin (public.immutable_unaccent(lower(phone)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS outworkers_name_trgm ON outworkers USING gin (public.immutable_unaccent(lower(name)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS outworkers_contact_name_trgm ON outworkers USING gin (public.immutable_unaccent(lower(contact_name)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS outworkers_email_trgm ON outworkers USING gin (public.immutable_unaccent(lower(email)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS outworkers_document_number_trgm ON outworkers USING gin (public.immutable_unaccent(lower(document_number)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS outworkers_phone_trgm ON outworkers USING gin (public.immutable_unaccent(lower(phone)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_name_trgm ON products USING gin (public.immutable_unaccent(lower(name)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_reference_trgm ON products USING gin (public.immutable_unaccent(lower(reference)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_variants_sku_trgm ON product_variants USING gin (public.immutable_unaccent(lower(sku)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_variants_barcode_trgm ON product_variants USING gin (public.immutable_unaccent(lower(barcode)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS production_orders_code_trgm ON production_orders USING gin (public.immutable_unaccent(lower(code)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS batches_code_trgm ON batches USING gin (public.immutable_unaccent(lower(code)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS companies_name_trgm ON companies USING gin (public.immutable_unaccent(lower(name)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS companies_email_trgm ON companies USING gin (public.immutable_unaccent(lower(email)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS profiles_full_name_trgm ON profiles USING gin (public.immutable_unaccent(lower(full_name)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS profiles_email_trgm ON profiles USING gin (public.immutable_unaccent(lower(email)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS email_outbox_to_address_trgm ON email_outbox USING gin (public.immutable_unaccent(lower(to_address)) gin_trgm_ops);
--> statement-breakpoint
-- Sorts of the list screens: company first, then the ORDER BY with its tiebreaks (read backwards for 'desc';
-- a nullable key sorted 'desc nulls last' has its own index). Sorts on computed values (stock totals, costs,
-- margins, an order's derived status) have none: they sort the filtered rows.
CREATE INDEX IF NOT EXISTS suppliers_company_name_id_idx ON suppliers (company_id, name, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS suppliers_company_created_idx ON suppliers (company_id, created_at, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS materials_company_name_id_idx ON materials (company_id, name, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS materials_company_category_idx ON materials (company_id, category, name, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS materials_company_created_idx ON materials (company_id, created_at, name, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS employees_company_name_id_idx ON employees (company_id, name, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS employees_company_sector_idx ON employees (company_id, sector, name, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS employees_company_admission_idx ON employees (company_id, admission_date, name, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS employees_company_admission_desc_idx ON employees (company_id, admission_date DESC NULLS LAST, name DESC, id DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS employees_company_created_idx ON employees (company_id, created_at, name, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS outworkers_company_name_id_idx ON outworkers (company_id, name, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS outworkers_company_capacity_idx ON outworkers (company_id, capacity_per_day, name, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS outworkers_company_capacity_desc_idx ON outworkers (company_id, capacity_per_day DESC NULLS LAST, name DESC, id DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS outworkers_company_created_idx ON outworkers (company_id, created_at, name, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_company_lower_name_idx ON products (company_id, lower(name), id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_company_lower_reference_idx ON products (company_id, lower(reference), id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_company_name_id_idx ON products (company_id, name, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_company_created_idx ON products (company_id, created_at, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS batches_company_code_id_idx ON batches (company_id, code, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS batches_company_created_idx ON batches (company_id, created_at, code, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS batches_company_due_idx ON batches (company_id, due_date, code, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS batches_company_due_desc_idx ON batches (company_id, due_date DESC NULLS LAST, code DESC, id DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS cut_records_company_created_idx ON cut_records (company_id, created_at, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS payment_records_company_created_idx ON payment_records (company_id, created_at, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS email_outbox_created_idx ON email_outbox (created_at, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS companies_name_id_idx ON companies (name, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS companies_created_idx ON companies (created_at, id);
--> statement-breakpoint
-- Every foreign key leads an index, so deleting or updating the referenced row never scans the referencing table
-- (checked by platform/db/foreign-key-indexes.test.ts).
CREATE INDEX IF NOT EXISTS accounts_user_id_fk_idx ON accounts (user_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS batch_history_company_id_fk_idx ON batch_history (company_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS batch_items_color_id_fk_idx ON batch_items (color_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS batch_items_company_id_fk_idx ON batch_items (company_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS batches_outworker_id_fk_idx ON batches (outworker_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS batches_product_id_fk_idx ON batches (product_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS billing_payments_confirmed_by_fk_idx ON billing_payments (confirmed_by);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS billing_payments_created_by_fk_idx ON billing_payments (created_by);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS billing_payments_plan_id_fk_idx ON billing_payments (plan_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS companies_plan_type_fk_idx ON companies (plan_type);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS cut_record_colors_color_id_fk_idx ON cut_record_colors (color_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS cut_record_colors_company_id_fk_idx ON cut_record_colors (company_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS cut_record_colors_material_variation_id_fk_idx ON cut_record_colors (material_variation_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS cut_records_cutter_employee_id_fk_idx ON cut_records (cutter_employee_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS cut_records_stock_document_id_fk_idx ON cut_records (stock_document_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS material_variations_color_id_fk_idx ON material_variations (color_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS material_variations_company_id_fk_idx ON material_variations (company_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS materials_default_supplier_id_fk_idx ON materials (default_supplier_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS outworker_product_prices_company_id_fk_idx ON outworker_product_prices (company_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS outworker_product_prices_product_id_fk_idx ON outworker_product_prices (product_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS packing_record_items_company_id_fk_idx ON packing_record_items (company_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS packing_record_items_product_variant_id_fk_idx ON packing_record_items (product_variant_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS packing_records_company_id_fk_idx ON packing_records (company_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS packing_records_stock_document_id_fk_idx ON packing_records (stock_document_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS payment_records_outworker_id_fk_idx ON payment_records (outworker_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_colors_color_id_fk_idx ON product_colors (color_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_colors_company_id_fk_idx ON product_colors (company_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_cost_materials_company_id_fk_idx ON product_cost_materials (company_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_cost_materials_material_id_fk_idx ON product_cost_materials (material_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_cost_materials_material_variation_id_fk_idx ON product_cost_materials (material_variation_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_cost_processes_company_id_fk_idx ON product_cost_processes (company_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_cost_processes_process_id_fk_idx ON product_cost_processes (process_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_cost_sheets_company_id_fk_idx ON product_cost_sheets (company_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_variants_color_id_fk_idx ON product_variants (color_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS production_order_items_color_id_fk_idx ON production_order_items (color_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS production_order_items_company_id_fk_idx ON production_order_items (company_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_size_grid_id_fk_idx ON products (size_grid_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS quality_check_items_color_id_fk_idx ON quality_check_items (color_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS quality_check_items_company_id_fk_idx ON quality_check_items (company_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS quality_checks_company_id_fk_idx ON quality_checks (company_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS quality_checks_inspector_employee_id_fk_idx ON quality_checks (inspector_employee_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS seo_settings_updated_by_fk_idx ON seo_settings (updated_by);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS sessions_user_id_fk_idx ON sessions (user_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS stock_movements_material_id_fk_idx ON stock_movements (material_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS stock_movements_product_id_fk_idx ON stock_movements (product_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS stock_movements_supplier_id_fk_idx ON stock_movements (supplier_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS subscriptions_plan_id_fk_idx ON subscriptions (plan_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS user_feature_permissions_company_id_fk_idx ON user_feature_permissions (company_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS user_invites_accepted_user_id_fk_idx ON user_invites (accepted_user_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS user_invites_created_by_fk_idx ON user_invites (created_by);
