-- Issue 15, the sales centre (part4 §1). A period's figures (faturamento, vendas, peças) per channel read only this
-- index — the day range of (company_id, issued_at) with what the sums need beside it — instead of each sale's row.
CREATE INDEX "sales_orders_figures_idx" ON "sales_orders" USING btree ("company_id","issued_at") INCLUDE ("status","channel","total_cents","item_count");
--> statement-breakpoint
-- What sells in a period: each sale's lines summed per SKU from the index alone (a LATERAL per sale). Measured with
-- apps/api/bench/explain-sales-center.ts on 100,000 sales of one company among as many of neighbours.
CREATE INDEX "sales_order_items_sold_idx" ON "sales_order_items" USING btree ("company_id","order_id") INCLUDE ("product_variant_id","quantity","total_cents");
