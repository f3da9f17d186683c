import type { materialBulkDeactivateSchema } from '@alinhavo/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { materials } from './schema.ts';

/**
 * POST /materials/deactivate: the company's active materials among the ids become inactive; ids of other
 * companies or unknown ones change nothing (and are not told apart), already inactive ones are left as they are.
 */
export async function deactivateMaterials(
  tx: Tx,
  tenant: TenantContext,
  body: z.output<typeof materialBulkDeactivateSchema>,
): Promise<{ deactivated: number }> {
  const rows = await tx
    .update(materials)
    .set({ status: 'inativo', updatedAt: new Date() })
    .where(
      and(
        eq(materials.companyId, tenant.companyId),
        inArray(materials.id, body.ids),
        eq(materials.status, 'ativo'),
      ),
    )
    .returning({ id: materials.id });
  return { deactivated: rows.length };
}
