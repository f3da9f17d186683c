import {
  isUuid,
  type ProductCostDetail,
  type ProductCostMaterialLine,
  type ProductCostProcessLine,
  type ProductCostSheet,
} from '@alinhavo/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { profiles } from '../companies/schema.ts';
import { materials, materialVariations } from '../materials/schema.ts';
import { processes } from '../processes/schema.ts';
import { products } from '../products/schema.ts';
import { productCostMaterials, productCostProcesses, productCostSheets } from './schema.ts';
import { sheetFigures } from './sheet-figures.ts';

export const PRODUCT_NOT_FOUND = 'Produto não encontrado';
export const VERSION_NOT_FOUND = 'Versão da ficha de custo não encontrada';

export type CostProduct = ProductCostDetail['product'];

/** The product behind a cost sheet route, of this company only (optionally locked while a version is saved). */
export async function findCostProduct(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  options: { lock?: boolean } = {},
): Promise<CostProduct> {
  if (!isUuid(id)) throw notFound(PRODUCT_NOT_FOUND);
  const select = tx
    .select({
      id: products.id,
      reference: products.reference,
      name: products.name,
      unit: products.unit,
      status: products.status,
      salePriceCents: products.salePriceCents,
    })
    .from(products)
    .where(and(eq(products.id, id), eq(products.companyId, tenant.companyId)))
    .limit(1);
  const [row] = options.lock ? await select.for('update') : await select;
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

async function listVersions(tx: Tx, tenant: TenantContext, productId: string) {
  const rows = await tx
    .select({
      id: productCostSheets.id,
      version: productCostSheets.version,
      createdAt: productCostSheets.createdAt,
      createdByName: profiles.fullName,
      unitCostCents: productCostSheets.unitCostCents,
    })
    .from(productCostSheets)
    .leftJoin(profiles, eq(profiles.id, productCostSheets.createdBy))
    .where(and(eq(productCostSheets.productId, productId), eq(productCostSheets.companyId, tenant.companyId)))
    .orderBy(desc(productCostSheets.version));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

async function loadSheet(
  tx: Tx,
  tenant: TenantContext,
  product: CostProduct,
  sheetId: string,
  meta: { isCurrent: boolean; createdByName: string | null },
): Promise<ProductCostSheet> {
  const [sheet] = await tx
    .select()
    .from(productCostSheets)
    .where(and(eq(productCostSheets.id, sheetId), eq(productCostSheets.companyId, tenant.companyId)));
  if (!sheet) throw notFound(VERSION_NOT_FOUND);
  const materialRows = await tx
    .select({
      line: productCostMaterials,
      materialName: materials.name,
      materialUnit: materials.unit,
      materialCategory: materials.category,
      variationName: materialVariations.name,
    })
    .from(productCostMaterials)
    .innerJoin(materials, eq(materials.id, productCostMaterials.materialId))
    .leftJoin(materialVariations, eq(materialVariations.id, productCostMaterials.materialVariationId))
    .where(
      and(
        eq(productCostMaterials.costSheetId, sheet.id),
        eq(productCostMaterials.companyId, tenant.companyId),
      ),
    )
    .orderBy(asc(productCostMaterials.position), asc(productCostMaterials.id));
  const processRows = await tx
    .select({ line: productCostProcesses, processName: processes.name })
    .from(productCostProcesses)
    .innerJoin(processes, eq(processes.id, productCostProcesses.processId))
    .where(
      and(
        eq(productCostProcesses.costSheetId, sheet.id),
        eq(productCostProcesses.companyId, tenant.companyId),
      ),
    )
    .orderBy(asc(productCostProcesses.position), asc(productCostProcesses.id));

  const { figures, materialLines } = sheetFigures(
    sheet,
    {
      materials: materialRows.map(({ line }) => line),
      processes: processRows.map(({ line }) => line),
    },
    product.salePriceCents,
  );
  const materialsOut = materialRows.map(
    ({ line, ...names }, index): ProductCostMaterialLine => ({
      id: line.id,
      materialId: line.materialId,
      materialName: names.materialName,
      materialUnit: names.materialUnit,
      materialCategory: names.materialCategory,
      colorRule: line.colorRule,
      materialVariationId: line.materialVariationId,
      variationName: line.colorRule === 'fixed' ? names.variationName : null,
      quantity: line.quantity,
      yieldUnits: line.yieldUnits,
      consumptionPerPiece: materialLines[index]!.consumptionPerPiece,
      usageArea: line.usageArea,
      unitCostCents: line.unitCostCents,
      costPerPieceCents: materialLines[index]!.costPerPieceCents,
    }),
  );
  const processesOut = processRows.map(
    ({ line, processName }): ProductCostProcessLine => ({
      id: line.id,
      processId: line.processId,
      processName,
      costPerPieceCents: line.costPerPieceCents,
    }),
  );
  return {
    id: sheet.id,
    version: sheet.version,
    isCurrent: meta.isCurrent,
    overheadPercent: sheet.overheadPercent,
    taxesPercent: sheet.taxesPercent,
    feesPercent: sheet.feesPercent,
    targetMarginPercent: sheet.targetMarginPercent,
    notes: sheet.notes,
    createdAt: sheet.createdAt.toISOString(),
    createdByName: meta.createdByName,
    materials: materialsOut,
    processes: processesOut,
    figures,
  };
}

/**
 * A product's cost sheet: the version in force (or the one asked for) with its lines and figures, and every
 * version, newest first. A product without a sheet answers `sheet: null` so the screen can offer to create one.
 */
export async function getProductCost(
  tx: Tx,
  tenant: TenantContext,
  productId: string,
  version?: number,
): Promise<ProductCostDetail> {
  const product = await findCostProduct(tx, tenant, productId);
  const versions = await listVersions(tx, tenant, product.id);
  const chosen = version === undefined ? versions[0] : versions.find((v) => v.version === version);
  if (version !== undefined && !chosen) throw notFound(VERSION_NOT_FOUND);
  const sheet = chosen
    ? await loadSheet(tx, tenant, product, chosen.id, {
        isCurrent: chosen.version === versions[0]?.version,
        createdByName: chosen.createdByName,
      })
    : null;
  return {
    product,
    sheet,
    versions: versions.map(({ id: _id, ...rest }) => rest),
  };
}
