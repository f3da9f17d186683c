import {
  CUSTOMER_DOCUMENT_TAKEN,
  CUSTOMER_NOT_FOUND,
  type Customer,
  type CustomerData,
  type CustomerStatus,
  isUuid,
  type ListQuery,
  type Page,
} from '@alinhavo/domain';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { listPage, matchTotal, orderWithTiebreak, pageWhere } from '../../platform/db/list-page.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db/pg-errors.ts';
import { rowsMatchingAny, type SearchTerm, searchDigits } from '../../platform/db/search.ts';
import { conflict, invalid, notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { customers } from './schema.ts';

export type CustomerRow = typeof customers.$inferSelect;

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    personType: row.personType,
    name: row.name,
    tradeName: row.tradeName,
    documentNumber: row.documentNumber,
    stateRegistration: row.stateRegistration,
    email: row.email,
    phone: row.phone,
    mobilePhone: row.mobilePhone,
    contactName: row.contactName,
    cep: row.cep,
    street: row.street,
    addressNumber: row.addressNumber,
    complement: row.complement,
    neighborhood: row.neighborhood,
    city: row.city,
    state: row.state,
    creditLimitCents: row.creditLimitCents,
    priceTableId: row.priceTableId,
    notes: row.notes,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns a save writes, from the form's contract (optional fields absent → null). */
export function customerValues(input: CustomerData) {
  return {
    personType: input.personType,
    name: input.name,
    tradeName: input.tradeName ?? null,
    documentNumber: input.documentNumber ?? null,
    stateRegistration: input.stateRegistration ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    mobilePhone: input.mobilePhone ?? null,
    contactName: input.contactName ?? null,
    cep: input.cep ?? null,
    street: input.street ?? null,
    addressNumber: input.addressNumber ?? null,
    complement: input.complement ?? null,
    neighborhood: input.neighborhood ?? null,
    city: input.city ?? null,
    state: input.state ?? null,
    creditLimitCents: input.creditLimitCents,
    priceTableId: input.priceTableId ?? null,
    notes: input.notes ?? null,
    status: input.status,
  };
}

const SORT_COLUMNS = { name: customers.name, city: customers.city, createdAt: customers.createdAt } as const;

/**
 * The customer list's search: name, trade name and city; its digits in the CPF/CNPJ and the phones; and, typed as
 * a document ('12.ABC.345'), its letters and digits in the CPF/CNPJ (an alphanumeric CNPJ).
 */
function customerSearch(q: string): SearchTerm[] {
  const digits = searchDigits(q);
  const compact = q.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const documentLike = /^[0-9A-Za-z./-]+$/.test(q) && /\d/.test(compact) && /[A-Z]/.test(compact);
  return [
    { columns: ['name', 'trade_name', 'city'], text: q },
    ...(digits ? [{ columns: ['document_number', 'phone', 'mobile_phone'], text: digits }] : []),
    ...(documentLike && compact.length >= 3 ? [{ columns: ['document_number'], text: compact }] : []),
  ];
}

type CustomerListQuery = ListQuery<keyof typeof SORT_COLUMNS> & { status?: CustomerStatus | undefined };

export async function listCustomers(
  tx: Tx,
  tenant: TenantContext,
  query: CustomerListQuery,
): Promise<Page<Customer>> {
  const company = eq(customers.companyId, tenant.companyId);
  const filters: SQL[] = [company];
  if (query.status) filters.push(eq(customers.status, query.status));
  const filtered = filters.length > 1;
  const terms = query.q ? customerSearch(query.q) : [];
  const text = rowsMatchingAny(customers, 'customers', terms);
  if (text) filters.push(text);
  const where = and(...filters);
  const keys = query.sort === 'city' ? [customers.city, customers.name] : [SORT_COLUMNS[query.sort]];
  // Customers without a city go last either way.
  const nullsLast = query.sort === 'city';
  const order = orderWithTiebreak(query.dir, keys, customers.id, { nullsLast });
  const page = await listPage(tx, query, {
    items: (rows) =>
      tx
        .select()
        .from(customers)
        .where(pageWhere(rows, where, customers.id, company))
        .orderBy(...order)
        .limit(rows.limit)
        .offset(rows.offset),
    matching: tx.select({ id: customers.id }).from(customers).where(where),
    // A search alone: its function gives the page's keys and the count. With a filter, the list ranks its matches.
    searchOnly:
      terms.length > 0 && !filtered
        ? { table: 'customers', terms, keys, dir: query.dir, nullsLast }
        : undefined,
    ranked:
      terms.length > 0 && filtered
        ? ({ limit, offset }) =>
            tx
              .select({ key: customers.id, total: matchTotal })
              .from(customers)
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(offset)
        : undefined,
  });
  return { ...page, items: page.items.map(toCustomer) };
}

async function findCustomerRow(tx: Tx, tenant: TenantContext, id: string): Promise<CustomerRow> {
  if (!isUuid(id)) throw notFound(CUSTOMER_NOT_FOUND);
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.companyId, tenant.companyId)))
    .limit(1);
  if (!row) throw notFound(CUSTOMER_NOT_FOUND);
  return row;
}

