import {
  isUuid,
  PAYMENT_RECEIPT_MESSAGES,
  paymentPayability,
  type WorkshopPayment,
  type WorkshopPaymentMethod,
} from '@alinhavo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import type { RouteServices } from '../../platform/http/route.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { addPaymentReceipt, removePaymentReceipt } from './receipts.service.ts';
import { paymentRecords } from './schema.ts';
import { getWorkshopPayment, PAYMENT_NOT_FOUND } from './service.ts';

/** The record, locked for the rest of the transaction (a payment and a review recount never cross). */
async function lockRecord(tx: Tx, tenant: TenantContext, id: string) {
  if (!isUuid(id)) throw notFound(PAYMENT_NOT_FOUND);
  const [row] = await tx
    .select({ id: paymentRecords.id, status: paymentRecords.paymentStatus })
    .from(paymentRecords)
    .where(and(eq(paymentRecords.id, id), eq(paymentRecords.companyId, tenant.companyId)))
    .for('update');
  if (!row) throw notFound(PAYMENT_NOT_FOUND);
  return row;
}

/**
 * 'Registrar pagamento': the record becomes 'pago' with the day and the method. A record already paid keeps what
 * was recorded; one with pieces still out for repair waits for them (its amount is not final yet).
 */
export async function markPaymentPaid(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  input: { paidOn: string; method: WorkshopPaymentMethod },
): Promise<WorkshopPayment> {
  const record = await lockRecord(tx, tenant, id);
  const payability = paymentPayability(record.status);
  if (payability === 'already_paid') throw conflict(PAYMENT_RECEIPT_MESSAGES.alreadyPaid);
  if (payability === 'repair_pending') throw conflict(PAYMENT_RECEIPT_MESSAGES.repairPending);
  await tx
    .update(paymentRecords)
    .set({
      paymentStatus: 'pago',
      paidAt: sql`now()`,
      paidOn: input.paidOn,
      paymentMethod: input.method,
      updatedAt: sql`now()`,
    })
    .where(and(eq(paymentRecords.id, id), eq(paymentRecords.companyId, tenant.companyId)));
  return getWorkshopPayment(tx, tenant, id);
}

/** 'Anexar comprovante' on a record of the company. */
export async function uploadPaymentReceipt(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  c: Parameters<typeof addPaymentReceipt>[4],
  services: RouteServices,
): Promise<WorkshopPayment> {
  await lockRecord(tx, tenant, id);
  await addPaymentReceipt(tx, tenant.companyId, tenant.userId, id, c, services);
  return getWorkshopPayment(tx, tenant, id);
}

export async function deletePaymentReceipt(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  receiptId: string,
  services: RouteServices,
): Promise<WorkshopPayment> {
  await lockRecord(tx, tenant, id);
  await removePaymentReceipt(tx, tenant.companyId, id, receiptId, services);
  return getWorkshopPayment(tx, tenant, id);
}
