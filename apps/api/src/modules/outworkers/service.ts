import {
  isUuid,
  type ListQuery,
  type Outworker,
  type OutworkerOption,
  type OutworkerService,
  type OutworkerStatus,
  type outworkerInputSchema,
  type outworkerUpdateSchema,
  type Page,
} from '@alinhavo/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { listPage, matchTotal, orderWithTiebreak, pageWhere } from '../../platform/db/list-page.ts';
import { isForeignKeyViolation } from '../../platform/db/pg-errors.ts';
import { rowsMatchingAny, type SearchTerm, searchDigits } from '../../platform/db/search.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { processes } from '../processes/schema.ts';
import { outworkers } from './schema.ts';

export const OUTWORKER_NOT_FOUND = 'Terceirizado não encontrado';
export const OUTWORKER_PROCESS_NOT_FOUND = 'Processo não encontrado';
export const OUTWORKER_IN_USE =
  'Este terceirizado tem lotes ou pagamentos vinculados e não pode ser excluído. Inative-o para que não apareça em novos envios.';

export type OutworkerRow = typeof outworkers.$inferSelect;
type OutworkerCreate = z.output<typeof outworkerInputSchema>;
/** The fields of a workshop an edit changes (its prices are written by prices.service.ts). */
type OutworkerPatch = Omit<z.output<typeof outworkerUpdateSchema>, 'prices'>;

/** The company's processes with the given ids, in production order. */
async function servicesByIds(tx: Tx, tenant: TenantContext, ids: string[]): Promise<OutworkerService[]> {
  if (ids.length === 0) return [];
  return tx
    .select({ id: processes.id, name: processes.name, kind: processes.kind, isActive: processes.isActive })
    .from(processes)
    .where(and(eq(processes.companyId, tenant.companyId), inArray(processes.id, ids)))
    .orderBy(asc(processes.position), asc(processes.name));
}

/** Every process the company has, for the services field (inactive ones flagged). */
export async function listServiceOptions(
  tx: Tx,
  tenant: TenantContext,
): Promise<{ items: OutworkerService[] }> {
  const items = await tx
    .select({ id: processes.id, name: processes.name, kind: processes.kind, isActive: processes.isActive })
    .from(processes)
    .where(eq(processes.companyId, tenant.companyId))
    .orderBy(asc(processes.position), asc(processes.name));
  return { items };
}

