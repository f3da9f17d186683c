import {
  type Employee,
  type EmployeeOption,
  type EmployeeSector,
  type EmployeeStatus,
  type employeeInputSchema,
  type employeeUpdateSchema,
  isUuid,
  type ListQuery,
  type Page,
} from '@alinhavo/domain';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { listPage, matchTotal, orderWithTiebreak, pageWhere } from '../../platform/db/list-page.ts';
import { isForeignKeyViolation } from '../../platform/db/pg-errors.ts';
import { rowsMatchingAny, type SearchTerm, searchDigits } from '../../platform/db/search.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { employees } from './schema.ts';

export const EMPLOYEE_NOT_FOUND = 'Funcionário não encontrado';
export const EMPLOYEE_IN_USE =
  'Este funcionário tem registros de produção vinculados e não pode ser excluído. Inative-o para que não apareça em novos registros.';

type EmployeeRow = typeof employees.$inferSelect;
type EmployeeCreate = z.output<typeof employeeInputSchema>;
type EmployeePatch = z.output<typeof employeeUpdateSchema>;

function toEmployee(row: EmployeeRow): Employee {
  return {
    id: row.id,
    name: row.name,
    cpf: row.cpf,
    jobTitle: row.jobTitle,
    sector: row.sector,
    payType: row.payType,
    payAmountCents: row.payAmountCents,
    admissionDate: row.admissionDate,
    phone: row.phone,
    notes: row.notes,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const SORT_COLUMNS = {
  name: employees.name,
  sector: employees.sector,
  admissionDate: employees.admissionDate,
  createdAt: employees.createdAt,
} as const;

/** The employee list's search: name and job title, and its digits in the CPF and the phone. */
function employeeSearch(q: string): SearchTerm[] {
  const digits = searchDigits(q);
  return [
    { columns: ['name', 'job_title'], text: q },
    ...(digits ? [{ columns: ['cpf', 'phone'], text: digits }] : []),
  ];
}

type EmployeeListQuery = ListQuery<keyof typeof SORT_COLUMNS> & {
  sector?: EmployeeSector | undefined;
  status?: EmployeeStatus | undefined;
};

export async function listEmployees(
  tx: Tx,
  tenant: TenantContext,
  query: EmployeeListQuery,
): Promise<Page<Employee>> {
  const company = eq(employees.companyId, tenant.companyId);
  const filters: SQL[] = [company];
  if (query.sector) filters.push(eq(employees.sector, query.sector));
  if (query.status) filters.push(eq(employees.status, query.status));
  const filtered = filters.length > 1;
  const terms = query.q ? employeeSearch(query.q) : [];
  const text = rowsMatchingAny(employees, 'employees', terms);
  if (text) filters.push(text);
  const where = and(...filters);
  const keys = query.sort === 'name' ? [employees.name] : [SORT_COLUMNS[query.sort], employees.name];
  // Employees without an admission date go last either way.
  const nullsLast = query.sort === 'admissionDate';
  const order = orderWithTiebreak(query.dir, keys, employees.id, { nullsLast });
  const page = await listPage(tx, query, {
    items: (rows) =>
      tx
        .select()
        .from(employees)
        .where(pageWhere(rows, where, employees.id, company))
        .orderBy(...order)
        .limit(rows.limit)
        .offset(rows.offset),
    matching: tx.select({ id: employees.id }).from(employees).where(where),
    // A search alone: its function gives the page's keys and the count. With a filter, the list ranks its matches.
    searchOnly:
      terms.length > 0 && !filtered
        ? { table: 'employees', terms, keys, dir: query.dir, nullsLast }
        : undefined,
    ranked:
      terms.length > 0 && filtered
        ? ({ limit, offset }) =>
            tx
              .select({ key: employees.id, total: matchTotal })
              .from(employees)
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(offset)
        : undefined,
  });
  return { ...page, items: page.items.map(toEmployee) };
}

/** Active employees for the pickers of cutting and quality control. */
export async function listEmployeeOptions(
  tx: Tx,
  tenant: TenantContext,
  sector: EmployeeSector | undefined,
): Promise<{ items: EmployeeOption[] }> {
  const items = await tx
    .select({ id: employees.id, name: employees.name, sector: employees.sector })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, tenant.companyId),
        eq(employees.status, 'ativo'),
        ...(sector ? [eq(employees.sector, sector)] : []),
      ),
    )
    .orderBy(asc(employees.name), asc(employees.id));
  return { items };
}

async function findEmployeeRow(tx: Tx, tenant: TenantContext, id: string): Promise<EmployeeRow> {
  if (!isUuid(id)) throw notFound(EMPLOYEE_NOT_FOUND);
  const [row] = await tx
    .select()
    .from(employees)
    .where(and(eq(employees.id, id), eq(employees.companyId, tenant.companyId)))
    .limit(1);
  if (!row) throw notFound(EMPLOYEE_NOT_FOUND);
  return row;
}

export async function getEmployee(tx: Tx, tenant: TenantContext, id: string): Promise<Employee> {
  return toEmployee(await findEmployeeRow(tx, tenant, id));
}

export async function createEmployee(
  tx: Tx,
  tenant: TenantContext,
  input: EmployeeCreate,
): Promise<Employee> {
  const [row] = await tx
    .insert(employees)
    .values({
      companyId: tenant.companyId,
      name: input.name,
      cpf: input.cpf ?? null,
      jobTitle: input.jobTitle ?? null,
      sector: input.sector,
      payType: input.payType,
      payAmountCents: input.payAmountCents,
      admissionDate: input.admissionDate ?? null,
      phone: input.phone ?? null,
      notes: input.notes ?? null,
      status: input.status,
    })
    .returning();
  return toEmployee(row!);
}

export async function updateEmployee(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  patch: EmployeePatch,
): Promise<Employee> {
  await findEmployeeRow(tx, tenant, id);
  const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const [row] = await tx
    .update(employees)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(employees.id, id), eq(employees.companyId, tenant.companyId)))
    .returning();
  return toEmployee(row!);
}

/** Deletes an employee no record points at; one assigned to cutting or QC records is deactivated instead. */
export async function deleteEmployee(tx: Tx, tenant: TenantContext, id: string): Promise<void> {
  await findEmployeeRow(tx, tenant, id);
  try {
    await tx.delete(employees).where(and(eq(employees.id, id), eq(employees.companyId, tenant.companyId)));
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(EMPLOYEE_IN_USE);
    throw error;
  }
}
