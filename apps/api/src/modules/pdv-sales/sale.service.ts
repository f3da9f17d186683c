import {
  addDaysToDate,
  type Discount,
  discountOverLimit,
  orderTotals,
  PDV_SALE_MESSAGES,
  type PdvSale,
  type PdvSaleInput,
  type pdvSaleInputSchema,
  settlePayments,
  todayInSaoPaulo,
} from '@alinhavo/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/pg-errors.ts';
import { conflict, forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { currentOpenSession, recordSessionEntries, type SessionEntry } from '../cash-sessions/index.ts';
import { createReceivables, openReceivablesOfCustomer } from '../receivables/index.ts';
import { resolveUnitPrices } from '../sale-prices/index.ts';
import {
  salePayments,
  salesOrderItems,
  salesOrderStatusHistory,
  salesOrders,
} from '../sales-orders/schema.ts';
import { formatSequenceCode, nextSequenceValue } from '../sequences/index.ts';
import { queryRows, sellFromStock, uuidArray } from '../stock/index.ts';
import { discountLimitOf } from './catalogue.service.ts';
import { saleByKey } from './read.service.ts';

export type PdvSaleData = z.output<typeof pdvSaleInputSchema>;

/** Days until a 'Fiado' falls due. */
export const FIADO_DAYS = 30;

const discountColumns = (discount: Discount | null | undefined) =>
  discount
    ? discount.kind === 'percent'
      ? { discountKind: 'percent', discountValue: (discount.basisPoints / 100).toFixed(2) }
      : { discountKind: 'amount', discountValue: (discount.cents / 100).toFixed(2) }
    : { discountKind: null, discountValue: null };

type Sku = { id: string; product_id: string; sku: string; name: string; reference: string };

/** The lines' SKUs, active and of the company; a line naming another is refused on its field. */
async function skusOf(tx: Tx, tenant: TenantContext, input: PdvSaleData): Promise<Map<string, Sku>> {
  const ids = [...new Set(input.lines.map((line) => line.variantId.toLowerCase()))];
  const rows = await queryRows<Sku>(
    tx,
    sql`select pv.id::text as id, pv.product_id::text as product_id, pv.sku, p.name, p.reference
        from product_variants pv join products p on p.id = pv.product_id and p.company_id = pv.company_id
        where pv.company_id = ${tenant.companyId} and pv.id = any(${uuidArray(ids)}::uuid[])
          and pv.status = 'ativo' and p.status = 'ativo'`,
  );
  const skus = new Map(rows.map((row) => [row.id, row]));
  for (const [index, line] of input.lines.entries()) {
    if (!skus.has(line.variantId.toLowerCase())) {
      throw invalid({ [`lines.${index}.variantId`]: PDV_SALE_MESSAGES.unknownSku });
    }
  }
  return skus;
}

/** The open session the sale goes into: the one named (an offline sale's) or the user's own. */
async function saleSession(tx: Tx, tenant: TenantContext, sessionId: string | null | undefined) {
  if (sessionId) {
    const [row] = await queryRows<{ id: string; status: string }>(
      tx,
      sql`select id::text, status from cash_sessions where id = ${sessionId} and company_id = ${tenant.companyId}`,
    );
    if (!row) throw notFound(PDV_SALE_MESSAGES.noSession);
    if (row.status !== 'aberto') throw conflict(PDV_SALE_MESSAGES.sessionMismatch);
    return row.id;
  }
  const open = await currentOpenSession(tx, tenant.userId);
  if (!open) throw conflict(PDV_SALE_MESSAGES.noSession);
  return open.id;
}

async function customerOf(tx: Tx, tenant: TenantContext, customerId: string | null | undefined) {
  if (!customerId) return null;
  const [row] = await queryRows<{
    id: string;
    name: string;
    document_number: string | null;
    credit_limit_cents: string;
  }>(
    tx,
    sql`select id::text, name, document_number, credit_limit_cents::text from customers
        where id = ${customerId} and company_id = ${tenant.companyId} and status = 'ativo'`,
  );
  if (!row) throw invalid({ customerId: PDV_SALE_MESSAGES.customerNotFound });
  return row;
}

/**
 * POST /api/pdv/sales (part4 §1 'Finishing'): in the request's one transaction the SKUs leave stock ('venda',
 * refused with the ledger's message when short), the money goes into the open session per method (cash with its
 * change), the payments are stored, a 'Fiado' becomes the customer's receivable (within the credit limit) and the
 * sale is recorded as PDV-000045, 'entregue' at once. A replayed idempotency key answers the first sale and stores
 * nothing again, also when the two arrive together (the key's unique index decides; the loser reads the winner).
 */
export async function createPdvSale(
  tx: Tx,
  tenant: TenantContext,
  input: PdvSaleData,
): Promise<{ sale: PdvSale; replayed: boolean }> {
  const existing = await saleByKey(tx, tenant, input.idempotencyKey);
  if (existing) return { sale: existing, replayed: true };
  const sessionId = await saleSession(tx, tenant, input.sessionId);
  const skus = await skusOf(tx, tenant, input);
  const prices = await resolveUnitPrices(tx, {
    variantIds: [...skus.keys()],
    companyId: tenant.companyId,
  });
  const priced = input.lines.map((line, index) => {
    const price = prices.get(line.variantId.toLowerCase()) ?? null;
    if (price === null) throw invalid({ [`lines.${index}.variantId`]: PDV_SALE_MESSAGES.noPrice });
    return { ...line, variantId: line.variantId.toLowerCase(), unitPriceCents: price };
  });
  const totals = orderTotals({ lines: priced, discount: input.discount ?? null });
  if (!totals.ok) throw invalid({ [totals.field]: totals.message });
  const limit = await discountLimitOf(tx, tenant);
  if (discountOverLimit(totals.value.discountCents, totals.value.itemsSubtotalCents, limit)) {
    throw forbidden(PDV_SALE_MESSAGES.discountForbidden);
  }
  const customer = await customerOf(tx, tenant, input.customerId);
  let creditAvailable: number | null = null;
  if (customer && input.payments.some((p) => p.method === 'fiado')) {
    const open = await openReceivablesOfCustomer(tx, customer.id);
    creditAvailable = Number(customer.credit_limit_cents) - open.openCents;
  }
  const split = settlePayments(totals.value.totalCents, input.payments, {
    hasCustomer: customer !== null,
    creditAvailableCents: customer ? (creditAvailable ?? 0) : 0,
  });
  if (!split.ok) throw invalid({ [split.field]: split.message }, split.message);
  const now = new Date();
  const madeAt = input.madeAt ? new Date(input.madeAt) : now;
  const issuedAt = madeAt > now ? now : madeAt;

  try {
    const saleId = await tx.transaction(async (sp) => {
      const code = formatSequenceCode('PDV', await nextSequenceValue(sp, tenant, 'pdv_sale'));
      const [order] = await sp
        .insert(salesOrders)
        .values({
          companyId: tenant.companyId,
          channel: 'pdv',
          code,
          status: 'entregue',
          customerId: customer?.id ?? null,
          customerName: customer?.name ?? null,
          customerDocument: input.customerDocument ?? customer?.document_number ?? null,
          sellerId: tenant.userId,
          cashSessionId: sessionId,
          issuedAt,
          subtotalCents: totals.value.itemsTotalCents,
          ...discountColumns(input.discount),
          discountCents: totals.value.orderDiscountCents,
          totalCents: totals.value.totalCents,
          itemCount: totals.value.pieces,
          idempotencyKey: input.idempotencyKey,
          createdBy: tenant.userId,
        })
        .returning({ id: salesOrders.id });
      const id = order!.id;
      await sellFromStock(sp, tenant, {
        referenceType: 'pdv_sale',
        referenceId: id,
        notes: code,
        lines: priced.map((line) => ({ variantId: line.variantId, quantity: line.quantity })),
      });
      await sp.insert(salesOrderItems).values(
        priced.map((line, index) => ({
          companyId: tenant.companyId,
          orderId: id,
          position: index + 1,
          productId: skus.get(line.variantId)!.product_id,
          productVariantId: line.variantId,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          ...discountColumns(line.discount),
          discountCents: totals.value.lines[index]!.discountCents,
          totalCents: totals.value.lines[index]!.totalCents,
        })),
      );
      await sp.insert(salesOrderStatusHistory).values({
        companyId: tenant.companyId,
        orderId: id,
        fromStatus: null,
        toStatus: 'entregue',
        note: 'Venda no PDV',
        userId: tenant.userId,
      });
      const change = split.value.changeCents;
      await sp.insert(salePayments).values(
        input.payments.map((payment) => ({
          companyId: tenant.companyId,
          orderId: id,
          method: payment.method,
          amountCents: payment.amountCents - (payment.method === 'dinheiro' ? change : 0),
          changeCents: payment.method === 'dinheiro' ? change : 0,
          installments: payment.method === 'credito' ? (payment.installments ?? 1) : 1,
        })),
      );
      const entries: SessionEntry[] = input.payments.map((payment) => ({
        type: 'venda',
        method: payment.method,
        amountCents: payment.amountCents,
        reason: code,
        documentId: id,
        userId: tenant.userId,
      }));
      if (change > 0) {
        entries.push({
          type: 'troco',
          method: 'dinheiro',
          amountCents: change,
          reason: code,
          documentId: id,
          userId: tenant.userId,
        });
      }
      await recordSessionEntries(sp, sessionId, entries);
      const fiado = input.payments.find((payment) => payment.method === 'fiado');
      if (fiado && customer) {
        await createReceivables(sp, {
          originType: 'pdv_sale',
          originId: id,
          customerId: customer.id,
          totalCents: fiado.amountCents,
          installments: [
            { dueDate: addDaysToDate(todayInSaoPaulo(), FIADO_DAYS), amountCents: fiado.amountCents },
          ],
        });
      }
      return id;
    });
    const sale = await saleByKey(tx, tenant, input.idempotencyKey);
    if (!sale || sale.id !== saleId) throw new Error('PDV sale not read back');
    return { sale, replayed: false };
  } catch (error) {
    if (isUniqueViolation(error, 'sales_orders_idempotency_uq')) {
      const first = await saleByKey(tx, tenant, input.idempotencyKey);
      if (first) return { sale: first, replayed: true };
    }
    throw error;
  }
}

export type { PdvSaleInput };
