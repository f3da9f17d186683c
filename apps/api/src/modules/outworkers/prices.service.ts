import type { OutworkerPriceList, outworkerPricesUpdateSchema } from '@alinhavo/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
// The products module belongs to another area; only its table is read here (reference, name, status).
import { products } from '../products/schema.ts';
import { outworkerProductPrices, outworkers } from './schema.ts';
import { findOutworkerRow } from './service.ts';

export const PRODUCT_NOT_FOUND = 'Produto não encontrado';

type PricesUpdate = z.output<typeof outworkerPricesUpdateSchema>;

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
  const productIds = input.prices.map((change) => change.productId.toLowerCase());
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
      .where(and(eq(outworkers.id, outworker.id), eq(outworkers.companyId, tenant.companyId)))
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
              eq(outworkerProductPrices.outworkerId, outworker.id),
              inArray(outworkerProductPrices.productId, productIds),
            ),
          )
      ).map((row) => [row.productId, row.priceCents]),
    );

    const cleared = input.prices
      .filter((change) => change.priceCents === null && existing.has(change.productId.toLowerCase()))
      .map((change) => change.productId.toLowerCase());
    if (cleared.length > 0) {
      await tx
        .delete(outworkerProductPrices)
        .where(
          and(
            eq(outworkerProductPrices.companyId, tenant.companyId),
            eq(outworkerProductPrices.outworkerId, outworker.id),
            inArray(outworkerProductPrices.productId, cleared),
          ),
        );
    }

    const now = new Date();
    const changed = input.prices.filter(
      (change): change is { productId: string; priceCents: number } =>
        change.priceCents !== null && existing.get(change.productId.toLowerCase()) !== change.priceCents,
    );
    if (changed.length > 0) {
      await tx
        .insert(outworkerProductPrices)
        .values(
          changed.map((change) => ({
            companyId: tenant.companyId,
            outworkerId: outworker.id,
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
  return listOutworkerPrices(tx, tenant, outworker.id);
}
