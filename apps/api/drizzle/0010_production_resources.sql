CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"cpf" text,
	"job_title" text,
	"sector" text NOT NULL,
	"pay_type" text NOT NULL,
	"pay_amount_cents" bigint DEFAULT 0 NOT NULL,
	"admission_date" date,
	"phone" text,
	"notes" text,
	"status" text DEFAULT 'ativo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_variations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"material_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color_id" uuid,
	"size" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"stock" numeric(14, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'ativo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"unit" text NOT NULL,
	"default_supplier_id" uuid,
	"last_cost_cents" bigint,
	"minimum_stock" numeric(14, 2) DEFAULT '0' NOT NULL,
	"notes" text,
	"status" text DEFAULT 'ativo' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outworker_product_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"outworker_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"price_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outworkers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"document_number" text,
	"contact_name" text,
	"phone" text,
	"email" text,
	"address" text,
	"process_ids" uuid[] DEFAULT '{}' NOT NULL,
	"capacity_per_day" integer,
	"status" text DEFAULT 'ativo' NOT NULL,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"cost_per_piece_cents" bigint DEFAULT 0 NOT NULL,
	"kind" text DEFAULT 'interno' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_cost_materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"cost_sheet_id" uuid NOT NULL,
	"material_id" uuid NOT NULL,
	"color_rule" text NOT NULL,
	"material_variation_id" uuid,
	"quantity" numeric(14, 4) NOT NULL,
	"yield_units" numeric(14, 4) DEFAULT '1' NOT NULL,
	"usage_area" text DEFAULT 'interno' NOT NULL,
	"unit_cost_cents" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_cost_processes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"cost_sheet_id" uuid NOT NULL,
	"process_id" uuid NOT NULL,
	"cost_per_piece_cents" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_cost_sheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"overhead_percent" numeric(7, 2) DEFAULT '0' NOT NULL,
	"taxes_percent" numeric(7, 2) DEFAULT '0' NOT NULL,
	"fees_percent" numeric(7, 2) DEFAULT '0' NOT NULL,
	"target_margin_percent" numeric(7, 2) DEFAULT '0' NOT NULL,
	"unit_cost_cents" bigint DEFAULT 0 NOT NULL,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "barcode_sequences" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"prefix" text DEFAULT '20' NOT NULL,
	"next_item" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"hex" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_colors" (
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"color_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_colors_product_id_color_id_pk" PRIMARY KEY("product_id","color_id")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"color_id" uuid,
	"size" text NOT NULL,
	"sku" text NOT NULL,
	"barcode" text NOT NULL,
	"stock" numeric(14, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'ativo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"collection" text,
	"category" text,
	"description" text,
	"unit" text DEFAULT 'un' NOT NULL,
	"ncm" text,
	"sale_price_cents" bigint,
	"status" text DEFAULT 'ativo' NOT NULL,
	"size_grid_id" uuid,
	"sizes" text[] NOT NULL,
	"photo_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "size_grids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sizes" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"reference_type" text DEFAULT 'manual' NOT NULL,
	"reference_id" uuid,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"type" text NOT NULL,
	"material_id" uuid,
	"material_variation_id" uuid,
	"product_id" uuid,
	"product_variant_id" uuid,
	"quantity" numeric(14, 2) NOT NULL,
	"balance_after" numeric(14, 2) NOT NULL,
	"unit_cost_cents" bigint,
	"supplier_id" uuid,
	"origin" text,
	"destination" text,
	"reference_type" text DEFAULT 'manual' NOT NULL,
	"reference_id" uuid,
	"reverses_movement_id" uuid,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_variations" ADD CONSTRAINT "material_variations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_variations" ADD CONSTRAINT "material_variations_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_variations" ADD CONSTRAINT "material_variations_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_default_supplier_id_suppliers_id_fk" FOREIGN KEY ("default_supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outworker_product_prices" ADD CONSTRAINT "outworker_product_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outworker_product_prices" ADD CONSTRAINT "outworker_product_prices_outworker_id_outworkers_id_fk" FOREIGN KEY ("outworker_id") REFERENCES "public"."outworkers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outworker_product_prices" ADD CONSTRAINT "outworker_product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outworkers" ADD CONSTRAINT "outworkers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cost_materials" ADD CONSTRAINT "product_cost_materials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cost_materials" ADD CONSTRAINT "product_cost_materials_cost_sheet_id_product_cost_sheets_id_fk" FOREIGN KEY ("cost_sheet_id") REFERENCES "public"."product_cost_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cost_materials" ADD CONSTRAINT "product_cost_materials_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cost_materials" ADD CONSTRAINT "product_cost_materials_material_variation_id_material_variations_id_fk" FOREIGN KEY ("material_variation_id") REFERENCES "public"."material_variations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cost_processes" ADD CONSTRAINT "product_cost_processes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cost_processes" ADD CONSTRAINT "product_cost_processes_cost_sheet_id_product_cost_sheets_id_fk" FOREIGN KEY ("cost_sheet_id") REFERENCES "public"."product_cost_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cost_processes" ADD CONSTRAINT "product_cost_processes_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cost_sheets" ADD CONSTRAINT "product_cost_sheets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cost_sheets" ADD CONSTRAINT "product_cost_sheets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barcode_sequences" ADD CONSTRAINT "barcode_sequences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colors" ADD CONSTRAINT "colors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_colors" ADD CONSTRAINT "product_colors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_colors" ADD CONSTRAINT "product_colors_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_colors" ADD CONSTRAINT "product_colors_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_size_grid_id_size_grids_id_fk" FOREIGN KEY ("size_grid_id") REFERENCES "public"."size_grids"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_grids" ADD CONSTRAINT "size_grids_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_document_id_stock_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."stock_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_material_variation_id_material_variations_id_fk" FOREIGN KEY ("material_variation_id") REFERENCES "public"."material_variations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_variant_id_product_variants_id_fk" FOREIGN KEY ("product_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employees_company_name_idx" ON "employees" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "material_variations_material_idx" ON "material_variations" USING btree ("material_id");--> statement-breakpoint
CREATE UNIQUE INDEX "materials_company_name_uq" ON "materials" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "outworker_product_prices_uq" ON "outworker_product_prices" USING btree ("outworker_id","product_id");--> statement-breakpoint
CREATE INDEX "outworkers_company_name_idx" ON "outworkers" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "processes_company_name_uq" ON "processes" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "product_cost_materials_sheet_idx" ON "product_cost_materials" USING btree ("cost_sheet_id");--> statement-breakpoint
CREATE INDEX "product_cost_processes_sheet_idx" ON "product_cost_processes" USING btree ("cost_sheet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_cost_sheets_version_uq" ON "product_cost_sheets" USING btree ("product_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "colors_company_name_uq" ON "colors" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_company_sku_uq" ON "product_variants" USING btree ("company_id",lower("sku"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_company_barcode_uq" ON "product_variants" USING btree ("company_id","barcode");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_company_reference_uq" ON "products" USING btree ("company_id",lower("reference"));--> statement-breakpoint
CREATE INDEX "products_company_name_idx" ON "products" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "size_grids_company_name_uq" ON "size_grids" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "stock_documents_company_created_idx" ON "stock_documents" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_company_created_idx" ON "stock_movements" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_material_created_idx" ON "stock_movements" USING btree ("company_id","material_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_product_created_idx" ON "stock_movements" USING btree ("company_id","product_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_variation_idx" ON "stock_movements" USING btree ("material_variation_id");--> statement-breakpoint
CREATE INDEX "stock_movements_variant_idx" ON "stock_movements" USING btree ("product_variant_id");--> statement-breakpoint
CREATE INDEX "stock_movements_document_idx" ON "stock_movements" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_movements_reverses_uq" ON "stock_movements" USING btree ("reverses_movement_id");--> statement-breakpoint
SELECT app_enable_tenant_rls('colors');
--> statement-breakpoint
SELECT app_enable_tenant_rls('size_grids');
--> statement-breakpoint
SELECT app_enable_tenant_rls('products');
--> statement-breakpoint
SELECT app_enable_tenant_rls('product_colors');
--> statement-breakpoint
SELECT app_enable_tenant_rls('product_variants');
--> statement-breakpoint
SELECT app_enable_tenant_rls('barcode_sequences');
--> statement-breakpoint
SELECT app_enable_tenant_rls('materials');
--> statement-breakpoint
SELECT app_enable_tenant_rls('material_variations');
--> statement-breakpoint
SELECT app_enable_tenant_rls('employees');
--> statement-breakpoint
SELECT app_enable_tenant_rls('processes');
--> statement-breakpoint
SELECT app_enable_tenant_rls('outworkers');
--> statement-breakpoint
SELECT app_enable_tenant_rls('outworker_product_prices');
--> statement-breakpoint
SELECT app_enable_tenant_rls('product_cost_sheets');
--> statement-breakpoint
SELECT app_enable_tenant_rls('product_cost_materials');
--> statement-breakpoint
SELECT app_enable_tenant_rls('product_cost_processes');
--> statement-breakpoint
SELECT app_enable_tenant_rls('stock_documents');
--> statement-breakpoint
SELECT app_enable_tenant_rls('stock_movements');
--> statement-breakpoint
-- The ledger is append-only (part3 §3): corrections are reversing lines, never edits or deletions.
REVOKE UPDATE, DELETE ON stock_documents, stock_movements FROM alinhavo_app;
--> statement-breakpoint
-- Cost sheet versions are history: a new version is a new sheet.
REVOKE UPDATE ON product_cost_sheets, product_cost_materials, product_cost_processes FROM alinhavo_app;
--> statement-breakpoint
-- Balances never go negative, whatever the code does (backs up the row locks of the stock service).
ALTER TABLE material_variations ADD CONSTRAINT material_variations_stock_check CHECK (stock >= 0);
--> statement-breakpoint
ALTER TABLE product_variants ADD CONSTRAINT product_variants_stock_check CHECK (stock >= 0);
--> statement-breakpoint
CREATE UNIQUE INDEX material_variations_color_size_uq ON material_variations (material_id, color_id, size) NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE UNIQUE INDEX product_variants_color_size_uq ON product_variants (product_id, color_id, size) NULLS NOT DISTINCT;
--> statement-breakpoint
ALTER TABLE products ADD CONSTRAINT products_status_check CHECK (status IN ('ativo', 'inativo'));
--> statement-breakpoint
ALTER TABLE products ADD CONSTRAINT products_ncm_check CHECK (ncm IS NULL OR ncm ~ '^[0-9]{8}$');
--> statement-breakpoint
ALTER TABLE products ADD CONSTRAINT products_sale_price_check CHECK (sale_price_cents IS NULL OR sale_price_cents >= 0);
--> statement-breakpoint
ALTER TABLE product_variants ADD CONSTRAINT product_variants_barcode_check CHECK (barcode ~ '^[0-9]{13}$');
--> statement-breakpoint
ALTER TABLE product_variants ADD CONSTRAINT product_variants_status_check CHECK (status IN ('ativo', 'inativo'));
--> statement-breakpoint
ALTER TABLE colors ADD CONSTRAINT colors_hex_check CHECK (hex IS NULL OR hex ~ '^#[0-9a-fA-F]{6}$');
--> statement-breakpoint
ALTER TABLE size_grids ADD CONSTRAINT size_grids_sizes_check CHECK (cardinality(sizes) BETWEEN 1 AND 30);
--> statement-breakpoint
ALTER TABLE materials ADD CONSTRAINT materials_category_check
  CHECK (category IN ('tecido', 'aviamento', 'etiqueta', 'embalagem', 'linha', 'outro'));
--> statement-breakpoint
ALTER TABLE materials ADD CONSTRAINT materials_unit_check CHECK (unit IN ('m', 'kg', 'un', 'cone', 'rolo', 'par'));
--> statement-breakpoint
ALTER TABLE materials ADD CONSTRAINT materials_status_check CHECK (status IN ('ativo', 'inativo'));
--> statement-breakpoint
ALTER TABLE materials ADD CONSTRAINT materials_minimum_stock_check CHECK (minimum_stock >= 0);
--> statement-breakpoint
ALTER TABLE materials ADD CONSTRAINT materials_last_cost_check CHECK (last_cost_cents IS NULL OR last_cost_cents >= 0);
--> statement-breakpoint
ALTER TABLE material_variations ADD CONSTRAINT material_variations_status_check CHECK (status IN ('ativo', 'inativo'));
--> statement-breakpoint
ALTER TABLE employees ADD CONSTRAINT employees_sector_check
  CHECK (sector IN ('corte', 'costura', 'acabamento', 'embalagem', 'administrativo', 'vendas'));
--> statement-breakpoint
ALTER TABLE employees ADD CONSTRAINT employees_pay_type_check CHECK (pay_type IN ('mensal', 'por_peca'));
--> statement-breakpoint
ALTER TABLE employees ADD CONSTRAINT employees_pay_amount_check CHECK (pay_amount_cents >= 0);
--> statement-breakpoint
ALTER TABLE employees ADD CONSTRAINT employees_status_check CHECK (status IN ('ativo', 'inativo'));
--> statement-breakpoint
ALTER TABLE processes ADD CONSTRAINT processes_kind_check CHECK (kind IN ('interno', 'terceirizado'));
--> statement-breakpoint
ALTER TABLE processes ADD CONSTRAINT processes_cost_check CHECK (cost_per_piece_cents >= 0);
--> statement-breakpoint
ALTER TABLE outworkers ADD CONSTRAINT outworkers_status_check CHECK (status IN ('ativo', 'inativo'));
--> statement-breakpoint
ALTER TABLE outworkers ADD CONSTRAINT outworkers_capacity_check CHECK (capacity_per_day IS NULL OR capacity_per_day > 0);
--> statement-breakpoint
ALTER TABLE outworker_product_prices ADD CONSTRAINT outworker_product_prices_price_check CHECK (price_cents >= 0);
--> statement-breakpoint
ALTER TABLE product_cost_materials ADD CONSTRAINT product_cost_materials_amounts_check
  CHECK (quantity > 0 AND yield_units > 0 AND unit_cost_cents >= 0);
--> statement-breakpoint
ALTER TABLE product_cost_materials ADD CONSTRAINT product_cost_materials_rule_check
  CHECK ((color_rule = 'batch_color') OR (color_rule = 'fixed' AND material_variation_id IS NOT NULL));
--> statement-breakpoint
ALTER TABLE product_cost_materials ADD CONSTRAINT product_cost_materials_usage_check
  CHECK (usage_area IN ('interno', 'faccao'));
--> statement-breakpoint
ALTER TABLE product_cost_processes ADD CONSTRAINT product_cost_processes_cost_check CHECK (cost_per_piece_cents >= 0);
--> statement-breakpoint
ALTER TABLE product_cost_sheets ADD CONSTRAINT product_cost_sheets_amounts_check CHECK (unit_cost_cents >= 0
  AND overhead_percent >= 0 AND taxes_percent >= 0 AND fees_percent >= 0 AND target_margin_percent >= 0
  AND taxes_percent + fees_percent + target_margin_percent < 100);
--> statement-breakpoint
ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_type_check CHECK (type IN
  ('entrada', 'saida', 'ajuste', 'transferencia', 'envio_faccao', 'retorno_faccao', 'consumo_corte', 'venda', 'devolucao'));
--> statement-breakpoint
ALTER TABLE stock_documents ADD CONSTRAINT stock_documents_type_check CHECK (type IN
  ('entrada', 'saida', 'ajuste', 'transferencia', 'envio_faccao', 'retorno_faccao', 'consumo_corte', 'venda', 'devolucao'));
--> statement-breakpoint
-- Exactly one item per line: a material variation or a product variant.
ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_item_check CHECK (
  (material_variation_id IS NOT NULL AND material_id IS NOT NULL AND product_variant_id IS NULL AND product_id IS NULL)
  OR (product_variant_id IS NOT NULL AND product_id IS NOT NULL AND material_variation_id IS NULL AND material_id IS NULL));
--> statement-breakpoint
ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_quantity_check CHECK (quantity <> 0 AND balance_after >= 0);
--> statement-breakpoint
ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_reverses_fk
  FOREIGN KEY (reverses_movement_id) REFERENCES stock_movements (id);
--> statement-breakpoint
-- Existing customer companies get the default processes that sign-up gives new ones (DEFAULT_PROCESSES in
-- packages/domain/src/contracts/processes.ts). Forced row-level security would hide every company from an owner
-- that is not a superuser, so it is lifted for this one statement; migrations run in one transaction.
ALTER TABLE companies NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE processes NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO processes (company_id, name, position, kind, is_active)
SELECT c.id, d.name, d.position, d.kind, d.is_active
FROM companies c
CROSS JOIN (VALUES
  ('Corte', 1, 'interno', true),
  ('Costura', 2, 'terceirizado', true),
  ('Acabamento', 3, 'interno', true),
  ('Passadoria', 4, 'interno', true),
  ('Embalagem', 5, 'interno', true),
  ('Bordado', 6, 'terceirizado', false),
  ('Estamparia', 7, 'terceirizado', false),
  ('Lavanderia', 8, 'terceirizado', false)
) AS d (name, position, kind, is_active)
WHERE NOT c.is_platform
  AND NOT EXISTS (SELECT 1 FROM processes p WHERE p.company_id = c.id);
--> statement-breakpoint
ALTER TABLE companies FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE processes FORCE ROW LEVEL SECURITY;
