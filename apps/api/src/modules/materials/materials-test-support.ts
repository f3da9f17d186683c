import { eq, sql } from 'drizzle-orm';
import { seedProduct } from '../../../test/catalogue-seed.ts';
import type { TestContext } from '../../../test/test-app.ts';
import { runAsSystemForCompany } from '../../platform/db/tenant.ts';
import { productCostMaterials, productCostSheets } from '../product-costs/schema.ts';
import { stockDocuments, stockMovements } from '../stock/schema.ts';
import { materialVariations } from './schema.ts';

/**
 * A ledger line written straight into the tables, as the stock service would post it (these tests do not depend
 * on that module): the variation's stock moves by `quantity` and the line keeps the balance after it.
 */
export async function seedMovement(
  ctx: TestContext,
  companyId: string,
  line: {
    materialId: string;
    variationId: string;
    quantity: string;
    type?: 'entrada' | 'saida' | 'ajuste';
    unitCostCents?: number | null;
    supplierId?: string | null;
    createdAt?: Date;
    reversesMovementId?: string;
  },
): Promise<string> {
  return runAsSystemForCompany(ctx.db, companyId, async (tx) => {
    const type = line.type ?? 'entrada';
    const [document] = await tx.insert(stockDocuments).values({ companyId, type }).returning();
    const [variation] = await tx
      .update(materialVariations)
      .set({ stock: sql`${materialVariations.stock} + ${line.quantity}::numeric` })
      .where(eq(materialVariations.id, line.variationId))
      .returning();
    const [movement] = await tx
      .insert(stockMovements)
      .values({
        companyId,
        documentId: document!.id,
        type,
        materialId: line.materialId,
        materialVariationId: line.variationId,
        quantity: line.quantity,
        balanceAfter: variation!.stock,
        unitCostCents: line.unitCostCents ?? null,
        supplierId: line.supplierId ?? null,
        reversesMovementId: line.reversesMovementId ?? null,
        ...(line.createdAt ? { createdAt: line.createdAt } : {}),
      })
      .returning();
    return movement!.id;
  });
}

/** A cost sheet of a new product with one line of the material (optionally fixed on a variation). */
export async function seedCostSheetLine(
  ctx: TestContext,
  companyId: string,
  materialId: string,
  variationId?: string,
): Promise<void> {
  const product = await seedProduct(ctx.db, companyId, { sizes: ['U'] });
  await runAsSystemForCompany(ctx.db, companyId, async (tx) => {
    const [sheet] = await tx
      .insert(productCostSheets)
      .values({ companyId, productId: product.id, version: 1 })
      .returning();
    await tx.insert(productCostMaterials).values({
      companyId,
      costSheetId: sheet!.id,
      materialId,
      colorRule: variationId ? 'fixed' : 'batch_color',
      materialVariationId: variationId ?? null,
      quantity: '1.2000',
      unitCostCents: 1500,
    });
  });
}
