import type { ProductCostDetail, ProductCostSheetValues } from '@alinhavo/domain';
import { and, eq, inArray, max } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { invalid } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { materials, materialVariations } from '../materials/schema.ts';
import { processes } from '../processes/schema.ts';
import { findCostProduct, getProductCost } from './get-product-cost.ts';
import { productCostMaterials, productCostProcesses, productCostSheets } from './schema.ts';
import { sheetFigures } from './sheet-figures.ts';

const TOO_LARGE = 'Os valores da ficha dão um custo alto demais. Confira as quantidades e os custos.';

/** The company's own materials, variations and processes named by the lines; anything else is simply absent. */
async function loadReferences(tx: Tx, tenant: TenantContext, input: ProductCostSheetValues) {
  const materialIds = [...new Set(input.materials.map((line) => line.materialId))];
  const variationIds = [
    ...new Set(
      input.materials.flatMap((line) => (line.materialVariationId ? [line.materialVariationId] : [])),
    ),
  ];
  const processIds = [...new Set(input.processes.map((line) => line.processId))];
  const materialRows = materialIds.length
    ? await tx
        .select({ id: materials.id, lastCostCents: materials.lastCostCents })
        .from(materials)
        .where(and(eq(materials.companyId, tenant.companyId), inArray(materials.id, materialIds)))
    : [];
  const variationRows = variationIds.length
    ? await tx
        .select({ id: materialVariations.id, materialId: materialVariations.materialId })
        .from(materialVariations)
        .where(
          and(
            eq(materialVariations.companyId, tenant.companyId),
            inArray(materialVariations.id, variationIds),
          ),
        )
    : [];
  const processRows = processIds.length
    ? await tx
        .select({ id: processes.id, costPerPieceCents: processes.costPerPieceCents })
        .from(processes)
        .where(and(eq(processes.companyId, tenant.companyId), inArray(processes.id, processIds)))
    : [];
  return {
    materials: new Map(materialRows.map((row) => [row.id, row])),
    variations: new Map(variationRows.map((row) => [row.id, row])),
    processes: new Map(processRows.map((row) => [row.id, row])),
  };
}

/** The lines as they will be stored: references checked per line, empty costs filled from the catalogue. */
function resolveLines(input: ProductCostSheetValues, refs: Awaited<ReturnType<typeof loadReferences>>) {
  const errors: Record<string, string> = {};
  const materialLines = input.materials.map((line, index) => {
    const material = refs.materials.get(line.materialId);
    if (!material) errors[`materials.${index}.materialId`] = 'Material não encontrado';
    if (line.materialVariationId) {
      const variation = refs.variations.get(line.materialVariationId);
      if (!variation || variation.materialId !== line.materialId) {
        errors[`materials.${index}.materialVariationId`] = 'Variação não encontrada para este material';
      }
    }
    const unitCostCents = line.unitCostCents ?? material?.lastCostCents ?? null;
    if (material && unitCostCents === null) {
      errors[`materials.${index}.unitCostCents`] = 'Informe o custo: o material não tem custo cadastrado';
    }
    return { ...line, unitCostCents: unitCostCents ?? 0, position: index };
  });
  const processLines = input.processes.map((line, index) => {
    const process = refs.processes.get(line.processId);
    if (!process) errors[`processes.${index}.processId`] = 'Processo não encontrado';
    return {
      processId: line.processId,
      costPerPieceCents: line.costPerPieceCents ?? process?.costPerPieceCents ?? 0,
      position: index,
    };
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { materialLines, processLines };
}

/**
 * Saves a new version of a product's cost sheet (versions are history: nothing is updated). The product row is
 * locked so two saves at once get consecutive versions instead of a clash.
 */
export async function saveCostSheet(
  tx: Tx,
  tenant: TenantContext,
  productId: string,
  input: ProductCostSheetValues,
): Promise<ProductCostDetail> {
  const product = await findCostProduct(tx, tenant, productId, { lock: true });
  const { materialLines, processLines } = resolveLines(input, await loadReferences(tx, tenant, input));
  let unitCostCents: number;
  try {
    unitCostCents = sheetFigures(
      input,
      { materials: materialLines, processes: processLines },
      product.salePriceCents,
    ).figures.unitCostCents;
  } catch (error) {
    if (error instanceof RangeError) throw invalid({ _: TOO_LARGE }, TOO_LARGE);
    throw error;
  }
  const [last] = await tx
    .select({ version: max(productCostSheets.version) })
    .from(productCostSheets)
    .where(
      and(eq(productCostSheets.productId, product.id), eq(productCostSheets.companyId, tenant.companyId)),
    );
  const version = (last?.version ?? 0) + 1;
  const [sheet] = await tx
    .insert(productCostSheets)
    .values({
      companyId: tenant.companyId,
      productId: product.id,
      version,
      overheadPercent: input.overheadPercent,
      taxesPercent: input.taxesPercent,
      feesPercent: input.feesPercent,
      targetMarginPercent: input.targetMarginPercent,
      unitCostCents,
      notes: input.notes ?? null,
      createdBy: tenant.userId,
    })
    .returning({ id: productCostSheets.id });
  if (materialLines.length) {
    await tx.insert(productCostMaterials).values(
      materialLines.map((line) => ({
        companyId: tenant.companyId,
        costSheetId: sheet!.id,
        materialId: line.materialId,
        colorRule: line.colorRule,
        materialVariationId: line.materialVariationId,
        quantity: line.quantity,
        yieldUnits: line.yieldUnits,
        usageArea: line.usageArea,
        unitCostCents: line.unitCostCents,
        position: line.position,
      })),
    );
  }
  if (processLines.length) {
    await tx.insert(productCostProcesses).values(
      processLines.map((line) => ({
        companyId: tenant.companyId,
        costSheetId: sheet!.id,
        processId: line.processId,
        costPerPieceCents: line.costPerPieceCents,
        position: line.position,
      })),
    );
  }
  return getProductCost(tx, tenant, product.id);
}
