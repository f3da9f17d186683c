-- Finished stock reserved per SKU (issue 15, part4 §1: 'confirming reserves finished stock per SKU; reserved stock
-- is not available to other sales or the POS'). Available = product_variants.stock − Σ active reservations. Every
-- writer locks the product_variants rows first (the ledger's lock order), then these rows.
CREATE UNIQUE INDEX "product_variants_id_company_uq" ON "product_variants" USING btree ("id","company_id");--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"product_variant_id" uuid NOT NULL,
	"quantity" numeric(14, 2) NOT NULL,
	"reference_type" text NOT NULL,
	"reference_id" uuid NOT NULL,
	"state" text DEFAULT 'ativa' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_reservations_quantity_check" CHECK (quantity > 0),
	CONSTRAINT "stock_reservations_state_check" CHECK (state IN ('ativa', 'liberada', 'consumida')),
	CONSTRAINT "stock_reservations_reference_type_check" CHECK (char_length(reference_type) BETWEEN 1 AND 40)
);
--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- With its company: a reservation never points at another company's SKU.
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_variant_fk" FOREIGN KEY ("product_variant_id","company_id") REFERENCES "public"."product_variants"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_reservations_reference_idx" ON "stock_reservations" USING btree ("company_id","reference_type","reference_id");--> statement-breakpoint
CREATE INDEX "stock_reservations_variant_idx" ON "stock_reservations" USING btree ("product_variant_id","company_id");--> statement-breakpoint
CREATE INDEX "stock_reservations_created_by_idx" ON "stock_reservations" USING btree ("created_by");--> statement-breakpoint
-- What is reserved per SKU: the active rows only, summed straight from the index.
CREATE INDEX "stock_reservations_active_idx" ON "stock_reservations" USING btree ("product_variant_id") INCLUDE ("company_id","quantity") WHERE state = 'ativa';--> statement-breakpoint
-- One active reservation per order and SKU: reserving again adds to it.
CREATE UNIQUE INDEX "stock_reservations_active_uq" ON "stock_reservations" USING btree ("company_id","reference_type","reference_id","product_variant_id") WHERE state = 'ativa';--> statement-breakpoint
SELECT app_enable_tenant_rls('stock_reservations');
--> statement-breakpoint
-- Released and consumed reservations stay as history.
REVOKE DELETE ON stock_reservations FROM alinhavo_app;
