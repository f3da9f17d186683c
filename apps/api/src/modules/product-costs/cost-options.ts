import type { ProductCostOptions } from '@alinhavo/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { materials, materialVariations } from '../materials/schema.ts';
import { processes } from '../processes/schema.ts';
import { colors } from '../products/schema.ts';

/** What the cost sheet editor picks from: active materials with their variations, and active processes. */
export async function getCostOptions(tx: Tx, tenant: TenantContext): Promise<ProductCostOptions> {
  const materialRows = await tx
    .select({
      id: materials.id,
      name: materials.name,
      category: materials.category,
      unit: materials.unit,
      lastCostCents: materials.lastCostCents,
    })
    .from(materials)
    .where(and(eq(materials.companyId, tenant.companyId), eq(materials.status, 'ativo')))
    .orderBy(asc(materials.name), asc(materials.id));
  const variationRows = await tx
    .select({
      id: materialVariations.id,
      materialId: materialVariations.materialId,
      name: materialVariations.name,
      colorName: colors.name,
      colorHex: colors.hex,
      size: materialVariations.size,
    })
    .from(materialVariations)
    .leftJoin(colors, eq(colors.id, materialVariations.colorId))
    .where(and(eq(materialVariations.companyId, tenant.companyId), eq(materialVariations.status, 'ativo')))
    .orderBy(asc(materialVariations.name), asc(materialVariations.id));
  const processRows = await tx
    .select({
      id: processes.id,
      name: processes.name,
      kind: processes.kind,
      costPerPieceCents: processes.costPerPieceCents,
    })
    .from(processes)
    .where(and(eq(processes.companyId, tenant.companyId), eq(processes.isActive, true)))
    .orderBy(asc(processes.position), asc(processes.name));

  const byMaterial = new Map<string, ProductCostOptions['materials'][number]['variations']>();
  for (const { materialId, ...variation } of variationRows) {
    const list = byMaterial.get(materialId) ?? [];
    list.push(variation);
    byMaterial.set(materialId, list);
  }
  return {
    materials: materialRows.map((material) => ({
      ...material,
      variations: byMaterial.get(material.id) ?? [],
    })),
    processes: processRows,
  };
}
