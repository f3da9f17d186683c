import {
  CASH_COUNT_METHODS,
  CASH_METHOD_LABELS,
  CASH_METHODS,
  CASH_OUTFLOW_TYPES,
  type CashMethod,
  type CashMovementType,
  type CashSessionMethodTotal,
} from '@alinhavo/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { queryRows } from '../stock/index.ts';

/** +amount for money in (abertura, suprimento, venda), −amount for money out (sangria, troco, devolucao). */
export function signedAmount(type: CashMovementType, amountCents: number): number {
  return CASH_OUTFLOW_TYPES.includes(type) ? -amountCents : amountCents;
}

export type ExpectedByMethod = Record<CashMethod, number>;

/** What should be in the register per method: the signed sum of the session's movements (one SQL sum). */
export async function expectedByMethod(tx: Tx, sessionId: string): Promise<ExpectedByMethod> {
  const rows = await queryRows<{ method: CashMethod; total: string }>(
    tx,
    sql`select method, sum(case when type in ('sangria', 'troco', 'devolucao') then -amount_cents
                               else amount_cents end)::text as total
        from cash_session_movements where session_id = ${sessionId} group by method`,
  );
  const expected = Object.fromEntries(CASH_METHODS.map((m) => [m, 0])) as ExpectedByMethod;
  for (const row of rows) expected[row.method] = Number(row.total);
  return expected;
}

/**
 * Expected, counted and difference (counted − expected) per method, in the close dialog's order; 'fiado' shows what
 * was sold on credit, never counted.
 */
export function methodTotals(
  expected: ExpectedByMethod,
  counted: Partial<Record<string, number>> | null,
): CashSessionMethodTotal[] {
  return CASH_METHODS.map((method) => {
    const countable = (CASH_COUNT_METHODS as readonly string[]).includes(method);
    const countedCents = counted && countable ? (counted[method] ?? 0) : null;
    return {
      method,
      label: CASH_METHOD_LABELS[method],
      expectedCents: expected[method],
      countedCents,
      differenceCents: countedCents === null ? null : countedCents - expected[method],
    };
  });
}
