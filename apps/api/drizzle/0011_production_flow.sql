CREATE TABLE "batch_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"action_type" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor" text DEFAULT 'empresa' NOT NULL,
	"user_id" uuid,
	"notes" text,
	"action_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batch_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"color_id" uuid NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	"planned_quantity" integer,
	"cut_quantity" integer,
	"approved_quantity" integer DEFAULT 0 NOT NULL,
	"defect_quantity" integer DEFAULT 0 NOT NULL,
	"repair_quantity" integer DEFAULT 0 NOT NULL,
	"packed_quantity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"production_order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"status" text DEFAULT 'aguardando_corte' NOT NULL,
	"total_quantity" integer NOT NULL,
	"due_date" date,
	"outworker_id" uuid,
	"sent_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"packed_at" timestamp with time zone,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cut_record_colors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"cut_record_id" uuid NOT NULL,
	"color_id" uuid NOT NULL,
	"material_variation_id" uuid NOT NULL,
	"plies" integer NOT NULL,
	"fabric_used" numeric(14, 2) NOT NULL,
	"planned_fabric" numeric(14, 2)
);
--> statement-breakpoint
CREATE TABLE "cut_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"pieces_per_ply" jsonb NOT NULL,
	"cutter_employee_id" uuid,
	"stock_document_id" uuid,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packing_record_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"packing_record_id" uuid NOT NULL,
	"product_variant_id" uuid NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packing_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"stock_document_id" uuid,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"color_id" uuid NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"product_id" uuid NOT NULL,
	"due_date" date,
	"priority" text DEFAULT 'normal' NOT NULL,
	"status" text DEFAULT 'planejada' NOT NULL,
	"notes" text,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"concluded_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quality_check_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"check_id" uuid NOT NULL,
	"color_id" uuid NOT NULL,
	"size" text NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"defect_costura" integer DEFAULT 0 NOT NULL,
	"defect_mancha" integer DEFAULT 0 NOT NULL,
	"defect_medida" integer DEFAULT 0 NOT NULL,
	"defect_tecido" integer DEFAULT 0 NOT NULL,
	"defect_outro" integer DEFAULT 0 NOT NULL,
	"repair" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quality_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"inspector_employee_id" uuid,
	"notes" text,
	"completed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_sequences" (
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"next_value" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "company_sequences_company_id_name_pk" PRIMARY KEY("company_id","name")
);
--> statement-breakpoint
CREATE TABLE "payment_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"outworker_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"gross_amount_cents" bigint NOT NULL,
	"discount_amount_cents" bigint DEFAULT 0 NOT NULL,
	"final_amount_cents" bigint NOT NULL,
	"payment_status" text NOT NULL,
	"payment_due_date" date,
	"paid_at" timestamp with time zone,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batch_history" ADD CONSTRAINT "batch_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_history" ADD CONSTRAINT "batch_history_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_items" ADD CONSTRAINT "batch_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_items" ADD CONSTRAINT "batch_items_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_items" ADD CONSTRAINT "batch_items_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_production_order_id_production_orders_id_fk" FOREIGN KEY ("production_order_id") REFERENCES "public"."production_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_outworker_id_outworkers_id_fk" FOREIGN KEY ("outworker_id") REFERENCES "public"."outworkers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cut_record_colors" ADD CONSTRAINT "cut_record_colors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cut_record_colors" ADD CONSTRAINT "cut_record_colors_cut_record_id_cut_records_id_fk" FOREIGN KEY ("cut_record_id") REFERENCES "public"."cut_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cut_record_colors" ADD CONSTRAINT "cut_record_colors_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cut_record_colors" ADD CONSTRAINT "cut_record_colors_material_variation_id_material_variations_id_fk" FOREIGN KEY ("material_variation_id") REFERENCES "public"."material_variations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cut_records" ADD CONSTRAINT "cut_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cut_records" ADD CONSTRAINT "cut_records_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cut_records" ADD CONSTRAINT "cut_records_cutter_employee_id_employees_id_fk" FOREIGN KEY ("cutter_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cut_records" ADD CONSTRAINT "cut_records_stock_document_id_stock_documents_id_fk" FOREIGN KEY ("stock_document_id") REFERENCES "public"."stock_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_record_items" ADD CONSTRAINT "packing_record_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_record_items" ADD CONSTRAINT "packing_record_items_packing_record_id_packing_records_id_fk" FOREIGN KEY ("packing_record_id") REFERENCES "public"."packing_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_record_items" ADD CONSTRAINT "packing_record_items_product_variant_id_product_variants_id_fk" FOREIGN KEY ("product_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_records" ADD CONSTRAINT "packing_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_records" ADD CONSTRAINT "packing_records_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_records" ADD CONSTRAINT "packing_records_stock_document_id_stock_documents_id_fk" FOREIGN KEY ("stock_document_id") REFERENCES "public"."stock_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_order_items" ADD CONSTRAINT "production_order_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_order_items" ADD CONSTRAINT "production_order_items_order_id_production_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."production_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_order_items" ADD CONSTRAINT "production_order_items_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_check_items" ADD CONSTRAINT "quality_check_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_check_items" ADD CONSTRAINT "quality_check_items_check_id_quality_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."quality_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_check_items" ADD CONSTRAINT "quality_check_items_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_checks" ADD CONSTRAINT "quality_checks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_checks" ADD CONSTRAINT "quality_checks_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_checks" ADD CONSTRAINT "quality_checks_inspector_employee_id_employees_id_fk" FOREIGN KEY ("inspector_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sequences" ADD CONSTRAINT "company_sequences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_outworker_id_outworkers_id_fk" FOREIGN KEY ("outworker_id") REFERENCES "public"."outworkers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_history_batch_idx" ON "batch_history" USING btree ("batch_id","action_date");--> statement-breakpoint
