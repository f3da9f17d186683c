import type {
  Outworker,
  OutworkerPriceList,
  outworkerPricesUpdateSchema,
  outworkerUpdateSchema,
} from '@alinhavo/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
// The products module belongs to another area; only its table is read here (reference, name, status).
import { products } from '../products/schema.ts';
import { outworkerProductPrices, outworkers } from './schema.ts';
import { findOutworkerRow, updateOutworker } from './service.ts';

export const PRODUCT_NOT_FOUND = 'Produto não encontrado';

type PricesUpdate = z.output<typeof outworkerPricesUpdateSchema>;
type OutworkerPatch = z.output<typeof outworkerUpdateSchema>;

/** Every product of the company with the price per piece agreed with this workshop (null when none). */
export async function listOutworkerPrices(
  tx: Tx,
  tenant: TenantContext,
  outworkerId: string,
): Promise<OutworkerPriceList> {
  const outworker = await findOutworkerRow(tx, tenant, outworkerId);
  const rows = await tx
    .select({
      productId: products.id,
      reference: products.reference,
      name: products.name,
      productStatus: products.status,
      priceCents: outworkerProductPrices.priceCents,
      updatedAt: outworkerProductPrices.updatedAt,
    })
    .from(products)
    .leftJoin(
      outworkerProductPrices,
      and(
        eq(outworkerProductPrices.productId, products.id),
        eq(outworkerProductPrices.outworkerId, outworker.id),
        eq(outworkerProductPrices.companyId, tenant.companyId),
      ),
    )
    .where(eq(products.companyId, tenant.companyId))
    .orderBy(sql`lower(${products.reference})`, asc(products.id));
  return {
    items: rows.map((row) => ({
      ...row,
      priceCents: row.priceCents ?? null,
      updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
    })),
  };
}

/**
 * Sets or clears (null) the agreed price of each listed product; products not listed keep their price, and a
 * price sent unchanged keeps its date. A product of another company is not found, and nothing is saved.
 */
export async function setOutworkerPrices(
  tx: Tx,
  tenant: TenantContext,
  outworkerId: string,
  input: PricesUpdate,
): Promise<OutworkerPriceList> {
  const outworker = await findOutworkerRow(tx, tenant, outworkerId);
  await writeOutworkerPrices(tx, tenant, outworker.id, input.prices);
  return listOutworkerPrices(tx, tenant, outworker.id);
}

/**
 * PATCH /outworkers/:id: the workshop's fields and, in the same transaction, the agreed prices it lists; a product
 * of another company refuses the whole save.
 */
export async function updateOutworkerWithPrices(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  { prices, ...patch }: OutworkerPatch,
): Promise<Outworker> {
  const outworker = await updateOutworker(tx, tenant, id, patch);
  if (prices && prices.length > 0) await writeOutworkerPrices(tx, tenant, outworker.id, prices);
  return outworker;
}

/** Writes the listed price changes of a workshop already found in this company. */
async function writeOutworkerPrices(
  tx: Tx,
  tenant: TenantContext,
  outworkerId: string,
  prices: PricesUpdate['prices'],
): Promise<void> {
  const productIds = prices.map((change) => change.productId.toLowerCase());
  if (productIds.length > 0) {
    const found = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.companyId, tenant.companyId), inArray(products.id, productIds)));
    if (found.length !== productIds.length) throw notFound(PRODUCT_NOT_FOUND);

    // Lock this workshop's row so two saves of its price table run one after the other.
    await tx
      .select({ id: outworkers.id })
      .from(outworkers)
      .where(and(eq(outworkers.id, outworkerId), eq(outworkers.companyId, tenant.companyId)))
      .for('update');
    const existing = new Map(
      (
        await tx
          .select({
            productId: outworkerProductPrices.productId,
            priceCents: outworkerProductPrices.priceCents,
          })
          .from(outworkerProductPrices)
          .where(
            and(
              eq(outworkerProductPrices.companyId, tenant.companyId),
              eq(outworkerProductPrices.outworkerId, outworkerId),
              inArray(outworkerProductPrices.productId, productIds),
            ),
          )
      ).map((row) => [row.productId, row.priceCents]),
    );

    const cleared = prices
      .filter((change) => change.priceCents === null && existing.has(change.productId.toLowerCase()))
      .map((change) => change.productId.toLowerCase());
    if (cleared.length > 0) {
      await tx
        .delete(outworkerProductPrices)
        .where(
          and(
            eq(outworkerProductPrices.companyId, tenant.companyId),
            eq(outworkerProductPrices.outworkerId, outworkerId),
            inArray(outworkerProductPrices.productId, cleared),
          ),
        );
    }

    const now = new Date();
    const changed = prices.filter(
      (change): change is { productId: string; priceCents: number } =>
        change.priceCents !== null && existing.get(change.productId.toLowerCase()) !== change.priceCents,
    );
    if (changed.length > 0) {
      await tx
        .insert(outworkerProductPrices)
        .values(
          changed.map((change) => ({
            companyId: tenant.companyId,
            outworkerId: outworkerId,
            productId: change.productId.toLowerCase(),
            priceCents: change.priceCents,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [outworkerProductPrices.outworkerId, outworkerProductPrices.productId],
          set: { priceCents: sql`excluded.price_cents`, updatedAt: now },
        });
    }
  }
}
