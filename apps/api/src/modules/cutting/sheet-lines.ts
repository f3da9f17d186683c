import { materialConsumptionPerPiece, toFixedString } from '@alinhavo/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { materials } from '../materials/schema.ts';
import { productCostMaterials, productCostSheets } from '../product-costs/schema.ts';

export type SheetMaterialLine = {
  materialId: string;
  materialName: string;
  unit: string;
  category: string;
  colorRule: 'batch_color' | 'fixed';
  fixedVariationId: string | null;
  /** quantity / yield_units, 4 places. */
  consumptionPerPiece: string;
};

/** The material lines of each product's cost sheet in force (its highest version), in the sheet's order. */
export async function currentSheetLines(
  tx: Tx,
  tenant: TenantContext,
  productIds: string[],
): Promise<Map<string, SheetMaterialLine[]>> {
  const result = new Map<string, SheetMaterialLine[]>();
  if (!productIds.length) return result;
  const rows = await tx
    .select({
      productId: productCostSheets.productId,
      materialId: materials.id,
      materialName: materials.name,
      unit: materials.unit,
      category: materials.category,
      colorRule: productCostMaterials.colorRule,
      fixedVariationId: productCostMaterials.materialVariationId,
      quantity: productCostMaterials.quantity,
      yieldUnits: productCostMaterials.yieldUnits,
    })
    .from(productCostMaterials)
    .innerJoin(productCostSheets, eq(productCostSheets.id, productCostMaterials.costSheetId))
    .innerJoin(materials, eq(materials.id, productCostMaterials.materialId))
    .where(
      and(
        eq(productCostSheets.companyId, tenant.companyId),
        inArray(productCostSheets.productId, [...new Set(productIds)]),
        sql`${productCostSheets.version} = (select max(s2.version) from product_cost_sheets s2
          where s2.product_id = ${productCostSheets.productId} and s2.company_id = ${tenant.companyId})`,
      ),
    )
    .orderBy(asc(productCostMaterials.position), asc(productCostMaterials.id));
  for (const { productId, quantity, yieldUnits, ...line } of rows) {
    const list = result.get(productId) ?? [];
    list.push({
      ...line,
      consumptionPerPiece: toFixedString(materialConsumptionPerPiece(quantity, yieldUnits), 4),
    });
    result.set(productId, list);
  }
  return result;
}

/** The products that have a cost sheet at all. */
export async function productsWithSheet(tx: Tx, tenant: TenantContext, productIds: string[]) {
  if (!productIds.length) return new Set<string>();
  const rows = await tx
    .selectDistinct({ productId: productCostSheets.productId })
    .from(productCostSheets)
    .where(
      and(
        eq(productCostSheets.companyId, tenant.companyId),
        inArray(productCostSheets.productId, [...new Set(productIds)]),
      ),
    );
  return new Set(rows.map((r) => r.productId));
}
