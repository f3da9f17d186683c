import {
  checkSupplierImportLines,
  type ImportResult,
  SUPPLIER_DOCUMENT_TAKEN,
  type supplierImportSchema,
} from '@alinhavo/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { suppliers } from './schema.ts';

type Body = z.output<typeof supplierImportSchema>;

/**
 * POST /suppliers/import: each line checked with the create form's contract, a CPF/CNPJ at most once in the file
 * and in the company; the valid lines become suppliers in the request's one transaction, the others come back
 * with their line numbers and messages. A dry run answers the same errors and saves nothing (the preview).
 */
export async function importSuppliers(tx: Tx, tenant: TenantContext, body: Body): Promise<ImportResult> {
  const { valid, errors } = checkSupplierImportLines(body.lines);
  const documents = valid.flatMap(({ input }) => (input.documentNumber ? [input.documentNumber] : []));
  const taken = await takenDocuments(tx, tenant, documents);
  const fresh = valid.filter(({ line, input }) => {
    if (!input.documentNumber || !taken.has(input.documentNumber)) return true;
    errors.push({ line, messages: [`CPF/CNPJ: ${SUPPLIER_DOCUMENT_TAKEN}`] });
    return false;
  });
  errors.sort((a, b) => a.line - b.line);
  if (body.dryRun || !fresh.length) return { imported: 0, errors };
  await tx.insert(suppliers).values(
    fresh.map(({ input }) => ({
      companyId: tenant.companyId,
      createdBy: tenant.userId,
      name: input.name,
      documentNumber: input.documentNumber ?? null,
      phone: input.phone ?? null,
      email: input.email ?? null,
      address: input.address ?? null,
      notes: input.notes ?? null,
    })),
  );
  return { imported: fresh.length, errors };
}

/** Which of these documents (stored form) the company's suppliers already have. */
async function takenDocuments(tx: Tx, tenant: TenantContext, documents: string[]): Promise<Set<string>> {
  if (!documents.length) return new Set();
  const rows = await tx
    .select({ document: suppliers.documentNumber })
    .from(suppliers)
    .where(and(eq(suppliers.companyId, tenant.companyId), inArray(suppliers.documentNumber, documents)));
  return new Set(rows.map((row) => row.document!));
}
