-- Sale prices (issue 15, part4 §1 'Sale prices'): price tables ('Varejo' the default, others such as 'Atacado'
-- with a minimum order quantity), a price per product for all its SKUs and a price per SKU that overrides it,
-- in centavos, and the history of every change (append-only).
CREATE TABLE "price_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"min_quantity" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_tables_min_quantity_check" CHECK (min_quantity IS NULL OR min_quantity >= 1),
	CONSTRAINT "price_tables_name_check" CHECK (char_length(name) BETWEEN 1 AND 80),
	-- The default table sells always.
	CONSTRAINT "price_tables_default_active_check" CHECK (NOT is_default OR active)
);
--> statement-breakpoint
ALTER TABLE "price_tables" ADD CONSTRAINT "price_tables_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_tables_company_name_uq" ON "price_tables" USING btree ("company_id", lower("name"));--> statement-breakpoint
-- One default table per company.
CREATE UNIQUE INDEX "price_tables_company_default_uq" ON "price_tables" USING btree ("company_id") WHERE is_default;--> statement-breakpoint
-- The key prices and history name with their company (a price never points at another company's table).
CREATE UNIQUE INDEX "price_tables_id_company_uq" ON "price_tables" USING btree ("id","company_id");--> statement-breakpoint
CREATE TABLE "price_table_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"price_table_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"price_cents" bigint NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_table_prices_price_check" CHECK (price_cents >= 0)
);
--> statement-breakpoint
ALTER TABLE "price_table_prices" ADD CONSTRAINT "price_table_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_table_prices" ADD CONSTRAINT "price_table_prices_table_fk" FOREIGN KEY ("price_table_id","company_id") REFERENCES "public"."price_tables"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_table_prices" ADD CONSTRAINT "price_table_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_table_prices" ADD CONSTRAINT "price_table_prices_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One product price (variant_id null) and one price per SKU in a table.
CREATE UNIQUE INDEX "price_table_prices_uq" ON "price_table_prices" USING btree ("company_id","price_table_id","product_id","variant_id") NULLS NOT DISTINCT;--> statement-breakpoint
CREATE INDEX "price_table_prices_product_idx" ON "price_table_prices" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "price_table_prices_variant_idx" ON "price_table_prices" USING btree ("variant_id");--> statement-breakpoint
SELECT app_enable_tenant_rls('price_tables');
--> statement-breakpoint
SELECT app_enable_tenant_rls('price_table_prices');
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"price_table_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"old_price_cents" bigint,
	"new_price_cents" bigint,
	"reason" text NOT NULL,
	"percent" numeric(7, 2),
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_history_reason_check" CHECK (reason IN ('manual', 'reajuste', 'cadastro')),
	CONSTRAINT "price_history_prices_check" CHECK (
	  (old_price_cents IS NULL OR old_price_cents >= 0) AND (new_price_cents IS NULL OR new_price_cents >= 0)
	  AND old_price_cents IS DISTINCT FROM new_price_cents),
	CONSTRAINT "price_history_percent_check" CHECK ((reason = 'reajuste') = (percent IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_table_fk" FOREIGN KEY ("price_table_id","company_id") REFERENCES "public"."price_tables"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_table_changed_idx" ON "price_history" USING btree ("company_id","price_table_id","changed_at","id");--> statement-breakpoint
CREATE INDEX "price_history_product_idx" ON "price_history" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "price_history_variant_idx" ON "price_history" USING btree ("variant_id");--> statement-breakpoint
SELECT app_enable_tenant_rls('price_history');
--> statement-breakpoint
-- The history is a ledger: corrections are new entries.
REVOKE UPDATE, DELETE ON price_history FROM alinhavo_app;
--> statement-breakpoint
-- Existing customer companies get the 'Varejo' table sign-up gives new ones (seedDefaultPriceTable), with the sale
-- price each product already has as its 'Varejo' price. Forced row-level security would hide every row from an
-- owner that is not a superuser, so it is lifted for these statements; migrations run in one transaction.
ALTER TABLE companies NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE products NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE price_tables NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE price_table_prices NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO price_tables (company_id, name, is_default, active)
SELECT c.id, 'Varejo', true, true FROM companies c WHERE NOT c.is_platform;
--> statement-breakpoint
INSERT INTO price_table_prices (company_id, price_table_id, product_id, price_cents)
SELECT p.company_id, t.id, p.id, p.sale_price_cents
FROM products p JOIN price_tables t ON t.company_id = p.company_id AND t.is_default
WHERE p.sale_price_cents IS NOT NULL AND p.sale_price_cents >= 0;
--> statement-breakpoint
ALTER TABLE price_table_prices FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE price_tables FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE products FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE companies FORCE ROW LEVEL SECURITY;

--> statement-breakpoint
-- The product form's 'Preço de venda' is the product's price in the default table: a product created or edited
-- with another price moves its 'Varejo' price with it (a 'cadastro' entry of the history); the price screen writes
-- both itself, so the two never disagree. A company without a default table yet (tests that insert companies
-- directly) is left alone: the table is made the first time prices are read.
CREATE OR REPLACE FUNCTION app_sync_default_product_price() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  default_table uuid;
  current_price bigint;
  found_row boolean;
  actor uuid := nullif(current_setting('app.user_id', true), '')::uuid;
BEGIN
  SELECT id INTO default_table FROM price_tables WHERE company_id = NEW.company_id AND is_default;
  IF default_table IS NULL THEN RETURN NULL; END IF;
  SELECT price_cents, true INTO current_price, found_row FROM price_table_prices
   WHERE company_id = NEW.company_id AND price_table_id = default_table AND product_id = NEW.id AND variant_id IS NULL
   FOR UPDATE;
  IF current_price IS NOT DISTINCT FROM NEW.sale_price_cents THEN RETURN NULL; END IF;
  IF NEW.sale_price_cents IS NULL THEN
    DELETE FROM price_table_prices
     WHERE company_id = NEW.company_id AND price_table_id = default_table AND product_id = NEW.id AND variant_id IS NULL;
  ELSIF found_row THEN
    UPDATE price_table_prices SET price_cents = NEW.sale_price_cents, updated_by = actor, updated_at = now()
     WHERE company_id = NEW.company_id AND price_table_id = default_table AND product_id = NEW.id AND variant_id IS NULL;
  ELSE
    INSERT INTO price_table_prices (company_id, price_table_id, product_id, price_cents, updated_by)
    VALUES (NEW.company_id, default_table, NEW.id, NEW.sale_price_cents, actor);
  END IF;
  INSERT INTO price_history (company_id, price_table_id, product_id, old_price_cents, new_price_cents, reason, changed_by)
  VALUES (NEW.company_id, default_table, NEW.id, current_price, NEW.sale_price_cents, 'cadastro', actor);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_sync_default_price AFTER INSERT OR UPDATE OF sale_price_cents ON products
  FOR EACH ROW EXECUTE FUNCTION app_sync_default_product_price();
