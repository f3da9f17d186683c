-- List sorts (issue 13): an index behind every sort a list screen offers (ADR 021).
-- The stock totals of materials and products, kept on their rows so 'Estoque' sorts read an index instead of summing
-- every variation of the company: statement triggers on the variations add each statement's change of stock to its
-- material or product, whatever wrote it (the stock ledger, a migration, a test seed). The ledger locks those rows
-- before the variations (lockStockItems), so two documents never take them in opposite orders.
ALTER TABLE materials ADD COLUMN IF NOT EXISTS stock_total numeric(16, 2) NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE products ADD COLUMN IF NOT EXISTS total_stock numeric(16, 2) NOT NULL DEFAULT 0;
--> statement-breakpoint
UPDATE materials m SET stock_total = t.total
FROM (SELECT material_id, sum(stock) AS total FROM material_variations GROUP BY material_id) t
WHERE m.id = t.material_id AND m.stock_total <> t.total;
--> statement-breakpoint
UPDATE products p SET total_stock = t.total
FROM (SELECT product_id, sum(stock) AS total FROM product_variants GROUP BY product_id) t
WHERE p.id = t.product_id AND p.total_stock <> t.total;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_material_stock_total() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE materials m SET stock_total = m.stock_total + d.delta
    FROM (SELECT material_id, sum(stock) AS delta FROM new_rows GROUP BY material_id) d
    WHERE m.id = d.material_id AND d.delta <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE materials m SET stock_total = m.stock_total - d.delta
    FROM (SELECT material_id, sum(stock) AS delta FROM old_rows GROUP BY material_id) d
    WHERE m.id = d.material_id AND d.delta <> 0;
  ELSE
    UPDATE materials m SET stock_total = m.stock_total + d.delta
    FROM (
      SELECT material_id, sum(stock) AS delta
      FROM (SELECT material_id, stock FROM new_rows UNION ALL SELECT material_id, -stock FROM old_rows) c
      GROUP BY material_id
    ) d
    WHERE m.id = d.material_id AND d.delta <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_product_total_stock() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products p SET total_stock = p.total_stock + d.delta
    FROM (SELECT product_id, sum(stock) AS delta FROM new_rows GROUP BY product_id) d
    WHERE p.id = d.product_id AND d.delta <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE products p SET total_stock = p.total_stock - d.delta
    FROM (SELECT product_id, sum(stock) AS delta FROM old_rows GROUP BY product_id) d
    WHERE p.id = d.product_id AND d.delta <> 0;
  ELSE
    UPDATE products p SET total_stock = p.total_stock + d.delta
    FROM (
      SELECT product_id, sum(stock) AS delta
      FROM (SELECT product_id, stock FROM new_rows UNION ALL SELECT product_id, -stock FROM old_rows) c
      GROUP BY product_id
    ) d
    WHERE p.id = d.product_id AND d.delta <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_material_stock_total() TO alinhavo_app;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_product_total_stock() TO alinhavo_app;
--> statement-breakpoint
DROP TRIGGER IF EXISTS material_variations_stock_total_insert ON material_variations;
--> statement-breakpoint
CREATE TRIGGER material_variations_stock_total_insert AFTER INSERT ON material_variations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_material_stock_total();
--> statement-breakpoint
DROP TRIGGER IF EXISTS material_variations_stock_total_update ON material_variations;
--> statement-breakpoint
CREATE TRIGGER material_variations_stock_total_update AFTER UPDATE ON material_variations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_material_stock_total();
--> statement-breakpoint
DROP TRIGGER IF EXISTS material_variations_stock_total_delete ON material_variations;
--> statement-breakpoint
CREATE TRIGGER material_variations_stock_total_delete AFTER DELETE ON material_variations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app_material_stock_total();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_variants_total_stock_insert ON product_variants;
--> statement-breakpoint
CREATE TRIGGER product_variants_total_stock_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_product_total_stock();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_variants_total_stock_update ON product_variants;
--> statement-breakpoint
CREATE TRIGGER product_variants_total_stock_update AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_product_total_stock();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_variants_total_stock_delete ON product_variants;
--> statement-breakpoint
CREATE TRIGGER product_variants_total_stock_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app_product_total_stock();
--> statement-breakpoint
-- Sorts: company first, then the ORDER BY with its tiebreaks, as in 0012 (a nullable key sorted 'desc nulls last'
-- has its own index).
CREATE INDEX IF NOT EXISTS materials_company_stock_total_idx ON materials (company_id, stock_total, name, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS materials_company_minimum_stock_idx ON materials (company_id, minimum_stock, name, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS materials_company_last_cost_idx ON materials (company_id, last_cost_cents, name, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS materials_company_last_cost_desc_idx
  ON materials (company_id, last_cost_cents DESC NULLS LAST, name DESC, id DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_company_total_stock_idx ON products (company_id, total_stock, lower(name), id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_company_price_idx ON products (company_id, sale_price_cents, lower(name), id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_company_price_desc_idx
  ON products (company_id, sale_price_cents DESC NULLS LAST, lower(name) DESC, id DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS batches_company_quantity_idx ON batches (company_id, total_quantity, code, id);
--> statement-breakpoint
-- The batches' status sort is by stage (BATCH_STATUSES' order), the same literal array the list sorts by.
CREATE INDEX IF NOT EXISTS batches_company_stage_idx ON batches (company_id,
  array_position('{aguardando_corte,cortado,enviado,em_producao,finalizado_faccao,em_revisao,aprovado,embalado}'::text[], status),
  code, id);
--> statement-breakpoint
-- The suppliers import finds the CPF/CNPJ the company already has.
CREATE INDEX IF NOT EXISTS suppliers_company_document_idx ON suppliers (company_id, document_number)
  WHERE document_number IS NOT NULL;
--> statement-breakpoint
-- Production orders: the list pages the orders in the index's order and computes the facts of its 20 only.
CREATE INDEX IF NOT EXISTS production_orders_company_due_idx ON production_orders (company_id, due_date, code);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS production_orders_company_due_desc_idx
  ON production_orders (company_id, due_date DESC NULLS LAST, code DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS production_orders_company_created_idx ON production_orders (company_id, created_at, code);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS production_orders_company_priority_idx ON production_orders (company_id,
  (CASE priority WHEN 'urgente' THEN 3 WHEN 'alta' THEN 2 WHEN 'normal' THEN 1 ELSE 0 END), code);
