-- Issue 15: every sale of every channel in one place (part4 §1). A sales order typed by hand ('pedido'), a PDV sale
-- ('pdv') and, later, a marketplace order ('mercado_livre') are rows of sales_orders, so the sales centre and the
-- reports read one table. Money in centavos; finished goods in whole pieces.
CREATE TABLE "sales_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'orcamento' NOT NULL,
	"customer_id" uuid,
	"customer_name" text,
	"customer_document" text,
	"price_table_id" uuid,
	"seller_id" uuid,
	"cash_session_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expected_delivery" date,
	"subtotal_cents" bigint DEFAULT 0 NOT NULL,
	"discount_kind" text,
	"discount_value" numeric(14, 2),
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"freight_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"payment_terms" jsonb,
	"notes" text,
	"external_id" text,
	"idempotency_key" uuid,
	"cancel_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_customer_fk" FOREIGN KEY ("customer_id","company_id") REFERENCES "public"."customers"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_price_table_fk" FOREIGN KEY ("price_table_id","company_id") REFERENCES "public"."price_tables"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_cash_session_fk" FOREIGN KEY ("cash_session_id","company_id") REFERENCES "public"."cash_sessions"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE sales_orders ADD CONSTRAINT sales_orders_channel_check CHECK (channel IN ('pedido', 'pdv', 'mercado_livre'));
--> statement-breakpoint
ALTER TABLE sales_orders ADD CONSTRAINT sales_orders_status_check CHECK (
  status IN ('orcamento', 'confirmado', 'separado', 'faturado', 'enviado', 'entregue', 'cancelado'));
--> statement-breakpoint
ALTER TABLE sales_orders ADD CONSTRAINT sales_orders_amounts_check CHECK (
  subtotal_cents >= 0 AND discount_cents >= 0 AND freight_cents >= 0 AND item_count >= 0
  AND total_cents = subtotal_cents - discount_cents + freight_cents AND total_cents >= 0);
--> statement-breakpoint
ALTER TABLE sales_orders ADD CONSTRAINT sales_orders_discount_check CHECK (
  (discount_kind IS NULL AND discount_value IS NULL)
  OR (discount_kind IN ('percent', 'amount') AND discount_value >= 0));
--> statement-breakpoint
ALTER TABLE sales_orders ADD CONSTRAINT sales_orders_texts_check CHECK (
  char_length(code) BETWEEN 1 AND 30
  AND (customer_name IS NULL OR char_length(customer_name) <= 200)
  AND (customer_document IS NULL OR char_length(customer_document) <= 20)
  AND (notes IS NULL OR char_length(notes) <= 2000)
  AND (cancel_reason IS NULL OR char_length(cancel_reason) <= 500)
  AND (external_id IS NULL OR char_length(external_id) <= 80));
