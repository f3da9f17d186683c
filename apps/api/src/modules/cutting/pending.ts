import {
  batchSizeLabel,
  type CuttingFabricLine,
  type CuttingOptions,
  type CuttingPending,
  matchVariationByColor,
  sortBatchSizes,
} from '@alinhavo/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { loadGridColorsByProduct } from '../batch-state/index.ts';
import { batches, batchItems } from '../batches/schema.ts';
import { employees } from '../employees/schema.ts';
import { compareVariations } from '../materials/index.ts';
import { materials, materialVariations } from '../materials/schema.ts';
import { productionOrders } from '../production-orders/schema.ts';
import { colors, products } from '../products/schema.ts';
import { currentSheetLines, productsWithSheet } from './sheet-lines.ts';

type VariationOption = {
  id: string;
  materialId: string;
  name: string;
  colorId: string | null;
  colorName: string | null;
  size: string | null;
  isDefault: boolean;
  stock: string;
};

/** Active variations of the given materials (or of every active fabric), with colour names, in grid order. */
async function loadVariations(
  tx: Tx,
  tenant: TenantContext,
  where: { materialIds: string[] } | { fabrics: true },
): Promise<
  {
    materialId: string;
    materialName: string;
    category: string;
    unit: string;
    variations: VariationOption[];
  }[]
> {
  if ('materialIds' in where && !where.materialIds.length) return [];
  const rows = await tx
    .select({
      materialId: materials.id,
      materialName: materials.name,
      category: materials.category,
      unit: materials.unit,
      variation: materialVariations,
      colorName: colors.name,
    })
    .from(materialVariations)
    .innerJoin(materials, eq(materials.id, materialVariations.materialId))
    .leftJoin(colors, eq(colors.id, materialVariations.colorId))
    .where(
      and(
        eq(materialVariations.companyId, tenant.companyId),
        eq(materialVariations.status, 'ativo'),
        'materialIds' in where
          ? inArray(materials.id, where.materialIds)
          : and(eq(materials.category, 'tecido'), eq(materials.status, 'ativo')),
      ),
    )
    .orderBy(asc(materials.name));
  const byMaterial = new Map<
    string,
    {
      materialId: string;
      materialName: string;
      category: string;
      unit: string;
      variations: VariationOption[];
    }
  >();
  for (const row of rows) {
    const entry = byMaterial.get(row.materialId) ?? {
      materialId: row.materialId,
      materialName: row.materialName,
      category: row.category,
      unit: row.unit,
      variations: [],
    };
    entry.variations.push({
      id: row.variation.id,
      materialId: row.materialId,
      name: row.variation.name,
      colorId: row.variation.colorId,
      colorName: row.colorName,
      size: row.variation.size,
      isDefault: row.variation.isDefault,
      stock: row.variation.stock,
    });
    byMaterial.set(row.materialId, entry);
  }
  for (const entry of byMaterial.values()) entry.variations.sort(compareVariations);
  return [...byMaterial.values()];
}

/**
 * /app/corte: the batches waiting for their cut (earliest due first) with what the cutter needs: the grid, the
 * fabric lines of the product's cost sheet with the variation suggested for each colour and its stock, and the
 * planned consumption per piece.
 */