export async function getCustomer(tx: Tx, tenant: TenantContext, id: string): Promise<Customer> {
  return toCustomer(await findCustomerRow(tx, tenant, id));
}

export const PRICE_TABLE_NOT_FOUND = 'Tabela de preços não encontrada';

const documentTaken = () => conflict(CUSTOMER_DOCUMENT_TAKEN, { documentNumber: CUSTOMER_DOCUMENT_TAKEN });

/** part4: one customer per CPF/CNPJ in a company; checked first, and the unique index catches a concurrent save. */
async function assertDocumentFree(tx: Tx, tenant: TenantContext, document: string | null, exceptId?: string) {
  if (!document) return;
  const filters = [eq(customers.companyId, tenant.companyId), eq(customers.documentNumber, document)];
  if (exceptId) filters.push(ne(customers.id, exceptId));
  const [taken] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(...filters))
    .limit(1);
  if (taken) throw documentTaken();
}

async function withDocumentGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'customers_company_document_uq')) throw documentTaken();
    // The price table must be one of the company's own (composite key, migration 0035).
    if (isForeignKeyViolation(error)) throw invalid({ priceTableId: PRICE_TABLE_NOT_FOUND });
    throw error;
  }
}

export async function createCustomer(tx: Tx, tenant: TenantContext, input: CustomerData): Promise<Customer> {
  const values = customerValues(input);
  await assertDocumentFree(tx, tenant, values.documentNumber);
  const [row] = await withDocumentGuard(() =>
    tx
      .insert(customers)
      .values({ ...values, companyId: tenant.companyId, createdBy: tenant.userId })
      .returning(),
  );
  return toCustomer(row!);
}

/** The edit form saves the whole customer (one save). */
export async function updateCustomer(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  input: CustomerData,
): Promise<Customer> {
  await findCustomerRow(tx, tenant, id);
  const values = customerValues(input);
  await assertDocumentFree(tx, tenant, values.documentNumber, id);
  const [row] = await withDocumentGuard(() =>
    tx
      .update(customers)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(customers.id, id), eq(customers.companyId, tenant.companyId)))
      .returning(),
  );
  return toCustomer(row!);
}

export const CUSTOMER_IN_USE =
  'Este cliente tem vendas ou contas vinculadas e não pode ser excluído. Inative-o para que não apareça em novas vendas.';

/** A customer nothing refers to is deleted; one with sales or receivables is kept (inactivate it instead). */
export async function deleteCustomer(tx: Tx, tenant: TenantContext, id: string): Promise<void> {
  await findCustomerRow(tx, tenant, id);
  try {
    await tx.delete(customers).where(and(eq(customers.id, id), eq(customers.companyId, tenant.companyId)));
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(CUSTOMER_IN_USE);
    throw error;
  }
}
