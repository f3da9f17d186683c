import {
  CUSTOMER_DOCUMENT_TAKEN,
  checkCustomerImportLines,
  type customerImportSchema,
  type ImportResult,
} from '@alinhavo/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { customers } from './schema.ts';
import { customerValues } from './service.ts';

type Body = z.output<typeof customerImportSchema>;

/**
 * POST /customers/import (ADR 021): each line checked with the customer form's contract, a CPF/CNPJ at most once
 * in the file and in the company; the valid lines become customers in the request's one transaction, the others
 * come back with their line numbers and messages. A dry run answers the same errors and saves nothing (the
 * preview); the dialog imports only once the person has seen the wrong lines and chosen to skip them.
 */
export async function importCustomers(tx: Tx, tenant: TenantContext, body: Body): Promise<ImportResult> {
  const { valid, errors } = checkCustomerImportLines(body.lines);
  const documents = valid.flatMap(({ input }) => (input.documentNumber ? [input.documentNumber] : []));
  const taken = await takenDocuments(tx, tenant, documents);
  const fresh = valid.filter(({ line, input }) => {
    if (!input.documentNumber || !taken.has(input.documentNumber)) return true;
    errors.push({ line, messages: [`CPF/CNPJ: ${CUSTOMER_DOCUMENT_TAKEN}`] });
    return false;
  });
  errors.sort((a, b) => a.line - b.line);
  if (body.dryRun || !fresh.length) return { imported: 0, errors };
  await tx.insert(customers).values(
    fresh.map(({ input }) => ({
      ...customerValues(input),
      companyId: tenant.companyId,
      createdBy: tenant.userId,
    })),
  );
  return { imported: fresh.length, errors };
}

/** Which of these documents (stored form) the company's customers already have. */
async function takenDocuments(tx: Tx, tenant: TenantContext, documents: string[]): Promise<Set<string>> {
  if (!documents.length) return new Set();
  const rows = await tx
    .select({ document: customers.documentNumber })
    .from(customers)
    .where(and(eq(customers.companyId, tenant.companyId), inArray(customers.documentNumber, documents)));
  return new Set(rows.map((row) => row.document!));
}
