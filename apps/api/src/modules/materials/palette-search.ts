import {
  MATERIAL_CATEGORY_LABELS,
  type MaterialCategory,
  PALETTE_GROUP_LIMIT,
  type PaletteHit,
} from '@alinhavo/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { rowsContainingText } from '../../platform/db/search.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { materials } from './schema.ts';

/** The command palette's materials: by name (materials have no code), accents and case ignored, exact name first. */
export async function searchMaterialsForPalette(
  tx: Tx,
  tenant: TenantContext,
  text: string,
): Promise<PaletteHit[]> {
  const exact = sql<boolean>`(public.immutable_unaccent(lower(${materials.name})) = public.immutable_unaccent(lower(${text})))`;
  const rows = await tx
    .select({
      id: materials.id,
      name: materials.name,
      category: materials.category,
      status: materials.status,
      exact,
    })
    .from(materials)
    .where(
      and(
        eq(materials.companyId, tenant.companyId),
        rowsContainingText(materials, 'materials', ['name'], text),
      ),
    )
    .orderBy(desc(exact), asc(sql`lower(${materials.name})`), asc(materials.id))
    .limit(PALETTE_GROUP_LIMIT);
  return rows.map((row) => {
    const category = MATERIAL_CATEGORY_LABELS[row.category as MaterialCategory] ?? row.category;
    return {
      id: row.id,
      code: null,
      title: row.name,
      detail: row.status === 'inativo' ? `${category} · Inativo` : category,
      exact: Boolean(row.exact),
    };
  });
}
