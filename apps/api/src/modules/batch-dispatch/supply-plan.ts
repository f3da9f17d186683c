import {
  type BatchDispatch,
  calculateSupplies,
  type GridCell,
  type SupplyCostLine,
  type SupplyRequirement,
  type SupplyVariation,
} from '@alinhavo/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import type { BatchRow } from '../batch-state/index.ts';
import { batchItems } from '../batches/schema.ts';
import { materials } from '../materials/schema.ts';
import { productCostMaterials, productCostSheets } from '../product-costs/schema.ts';
import { colors, productColors, products } from '../products/schema.ts';
import { queryRows, uuidArray } from '../stock/index.ts';

type GridRow = GridCell & { colorId: string; hex: string | null; position: number | null };

/** The batch's colour × size cells: the cut pieces once cut, the planned ones before. */
export async function loadBatchGrid(tx: Tx, tenant: TenantContext, batch: BatchRow): Promise<GridRow[]> {
  return tx
    .select({
      colorId: batchItems.colorId,
      colorName: colors.name,
      hex: colors.hex,
      size: batchItems.size,
      quantity: sql<number>`coalesce(${batchItems.cutQuantity}, ${batchItems.quantity})`.mapWith(Number),
      position: productColors.position,
    })
    .from(batchItems)
    .innerJoin(colors, eq(colors.id, batchItems.colorId))
    .leftJoin(
      productColors,
      and(eq(productColors.productId, batch.productId), eq(productColors.colorId, batchItems.colorId)),
    )
    .where(and(eq(batchItems.batchId, batch.id), eq(batchItems.companyId, tenant.companyId)));
}

/** Cells in the product's colour order, then its size order. */
export function sortGrid(grid: GridRow[], sizeOrder: string[]): GridRow[] {
  const sizeIndex = (size: string) => {
    const index = sizeOrder.indexOf(size);
    return index < 0 ? sizeOrder.length : index;
  };
  return [...grid].sort(
    (a, b) =>
      (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) ||
      a.colorName.localeCompare(b.colorName, 'pt-BR') ||
      sizeIndex(a.size) - sizeIndex(b.size) ||
      a.size.localeCompare(b.size, 'pt-BR'),
  );
}

/** The colour and size summaries the page shows (cells with no pieces are left out). */
export function summariseGrid(
  grid: GridRow[],
): Pick<BatchDispatch['batch'], 'colors' | 'sizes' | 'sizeLabel'> {
  const byColor = new Map<string, BatchDispatch['batch']['colors'][number]>();
  const bySize = new Map<string, number>();
  for (const cell of grid) {
    if (cell.quantity <= 0) continue;
    const entry = byColor.get(cell.colorId) ?? {
      colorId: cell.colorId,
      colorName: cell.colorName,
      hex: cell.hex,
      quantity: 0,
      sizes: [],
    };
    entry.quantity += cell.quantity;
    entry.sizes.push({ size: cell.size, quantity: cell.quantity });
    byColor.set(cell.colorId, entry);
    bySize.set(cell.size, (bySize.get(cell.size) ?? 0) + cell.quantity);
  }
  const sizes = [...bySize].map(([size, quantity]) => ({ size, quantity }));
  return { colors: [...byColor.values()], sizes, sizeLabel: sizes.map((s) => s.size).join(', ') };
}

export type ProductInfo = { id: string; reference: string; name: string; sizes: string[] };

export async function loadProduct(tx: Tx, tenant: TenantContext, productId: string): Promise<ProductInfo> {
  const [row] = await tx
    .select({ id: products.id, reference: products.reference, name: products.name, sizes: products.sizes })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.companyId, tenant.companyId)));
  // The batch's foreign key keeps its product; RLS and the company filter keep it this company's.
  if (!row) throw new Error(`product ${productId} of a batch is missing`);
  return row;
}

