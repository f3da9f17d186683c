import {
  formatCount,
  isUuid,
  moveInOrder,
  type Process,
  type ProcessList,
  type ProcessMoveDirection,
  pluralWord,
  type processInputSchema,
  type processUpdateSchema,
} from '@alinhavo/domain';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db/pg-errors.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { outworkers } from '../outworkers/schema.ts';
import { productCostProcesses, productCostSheets } from '../product-costs/schema.ts';
import { processes } from './schema.ts';

export const PROCESS_NOT_FOUND = 'Processo não encontrado';
export const PROCESS_NAME_TAKEN = 'Já existe um processo com este nome';

type ProcessRow = typeof processes.$inferSelect;
type ProcessCreate = z.output<typeof processInputSchema>;
type ProcessPatch = z.output<typeof processUpdateSchema>;

function toProcess(row: ProcessRow): Process {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    costPerPieceCents: row.costPerPieceCents,
    kind: row.kind,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const nameTaken = () => conflict(PROCESS_NAME_TAKEN, { name: PROCESS_NAME_TAKEN });

export async function listProcesses(tx: Tx, tenant: TenantContext): Promise<ProcessList> {
  const rows = await tx
    .select()
    .from(processes)
    .where(eq(processes.companyId, tenant.companyId))
    .orderBy(asc(processes.position), asc(processes.createdAt), asc(processes.id));
  return { items: rows.map(toProcess) };
}

async function findProcessRow(tx: Tx, tenant: TenantContext, id: string): Promise<ProcessRow> {
  if (!isUuid(id)) throw notFound(PROCESS_NOT_FOUND);
  const [row] = await tx
    .select()
    .from(processes)
    .where(and(eq(processes.id, id), eq(processes.companyId, tenant.companyId)))
    .limit(1);
  if (!row) throw notFound(PROCESS_NOT_FOUND);
  return row;
}

export async function getProcess(tx: Tx, tenant: TenantContext, id: string): Promise<Process> {
  return toProcess(await findProcessRow(tx, tenant, id));
}

/** Names are unique per company, whatever the case ('Corte' and 'corte' are the same stage). */
async function assertNameFree(tx: Tx, tenant: TenantContext, name: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: processes.id })
    .from(processes)
    .where(
      and(
        eq(processes.companyId, tenant.companyId),
        sql`lower(${processes.name}) = lower(${name})`,
        ...(exceptId ? [ne(processes.id, exceptId)] : []),
      ),
    )
    .limit(1);
  if (row) throw nameTaken();
}

/** The statement, with a name taken by a concurrent request reported like any other taken name. */
async function guardUnique<T>(work: PromiseLike<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function createProcess(tx: Tx, tenant: TenantContext, input: ProcessCreate): Promise<Process> {
  await assertNameFree(tx, tenant, input.name);
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${processes.position}), 0)`.mapWith(Number) })
    .from(processes)
    .where(eq(processes.companyId, tenant.companyId));
  const [row] = await guardUnique(
    tx
      .insert(processes)
      .values({
        companyId: tenant.companyId,
        name: input.name,
        position: (last?.position ?? 0) + 1,
        costPerPieceCents: input.costPerPieceCents,
        kind: input.kind,
        isActive: input.isActive,
      })
      .returning(),
  );
  return toProcess(row!);
}

export async function updateProcess(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  patch: ProcessPatch,
): Promise<Process> {
  await findProcessRow(tx, tenant, id);
  if (patch.name !== undefined) await assertNameFree(tx, tenant, patch.name, id);
  const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const [row] = await guardUnique(
    tx
      .update(processes)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(processes.id, id), eq(processes.companyId, tenant.companyId)))
      .returning(),
  );
  return toProcess(row!);
}

/**
 * Moves a process one place up or down in the production order and numbers the whole list 1..n again.
 * The company's processes are locked first (in one order), so two moves at once cannot interleave.
 */
export async function moveProcess(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  direction: ProcessMoveDirection,
): Promise<ProcessList> {
  await findProcessRow(tx, tenant, id);
  // Locked by id (a stable order, so no two moves deadlock), then sorted on the values read under the lock.
  const locked = await tx
    .select({ id: processes.id, position: processes.position, createdAt: processes.createdAt })
    .from(processes)
    .where(eq(processes.companyId, tenant.companyId))
    .orderBy(asc(processes.id))
    .for('update');
  locked.sort(
    (a, b) =>
      a.position - b.position ||
      a.createdAt.getTime() - b.createdAt.getTime() ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const order = moveInOrder(
    locked.map((row) => row.id),
    id,
    direction,
  );
  // Already first (up) or last (down): nothing to do, the list answers as it is.
  if (order) {
    const current = new Map(locked.map((row) => [row.id, row.position]));
    for (const [index, processId] of order.entries()) {
      if (current.get(processId) === index + 1) continue;
      await tx
        .update(processes)
        .set({ position: index + 1, updatedAt: new Date() })
        .where(and(eq(processes.id, processId), eq(processes.companyId, tenant.companyId)));
    }
  }
  return listProcesses(tx, tenant);
}

/** Where a process is still used; empty when it may be deleted. */
async function processUses(tx: Tx, tenant: TenantContext, id: string): Promise<string[]> {
  const [byOutworkers] = await tx
    .select({ value: count() })
    .from(outworkers)
    .where(and(eq(outworkers.companyId, tenant.companyId), sql`${id}::uuid = any(${outworkers.processIds})`));
  // Any version of a product's cost sheet counts: old versions are history and keep pointing at it.
  const [byProducts] = await tx
    .select({ value: sql<number>`count(distinct ${productCostSheets.productId})`.mapWith(Number) })
    .from(productCostProcesses)
    .innerJoin(productCostSheets, eq(productCostSheets.id, productCostProcesses.costSheetId))
    .where(and(eq(productCostProcesses.companyId, tenant.companyId), eq(productCostProcesses.processId, id)));
  const uses: string[] = [];
  if (byOutworkers?.value) uses.push(formatCount(byOutworkers.value, 'terceirizado', 'terceirizados'));
  if (byProducts?.value) {
    const sheets = pluralWord(byProducts.value, 'ficha de custo', 'fichas de custo');
    uses.push(`${sheets} de ${formatCount(byProducts.value, 'produto', 'produtos')}`);
  }
  return uses;
}

export function processInUseMessage(uses: string[]): string {
  const where = uses.length ? ` (${uses.join(' e ')})` : '';
  return `Este processo está em uso${where} e não pode ser excluído. Inative-o para que não apareça em novos cadastros.`;
}

export async function deleteProcess(tx: Tx, tenant: TenantContext, id: string): Promise<void> {
  await findProcessRow(tx, tenant, id);
  const uses = await processUses(tx, tenant, id);
  if (uses.length) throw conflict(processInUseMessage(uses));
  try {
    await tx.delete(processes).where(and(eq(processes.id, id), eq(processes.companyId, tenant.companyId)));
  } catch (error) {
    // A table added later that points at processes: refused the same way.
    if (isForeignKeyViolation(error)) throw conflict(processInUseMessage([]));
    throw error;
  }
}
