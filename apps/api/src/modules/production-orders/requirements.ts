import {
  aggregateRequirements,
  type BatchStatus,
  batchReached,
  calculateSupplies,
  type GridCell,
  isOrderClosed,
  NO_COST_SHEET_MESSAGE,
  type OrderRequirements,
  type ProductionOrderStatus,
  remainingCells,
  requirementsShort,
  type SupplyCostLine,
  type SupplyVariation,
} from '@alinhavo/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { batches, batchItems } from '../batches/schema.ts';
import { materialVariations } from '../materials/schema.ts';
import { getProductCost } from '../product-costs/index.ts';
import { colors } from '../products/schema.ts';
import { findOrderRow, loadOrderItems, loadProductGrid } from './queries.ts';

/** Every variation of the materials, active ones first so colour and size matching prefers them. */
async function variationsByMaterial(tx: Tx, tenant: TenantContext, materialIds: string[]) {
  const byMaterial = new Map<string, SupplyVariation[]>();
  if (materialIds.length === 0) return byMaterial;
  const rows = await tx
    .select({ variation: materialVariations, colorName: colors.name })
    .from(materialVariations)
    .leftJoin(colors, eq(colors.id, materialVariations.colorId))
    .where(
      and(
        eq(materialVariations.companyId, tenant.companyId),
        inArray(materialVariations.materialId, materialIds),
      ),
    );
  rows.sort(
    (a, b) =>
      Number(a.variation.status !== 'ativo') - Number(b.variation.status !== 'ativo') ||
      a.variation.name.localeCompare(b.variation.name, 'pt-BR'),
  );
  for (const { variation, colorName } of rows) {
    const list = byMaterial.get(variation.materialId) ?? [];
    list.push({
      id: variation.id,
      name: variation.name,
      colorId: variation.colorId,
      colorName,
      size: variation.size,
      stock: variation.stock,
      isDefault: variation.isDefault,
    });
    byMaterial.set(variation.materialId, list);
  }
  return byMaterial;
}

/**
 * Pieces of the order's batches per colour × size that went through the cut, and that went to a workshop
 * (a batch sent or any step after it), keyed `colorId|size`. A cut batch counts its cut pieces.
 */
async function progressedCells(tx: Tx, tenant: TenantContext, orderId: string) {
  const rows = await tx
    .select({
      colorId: batchItems.colorId,
      size: batchItems.size,
      status: batches.status,
      quantity: batchItems.quantity,
      cutQuantity: batchItems.cutQuantity,
    })
    .from(batchItems)
    .innerJoin(batches, eq(batches.id, batchItems.batchId))
    .where(and(eq(batches.productionOrderId, orderId), eq(batches.companyId, tenant.companyId)));
  const cut = new Map<string, number>();
  const sent = new Map<string, number>();
  for (const row of rows) {
    const status = row.status as BatchStatus;
    if (!batchReached(status, 'cortado')) continue;
    const key = `${row.colorId}|${row.size}`;
    const pieces = row.cutQuantity ?? row.quantity;
    cut.set(key, (cut.get(key) ?? 0) + pieces);
    if (batchReached(status, 'enviado')) sent.set(key, (sent.get(key) ?? 0) + pieces);
  }
  return { cut, sent };
}

const sumPieces = (cells: GridCell[]) => cells.reduce((sum, cell) => sum + cell.quantity, 0);

/**
 * part3 §4: what the order needs of each material variation, from the product's cost sheet in force, against the
 * stock the variations have now: for the whole grid, and for what is still to be consumed. The company's own lines
 * (usage_area 'interno': the fabric and what the cut takes with it) leave stock at the cut, so only pieces not yet
 * cut still need them; workshop supplies ('faccao') leave with the batch, so only pieces not yet sent need them. A
 * closed order (concluded or cancelled) consumes nothing more.
 */
export async function getOrderRequirements(
  tx: Tx,
  tenant: TenantContext,
  id: string,
): Promise<OrderRequirements> {
  const order = await findOrderRow(tx, tenant, id);
  const costSheetPath = `/app/custos-produtos/${order.productId}`;
  const grid = await loadProductGrid(tx, tenant, order.productId);
  const colorRank = new Map(grid.colors.map((c, index) => [c.id, index]));
  const sizeRank = new Map(grid.sizes.map((s, index) => [s, index]));
  const cells: GridCell[] = (await loadOrderItems(tx, tenant, order.id))
    .sort(
      (a, b) =>
        (colorRank.get(a.colorId) ?? 999) - (colorRank.get(b.colorId) ?? 999) ||
        (sizeRank.get(a.size) ?? 999) - (sizeRank.get(b.size) ?? 999),
    )
    .map((item) => ({
      colorId: item.colorId,
      colorName: item.colorName,
      size: item.size,
      quantity: item.quantity,
    }));
  const closed = isOrderClosed(order.status as ProductionOrderStatus);
  const progressed = await progressedCells(tx, tenant, order.id);
  const nothingLeft = cells.map((cell) => ({ ...cell, quantity: 0 }));
  const toCut = closed ? nothingLeft : remainingCells(cells, progressed.cut);
  const toSend = closed ? nothingLeft : remainingCells(cells, progressed.sent);
  const pieces = sumPieces(cells);
  const counts = { pieces, piecesToCut: sumPieces(toCut), piecesToSend: sumPieces(toSend) };
  const { sheet } = await getProductCost(tx, tenant, order.productId);
  if (!sheet) {
    return {
      productId: order.productId,
      hasCostSheet: false,
      message: NO_COST_SHEET_MESSAGE,
      costSheetPath,
      costSheetVersion: null,
      ...counts,
      lines: [],
      short: false,
    };
  }
  const costLines = (area: 'interno' | 'faccao'): SupplyCostLine[] =>
    sheet.materials
      .filter((line) => line.usageArea === area)
      .map((line) => ({
        materialId: line.materialId,
        materialName: line.materialName,
        unit: line.materialUnit,
        quantity: line.quantity,
        yieldUnits: line.yieldUnits,
        colorRule: line.colorRule,
        fixedVariationId: line.materialVariationId,
      }));
  const variations = await variationsByMaterial(tx, tenant, [
    ...new Set(sheet.materials.map((l) => l.materialId)),
  ]);
  const variationsOf = (materialId: string) => variations.get(materialId) ?? [];
  const stageLines = (area: 'interno' | 'faccao', remaining: GridCell[]) => {
    const lines = costLines(area);
    return aggregateRequirements(
      calculateSupplies(lines, variationsOf, cells),
      calculateSupplies(lines, variationsOf, remaining),
      area === 'interno' ? 'corte' : 'envio',
    );
  };
  const lines = [...stageLines('interno', toCut), ...stageLines('faccao', toSend)];
  return {
    productId: order.productId,
    hasCostSheet: true,
    message: null,
    costSheetPath,
    costSheetVersion: sheet.version,
    ...counts,
    lines,
    short: requirementsShort(lines),
  };
}
