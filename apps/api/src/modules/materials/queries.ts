import {
  compareSizes,
  isBelowMinimum,
  isUuid,
  type Material,
  type MaterialVariation,
  sumStock,
} from '@alinhavo/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { productCostMaterials } from '../product-costs/schema.ts';
import { colors } from '../products/schema.ts';
import { stockMovements } from '../stock/schema.ts';
import { suppliers } from '../suppliers/schema.ts';
import { materials, materialVariations } from './schema.ts';

export const MATERIAL_NOT_FOUND = 'Material não encontrado';
export const VARIATION_NOT_FOUND = 'Variação não encontrada';
export const SUPPLIER_NOT_FOUND = 'Fornecedor não encontrado';
export const COLOR_NOT_FOUND = 'Cor não encontrada';

export type MaterialRow = typeof materials.$inferSelect;
export type VariationRow = typeof materialVariations.$inferSelect;

/** The material of this company, optionally locked: variation changes of one material run one at a time. */
export async function findMaterialRow(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  options: { lock?: boolean } = {},
): Promise<MaterialRow> {
  if (!isUuid(id)) throw notFound(MATERIAL_NOT_FOUND);
  const query = tx
    .select()
    .from(materials)
    .where(and(eq(materials.id, id), eq(materials.companyId, tenant.companyId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound(MATERIAL_NOT_FOUND);
  return row;
}

/** A 404 that also points the form at the field holding the unknown id. */
function notFoundField(field: string, message: string): AppError {
  return new AppError('NOT_FOUND', message, { [field]: message });
}

/** The supplier must belong to the company; another company's id reads exactly like an unknown one. */
export async function assertSupplier(tx: Tx, tenant: TenantContext, supplierId: string | null | undefined) {
  if (!supplierId) return;
  const [row] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.id, supplierId), eq(suppliers.companyId, tenant.companyId)))
    .limit(1);
  if (!row) throw notFoundField('defaultSupplierId', SUPPLIER_NOT_FOUND);
}

/** The colours (of /app/cores) with the given ids, in the order given; any unknown id is a 404. */
export async function loadColors(
  tx: Tx,
  tenant: TenantContext,
  ids: string[],
  field = 'colorIds',
): Promise<{ id: string; name: string }[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select({ id: colors.id, name: colors.name })
    .from(colors)
    .where(and(inArray(colors.id, ids), eq(colors.companyId, tenant.companyId)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const color = byId.get(id);
    if (!color) throw notFoundField(field, COLOR_NOT_FOUND);
    return color;
  });
}

/** Whether the ledger or a cost sheet points at the variation: then it may be deactivated, never deleted. */
export async function variationInUse(
  tx: Tx,
  variationId: string,
): Promise<{ movements: boolean; costSheets: boolean }> {
  const [movement] = await tx
    .select({ id: stockMovements.id })
    .from(stockMovements)
    .where(eq(stockMovements.materialVariationId, variationId))
    .limit(1);
  const [line] = await tx
    .select({ id: productCostMaterials.id })
    .from(productCostMaterials)
    .where(eq(productCostMaterials.materialVariationId, variationId))
    .limit(1);
  return { movements: Boolean(movement), costSheets: Boolean(line) };
}

const hasMovements = sql<boolean>`exists (select 1 from ${stockMovements} where ${stockMovements.materialVariationId} = ${materialVariations.id})`;

/** The variations of a material in grid order: the default first, then by colour and size. */
export async function loadVariations(
  tx: Tx,
  tenant: TenantContext,
  material: Pick<MaterialRow, 'id' | 'minimumStock' | 'status'>,
): Promise<MaterialVariation[]> {
  const rows = await tx
    .select({
      variation: materialVariations,
      colorName: colors.name,
      colorHex: colors.hex,
      hasMovements,
    })
    .from(materialVariations)
    .leftJoin(colors, eq(colors.id, materialVariations.colorId))
    .where(
      and(eq(materialVariations.materialId, material.id), eq(materialVariations.companyId, tenant.companyId)),
    );
  return rows
    .map(({ variation, colorName, colorHex, hasMovements: moved }) =>
      toVariation(variation, { colorName, colorHex, hasMovements: Boolean(moved) }, material),
    )
    .sort(compareVariations);
}

type Sortable = Pick<MaterialVariation, 'isDefault' | 'colorName' | 'size' | 'name'>;

export function compareVariations(a: Sortable, b: Sortable): number {
  if (a.isDefault !== b.isDefault) return a.isDefault ? -1 : 1;
  const colorA = a.colorName ?? '';
  const colorB = b.colorName ?? '';
  if (colorA !== colorB) return colorA.localeCompare(colorB, 'pt-BR');
  return compareSizes(a.size, b.size) || a.name.localeCompare(b.name, 'pt-BR');
}

export function toVariation(
  row: VariationRow,
  extra: { colorName: string | null; colorHex: string | null; hasMovements: boolean },
  material: Pick<MaterialRow, 'minimumStock' | 'status'>,
): MaterialVariation {
  return {
    id: row.id,
    materialId: row.materialId,
    name: row.name,
    colorId: row.colorId,
    colorName: extra.colorName,
    colorHex: extra.colorHex,
    size: row.size,
    isDefault: row.isDefault,
    stock: row.stock,
    status: row.status,
    belowMinimum:
      material.status === 'ativo' &&
      row.status === 'ativo' &&
      isBelowMinimum(row.stock, material.minimumStock),
    hasMovements: extra.hasMovements,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The material as the detail page reads it: fields, supplier name, variations and their totals. */
export async function loadMaterial(tx: Tx, tenant: TenantContext, id: string): Promise<Material> {
  const row = await findMaterialRow(tx, tenant, id);
  let supplierName: string | null = null;
  if (row.defaultSupplierId) {
    const [supplier] = await tx
      .select({ name: suppliers.name })
      .from(suppliers)
      .where(and(eq(suppliers.id, row.defaultSupplierId), eq(suppliers.companyId, tenant.companyId)))
      .limit(1);
    supplierName = supplier?.name ?? null;
  }
  const variations = await loadVariations(tx, tenant, row);
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    unit: row.unit,
    defaultSupplierId: row.defaultSupplierId,
    defaultSupplierName: supplierName,
    lastCostCents: row.lastCostCents,
    minimumStock: row.minimumStock,
    notes: row.notes,
    status: row.status,
    stockTotal: sumStock(variations.map((v) => v.stock)),
    belowMinimum: variations.some((v) => v.belowMinimum),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    variations,
  };
}
