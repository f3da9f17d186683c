import { CASH_SESSION_MESSAGES, type CashMethod, type CashMovementType, formatBRL } from '@alinhavo/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { cashSessionMovements, cashSessions } from './schema.ts';
import { expectedByMethod, signedAmount } from './totals.ts';

export type SessionEntry = {
  type: CashMovementType;
  method: CashMethod;
  /** Positive centavos; the type gives the direction. */
  amountCents: number;
  reason?: string | null;
  /** The sale or return that made it. */
  documentId?: string | null;
  userId: string;
};

export type OpenSession = { id: string; registerId: string; companyId: string };

/** The session the user has open in the transaction's company, or null. */
export async function currentOpenSession(tx: Tx, userId: string): Promise<OpenSession | null> {
  const [row] = await tx
    .select({ id: cashSessions.id, registerId: cashSessions.registerId, companyId: cashSessions.companyId })
    .from(cashSessions)
    .where(and(eq(cashSessions.openedBy, userId), eq(cashSessions.status, 'aberto')))
    .limit(1);
  return row ?? null;
}

/** 'Não há dinheiro suficiente no caixa (disponível R$ 50,00)'. */
export function notEnoughCashMessage(availableCents: number): string {
  return `${CASH_SESSION_MESSAGES.notEnoughCash} (disponível ${formatBRL(availableCents)})`;
}

/**
 * Appends movements to an open session, all or none. The session row is locked first, so entries of one session
 * (a sale, a sangria) run one after another; a closed session takes none ('Caixa fechado…', 409), and the cash in
 * the drawer may not go below zero (409 with the amount available, on the field `amountCents`).
 */
export async function recordSessionEntries(
  tx: Tx,
  sessionId: string,
  entries: readonly SessionEntry[],
): Promise<void> {
  const [session] = await tx
    .select({ id: cashSessions.id, companyId: cashSessions.companyId, status: cashSessions.status })
    .from(cashSessions)
    .where(eq(cashSessions.id, sessionId))
    .for('update');
  if (!session) throw notFound(CASH_SESSION_MESSAGES.notFound);
  if (session.status !== 'aberto') throw conflict(CASH_SESSION_MESSAGES.closed);
  if (entries.length === 0) return;
  const cashDelta = entries
    .filter((entry) => entry.method === 'dinheiro')
    .reduce((sum, entry) => sum + signedAmount(entry.type, entry.amountCents), 0);
  if (cashDelta < 0) {
    const available = (await expectedByMethod(tx, sessionId)).dinheiro;
    if (available + cashDelta < 0) {
      const message = notEnoughCashMessage(available);
      throw conflict(message, { amountCents: message });
    }
  }
  await tx.insert(cashSessionMovements).values(
    entries.map((entry) => ({
      companyId: session.companyId,
      sessionId,
      type: entry.type,
      method: entry.method,
      amountCents: entry.amountCents,
      reason: entry.reason ?? null,
      documentId: entry.documentId ?? null,
      userId: entry.userId,
    })),
  );
}
