import {
  effectivePaymentStatus,
  isPaymentOverdue,
  isUuid,
  type PaymentReceipt,
  todayInSaoPaulo,
  type WorkshopPayment,
  type WorkshopPaymentListQuery,
  type WorkshopPaymentPage,
  workshopPaymentMethodLabel,
  workshopPaymentStatusLabel,
} from '@alinhavo/domain';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { listPage, matchTotal, pageWhere } from '../../platform/db/list-page.ts';
import { containsText } from '../../platform/db/search.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { batches, batchItems } from '../batches/schema.ts';
import { outworkers } from '../outworkers/schema.ts';
import { products } from '../products/schema.ts';
import { receiptsOfRecords } from './receipts.service.ts';
import { paymentRecords } from './schema.ts';

export const PAYMENT_NOT_FOUND = 'Pagamento não encontrado';

/** Defective pieces and pieces out for repair of the record's batch, summed from its grid. */
const defectPieces = sql<number>`(select coalesce(sum(${batchItems.defectQuantity}), 0)::int from ${batchItems}
  where ${batchItems.batchId} = ${paymentRecords.batchId})`;
const repairPieces = sql<number>`(select coalesce(sum(${batchItems.repairQuantity}), 0)::int from ${batchItems}
  where ${batchItems.batchId} = ${paymentRecords.batchId})`;

const columns = {
  record: paymentRecords,
  batchCode: batches.code,
  productId: batches.productId,
  productReference: products.reference,
  productName: products.name,
  outworkerName: outworkers.name,
  defectPieces,
  repairPieces,
};

type Row = {
  record: typeof paymentRecords.$inferSelect;
  batchCode: string;
  productId: string;
  productReference: string;
  productName: string;
  outworkerName: string;
  defectPieces: number;
  repairPieces: number;
};

function toPayment(row: Row, today: string, receipts: PaymentReceipt[]): WorkshopPayment {
  const r = row.record;
  const status = effectivePaymentStatus(r.paymentStatus, r.paymentDueDate, today);
  const defects = Number(row.defectPieces);
  const repair = Number(row.repairPieces);
  return {
    id: r.id,
    batchId: r.batchId,
    batchCode: row.batchCode,
    outworkerId: r.outworkerId,
    outworkerName: row.outworkerName,
    productId: row.productId,
    productReference: row.productReference,
    productName: row.productName,
    quantity: r.quantity,
    unitPriceCents: r.unitPriceCents,
    grossAmountCents: r.grossAmountCents,
    discountAmountCents: r.discountAmountCents,
    defectPieces: defects,
    defectDiscountCents: defects * r.unitPriceCents,
    repairPieces: repair,
    repairHoldCents: repair * r.unitPriceCents,
    finalAmountCents: r.finalAmountCents,
    status,
    statusLabel: workshopPaymentStatusLabel(status),
    dueDate: r.paymentDueDate,
    overdue: isPaymentOverdue(status, r.paymentDueDate, today),
    paidAt: r.paidAt?.toISOString() ?? null,
    paidOn: r.paidOn,
    paymentMethod: r.paymentMethod,
    paymentMethodLabel: workshopPaymentMethodLabel(r.paymentMethod),
    receipts,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

function baseQuery(tx: Tx) {
  return tx
    .select(columns)
    .from(paymentRecords)
    .innerJoin(batches, eq(batches.id, paymentRecords.batchId))
    .innerJoin(products, eq(products.id, batches.productId))
    .innerJoin(outworkers, eq(outworkers.id, paymentRecords.outworkerId));
}

/** The filter on the status shown: 'pendente' includes records whose due date passed while waiting. */
function statusFilter(status: string, today: string): SQL | undefined {
  const stored = paymentRecords.paymentStatus;
  const due = paymentRecords.paymentDueDate;
  if (status === 'pendente') {
    return or(eq(stored, 'pendente'), and(eq(stored, 'aguardando_prazo'), sql`${due} < ${today}::date`));
  }
  if (status === 'aguardando_prazo') {
    return and(eq(stored, 'aguardando_prazo'), sql`(${due} is null or ${due} >= ${today}::date)`);
  }
  return eq(stored, status);
}

/** part2 §3: payment records, newest first, by workshop, status shown, batch code or workshop name. */
export async function listWorkshopPayments(
  tx: Tx,
  tenant: TenantContext,
  query: WorkshopPaymentListQuery,
): Promise<WorkshopPaymentPage> {
  const today = todayInSaoPaulo();
  const company = eq(paymentRecords.companyId, tenant.companyId);
  const filters: (SQL | undefined)[] = [company];
  if (query.outworkerId) filters.push(eq(paymentRecords.outworkerId, query.outworkerId));
  if (query.status) filters.push(statusFilter(query.status, today));
  if (query.q) {
    filters.push(
      or(
        containsText(paymentRecords.batchId, 'batches', ['code'], query.q),
        containsText(paymentRecords.outworkerId, 'outworkers', ['name'], query.q),
      ),
    );
  }
  const where = and(...filters);
  const order = [desc(paymentRecords.createdAt), desc(paymentRecords.id)];
  const page = await listPage(tx, query, {
    items: (rows) =>
      baseQuery(tx)
        .where(pageWhere(rows, where, paymentRecords.id, company))
        .orderBy(...order)
        .limit(rows.limit)
        .offset(rows.offset),
    matching: tx.select({ id: paymentRecords.id }).from(paymentRecords).where(where),
    ranked: query.q
      ? ({ limit, offset }) =>
          tx
            .select({ key: paymentRecords.id, total: matchTotal })
            .from(paymentRecords)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset)
      : undefined,
  });
  const receipts = await receiptsOfRecords(
    tx,
    tenant.companyId,
    page.items.map((row) => row.record.id),
  );
  return {
    ...page,
    items: page.items.map((row) => toPayment(row, today, receipts.get(row.record.id) ?? [])),
  };
}

export async function getWorkshopPayment(
  tx: Tx,
  tenant: TenantContext,
  id: string,
): Promise<WorkshopPayment> {
  if (!isUuid(id)) throw notFound(PAYMENT_NOT_FOUND);
  const [row] = await baseQuery(tx)
    .where(and(eq(paymentRecords.companyId, tenant.companyId), eq(paymentRecords.id, id)))
    .limit(1);
  if (!row) throw notFound(PAYMENT_NOT_FOUND);
  return withReceipts(tx, tenant, row);
}

/** The batch's payment record, or null before its review is completed. */
export async function findPaymentOfBatch(
  tx: Tx,
  tenant: TenantContext,
  batchId: string,
): Promise<WorkshopPayment | null> {
  const [row] = await baseQuery(tx)
    .where(and(eq(paymentRecords.companyId, tenant.companyId), eq(paymentRecords.batchId, batchId)))
    .limit(1);
  return row ? withReceipts(tx, tenant, row) : null;
}

async function withReceipts(tx: Tx, tenant: TenantContext, row: Row): Promise<WorkshopPayment> {
  const receipts = await receiptsOfRecords(tx, tenant.companyId, [row.record.id]);
  return toPayment(row, todayInSaoPaulo(), receipts.get(row.record.id) ?? []);
}
