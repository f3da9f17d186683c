-- Issue 15: the links the three sales areas could not make while they were built side by side. A customer's price
-- table and a receivable's customer belong to the same company (composite keys, as the other tenant links).
CREATE UNIQUE INDEX "customers_id_company_uq" ON "customers" USING btree ("id","company_id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_price_table_fk" FOREIGN KEY ("price_table_id","company_id") REFERENCES "public"."price_tables"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_customer_fk" FOREIGN KEY ("customer_id","company_id") REFERENCES "public"."customers"("id","company_id") ON DELETE no action ON UPDATE no action;
