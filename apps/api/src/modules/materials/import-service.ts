import {
  checkMaterialImportLines,
  DEFAULT_VARIATION_NAME,
  type MaterialImportResult,
  type materialImportSchema,
} from '@alinhavo/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { materials, materialVariations } from './schema.ts';
import { NAME_TAKEN } from './service.ts';

type Body = z.output<typeof materialImportSchema>;

/**
 * POST /materials/import: each line checked again with the create form's contract, names unique in the file and
 * in the company; the valid lines become materials (each with its default variation) in the request's one
 * transaction, the others come back with their line numbers and messages. A dry run answers the same errors and
 * saves nothing (the preview).
 */
export async function importMaterials(
  tx: Tx,
  tenant: TenantContext,
  body: Body,
): Promise<MaterialImportResult> {
  const { valid, errors } = checkMaterialImportLines(body.lines);
  const taken = await takenNames(
    tx,
    tenant,
    valid.map(({ input }) => input.name.toLowerCase()),
  );
  const fresh = valid.filter(({ line, input }) => {
    if (!taken.has(input.name.toLowerCase())) return true;
    errors.push({ line, messages: [`Nome: ${NAME_TAKEN.toLowerCase()}`] });
    return false;
  });
  errors.sort((a, b) => a.line - b.line);
  if (body.dryRun || !fresh.length) return { imported: 0, errors };
  const rows = await tx
    .insert(materials)
    .values(
      fresh.map(({ input }) => ({
        companyId: tenant.companyId,
        createdBy: tenant.userId,
        name: input.name,
        category: input.category,
        unit: input.unit,
        lastCostCents: input.lastCostCents,
        minimumStock: input.minimumStock,
        notes: input.notes ?? null,
        status: input.status,
      })),
    )
    .returning({ id: materials.id });
  await tx.insert(materialVariations).values(
    rows.map((row) => ({
      companyId: tenant.companyId,
      materialId: row.id,
      name: DEFAULT_VARIATION_NAME,
      isDefault: true,
    })),
  );
  return { imported: fresh.length, errors };
}

/** Which of these names (lower case) the company already has, whatever their case there. */
async function takenNames(tx: Tx, tenant: TenantContext, names: string[]): Promise<Set<string>> {
  if (!names.length) return new Set();
  const lower = sql<string>`lower(${materials.name})`;
  const rows = await tx
    .select({ name: lower })
    .from(materials)
    .where(and(eq(materials.companyId, tenant.companyId), inArray(lower, names)));
  return new Set(rows.map((row) => row.name));
}