CREATE UNIQUE INDEX "batch_items_cell_uq" ON "batch_items" USING btree ("batch_id","color_id","size");--> statement-breakpoint
CREATE UNIQUE INDEX "batches_company_code_uq" ON "batches" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "batches_company_status_idx" ON "batches" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "batches_order_idx" ON "batches" USING btree ("production_order_id");--> statement-breakpoint
CREATE INDEX "batches_outworker_idx" ON "batches" USING btree ("company_id","outworker_id");--> statement-breakpoint
CREATE INDEX "cut_record_colors_record_idx" ON "cut_record_colors" USING btree ("cut_record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cut_records_batch_uq" ON "cut_records" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "packing_record_items_record_idx" ON "packing_record_items" USING btree ("packing_record_id");--> statement-breakpoint
CREATE INDEX "packing_records_batch_idx" ON "packing_records" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "production_order_items_cell_uq" ON "production_order_items" USING btree ("order_id","color_id","size");--> statement-breakpoint
CREATE UNIQUE INDEX "production_orders_company_code_uq" ON "production_orders" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "production_orders_company_status_idx" ON "production_orders" USING btree ("company_id","status","due_date");--> statement-breakpoint
CREATE INDEX "production_orders_product_idx" ON "production_orders" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quality_check_items_cell_uq" ON "quality_check_items" USING btree ("check_id","color_id","size");--> statement-breakpoint
CREATE INDEX "quality_check_items_check_idx" ON "quality_check_items" USING btree ("check_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quality_checks_batch_uq" ON "quality_checks" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_records_batch_uq" ON "payment_records" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "payment_records_outworker_idx" ON "payment_records" USING btree ("company_id","outworker_id","created_at");--> statement-breakpoint
SELECT app_enable_tenant_rls('company_sequences');
--> statement-breakpoint
SELECT app_enable_tenant_rls('production_orders');
--> statement-breakpoint
SELECT app_enable_tenant_rls('production_order_items');
--> statement-breakpoint
SELECT app_enable_tenant_rls('batches');
--> statement-breakpoint
SELECT app_enable_tenant_rls('batch_items');
--> statement-breakpoint
SELECT app_enable_tenant_rls('batch_history');
--> statement-breakpoint
SELECT app_enable_tenant_rls('cut_records');
--> statement-breakpoint
SELECT app_enable_tenant_rls('cut_record_colors');
--> statement-breakpoint
SELECT app_enable_tenant_rls('quality_checks');
--> statement-breakpoint
SELECT app_enable_tenant_rls('quality_check_items');
--> statement-breakpoint
SELECT app_enable_tenant_rls('payment_records');
--> statement-breakpoint
SELECT app_enable_tenant_rls('packing_records');
--> statement-breakpoint
SELECT app_enable_tenant_rls('packing_record_items');
--> statement-breakpoint
-- The batch history is a record of what happened: never edited or removed by the app.
REVOKE UPDATE, DELETE ON batch_history FROM alinhavo_app;
--> statement-breakpoint
ALTER TABLE production_orders ADD CONSTRAINT production_orders_status_check
  CHECK (status IN ('planejada', 'em_producao', 'concluida', 'cancelada'));
--> statement-breakpoint
ALTER TABLE production_orders ADD CONSTRAINT production_orders_priority_check
  CHECK (priority IN ('baixa', 'normal', 'alta', 'urgente'));
--> statement-breakpoint
ALTER TABLE production_order_items ADD CONSTRAINT production_order_items_quantity_check CHECK (quantity > 0);
--> statement-breakpoint
ALTER TABLE batches ADD CONSTRAINT batches_status_check CHECK (status IN
  ('aguardando_corte', 'cortado', 'enviado', 'em_producao', 'finalizado_faccao', 'em_revisao', 'aprovado', 'embalado'));
--> statement-breakpoint
ALTER TABLE batches ADD CONSTRAINT batches_total_check CHECK (total_quantity >= 0);
--> statement-breakpoint
ALTER TABLE batches ADD CONSTRAINT batches_sent_has_workshop_check
  CHECK (status IN ('aguardando_corte', 'cortado') OR outworker_id IS NOT NULL);
--> statement-breakpoint
ALTER TABLE batch_items ADD CONSTRAINT batch_items_quantities_check CHECK (
  quantity >= 0 AND (planned_quantity IS NULL OR planned_quantity >= 0) AND (cut_quantity IS NULL OR cut_quantity >= 0) AND approved_quantity >= 0 AND defect_quantity >= 0
  AND repair_quantity >= 0 AND packed_quantity >= 0 AND packed_quantity <= approved_quantity);
--> statement-breakpoint
ALTER TABLE batch_history ADD CONSTRAINT batch_history_actor_check CHECK (actor IN ('empresa', 'faccao', 'sistema'));
--> statement-breakpoint
ALTER TABLE cut_record_colors ADD CONSTRAINT cut_record_colors_amounts_check
  CHECK (plies > 0 AND fabric_used > 0 AND (planned_fabric IS NULL OR planned_fabric >= 0));
--> statement-breakpoint
ALTER TABLE quality_check_items ADD CONSTRAINT quality_check_items_counts_check CHECK (
  approved >= 0 AND defect_costura >= 0 AND defect_mancha >= 0 AND defect_medida >= 0 AND defect_tecido >= 0
  AND defect_outro >= 0 AND repair >= 0);
--> statement-breakpoint
ALTER TABLE payment_records ADD CONSTRAINT payment_records_status_check CHECK (payment_status IN
  ('aguardando_prazo', 'pendente', 'pago', 'com_desconto', 'com_conserto_pendente'));
--> statement-breakpoint
ALTER TABLE payment_records ADD CONSTRAINT payment_records_amounts_check CHECK (
  quantity >= 0 AND unit_price_cents >= 0 AND gross_amount_cents >= 0 AND discount_amount_cents >= 0
  AND final_amount_cents = gross_amount_cents - discount_amount_cents AND final_amount_cents >= 0);
--> statement-breakpoint
ALTER TABLE packing_record_items ADD CONSTRAINT packing_record_items_quantity_check CHECK (quantity > 0);