async function toOutworkers(tx: Tx, tenant: TenantContext, rows: OutworkerRow[]): Promise<Outworker[]> {
  const services = await servicesByIds(tx, tenant, [...new Set(rows.flatMap((row) => row.processIds))]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    documentNumber: row.documentNumber,
    contactName: row.contactName,
    phone: row.phone,
    email: row.email,
    address: row.address,
    processIds: row.processIds,
    services: services.filter((service) => row.processIds.includes(service.id)),
    capacityPerDay: row.capacityPerDay,
    status: row.status,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

const SORT_COLUMNS = {
  name: outworkers.name,
  capacityPerDay: outworkers.capacityPerDay,
  createdAt: outworkers.createdAt,
} as const;

/**
 * The workshop list's search: name, contact and e-mail; its letters and digits in the CNPJ/CPF (stored without
 * punctuation); its digits in the phone.
 */
function outworkerSearch(q: string): SearchTerm[] {
  const document = q.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const digits = searchDigits(q);
  return [
    { columns: ['name', 'contact_name', 'email'], text: q },
    ...(document.length >= 2 ? [{ columns: ['document_number'], text: document }] : []),
    ...(digits ? [{ columns: ['phone'], text: digits }] : []),
  ];
}

type OutworkerListQuery = ListQuery<keyof typeof SORT_COLUMNS> & {
  status?: OutworkerStatus | undefined;
  processId?: string | undefined;
};

export async function listOutworkers(
  tx: Tx,
  tenant: TenantContext,
  query: OutworkerListQuery,
): Promise<Page<Outworker>> {
  const company = eq(outworkers.companyId, tenant.companyId);
  const filters: SQL[] = [company];
  if (query.status) filters.push(eq(outworkers.status, query.status));
  if (query.processId) filters.push(sql`${query.processId}::uuid = any(${outworkers.processIds})`);
  const filtered = filters.length > 1;
  const terms = query.q ? outworkerSearch(query.q) : [];
  const text = rowsMatchingAny(outworkers, 'outworkers', terms);
  if (text) filters.push(text);
  const where = and(...filters);
  const keys = query.sort === 'name' ? [outworkers.name] : [SORT_COLUMNS[query.sort], outworkers.name];
  const nullsLast = query.sort === 'capacityPerDay';
  const order = orderWithTiebreak(query.dir, keys, outworkers.id, { nullsLast });
  const page = await listPage(tx, query, {
    items: (rows) =>
      tx
        .select()
        .from(outworkers)
        .where(pageWhere(rows, where, outworkers.id, company))
        .orderBy(...order)
        .limit(rows.limit)
        .offset(rows.offset),
    matching: tx.select({ id: outworkers.id }).from(outworkers).where(where),
    // A search alone: its function gives the page's keys and the count. With a filter, the list ranks its matches.
    searchOnly:
      terms.length > 0 && !filtered
        ? { table: 'outworkers', terms, keys, dir: query.dir, nullsLast }
        : undefined,
    ranked:
      terms.length > 0 && filtered
        ? ({ limit, offset }) =>
            tx
              .select({ key: outworkers.id, total: matchTotal })
              .from(outworkers)
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(offset)
        : undefined,
  });
  return { ...page, items: await toOutworkers(tx, tenant, page.items) };
}

/** Active workshops for the pickers of later screens (sending a batch). */
export async function listOutworkerOptions(
  tx: Tx,
  tenant: TenantContext,
): Promise<{ items: OutworkerOption[] }> {
  const items = await tx
    .select({ id: outworkers.id, name: outworkers.name })
    .from(outworkers)
    .where(and(eq(outworkers.companyId, tenant.companyId), eq(outworkers.status, 'ativo')))
    .orderBy(asc(outworkers.name), asc(outworkers.id));
  return { items };
}

export async function findOutworkerRow(tx: Tx, tenant: TenantContext, id: string): Promise<OutworkerRow> {
  if (!isUuid(id)) throw notFound(OUTWORKER_NOT_FOUND);
  const [row] = await tx
    .select()
    .from(outworkers)
    .where(and(eq(outworkers.id, id), eq(outworkers.companyId, tenant.companyId)))
    .limit(1);
  if (!row) throw notFound(OUTWORKER_NOT_FOUND);
  return row;
}

export async function getOutworker(tx: Tx, tenant: TenantContext, id: string): Promise<Outworker> {
  const [outworker] = await toOutworkers(tx, tenant, [await findOutworkerRow(tx, tenant, id)]);
  return outworker!;
}

/** Services must be processes of this company; another company's id is simply not found. */
async function assertServices(tx: Tx, tenant: TenantContext, ids: string[]): Promise<void> {
  const found = await servicesByIds(tx, tenant, ids);
  if (found.length !== ids.length) throw notFound(OUTWORKER_PROCESS_NOT_FOUND);
}

export async function createOutworker(
  tx: Tx,
  tenant: TenantContext,
  input: OutworkerCreate,
): Promise<Outworker> {
  await assertServices(tx, tenant, input.processIds);
  const [row] = await tx
    .insert(outworkers)
    .values({
      companyId: tenant.companyId,
      createdBy: tenant.userId,
      name: input.name,
      documentNumber: input.documentNumber ?? null,
      contactName: input.contactName ?? null,
      phone: input.phone ?? null,
      email: input.email ?? null,
      address: input.address ?? null,
      processIds: input.processIds,
      capacityPerDay: input.capacityPerDay ?? null,
      status: input.status,
      notes: input.notes ?? null,
    })
    .returning();
  return getOutworker(tx, tenant, row!.id);
}

export async function updateOutworker(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  patch: OutworkerPatch,
): Promise<Outworker> {
  await findOutworkerRow(tx, tenant, id);
  if (patch.processIds) await assertServices(tx, tenant, patch.processIds);
  const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  await tx
    .update(outworkers)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(outworkers.id, id), eq(outworkers.companyId, tenant.companyId)));
  return getOutworker(tx, tenant, id);
}

/** Deletes a workshop with its agreed prices; one with batches or payments is deactivated instead. */
export async function deleteOutworker(tx: Tx, tenant: TenantContext, id: string): Promise<void> {
  await findOutworkerRow(tx, tenant, id);
  try {
    await tx.delete(outworkers).where(and(eq(outworkers.id, id), eq(outworkers.companyId, tenant.companyId)));
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(OUTWORKER_IN_USE);
    throw error;
  }
}
