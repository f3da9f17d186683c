import {
  paymentDueDate,
  storedPaymentStatus,
  todayInSaoPaulo,
  workshopPaymentAmounts,
} from '@alinhavo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { conflict } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import type { BatchRow } from '../batch-state/index.ts';
import { batchItems } from '../batches/schema.ts';
import { outworkerProductPrices } from '../outworkers/schema.ts';
import { paymentRecords } from './schema.ts';

export const PRICE_MISSING = 'Cadastre o preço combinado deste produto com a facção';
export const PAYMENT_ALREADY_PAID = 'O pagamento deste lote já foi registrado como pago e não pode mudar.';

/** Where the agreed prices of a workshop are edited: the hint the price error carries. */
export function outworkerPricesPath(outworkerId: string): string {
  return `/app/terceirizados/${outworkerId}/editar`;
}

/** The price per piece agreed with the workshop for the product (outworker_product_prices), or null. */
export async function agreedPriceCents(
  tx: Tx,
  tenant: TenantContext,
  outworkerId: string,
  productId: string,
): Promise<number | null> {
  const [row] = await tx
    .select({ priceCents: outworkerProductPrices.priceCents })
    .from(outworkerProductPrices)
    .where(
      and(
        eq(outworkerProductPrices.companyId, tenant.companyId),
        eq(outworkerProductPrices.outworkerId, outworkerId),
        eq(outworkerProductPrices.productId, productId),
      ),
    )
    .limit(1);
  return row ? Number(row.priceCents) : null;
}

/**
 * Creates or recomputes the batch's payment record (one per batch) from its grid as saved by quality control:
 * quantity = the batch's pieces; price = the agreed price when the record is made (kept afterwards); discount =
 * defective pieces plus those still out for repair; due date = the day the review was completed + 15 days.
 * A record already paid never changes.
 */
export async function saveBatchPaymentRecord(tx: Tx, tenant: TenantContext, batch: BatchRow): Promise<void> {
  if (!batch.outworkerId) throw conflict('O lote não passou por uma facção: não há pagamento a registrar.');
  const [existing] = await tx
    .select()
    .from(paymentRecords)
    .where(and(eq(paymentRecords.companyId, tenant.companyId), eq(paymentRecords.batchId, batch.id)))
    .for('update');
  if (existing?.paymentStatus === 'pago') throw conflict(PAYMENT_ALREADY_PAID);
  let unitPriceCents = existing?.unitPriceCents;
  if (unitPriceCents === undefined) {
    const price = await agreedPriceCents(tx, tenant, batch.outworkerId, batch.productId);
    if (price === null) throw conflict(PRICE_MISSING, { link: outworkerPricesPath(batch.outworkerId) });
    unitPriceCents = price;
  }
  const [sums] = await tx
    .select({
      pieces: sql<number>`coalesce(sum(coalesce(${batchItems.cutQuantity}, ${batchItems.quantity})), 0)::int`,
      defects: sql<number>`coalesce(sum(${batchItems.defectQuantity}), 0)::int`,
      repair: sql<number>`coalesce(sum(${batchItems.repairQuantity}), 0)::int`,
    })
    .from(batchItems)
    .where(and(eq(batchItems.companyId, tenant.companyId), eq(batchItems.batchId, batch.id)));
  const pieces = Number(sums?.pieces ?? 0);
  const repairPending = Number(sums?.repair ?? 0);
  const amounts = workshopPaymentAmounts({
    pieces,
    unitPriceCents,
    defects: Number(sums?.defects ?? 0),
    repairPending,
  });
  const values = {
    quantity: pieces,
    unitPriceCents,
    grossAmountCents: amounts.grossCents,
    discountAmountCents: amounts.discountCents,
    finalAmountCents: amounts.finalCents,
    paymentStatus: storedPaymentStatus({ repairPending, defectDiscountCents: amounts.defectDiscountCents }),
  };
  if (existing) {
    await tx
      .update(paymentRecords)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(paymentRecords.id, existing.id), eq(paymentRecords.companyId, tenant.companyId)));
    return;
  }
  await tx.insert(paymentRecords).values({
    ...values,
    companyId: tenant.companyId,
    batchId: batch.id,
    outworkerId: batch.outworkerId,
    paymentDueDate: paymentDueDate(todayInSaoPaulo()),
  });
}
