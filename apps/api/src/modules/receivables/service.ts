import {
  RECEIVABLE_STATUS_LABELS,
  type Receivable,
  type ReceivableOriginType,
  receivableStatusShown,
  type StoredReceivableStatus,
  todayInSaoPaulo,
} from '@alinhavo/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { checkInstallmentPlan, type InstallmentPlanLine } from './plan.ts';
import { receivables } from './schema.ts';

export type ReceivableOrigin = { originType: ReceivableOriginType; originId: string };

export type CreateReceivablesInput = ReceivableOrigin & {
  customerId: string | null;
  /** The sale's total: the installments must add up to it to the centavo. */
  totalCents: number;
  installments: readonly InstallmentPlanLine[];
};

export function toReceivable(row: typeof receivables.$inferSelect, today: string): Receivable {
  const status = receivableStatusShown(row.status as StoredReceivableStatus, row.dueDate, today);
  return {
    id: row.id,
    customerId: row.customerId,
    originType: row.originType as ReceivableOriginType,
    originId: row.originId,
    installmentNumber: row.installmentNumber,
    installmentCount: row.installmentCount,
    dueDate: row.dueDate,
    amountCents: row.amountCents,
    receivedCents: row.receivedCents,
    openCents: row.amountCents - row.receivedCents,
    status,
    statusLabel: RECEIVABLE_STATUS_LABELS[status],
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Writes a sale's installments as open receivables of the transaction's company (numbered 1..n in the order
 * given). Refuses (400, field `installments`) a plan that is empty, has a non-positive installment or a bad day,
 * or whose sum is not `totalCents`.
 */
export async function createReceivables(tx: Tx, input: CreateReceivablesInput): Promise<Receivable[]> {
  const lines = checkInstallmentPlan(input.installments, input.totalCents);
  const rows = await tx
    .insert(receivables)
    .values(
      lines.map((line, index) => ({
        companyId: sql`app_current_company()`,
        customerId: input.customerId,
        originType: input.originType,
        originId: input.originId,
        installmentNumber: index + 1,
        installmentCount: lines.length,
        dueDate: line.dueDate,
        amountCents: line.amountCents,
      })),
    )
    .returning();
  const today = todayInSaoPaulo();
  return rows.map((row) => toReceivable(row, today));
}

/** Cancels the installments of a sale still owed (aberto or parcial); returns how many. Paid ones stay. */
export async function cancelReceivablesOf(tx: Tx, origin: ReceivableOrigin): Promise<number> {
  const rows = await tx
    .update(receivables)
    .set({ status: 'cancelado' })
    .where(
      and(
        eq(receivables.originType, origin.originType),
        eq(receivables.originId, origin.originId),
        inArray(receivables.status, ['aberto', 'parcial']),
      ),
    )
    .returning({ id: receivables.id });
  return rows.length;
}

export type CustomerOpenReceivables = {
  /** Still owed (amount − received) over every open installment: what counts against the credit limit. */
  openCents: number;
  overdueCents: number;
  items: Receivable[];
};

/** A customer's installments still owed, oldest due first, with their sums. */
export async function openReceivablesOfCustomer(
  tx: Tx,
  customerId: string,
): Promise<CustomerOpenReceivables> {
  const rows = await tx
    .select()
    .from(receivables)
    .where(and(eq(receivables.customerId, customerId), inArray(receivables.status, ['aberto', 'parcial'])))
    .orderBy(asc(receivables.dueDate), asc(receivables.id));
  const today = todayInSaoPaulo();
  const items = rows.map((row) => toReceivable(row, today));
  return {
    openCents: items.reduce((sum, item) => sum + item.openCents, 0),
    overdueCents: items.filter((i) => i.status === 'vencido').reduce((sum, i) => sum + i.openCents, 0),
    items,
  };
}
