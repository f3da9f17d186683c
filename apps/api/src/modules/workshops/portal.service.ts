import {
  type BatchStatus,
  batchHistoryLabel,
  isUuid,
  type SignedFileLink,
  WORKSHOP_MESSAGES,
  type WorkshopBatch,
  type WorkshopBatchHistory,
  type WorkshopBatchList,
  type WorkshopPaymentPage,
  type WorkshopSession,
} from '@alinhavo/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { RouteServices, WorkshopContext } from '../../platform/http/route.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { lockBatch, moveBatchStatus } from '../batch-state/index.ts';
import { batches, batchHistory } from '../batches/schema.ts';
import { companies } from '../companies/schema.ts';
import { outworkerProductPrices } from '../outworkers/schema.ts';
import { products } from '../products/schema.ts';
import { listWorkshopPayments, receiptLink } from '../workshop-payments/index.ts';
import { faccaoCompanies, faccaoInvites, faccaoOutworkers } from './schema.ts';

/** How many batches and payments the portal lists at once (newest first within the sort). */
export const PORTAL_LIST_LIMIT = 300;

type Operating = WorkshopContext & { companyId: string };

function operating(workshop: WorkshopContext): Operating {
  if (!workshop.companyId) throw notFound(WORKSHOP_MESSAGES.companyNotFound);
  return workshop as Operating;
}

/**
 * The workshop acting in the company it operates, in the shape the batch status service takes: its moves and
 * history entries then carry the company's id and the workshop login as the user (actor 'faccao').
 */
function actingIn(workshop: Operating): TenantContext {
  return {
    userId: workshop.userId,
    companyId: workshop.companyId,
    companyName: '',
    email: workshop.email,
    fullName: workshop.faccaoName,
    role: 'faccao',
    permissions: {},
  };
}

/** GET /api/workshop/me: the login, its workshop and every company it is linked with (the bell lists the pending). */
export async function readWorkshopSession(tx: Tx, workshop: WorkshopContext): Promise<WorkshopSession> {
  const rows = await tx
    .select({
      id: companies.id,
      name: companies.name,
      documentNumber: companies.documentNumber,
      status: faccaoCompanies.status,
      invitedAt: faccaoCompanies.invitedAt,
    })
    .from(faccaoCompanies)
    .innerJoin(companies, eq(companies.id, faccaoCompanies.companyId))
    .where(eq(faccaoCompanies.faccaoId, workshop.faccaoId))
    .orderBy(asc(companies.name));
  return {
    user: { id: workshop.userId, email: workshop.email, fullName: workshop.fullName },
    faccao: { id: workshop.faccaoId, name: workshop.faccaoName },
    companies: rows.map((r) => ({
      id: r.id,
      name: r.name,
      documentNumber: r.documentNumber,
      status: r.status,
      invitedAt: r.invitedAt.toISOString(),
    })),
  };
}

/** 'Aceitar' in the bell (part2 §4 association pending → active, through the server). */
export async function acceptAssociation(tx: Tx, workshop: WorkshopContext, companyId: string): Promise<void> {
  if (!isUuid(companyId)) throw notFound(WORKSHOP_MESSAGES.associationNotFound);
  const now = new Date();
  const [accepted] = await tx
    .update(faccaoCompanies)
    .set({ status: 'active', acceptedAt: now, updatedAt: now })
    .where(
      and(
        eq(faccaoCompanies.faccaoId, workshop.faccaoId),
        eq(faccaoCompanies.companyId, companyId),
        eq(faccaoCompanies.status, 'pending'),
      ),
    )
    .returning({ id: faccaoCompanies.id });
  if (!accepted) throw notFound(WORKSHOP_MESSAGES.associationNotFound);
  await tx
    .update(faccaoInvites)
    .set({ status: 'accepted', acceptedAt: now })
    .where(
      and(
        eq(faccaoInvites.faccaoId, workshop.faccaoId),
        eq(faccaoInvites.companyId, companyId),
        eq(faccaoInvites.status, 'pending'),
      ),
    );
}

/** The company's outworker records that are this workshop (usually one). */
async function mappedOutworkers(tx: Tx, workshop: Operating): Promise<string[]> {
  const rows = await tx
    .select({ outworkerId: faccaoOutworkers.outworkerId })
    .from(faccaoOutworkers)
    .where(
      and(
        eq(faccaoOutworkers.faccaoId, workshop.faccaoId),
        eq(faccaoOutworkers.companyId, workshop.companyId),
      ),
    );
  return rows.map((r) => r.outworkerId);
}

/** part2 §9 sort weights: em_producao 0, enviado 1, finalizado_faccao 2, others 5. */
const weight = sql`case ${batches.status} when 'em_producao' then 0 when 'enviado' then 1
  when 'finalizado_faccao' then 2 else 5 end`;

const batchColumns = {
  batch: batches,
  productName: products.name,
  productReference: products.reference,
  unitPriceCents: outworkerProductPrices.priceCents,
};

function batchQuery(tx: Tx) {
  return tx
    .select(batchColumns)
    .from(batches)
    .innerJoin(products, eq(products.id, batches.productId))
    .leftJoin(
      outworkerProductPrices,
      and(
        eq(outworkerProductPrices.outworkerId, batches.outworkerId),
        eq(outworkerProductPrices.productId, batches.productId),
      ),
    );
}

