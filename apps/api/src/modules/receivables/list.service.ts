import { type ReceivableListQuery, type ReceivablePage, todayInSaoPaulo } from '@alinhavo/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { listPage, pageWhere } from '../../platform/db/list-page.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { receivables } from './schema.ts';
import { toReceivable } from './service.ts';

const owed = ['aberto', 'parcial'];

/** The filter on the status shown: 'vencido' is owed and past due; 'aberto' and 'parcial' are not yet due. */
function statusFilter(status: NonNullable<ReceivableListQuery['status']>, today: string): SQL | undefined {
  const due = receivables.dueDate;
  if (status === 'vencido') return and(inArray(receivables.status, owed), sql`${due} < ${today}::date`);
  if (status === 'aberto' || status === 'parcial')
    return and(eq(receivables.status, status), sql`${due} >= ${today}::date`);
  return eq(receivables.status, status);
}

/** part4 §3 receivables: installments by status shown, due period and customer, oldest due first. */
export async function listReceivables(
  tx: Tx,
  tenant: TenantContext,
  query: ReceivableListQuery,
): Promise<ReceivablePage> {
  const today = todayInSaoPaulo();
  const company = eq(receivables.companyId, tenant.companyId);
  const filters: (SQL | undefined)[] = [company];
  if (query.status) filters.push(statusFilter(query.status, today));
  if (query.customerId) filters.push(eq(receivables.customerId, query.customerId));
  if (query.from) filters.push(sql`${receivables.dueDate} >= ${query.from}::date`);
  if (query.to) filters.push(sql`${receivables.dueDate} <= ${query.to}::date`);
  const where = and(...filters);
  const page = await listPage(tx, query, {
    items: (rows) =>
      tx
        .select()
        .from(receivables)
        .where(pageWhere(rows, where, receivables.id, company))
        .orderBy(asc(receivables.dueDate), asc(receivables.id))
        .limit(rows.limit)
        .offset(rows.offset),
    matching: tx.select({ id: receivables.id }).from(receivables).where(where),
  });
  return { ...page, items: page.items.map((row) => toReceivable(row, today)) };
}
