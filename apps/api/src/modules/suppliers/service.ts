import {
  isUuid,
  type ListQuery,
  type Page,
  type Supplier,
  type supplierInputSchema,
  type supplierUpdateSchema,
} from '@alinhavo/domain';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { listPage, matchTotal, orderWithTiebreak, pageWhere } from '../../platform/db/list-page.ts';
import { rowsContainingText, searchDigits } from '../../platform/db/search.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { suppliers } from './schema.ts';

export const SUPPLIER_NOT_FOUND = 'Fornecedor não encontrado';

type SupplierRow = typeof suppliers.$inferSelect;
type SupplierCreate = z.output<typeof supplierInputSchema>;
type SupplierPatch = z.output<typeof supplierUpdateSchema>;

function toSupplier(row: SupplierRow): Supplier {
  return {
    id: row.id,
    name: row.name,
    documentNumber: row.documentNumber,
    phone: row.phone,
    email: row.email,
    address: row.address,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const SORT_COLUMNS = { name: suppliers.name, createdAt: suppliers.createdAt } as const;

export async function listSuppliers(
  tx: Tx,
  tenant: TenantContext,
  query: ListQuery<keyof typeof SORT_COLUMNS>,
): Promise<Page<Supplier>> {
  const company = eq(suppliers.companyId, tenant.companyId);
  const filters: SQL[] = [company];
  if (query.q) {
    const digits = searchDigits(query.q);
    const text = or(
      rowsContainingText(suppliers, 'suppliers', ['name', 'email'], query.q),
      ...(digits ? [rowsContainingText(suppliers, 'suppliers', ['document_number', 'phone'], digits)] : []),
    );
    if (text) filters.push(text);
  }
  const where = and(...filters);
  const order = orderWithTiebreak(query.dir, [SORT_COLUMNS[query.sort]], suppliers.id);
  const page = await listPage(tx, query, {
    items: (rows) =>
      tx
        .select()
        .from(suppliers)
        .where(pageWhere(rows, where, suppliers.id, company))
        .orderBy(...order)
        .limit(rows.limit)
        .offset(rows.offset),
    matching: tx.select({ id: suppliers.id }).from(suppliers).where(where),
    ranked: query.q
      ? ({ limit, offset }) =>
          tx
            .select({ key: suppliers.id, total: matchTotal })
            .from(suppliers)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset)
      : undefined,
  });
  return { ...page, items: page.items.map(toSupplier) };
}

async function findSupplierRow(tx: Tx, tenant: TenantContext, id: string): Promise<SupplierRow> {
  if (!isUuid(id)) throw notFound(SUPPLIER_NOT_FOUND);
  const [row] = await tx
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.id, id), eq(suppliers.companyId, tenant.companyId)))
    .limit(1);
  if (!row) throw notFound(SUPPLIER_NOT_FOUND);
  return row;
}

export async function getSupplier(tx: Tx, tenant: TenantContext, id: string): Promise<Supplier> {
  return toSupplier(await findSupplierRow(tx, tenant, id));
}

export async function createSupplier(
  tx: Tx,
  tenant: TenantContext,
  input: SupplierCreate,
): Promise<Supplier> {
  const [row] = await tx
    .insert(suppliers)
    .values({
      companyId: tenant.companyId,
      createdBy: tenant.userId,
      name: input.name,
      documentNumber: input.documentNumber ?? null,
      phone: input.phone ?? null,
      email: input.email ?? null,
      address: input.address ?? null,
      notes: input.notes ?? null,
    })
    .returning();
  return toSupplier(row!);
}

export async function updateSupplier(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  patch: SupplierPatch,
): Promise<Supplier> {
  await findSupplierRow(tx, tenant, id);
  const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const [row] = await tx
    .update(suppliers)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(suppliers.id, id), eq(suppliers.companyId, tenant.companyId)))
    .returning();
  return toSupplier(row!);
}

export async function deleteSupplier(tx: Tx, tenant: TenantContext, id: string): Promise<void> {
  await findSupplierRow(tx, tenant, id);
  await tx.delete(suppliers).where(and(eq(suppliers.id, id), eq(suppliers.companyId, tenant.companyId)));
}
