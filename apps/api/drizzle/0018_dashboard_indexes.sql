-- The dashboard's production cards (issue 13) and the batch-list filters they link to (?atrasados=1,
-- ?aprovadosDesde=). Plain SQL (custom migration): like 0012, these indexes are not declared in the schema.ts files.
-- Late batches: due date passed, not packed. Packed batches pile up over the years and most of them are past their
-- due date, so an index over every batch's due date reads the whole history; this one holds only the open ones,
-- in the card's order (most overdue first, then code).
CREATE INDEX IF NOT EXISTS batches_company_open_due_idx ON batches (company_id, due_date, code, id)
  WHERE status <> 'embalado';
--> statement-breakpoint
-- Pieces approved this week: the batches whose review was completed in a period.
CREATE INDEX IF NOT EXISTS batches_company_approved_idx ON batches (company_id, approved_at)
  WHERE approved_at IS NOT NULL;
--> statement-breakpoint
-- Materials below their minimum ('Estoque abaixo do mínimo' and the materials list's ?abaixoMinimo=1): stock is never
-- negative, so only an active material with a minimum above zero can be under it; in the list's name order.
CREATE INDEX IF NOT EXISTS materials_company_minimum_idx ON materials (company_id, name, id)
  WHERE status = 'ativo' AND minimum_stock > 0;
