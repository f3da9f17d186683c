import {
  isUuid,
  type ListQuery,
  type Page,
  type Supplier,
  type supplierInputSchema,
  type supplierUpdateSchema,
} from '@alinhavo/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { listPage, orderWithTiebreak, pageWhere } from '../../platform/db/list-page.ts';
import { preparedStatement } from '../../platform/db/prepared-statement.ts';
import { rowsMatchingAny, type SearchTerm, searchDigits } from '../../platform/db/search.ts';
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

/** The supplier list's search: name and e-mail, and its digits in the CNPJ/CPF and the phone. */
function supplierSearch(q: string): SearchTerm[] {
  const digits = searchDigits(q);
  return [
    { columns: ['name', 'email'], text: q },
    ...(digits ? [{ columns: ['document_number', 'phone'], text: digits }] : []),
  ];
}

export async function listSuppliers(
  tx: Tx,
  tenant: TenantContext,
  query: ListQuery<keyof typeof SORT_COLUMNS>,
): Promise<Page<Supplier>> {
  const company = eq(suppliers.companyId, tenant.companyId);
  const filters: SQL[] = [company];
  const terms = query.q ? supplierSearch(query.q) : [];
  const text = rowsMatchingAny(suppliers, 'suppliers', terms);
  if (text) filters.push(text);
  const where = and(...filters);
  const keys = [SORT_COLUMNS[query.sort]];
  const order = orderWithTiebreak(query.dir, keys, suppliers.id);
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
    // The search is the list's only condition: its function gives the page's keys and the count.
    searchOnly: terms.length > 0 ? { table: 'suppliers', terms, keys, dir: query.dir } : undefined,
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

/** The create's INSERT, built once (see preparedStatement). */
const insertSupplier = preparedStatement('suppliers_insert', (tx) =>
  tx
    .insert(suppliers)
    .values({
      companyId: sql.placeholder('companyId'),
      createdBy: sql.placeholder('createdBy'),
      name: sql.placeholder('name'),
      documentNumber: sql.placeholder('documentNumber'),
      phone: sql.placeholder('phone'),
      email: sql.placeholder('email'),
      address: sql.placeholder('address'),
      notes: sql.placeholder('notes'),
    })
    .returning(),
);

export async function createSupplier(
  tx: Tx,
  tenant: TenantContext,
  input: SupplierCreate,
): Promise<Supplier> {
  const [row] = await insertSupplier(tx, {
    companyId: tenant.companyId,
    createdBy: tenant.userId,
    name: input.name,
    documentNumber: input.documentNumber ?? null,
    phone: input.phone ?? null,
    email: input.email ?? null,
    address: input.address ?? null,
    notes: input.notes ?? null,
  });
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