export async function listPendingCuts(tx: Tx, tenant: TenantContext): Promise<CuttingPending> {
  const rows = await tx
    .select({
      batch: batches,
      productReference: products.reference,
      productName: products.name,
      productSizes: products.sizes,
      orderCode: productionOrders.code,
    })
    .from(batches)
    .innerJoin(products, eq(products.id, batches.productId))
    .innerJoin(productionOrders, eq(productionOrders.id, batches.productionOrderId))
    .where(and(eq(batches.companyId, tenant.companyId), eq(batches.status, 'aguardando_corte')))
    .orderBy(sql`${batches.dueDate} asc nulls last`, asc(batches.code))
    .limit(200);
  if (!rows.length) return { items: [] };
  const ids = rows.map((r) => r.batch.id);
  const productIds = rows.map((r) => r.batch.productId);
  const cells = await tx
    .select({
      batchId: batchItems.batchId,
      colorId: batchItems.colorId,
      size: batchItems.size,
      quantity: batchItems.quantity,
    })
    .from(batchItems)
    .where(and(eq(batchItems.companyId, tenant.companyId), inArray(batchItems.batchId, ids)));
  const cellsOf = new Map<string, typeof cells>();
  for (const cell of cells) cellsOf.set(cell.batchId, [...(cellsOf.get(cell.batchId) ?? []), cell]);
  const colorMap = await loadGridColorsByProduct(
    tx,
    tenant,
    rows.map((r) => ({
      key: r.batch.id,
      productId: r.batch.productId,
      colorIds: (cellsOf.get(r.batch.id) ?? []).map((c) => c.colorId),
    })),
  );
  const sheetLines = await currentSheetLines(tx, tenant, productIds);
  const withSheet = await productsWithSheet(tx, tenant, productIds);
  const fabricLinesOf = (productId: string) =>
    (sheetLines.get(productId) ?? []).filter((line) => line.category === 'tecido');
  const variationsOf = new Map(
    (
      await loadVariations(tx, tenant, {
        materialIds: [...new Set(productIds.flatMap((p) => fabricLinesOf(p).map((l) => l.materialId)))],
      })
    ).map((m) => [m.materialId, m.variations]),
  );

  return {
    items: rows.map((r) => {
      const batchCells = cellsOf.get(r.batch.id) ?? [];
      const batchColors = colorMap.get(r.batch.id) ?? [];
      const fabricLines: CuttingFabricLine[] = fabricLinesOf(r.batch.productId).map((line) => {
        const variations = variationsOf.get(line.materialId) ?? [];
        return {
          materialId: line.materialId,
          materialName: line.materialName,
          unit: line.unit,
          colorRule: line.colorRule,
          consumptionPerPiece: line.consumptionPerPiece,
          perColor: batchColors.map((color) => {
            const suggested =
              line.colorRule === 'fixed'
                ? (variations.find((v) => v.id === line.fixedVariationId) ?? null)
                : (matchVariationByColor(variations, color.id, color.name) ??
                  variations.find((v) => v.isDefault) ??
                  null);
            return {
              colorId: color.id,
              variationId: suggested?.id ?? null,
              variationName: suggested?.name ?? null,
              stock: suggested?.stock ?? null,
            };
          }),
        };
      });
      return {
        id: r.batch.id,
        code: r.batch.code,
        productId: r.batch.productId,
        productReference: r.productReference,
        productName: r.productName,
        orderId: r.batch.productionOrderId,
        orderCode: r.orderCode,
        dueDate: r.batch.dueDate,
        createdAt: r.batch.createdAt.toISOString(),
        totalQuantity: r.batch.totalQuantity,
        sizeLabel: batchSizeLabel(
          batchCells.map((c) => c.size),
          r.productSizes,
        ),
        sizes: sortBatchSizes(
          batchCells.map((c) => c.size),
          r.productSizes,
        ),
        colors: batchColors,
        grid: batchCells.map(({ colorId, size, quantity }) => ({ colorId, size, quantity })),
        hasCostSheet: withSheet.has(r.batch.productId),
        fabricLines,
      };
    }),
  };
}

/** The cut form's pickers: every active fabric with its variations and stock, and the cutters (sector corte). */
export async function getCuttingOptions(tx: Tx, tenant: TenantContext): Promise<CuttingOptions> {
  const fabrics = await loadVariations(tx, tenant, { fabrics: true });
  const cutters = await tx
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, tenant.companyId),
        eq(employees.status, 'ativo'),
        eq(employees.sector, 'corte'),
      ),
    )
    .orderBy(asc(employees.name));
  return {
    fabrics: fabrics.map((f) => ({
      ...f,
      variations: f.variations.map(({ id, name, colorId, colorName, stock }) => ({
        id,
        name,
        colorId,
        colorName,
        stock,
      })),
    })),
    cutters,
  };
}
