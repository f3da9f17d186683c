import type { MaterialOptions, materialOptionsQuerySchema } from '@alinhavo/domain';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { containsText } from '../../platform/db/search.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { colors } from '../products/schema.ts';
import { suppliers } from '../suppliers/schema.ts';
import { compareVariations } from './queries.ts';
import { materials, materialVariations } from './schema.ts';

type OptionsQuery = z.output<typeof materialOptionsQuerySchema>;

/**
 * What the pickers of other screens need in one call: the active materials with their active variations
 * (every one with `includeInactive`), the company's colours and its suppliers by name.
 */
export async function listMaterialOptions(
  tx: Tx,
  tenant: TenantContext,
  query: OptionsQuery,
): Promise<MaterialOptions> {
  const filters: SQL[] = [eq(materials.companyId, tenant.companyId)];
  if (!query.includeInactive) filters.push(eq(materials.status, 'ativo'));
  if (query.q) filters.push(containsText(materials.id, 'materials', ['name'], query.q));
  const rows = await tx
    .select()
    .from(materials)
    .where(and(...filters))
    .orderBy(asc(materials.name), asc(materials.id));

  const variationFilters: SQL[] = [eq(materialVariations.companyId, tenant.companyId)];
  if (!query.includeInactive) variationFilters.push(eq(materialVariations.status, 'ativo'));
  const variations = rows.length
    ? await tx
        .select({ variation: materialVariations, colorName: colors.name })
        .from(materialVariations)
        .leftJoin(colors, eq(colors.id, materialVariations.colorId))
        .where(
          and(
            ...variationFilters,
            inArray(
              materialVariations.materialId,
              rows.map((r) => r.id),
            ),
          ),
        )
    : [];
  const byMaterial = new Map<string, MaterialOptions['items'][number]['variations']>();
  for (const { variation, colorName } of variations) {
    const list = byMaterial.get(variation.materialId) ?? [];
    list.push({
      id: variation.id,
      name: variation.name,
      colorId: variation.colorId,
      colorName,
      size: variation.size,
      isDefault: variation.isDefault,
      stock: variation.stock,
      status: variation.status,
    });
    byMaterial.set(variation.materialId, list);
  }

  const colorRows = await tx
    .select({ id: colors.id, name: colors.name, code: colors.code, hex: colors.hex })
    .from(colors)
    .where(eq(colors.companyId, tenant.companyId))
    .orderBy(asc(colors.name));
  const supplierRows = await tx
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(eq(suppliers.companyId, tenant.companyId))
    .orderBy(asc(suppliers.name));

  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      category: row.category,
      unit: row.unit,
      status: row.status,
      lastCostCents: row.lastCostCents,
      minimumStock: row.minimumStock,
      defaultSupplierId: row.defaultSupplierId,
      variations: (byMaterial.get(row.id) ?? []).sort(compareVariations),
    })),
    colors: colorRows,
    suppliers: supplierRows,
  };
}