function toWorkshopBatch(row: {
  batch: typeof batches.$inferSelect;
  productName: string;
  productReference: string;
  unitPriceCents: number | null;
}): WorkshopBatch {
  const b = row.batch;
  return {
    id: b.id,
    code: b.code,
    status: b.status as BatchStatus,
    quantity: b.totalQuantity,
    productName: row.productName,
    productReference: row.productReference,
    createdAt: b.createdAt.toISOString(),
    sentAt: b.sentAt?.toISOString() ?? null,
    dueDate: b.expectedReturnDate ?? b.dueDate,
    startedAt: b.startedAt?.toISOString() ?? null,
    returnedAt: b.returnedAt?.toISOString() ?? null,
    unitPriceCents: row.unitPriceCents === null ? null : Number(row.unitPriceCents),
  };
}

/** The Lotes tab: the batches sent to the workshop's outworker record(s) in the company it operates. */
export async function listPortalBatches(tx: Tx, context: WorkshopContext): Promise<WorkshopBatchList> {
  const workshop = operating(context);
  const outworkerIds = await mappedOutworkers(tx, workshop);
  if (outworkerIds.length === 0) return { mapped: false, outworkerIds, items: [] };
  const rows = await batchQuery(tx)
    .where(and(eq(batches.companyId, workshop.companyId), inArray(batches.outworkerId, outworkerIds)))
    .orderBy(weight, desc(batches.createdAt), desc(batches.id))
    .limit(PORTAL_LIST_LIMIT);
  return { mapped: true, outworkerIds, items: rows.map(toWorkshopBatch) };
}

/** One of the workshop's batches in the company it operates; another's is simply not found. */
async function findPortalBatch(tx: Tx, workshop: Operating, batchId: string): Promise<WorkshopBatch> {
  if (!isUuid(batchId)) throw notFound(WORKSHOP_MESSAGES.batchNotFound);
  const outworkerIds = await mappedOutworkers(tx, workshop);
  if (outworkerIds.length === 0) throw notFound(WORKSHOP_MESSAGES.batchNotFound);
  const [row] = await batchQuery(tx)
    .where(
      and(
        eq(batches.id, batchId),
        eq(batches.companyId, workshop.companyId),
        inArray(batches.outworkerId, outworkerIds),
      ),
    )
    .limit(1);
  if (!row) throw notFound(WORKSHOP_MESSAGES.batchNotFound);
  return toWorkshopBatch(row);
}

/** 'Histórico do lote': action and date, newest first. */
export async function portalBatchHistory(
  tx: Tx,
  context: WorkshopContext,
  batchId: string,
): Promise<WorkshopBatchHistory> {
  const workshop = operating(context);
  const batch = await findPortalBatch(tx, workshop, batchId);
  const rows = await tx
    .select()
    .from(batchHistory)
    .where(and(eq(batchHistory.batchId, batch.id), eq(batchHistory.companyId, workshop.companyId)))
    .orderBy(desc(batchHistory.actionDate), desc(batchHistory.id));
  return {
    items: rows.map((r) => ({
      id: r.id,
      actionType: r.actionType,
      actionLabel: batchHistoryLabel(r.actionType),
      actor: r.actor,
      actionDate: r.actionDate.toISOString(),
      notes: r.notes,
    })),
  };
}

/**
 * 'Iniciar produção' (enviado → em_producao) and 'Finalizar produção' (em_producao → finalizado_faccao) from the
 * portal: the batch status service's checked move, with the history entry written as the workshop's (actor
 * 'faccao', the workshop login as user) and its optional observations.
 */
export async function progressPortalBatch(
  tx: Tx,
  context: WorkshopContext,
  batchId: string,
  to: Extract<BatchStatus, 'em_producao' | 'finalizado_faccao'>,
  notes: string | undefined,
): Promise<WorkshopBatch> {
  const workshop = operating(context);
  await findPortalBatch(tx, workshop, batchId);
  const tenant = actingIn(workshop);
  const batch = await lockBatch(tx, tenant, batchId);
  await moveBatchStatus(tx, tenant, batch, to, { actor: 'faccao', notes: notes ?? null });
  return findPortalBatch(tx, workshop, batchId);
}

/** The Pagamentos tab: the payment records of its outworker record(s) in the company it operates, newest first. */
export async function listPortalPayments(tx: Tx, context: WorkshopContext): Promise<WorkshopPaymentPage> {
  const workshop = operating(context);
  const outworkerIds = await mappedOutworkers(tx, workshop);
  const tenant = actingIn(workshop);
  const items = [];
  let total = 0;
  let totalCapped = false;
  for (const outworkerId of outworkerIds) {
    const page = await listWorkshopPayments(tx, tenant, {
      outworkerId,
      status: undefined,
      page: 1,
      pageSize: 100,
    });
    items.push(...page.items);
    total += page.total;
    totalCapped ||= page.totalCapped;
  }
  items.sort((x, y) => y.createdAt.localeCompare(x.createdAt));
  return { items, total, totalCapped, page: 1, pageSize: Math.max(100, items.length) };
}

/**
 * 'Baixar' on a receipt in the Pagamentos tab: a signed address, when the receipt belongs to one of the workshop's
 * own payment records in the company it operates (row-level security decides); not found otherwise.
 */
export function portalReceiptLink(
  tx: Tx,
  context: WorkshopContext,
  paymentId: string,
  receiptId: string,
  services: RouteServices,
): Promise<SignedFileLink> {
  const workshop = operating(context);
  return receiptLink(tx, workshop.companyId, paymentId, receiptId, services.fileLinks);
}