/** The cost sheet in force (highest version) and its workshop lines (usage_area 'faccao'), in sheet order. */
export async function loadWorkshopCostLines(
  tx: Tx,
  tenant: TenantContext,
  productId: string,
): Promise<{ version: number; lines: SupplyCostLine[] } | null> {
  const [sheet] = await tx
    .select({ id: productCostSheets.id, version: productCostSheets.version })
    .from(productCostSheets)
    .where(and(eq(productCostSheets.productId, productId), eq(productCostSheets.companyId, tenant.companyId)))
    .orderBy(desc(productCostSheets.version))
    .limit(1);
  if (!sheet) return null;
  const rows = await tx
    .select({
      materialId: productCostMaterials.materialId,
      materialName: materials.name,
      unit: materials.unit,
      quantity: productCostMaterials.quantity,
      yieldUnits: productCostMaterials.yieldUnits,
      colorRule: productCostMaterials.colorRule,
      fixedVariationId: productCostMaterials.materialVariationId,
    })
    .from(productCostMaterials)
    .innerJoin(materials, eq(materials.id, productCostMaterials.materialId))
    .where(
      and(
        eq(productCostMaterials.costSheetId, sheet.id),
        eq(productCostMaterials.companyId, tenant.companyId),
        eq(productCostMaterials.usageArea, 'faccao'),
      ),
    )
    .orderBy(asc(productCostMaterials.position), asc(productCostMaterials.id));
  return { version: sheet.version, lines: rows };
}

type VariationRow = {
  id: string;
  material_id: string;
  name: string;
  color_id: string | null;
  color_name: string | null;
  size: string | null;
  is_default: boolean;
  stock: string;
  status: string;
};

/**
 * The variations of the given materials with their stock now. With `lock`, the rows are locked the way the stock
 * ledger locks them (FOR NO KEY UPDATE, ordered by id), so the stock checked is the stock that will be deducted.
 * Inactive variations are left out, except one a cost line names as its fixed variation.
 */
export async function loadVariations(
  tx: Tx,
  tenant: TenantContext,
  lines: SupplyCostLine[],
  options: { lock?: boolean } = {},
): Promise<Map<string, SupplyVariation[]>> {
  const byMaterial = new Map<string, SupplyVariation[]>();
  const materialIds = [...new Set(lines.map((line) => line.materialId))];
  if (!materialIds.length) return byMaterial;
  const fixed = new Set(lines.map((line) => line.fixedVariationId).filter(Boolean));
  const rows = await queryRows<VariationRow>(
    tx,
    sql`
      select mv.id::text as id, mv.material_id::text as material_id, mv.name, mv.color_id::text as color_id,
             c.name as color_name, mv.size, mv.is_default, mv.stock::text as stock, mv.status
      from material_variations mv
      left join colors c on c.id = mv.color_id
      where mv.company_id = ${tenant.companyId} and mv.material_id = any(${uuidArray(materialIds)}::uuid[])
      order by mv.id
      ${options.lock ? sql`for no key update of mv` : sql``}`,
  );
  for (const row of rows) {
    if (row.status !== 'ativo' && !fixed.has(row.id)) continue;
    const list = byMaterial.get(row.material_id) ?? [];
    list.push({
      id: row.id,
      name: row.name,
      colorId: row.color_id,
      colorName: row.color_name,
      size: row.size,
      stock: row.stock,
      isDefault: row.is_default,
    });
    byMaterial.set(row.material_id, list);
  }
  return byMaterial;
}

/** part2 §5 over the batch grid (keys tell apart a material the sheet lists twice). */
export function computeSupplies(
  lines: SupplyCostLine[],
  variations: Map<string, SupplyVariation[]>,
  grid: GridCell[],
): SupplyRequirement[] {
  return calculateSupplies(lines, (id) => variations.get(id) ?? [], grid);
}

/** Everything the send page and the send itself compute from: grid, product, sheet, supplies. */
export async function loadSupplyPlan(
  tx: Tx,
  tenant: TenantContext,
  batch: BatchRow,
  options: { lock?: boolean } = {},
) {
  const product = await loadProduct(tx, tenant, batch.productId);
  const grid = sortGrid(await loadBatchGrid(tx, tenant, batch), product.sizes);
  const sheet = await loadWorkshopCostLines(tx, tenant, batch.productId);
  const variations = sheet ? await loadVariations(tx, tenant, sheet.lines, options) : new Map();
  const supplies = sheet ? computeSupplies(sheet.lines, variations, grid) : [];
  return { product, grid, sheet, supplies };
}
