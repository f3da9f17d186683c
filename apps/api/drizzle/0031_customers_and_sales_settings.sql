-- Customers and the company's sales settings (issue 15, part4 §1 'Customers'; item 6 of the issue).
--
-- customers: pessoa física or jurídica, the CPF/CNPJ stored normalised (11 digits, or the 14 upper-case characters
-- of a CNPJ, alphanumeric too) and unique per company (part4: 'Já existe um cliente com este documento.', mapped
-- from customers_company_document_uq). price_table_id has no foreign key yet: the price tables arrive in the same
-- issue from another branch, which adds it (the column is indexed already). The list searches the name, trade name
-- and city through search_text (ADR 016), the CPF/CNPJ and phones through their own trigram indexes, and sorts by
-- name, city (empty last both ways) and creation date, each with its index.
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"person_type" text NOT NULL,
	"name" text NOT NULL,
	"trade_name" text,
	"document_number" text,
	"state_registration" text,
	"email" text,
	"phone" text,
	"mobile_phone" text,
	"contact_name" text,
	"cep" text,
	"street" text,
	"address_number" text,
	"complement" text,
	"neighborhood" text,
	"city" text,
	"state" text,
	"credit_limit_cents" bigint DEFAULT 0 NOT NULL,
	"price_table_id" uuid,
	"notes" text,
	"status" text DEFAULT 'ativo' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_person_type_check" CHECK (person_type IN ('pf', 'pj')),
	CONSTRAINT "customers_status_check" CHECK (status IN ('ativo', 'inativo')),
	CONSTRAINT "customers_credit_limit_check" CHECK (credit_limit_cents >= 0),
	CONSTRAINT "customers_document_check" CHECK (
	  document_number IS NULL
	  OR (person_type = 'pf' AND document_number ~ '^[0-9]{11}$')
	  OR (person_type = 'pj' AND document_number ~ '^[0-9A-Z]{12}[0-9]{2}$')),
	CONSTRAINT "customers_state_check" CHECK (state IS NULL OR state ~ '^[A-Z]{2}$'),
	CONSTRAINT "customers_cep_check" CHECK (cep IS NULL OR cep ~ '^[0-9]{8}$')
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_company_document_uq" ON "customers" USING btree ("company_id","document_number") WHERE document_number IS NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_company_name_idx" ON "customers" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "customers_company_city_idx" ON "customers" USING btree ("company_id","city","name","id");--> statement-breakpoint
CREATE INDEX "customers_company_city_desc_idx" ON "customers" USING btree ("company_id","city" DESC NULLS LAST,"name" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "customers_company_created_idx" ON "customers" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_price_table_idx" ON "customers" USING btree ("price_table_id","company_id");--> statement-breakpoint
ALTER TABLE customers ADD COLUMN search_text text GENERATED ALWAYS AS (public.immutable_unaccent(lower(coalesce(name, '') || E'\x01' || coalesce(trade_name, '') || E'\x01' || coalesce(city, '')))) STORED;
--> statement-breakpoint
CREATE INDEX customers_company_search_trgm ON customers USING gin (company_id, search_text gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX customers_company_document_number_trgm ON customers USING gin (company_id, public.immutable_unaccent(lower(document_number)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX customers_company_phone_trgm ON customers USING gin (company_id, public.immutable_unaccent(lower(phone)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX customers_company_mobile_phone_trgm ON customers USING gin (company_id, public.immutable_unaccent(lower(mobile_phone)) gin_trgm_ops);
--> statement-breakpoint
SELECT app_enable_tenant_rls('customers');
--> statement-breakpoint
-- sales_settings: one row per company, written on the first save; until then the API answers the defaults
-- (SALES_SETTINGS_DEFAULTS). The PIX key as the DICT writes it, the merchant's name and city within the BR Code's
-- limits (25 and 15 characters), percentages with 2 places.
CREATE TABLE "sales_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"pix_key_type" text,
	"pix_key" text,
	"merchant_name" text,
	"merchant_city" text,
	"max_discount_percent" numeric(5, 2) DEFAULT '5.00' NOT NULL,
	"late_interest_monthly_percent" numeric(5, 2) DEFAULT '1.00' NOT NULL,
	"late_fine_percent" numeric(5, 2) DEFAULT '2.00' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_settings_pix_check" CHECK (
	  (pix_key IS NULL AND pix_key_type IS NULL)
	  OR (pix_key_type IN ('cpf', 'cnpj', 'email', 'phone', 'evp') AND pix_key IS NOT NULL
	      AND merchant_name IS NOT NULL AND merchant_city IS NOT NULL)),
	CONSTRAINT "sales_settings_merchant_check" CHECK (
	  (merchant_name IS NULL OR char_length(merchant_name) BETWEEN 1 AND 25)
	  AND (merchant_city IS NULL OR char_length(merchant_city) BETWEEN 1 AND 15)),
	CONSTRAINT "sales_settings_percent_check" CHECK (
	  max_discount_percent BETWEEN 0 AND 100
	  AND late_interest_monthly_percent BETWEEN 0 AND 100
	  AND late_fine_percent BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "sales_settings" ADD CONSTRAINT "sales_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
SELECT app_enable_tenant_rls('sales_settings');
--> statement-breakpoint
-- A company's settings are changed, never removed.
REVOKE DELETE ON sales_settings FROM alinhavo_app;
--> statement-breakpoint
-- The search functions answer for customers too (the lists of 0014 and 0019, with customers added).
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
    WHEN 'size_grids' THEN ARRAY['name']
    WHEN 'suppliers' THEN ARRAY['name', 'email']
  END;
  IF target = ANY (ARRAY['batches', 'colors', 'customers', 'employees', 'material_variations', 'materials', 'outworkers', 'product_variants', 'production_orders', 'products', 'size_grids', 'suppliers']) THEN
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
    WHEN 'customers' THEN
      stored := ARRAY['name', 'trade_name', 'city'];
      searchable := ARRAY['name', 'trade_name', 'city', 'document_number', 'phone', 'mobile_phone'];
      sortable := ARRAY['name', 'city', 'created_at'];
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
