import { CASH_SESSION_MESSAGES, type CashRegister, type CashRegisterList } from '@alinhavo/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/pg-errors.ts';
import { conflict } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { profiles } from '../companies/schema.ts';
import { cashRegisters, cashSessions } from './schema.ts';

export const DEFAULT_REGISTER_NAME = 'Caixa 1';

/** A company has 'Caixa 1' from its first visit to the PDV: written then when it has no register yet. */
async function ensureDefaultRegister(tx: Tx, companyId: string): Promise<void> {
  await tx.execute(sql`
    insert into cash_registers (company_id, name)
    select ${companyId}, ${DEFAULT_REGISTER_NAME}
    where not exists (select 1 from cash_registers where company_id = ${companyId})
    on conflict do nothing`);
}

/** The company's registers by name, each with the session open on it now (if any) and who opened it. */
export async function listRegisters(tx: Tx, tenant: TenantContext): Promise<CashRegisterList> {
  await ensureDefaultRegister(tx, tenant.companyId);
  const rows = await tx
    .select({
      id: cashRegisters.id,
      name: cashRegisters.name,
      sessionId: cashSessions.id,
      openedAt: cashSessions.openedAt,
      openedByName: profiles.fullName,
    })
    .from(cashRegisters)
    .leftJoin(
      cashSessions,
      and(eq(cashSessions.registerId, cashRegisters.id), eq(cashSessions.status, 'aberto')),
    )
    .leftJoin(profiles, eq(profiles.id, cashSessions.openedBy))
    .where(eq(cashRegisters.companyId, tenant.companyId))
    .orderBy(asc(cashRegisters.name), asc(cashRegisters.id));
  return {
    items: rows.map(
      (row): CashRegister => ({
        id: row.id,
        name: row.name,
        openSession:
          row.sessionId && row.openedAt
            ? {
                id: row.sessionId,
                openedByName: row.openedByName ?? '—',
                openedAt: row.openedAt.toISOString(),
              }
            : null,
      }),
    ),
  };
}

/** 'Novo caixa': a name not yet used in the company (case-insensitive). */
export async function createRegister(
  tx: Tx,
  tenant: TenantContext,
  input: { name: string },
): Promise<CashRegister> {
  await ensureDefaultRegister(tx, tenant.companyId);
  try {
    const [row] = await tx
      .insert(cashRegisters)
      .values({ companyId: tenant.companyId, name: input.name })
      .returning();
    return { id: row!.id, name: row!.name, openSession: null };
  } catch (error) {
    if (isUniqueViolation(error, 'cash_registers_name_uq'))
      throw conflict(CASH_SESSION_MESSAGES.registerNameTaken, {
        name: CASH_SESSION_MESSAGES.registerNameTaken,
      });
    throw error;
  }
}
