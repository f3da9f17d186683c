import {
  checkStockImportLines,
  foldImportText,
  resolveStockImport,
  STOCK_IMPORT_NOTE,
  type StockImportCatalogue,
  type StockImportResult,
  type stockImportSchema,
} from '@alinhavo/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { recordStockMovements } from './ledger.service.ts';
import { queryRows } from './sql-rows.ts';

type Body = z.output<typeof stockImportSchema>;

/**
 * POST /stock/import: the opening stock of a spreadsheet, all or nothing. Every line is checked (the item exists
 * and is active, the quantity suits its unit, no item twice); when any line is wrong nothing is posted and every
 * error comes back; otherwise the lines are posted as one ledger entry (type entrada) through the stock ledger,
 * in the request's transaction. A dry run answers the errors and posts nothing.
 */
export async function importOpeningStock(
  tx: Tx,
  tenant: TenantContext,
  body: Body,
): Promise<StockImportResult> {
  const checked = checkStockImportLines(body.lines);
  const catalogue = await loadCatalogue(
    tx,
    tenant,
    checked.valid.map(({ input }) => input.item),
  );
  const resolved = resolveStockImport(checked.valid, catalogue);
  const errors = [...checked.errors, ...resolved.errors].sort((a, b) => a.line - b.line);
  if (body.dryRun || errors.length) return { imported: 0, documentId: null, errors };
  const posting = await recordStockMovements(tx, tenant, {
    type: 'entrada',
    referenceType: 'opening_import',
    notes: STOCK_IMPORT_NOTE,
    lines: resolved.ready.map(({ item, quantity, unitCostCents }) => ({ item, quantity, unitCostCents })),
  });
  return { imported: resolved.ready.length, documentId: posting.documentId, errors: [] };
}

type MaterialRow = {
  name: string;
  unit: string;
  material_active: boolean;
  id: string;
  variation: string;
  is_default: boolean;
  active: boolean;
};
type VariantRow = { id: string; sku: string; barcode: string; unit: string; active: boolean };

/**
 * The company's materials named in the file (case and accents aside) with all their variations, and the SKUs
 * named by code or EAN-13 (through the unique indexes on lower(sku) and barcode).
 */
async function loadCatalogue(
  tx: Tx,
  tenant: TenantContext,
  items: { kind: 'material' | 'product'; material?: string; code?: string }[],
): Promise<StockImportCatalogue> {
  const names = [
    ...new Set(items.flatMap((i) => (i.kind === 'material' ? [foldImportText(i.material!)] : []))),
  ];
  const codes = [...new Set(items.flatMap((i) => (i.kind === 'product' ? [i.code!.trim()] : [])))];
  const materialRows = names.length
    ? await queryRows<MaterialRow>(
        tx,
        sql`
          select m.name, m.unit, m.status = 'ativo' as material_active, mv.id::text as id, mv.name as variation,
                 mv.is_default, mv.status = 'ativo' as active
          from materials m
          join material_variations mv on mv.material_id = m.id and mv.company_id = m.company_id
          where m.company_id = ${tenant.companyId}
            and public.immutable_unaccent(lower(m.name))
                = any(array(select jsonb_array_elements_text(${JSON.stringify(names)}::jsonb)))`,
      )
    : [];
  const variantRows = codes.length
    ? await queryRows<VariantRow>(
        tx,
        sql`
          with codes as (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb) as code)
          select pv.id::text as id, pv.sku, pv.barcode, p.unit, (pv.status = 'ativo' and p.status = 'ativo') as active
          from product_variants pv
          join products p on p.id = pv.product_id
          where pv.company_id = ${tenant.companyId}
            and (lower(pv.sku) in (select lower(code) from codes) or pv.barcode in (select code from codes))`,
      )
    : [];
  const byMaterial = new Map<string, StockImportCatalogue['materials'][number]>();
  for (const row of materialRows) {
    const material = byMaterial.get(row.name) ?? {
      name: row.name,
      unit: row.unit,
      active: row.material_active,
      variations: [],
    };
    material.variations.push({
      id: row.id,
      name: row.variation,
      isDefault: row.is_default,
      active: row.active,
    });
    byMaterial.set(row.name, material);
  }
  return { materials: [...byMaterial.values()], variants: variantRows };
}
