import { randomUUID } from 'node:crypto';
import { type BatchStatus, todayInSaoPaulo } from '@alinhavo/domain';
import { and, eq } from 'drizzle-orm';
import type { SeededProduct } from '../../../test/catalogue-seed.ts';
import type { SignedUpCompany, TestContext } from '../../../test/test-app.ts';
import { runAsSystemForCompany } from '../../platform/db/tenant.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { batches, batchItems } from '../batches/schema.ts';
import { outworkers } from '../outworkers/schema.ts';
import { products, productVariants } from '../products/schema.ts';
import { productionOrders } from './schema.ts';

/** 'yyyy-MM-dd' some days from today in São Paulo (negative: in the past). */
export function daysFromToday(days: number): string {
  const date = new Date(`${todayInSaoPaulo()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The product's cell of a colour (by the name given to seedProduct) and size. */
export function cellOf(product: SeededProduct, colorName: string, size: string) {
  const variant = product.variants.find((v) => v.colorName === colorName && v.size === size);
  if (!variant) throw new Error(`no variant ${colorName} ${size}`);
  return { colorId: variant.colorId, size };
}

export function colorIdOf(product: SeededProduct, colorName: string): string {
  const variant = product.variants.find((v) => v.colorName === colorName);
  if (!variant) throw new Error(`no colour ${colorName}`);
  return variant.colorId;
}

/** A grid body from { 'Preto': { P: 10, M: 5 } }. */
export function gridBody(product: SeededProduct, quantities: Record<string, Record<string, number>>) {
  return Object.entries(quantities).flatMap(([colorName, sizes]) =>
    Object.entries(sizes).map(([size, quantity]) => ({ ...cellOf(product, colorName, size), quantity })),
  );
}

export async function createOrder(
  company: SignedUpCompany,
  product: SeededProduct,
  quantities: Record<string, Record<string, number>>,
  extra: Record<string, unknown> = {},
) {
  const res = await company.client.post('/api/production-orders', {
    productId: product.id,
    items: gridBody(product, quantities),
    dueDate: daysFromToday(10),
    ...extra,
  });
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; code: string };
}

/** Writes an order column straight in the database (a due date in the past, as if days had gone by). */
export async function setOrderColumns(
  ctx: TestContext,
  companyId: string,
  orderId: string,
  values: Partial<typeof productionOrders.$inferInsert>,
) {
  await runAsSystemForCompany(ctx.db, companyId, (tx) =>
    tx.update(productionOrders).set(values).where(eq(productionOrders.id, orderId)),
  );
}

export async function deactivateVariant(ctx: TestContext, companyId: string, variantId: string) {
  await runAsSystemForCompany(ctx.db, companyId, (tx) =>
    tx
      .update(productVariants)
      .set({ status: 'inativo' })
      .where(and(eq(productVariants.id, variantId), eq(productVariants.companyId, companyId))),
  );
}

export async function deactivateProduct(ctx: TestContext, companyId: string, productId: string) {
  await runAsSystemForCompany(ctx.db, companyId, (tx) =>
    tx
      .update(products)
      .set({ status: 'inativo' })
      .where(and(eq(products.id, productId), eq(products.companyId, companyId))),
  );
}

export async function insertOutworker(
  ctx: TestContext,
  companyId: string,
  name = `Facção ${randomUUID().slice(0, 6)}`,
) {
  return runAsSystemForCompany(ctx.db, companyId, async (tx) => {
    const [row] = await tx.insert(outworkers).values({ companyId, name }).returning();
    return row!;
  });
}

export type BatchCellSeed = {
  colorId: string;
  size: string;
  quantity: number;
  plannedQuantity?: number;
  cutQuantity?: number;
  approved?: number;
  packed?: number;
};

let batchNumber = 0;

/** A batch written straight into batches/batch_items, as the batches module would leave it at `status`. */
export async function insertBatch(
  ctx: TestContext,
  companyId: string,
  options: {
    orderId: string;
    productId: string;
    status: BatchStatus;
    cells: BatchCellSeed[];
    outworkerId?: string;
    dueDate?: string | null;
    packedAt?: Date;
  },
) {
  batchNumber += 1;
  return runAsSystemForCompany(ctx.db, companyId, async (tx) => {
    const [batch] = await tx
      .insert(batches)
      .values({
        companyId,
        code: `L-T${String(batchNumber).padStart(5, '0')}`,
        productionOrderId: options.orderId,
        productId: options.productId,
        status: options.status,
        totalQuantity: options.cells.reduce((sum, c) => sum + c.quantity, 0),
        dueDate: options.dueDate ?? null,
        outworkerId: options.outworkerId ?? null,
        packedAt: options.packedAt ?? null,
      })
      .returning();
    await tx.insert(batchItems).values(
      options.cells.map((c) => ({
        companyId,
        batchId: batch!.id,
        colorId: c.colorId,
        size: c.size,
        quantity: c.quantity,
        plannedQuantity: c.plannedQuantity ?? null,
        cutQuantity: c.cutQuantity ?? null,
        approvedQuantity: c.approved ?? 0,
        packedQuantity: c.packed ?? 0,
      })),
    );
    return batch!;
  });
}

/** The tenant context of a company's owner, to call service functions directly. */
export function ownerTenant(company: SignedUpCompany): TenantContext {
  return {
    userId: company.userId,
    companyId: company.companyId,
    companyName: 'Confecção Teste',
    email: company.email,
    fullName: 'Dona Teste',
    role: 'admin',
    permissions: {},
  };
}
