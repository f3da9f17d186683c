import { randomUUID } from 'node:crypto';
import { type BatchStatus, buildEan13 } from '@alinhavo/domain';
import { and, eq } from 'drizzle-orm';
import type { SignedUpCompany, TestContext } from '../../../test/test-app.ts';
import { runAsSystemForCompany } from '../../platform/db/tenant.ts';
import { batches, batchItems } from '../batches/schema.ts';
import { outworkerProductPrices, outworkers } from '../outworkers/schema.ts';
import { productionOrders } from '../production-orders/schema.ts';
import { colors, productColors, products, productVariants } from '../products/schema.ts';

/**
 * A batch back from its workshop, written straight into the database (orders, batches, cutting and sending
 * belong to other areas): a product in the given colours × sizes with a SKU (and EAN-13) per cell, a workshop
 * with an agreed price per piece (none when `priceCents` is null), and the batch in `status` with its grid.
 */
export type ReturnedBatch = {
  batchId: string;
  code: string;
  productId: string;
  reference: string;
  outworkerId: string;
  colors: Record<string, string>;
  /** By 'Colour|Size'. */
  variants: Record<string, { id: string; sku: string; barcode: string }>;
};

let barcodeItem = Math.floor(Math.random() * 1e8);
let codeSeq = 0;

export async function seedReturnedBatch(
  ctx: TestContext,
  company: SignedUpCompany,
  options: {
    grid?: Record<string, Record<string, number>>;
    priceCents?: number | null;
    status?: BatchStatus;
    productName?: string;
    outworkerName?: string;
  } = {},
): Promise<ReturnedBatch> {
  const grid = options.grid ?? { Azul: { P: 20, M: 30 }, Preto: { P: 25, M: 25 } };
  const colorNames = Object.keys(grid);
  const sizes = [...new Set(colorNames.flatMap((name) => Object.keys(grid[name]!)))];
  const { companyId } = company;
  return runAsSystemForCompany(ctx.db, companyId, async (tx) => {
    const reference = `QC-${randomUUID().slice(0, 6).toUpperCase()}`;
    const [product] = await tx
      .insert(products)
      .values({
        companyId,
        reference,
        name: options.productName ?? 'Camiseta Básica',
        sizes,
        salePriceCents: 5990,
      })
      .returning();
    const colorIds: Record<string, string> = {};
    const variants: ReturnedBatch['variants'] = {};
    for (const [position, name] of colorNames.entries()) {
      // Colour names are unique per company: tests share 'Azul'.
      const [existing] = await tx
        .select()
        .from(colors)
        .where(and(eq(colors.companyId, companyId), eq(colors.name, name)));
      const color =
        existing ?? (await tx.insert(colors).values({ companyId, name, hex: '#1d4ed8' }).returning())[0];
      colorIds[name] = color!.id;
      await tx
        .insert(productColors)
        .values({ companyId, productId: product!.id, colorId: color!.id, position });
      for (const size of sizes) {
        barcodeItem += 1;
        const sku = `${reference}-${name.slice(0, 3).toUpperCase()}-${size}`;
        const barcode = buildEan13('29', barcodeItem);
        const [variant] = await tx
          .insert(productVariants)
          .values({ companyId, productId: product!.id, colorId: color!.id, size, sku, barcode })
          .returning();
        variants[`${name}|${size}`] = { id: variant!.id, sku, barcode };
      }
    }
    const [outworker] = await tx
      .insert(outworkers)
      .values({ companyId, name: options.outworkerName ?? `Facção ${reference}` })
      .returning();
    if (options.priceCents !== null) {
      await tx.insert(outworkerProductPrices).values({
        companyId,
        outworkerId: outworker!.id,
        productId: product!.id,
        priceCents: options.priceCents ?? 350,
      });
    }
    codeSeq += 1;
    const [order] = await tx
      .insert(productionOrders)
      .values({
        companyId,
        code: `OP-QC${codeSeq}-${reference}`,
        productId: product!.id,
        status: 'em_producao',
      })
      .returning();
    const total = colorNames.reduce(
      (sum, name) => sum + Object.values(grid[name]!).reduce((a, b) => a + b, 0),
      0,
    );
    const code = `L-QC${codeSeq}-${reference.slice(3)}`;
    const [batch] = await tx
      .insert(batches)
      .values({
        companyId,
        code,
        productionOrderId: order!.id,
        productId: product!.id,
        status: options.status ?? 'finalizado_faccao',
        totalQuantity: total,
        outworkerId: outworker!.id,
        sentAt: new Date(Date.now() - 5 * 86_400_000),
        returnedAt: new Date(),
      })
      .returning();
    for (const name of colorNames) {
      for (const [size, quantity] of Object.entries(grid[name]!)) {
        await tx.insert(batchItems).values({
          companyId,
          batchId: batch!.id,
          colorId: colorIds[name]!,
          size,
          quantity,
          plannedQuantity: quantity,
          cutQuantity: quantity,
        });
      }
    }
    return {
      batchId: batch!.id,
      code,
      productId: product!.id,
      reference,
      outworkerId: outworker!.id,
      colors: colorIds,
      variants,
    };
  });
}

/** Sets a batch's status behind the API (e.g. to test a guard). */
export async function forceBatchStatus(
  ctx: TestContext,
  companyId: string,
  batchId: string,
  status: BatchStatus,
) {
  await runAsSystemForCompany(ctx.db, companyId, (tx) =>
    tx
      .update(batches)
      .set({ status })
      .where(and(eq(batches.id, batchId), eq(batches.companyId, companyId))),
  );
}

/** A review body counting every piece of each cell as approved, except what `overrides` says. */
export function reviewBody(
  batch: ReturnedBatch,
  grid: Record<string, Record<string, number>>,
  overrides: Record<
    string,
    Partial<{ approved: number; repair: number; defects: Record<string, number> }>
  > = {},
) {
  return {
    items: Object.entries(grid).flatMap(([color, sizes]) =>
      Object.entries(sizes).map(([size, pieces]) => {
        const o = overrides[`${color}|${size}`] ?? {};
        const defects = { costura: 0, mancha: 0, medida: 0, tecido: 0, outro: 0, ...(o.defects ?? {}) };
        const defectSum = Object.values(defects).reduce((a, b) => a + b, 0);
        const repair = o.repair ?? 0;
        return {
          colorId: batch.colors[color],
          size,
          approved: o.approved ?? pieces - defectSum - repair,
          defects,
          repair,
        };
      }),
    ),
  };
}
