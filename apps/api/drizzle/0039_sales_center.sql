-- Issue 15, the sales centre (part4 §1): a period's figures (faturamento, vendas, peças) per channel read only this
-- index — the day range of (company_id, issued_at) with what the sums need beside it — instead of visiting every
-- sale's row. Measured with apps/api/bench/explain-sales-center.ts (see docs/decisions/026-sales-center.md).
CREATE INDEX "sales_orders_figures_idx" ON "sales_orders" USING btree ("company_id","issued_at") INCLUDE ("status","channel","total_cents","item_count");
