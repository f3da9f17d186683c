import { type Material, type Product, productCostSheetInputSchema } from '@alinhavo/domain';
import { saveCostSheet } from '../modules/product-costs/index.ts';
import type { Tx } from '../platform/db/client.ts';
import type { TenantContext } from '../platform/http/tenant-context.ts';
import {
  DEMO_FIRST_VERSIONS,
  DEMO_PRODUCTS,
  DEMO_SHEET_PERCENTS,
  type DemoProduct,
} from './demo-catalogue-data.ts';
import { backdateCostSheet, daysAgoAt } from './demo-history.ts';

export type DemoCostRefs = {
  materials: Map<string, Material>;
  products: Map<string, Product>;
  processIds: Map<string, string>;
  /** Price per piece of the workshop that sews each product, by reference. */
  sewingCents: Map<string, number>;
};

type Overrides = { materialCosts: Record<string, number>; sewingCents: number | null; notes: string };

function sheetInput(refs: DemoCostRefs, product: DemoProduct, overrides?: Overrides) {
  const percents = { ...DEMO_SHEET_PERCENTS, ...product.percents };
  const sewing = overrides?.sewingCents ?? refs.sewingCents.get(product.reference);
  if (sewing === undefined) throw new Error(`demo seed: no workshop sews ${product.reference}`);
  return productCostSheetInputSchema.parse({
    materials: product.materials.map((line) => {
      const material = refs.materials.get(line.material);
      if (!material) throw new Error(`demo seed: material '${line.material}' not found`);
      const variation = line.variation
        ? material.variations.find((v) => v.name === line.variation)
        : undefined;
      if (line.variation && !variation) throw new Error(`demo seed: '${line.material} ${line.variation}'`);
      return {
        materialId: material.id,
        colorRule: variation ? 'fixed' : 'batch_color',
        materialVariationId: variation?.id ?? null,
        quantity: line.quantity,
        yieldUnits: line.yieldUnits ?? '1',
        usageArea: line.usageArea ?? 'interno',
        // Empty: the material's last cost, as the editor does.
        unitCostCents: overrides?.materialCosts[line.material] ?? null,
      };
    }),
    processes: product.processes.map((name) => {
      const processId = refs.processIds.get(name);
      if (!processId) throw new Error(`demo seed: process '${name}' not found`);
      return { processId, costPerPieceCents: name === 'Costura' ? sewing : null };
    }),
    overheadPercent: percents.overhead,
    taxesPercent: percents.taxes,
    feesPercent: percents.fees,
    targetMarginPercent: percents.margin,
    notes: overrides ? overrides.notes : (product.sheetNotes ?? null),
  });
}

/** A cost sheet for every product; two of them also get an older first version, dated weeks back. */
export async function seedDemoCostSheets(tx: Tx, tenant: TenantContext, refs: DemoCostRefs): Promise<void> {
  const now = Date.now();
  for (const product of DEMO_PRODUCTS) {
    const productId = refs.products.get(product.reference)?.id;
    if (!productId) throw new Error(`demo seed: product ${product.reference} not found`);
    const first = DEMO_FIRST_VERSIONS.find((v) => v.reference === product.reference);
    if (first) {
      const saved = await saveCostSheet(tx, tenant, productId, sheetInput(refs, product, first));
      await backdateCostSheet(tx, tenant.companyId, saved.sheet!.id, daysAgoAt(first.daysAgo, 16, 20, now));
    }
    await saveCostSheet(tx, tenant, productId, sheetInput(refs, product));
  }
}
