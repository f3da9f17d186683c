import type { CashSessionPage } from '@alinhavo/domain';
import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { listPage, pageWhere } from '../../platform/db/list-page.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { profiles } from '../companies/schema.ts';
import { cashRegisters, cashSessions } from './schema.ts';

/** The company's cash sessions, newest first ('Sessões anteriores', to reopen and print a report). */
export async function listSessions(
  tx: Tx,
  tenant: TenantContext,
  query: { page: number; pageSize: number },
): Promise<CashSessionPage> {
  const company = eq(cashSessions.companyId, tenant.companyId);
  const page = await listPage(tx, query, {
    items: (rows) =>
      tx
        .select({
          id: cashSessions.id,
          registerName: cashRegisters.name,
          status: cashSessions.status,
          openedByName: profiles.fullName,
          openedAt: cashSessions.openedAt,
          closedAt: cashSessions.closedAt,
        })
        .from(cashSessions)
        .innerJoin(cashRegisters, eq(cashRegisters.id, cashSessions.registerId))
        .leftJoin(profiles, eq(profiles.id, cashSessions.openedBy))
        .where(pageWhere(rows, company, cashSessions.id, company))
        .orderBy(desc(cashSessions.openedAt), desc(cashSessions.id))
        .limit(rows.limit)
        .offset(rows.offset),
    matching: tx.select({ id: cashSessions.id }).from(cashSessions).where(company),
  });
  return {
    ...page,
    items: page.items.map((row) => ({
      id: row.id,
      registerName: row.registerName,
      status: row.status as 'aberto' | 'fechado',
      openedByName: row.openedByName ?? '—',
      openedAt: row.openedAt.toISOString(),
      closedAt: row.closedAt?.toISOString() ?? null,
    })),
  };
}
