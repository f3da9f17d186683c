import {
  CASH_SESSION_MESSAGES,
  type CashCountMethod,
  type CashSession,
  isUuid,
  type PdvState,
} from '@alinhavo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/pg-errors.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { currentOpenSession, recordSessionEntries } from './entries.service.ts';
import { listRegisters } from './registers.service.ts';
import { getSessionReport } from './report.service.ts';
import { cashRegisters, cashSessions } from './schema.ts';

/** GET /api/cash-sessions/current: the caller's open session and the company's registers, in one answer. */
export async function pdvState(tx: Tx, tenant: TenantContext): Promise<PdvState> {
  const registers = await listRegisters(tx, tenant);
  const open = await currentOpenSession(tx, tenant.userId);
  return {
    session: open ? await getSessionReport(tx, tenant, open.id) : null,
    registers: registers.items,
  };
}

/**
 * 'Abrir caixa': a session on the register with its opening float (an 'abertura' movement in cash). One open
 * session per register and per user: the register row is locked so two openings of it run one after another.
 */
export async function openSession(
  tx: Tx,
  tenant: TenantContext,
  input: { registerId: string; openingFloatCents: number },
): Promise<CashSession> {
  const [register] = await tx
    .select({ id: cashRegisters.id })
    .from(cashRegisters)
    .where(and(eq(cashRegisters.companyId, tenant.companyId), eq(cashRegisters.id, input.registerId)))
    .for('update');
  if (!register) throw notFound(CASH_SESSION_MESSAGES.registerNotFound);
  const busy = await tx.execute(sql`select
      exists (select 1 from cash_sessions where register_id = ${register.id} and status = 'aberto') as register,
      exists (select 1 from cash_sessions where company_id = ${tenant.companyId} and opened_by = ${tenant.userId}
              and status = 'aberto') as "user"`);
  const [taken] = (busy as unknown as { rows: { register: boolean; user: boolean }[] }).rows;
  if (taken?.user) throw conflict(CASH_SESSION_MESSAGES.userBusy);
  if (taken?.register)
    throw conflict(CASH_SESSION_MESSAGES.registerBusy, { registerId: CASH_SESSION_MESSAGES.registerBusy });
  let sessionId: string;
  try {
    const [row] = await tx
      .insert(cashSessions)
      .values({
        companyId: tenant.companyId,
        registerId: register.id,
        openedBy: tenant.userId,
        openingFloatCents: input.openingFloatCents,
      })
      .returning({ id: cashSessions.id });
    sessionId = row!.id;
  } catch (error) {
    const index = uniqueViolation(error);
    if (index === 'cash_sessions_open_user_uq') throw conflict(CASH_SESSION_MESSAGES.userBusy);
    if (index === 'cash_sessions_open_register_uq') throw conflict(CASH_SESSION_MESSAGES.registerBusy);
    throw error;
  }
  if (input.openingFloatCents > 0) {
    await recordSessionEntries(tx, sessionId, [
      { type: 'abertura', method: 'dinheiro', amountCents: input.openingFloatCents, userId: tenant.userId },
    ]);
  }
  return getSessionReport(tx, tenant, sessionId);
}

/** 'Sangria' (cash out, never more than the drawer holds) or 'Suprimento' (cash in), with a reason. */
export async function moveCash(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  type: 'sangria' | 'suprimento',
  input: { amountCents: number; reason: string },
): Promise<CashSession> {
  await sessionOfCompany(tx, tenant, id);
  await recordSessionEntries(tx, id, [
    { type, method: 'dinheiro', amountCents: input.amountCents, reason: input.reason, userId: tenant.userId },
  ]);
  return getSessionReport(tx, tenant, id);
}

/** 'Fechar caixa': stores what was counted per method; the report then shows the differences. */
export async function closeSession(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  input: { counted: Record<CashCountMethod, number> },
): Promise<CashSession> {
  await sessionOfCompany(tx, tenant, id);
  const closed = await tx
    .update(cashSessions)
    .set({ status: 'fechado', closedAt: new Date(), closedBy: tenant.userId, counted: input.counted })
    .where(and(eq(cashSessions.id, id), eq(cashSessions.status, 'aberto')))
    .returning({ id: cashSessions.id });
  if (closed.length === 0) throw conflict(CASH_SESSION_MESSAGES.closed);
  return getSessionReport(tx, tenant, id);
}

/** The session, locked, if it is the company's; 404 otherwise (another company's id says nothing). */
async function sessionOfCompany(tx: Tx, tenant: TenantContext, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(CASH_SESSION_MESSAGES.notFound);
  const [row] = await tx
    .select({ id: cashSessions.id })
    .from(cashSessions)
    .where(and(eq(cashSessions.companyId, tenant.companyId), eq(cashSessions.id, id)))
    .for('update');
  if (!row) throw notFound(CASH_SESSION_MESSAGES.notFound);
}