--> statement-breakpoint
-- A PDV sale belongs to a cash session; no other channel has one.
ALTER TABLE sales_orders ADD CONSTRAINT sales_orders_pdv_session_check CHECK ((channel = 'pdv') = (cash_session_id IS NOT NULL));
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_id_company_uq" ON "sales_orders" USING btree ("id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_code_uq" ON "sales_orders" USING btree ("company_id","code");--> statement-breakpoint
-- A replayed offline PDV sale (same key) is stored once.
CREATE UNIQUE INDEX "sales_orders_idempotency_uq" ON "sales_orders" USING btree ("company_id","idempotency_key") WHERE idempotency_key IS NOT NULL;--> statement-breakpoint
-- A marketplace order enters once.
CREATE UNIQUE INDEX "sales_orders_external_uq" ON "sales_orders" USING btree ("company_id","channel","external_id") WHERE external_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sales_orders_list_idx" ON "sales_orders" USING btree ("company_id","issued_at","id");--> statement-breakpoint
CREATE INDEX "sales_orders_status_idx" ON "sales_orders" USING btree ("company_id","status","issued_at","id");--> statement-breakpoint
CREATE INDEX "sales_orders_channel_idx" ON "sales_orders" USING btree ("company_id","channel","issued_at","id");--> statement-breakpoint
CREATE INDEX "sales_orders_customer_idx" ON "sales_orders" USING btree ("company_id","customer_id","issued_at","id");--> statement-breakpoint
CREATE INDEX "sales_orders_customer_id_idx" ON "sales_orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sales_orders_price_table_id_idx" ON "sales_orders" USING btree ("price_table_id","company_id");--> statement-breakpoint
CREATE INDEX "sales_orders_cash_session_idx" ON "sales_orders" USING btree ("company_id","cash_session_id","issued_at");--> statement-breakpoint
CREATE INDEX "sales_orders_cash_session_id_idx" ON "sales_orders" USING btree ("cash_session_id");--> statement-breakpoint
CREATE INDEX "sales_orders_seller_id_idx" ON "sales_orders" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "sales_orders_created_by_idx" ON "sales_orders" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "sales_orders_total_idx" ON "sales_orders" USING btree ("company_id","total_cents","id");--> statement-breakpoint
CREATE INDEX sales_orders_search_trgm ON sales_orders USING gin (company_id, public.immutable_unaccent(lower(code || ' ' || coalesce(customer_name, '') || ' ' || coalesce(customer_document, ''))) gin_trgm_ops);--> statement-breakpoint
SELECT app_enable_tenant_rls('sales_orders');
--> statement-breakpoint
REVOKE DELETE ON sales_orders FROM alinhavo_app;
--> statement-breakpoint
-- One line: a SKU, its pieces and price. unit_cost_cents is the cost sheet in force at the sale (profit reports).
CREATE TABLE "sales_order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"product_variant_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"discount_kind" text,
	"discount_value" numeric(14, 2),
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint NOT NULL,
	"unit_cost_cents" bigint,
	"returned_quantity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD CONSTRAINT "sales_order_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD CONSTRAINT "sales_order_items_order_fk" FOREIGN KEY ("order_id","company_id") REFERENCES "public"."sales_orders"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD CONSTRAINT "sales_order_items_variant_fk" FOREIGN KEY ("product_variant_id","company_id") REFERENCES "public"."product_variants"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD CONSTRAINT "sales_order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE sales_order_items ADD CONSTRAINT sales_order_items_amounts_check CHECK (
  quantity > 0 AND unit_price_cents >= 0 AND discount_cents >= 0 AND discount_cents <= quantity * unit_price_cents
  AND total_cents = quantity * unit_price_cents - discount_cents
  AND (unit_cost_cents IS NULL OR unit_cost_cents >= 0)
  AND returned_quantity BETWEEN 0 AND quantity
  AND ((discount_kind IS NULL AND discount_value IS NULL)
    OR (discount_kind IN ('percent', 'amount') AND discount_value >= 0)));
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_items_position_uq" ON "sales_order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "sales_order_items_order_idx" ON "sales_order_items" USING btree ("company_id","order_id","position");--> statement-breakpoint
CREATE INDEX "sales_order_items_variant_idx" ON "sales_order_items" USING btree ("product_variant_id","company_id");--> statement-breakpoint
CREATE INDEX "sales_order_items_product_idx" ON "sales_order_items" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE INDEX "sales_order_items_product_id_idx" ON "sales_order_items" USING btree ("product_id");--> statement-breakpoint
SELECT app_enable_tenant_rls('sales_order_items');
--> statement-breakpoint
-- Every status change: who and when (part4 §1).
CREATE TABLE "sales_order_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_order_status_history" ADD CONSTRAINT "sales_order_status_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_status_history" ADD CONSTRAINT "sales_order_status_history_order_fk" FOREIGN KEY ("order_id","company_id") REFERENCES "public"."sales_orders"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_status_history" ADD CONSTRAINT "sales_order_status_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE sales_order_status_history ADD CONSTRAINT sales_order_status_history_note_check CHECK (note IS NULL OR char_length(note) <= 500);
--> statement-breakpoint
CREATE INDEX "sales_order_status_history_order_idx" ON "sales_order_status_history" USING btree ("company_id","order_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_order_status_history_order_id_idx" ON "sales_order_status_history" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sales_order_status_history_user_id_idx" ON "sales_order_status_history" USING btree ("user_id");--> statement-breakpoint
SELECT app_enable_tenant_rls('sales_order_status_history');
--> statement-breakpoint
REVOKE UPDATE, DELETE ON sales_order_status_history FROM alinhavo_app;
--> statement-breakpoint
-- How a sale was paid: a PDV sale's split (dinheiro with troco, pix, crédito in installments, débito, fiado).
CREATE TABLE "sale_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"method" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"change_cents" bigint DEFAULT 0 NOT NULL,
	"installments" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_order_fk" FOREIGN KEY ("order_id","company_id") REFERENCES "public"."sales_orders"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE sale_payments ADD CONSTRAINT sale_payments_check CHECK (
  method IN ('dinheiro', 'pix', 'credito', 'debito', 'fiado')
  AND amount_cents > 0 AND change_cents >= 0 AND (change_cents = 0 OR method = 'dinheiro')
  AND installments BETWEEN 1 AND 24 AND (installments = 1 OR method = 'credito'));
--> statement-breakpoint
CREATE INDEX "sale_payments_order_idx" ON "sale_payments" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "sale_payments_order_id_idx" ON "sale_payments" USING btree ("order_id");--> statement-breakpoint
SELECT app_enable_tenant_rls('sale_payments');
--> statement-breakpoint
REVOKE UPDATE, DELETE ON sale_payments FROM alinhavo_app;
