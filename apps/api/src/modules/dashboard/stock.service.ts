import type { DashboardStockAlerts, dashboardListQuerySchema } from '@alinhavo/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { listMaterials } from '../materials/index.ts';
import { materialVariations } from '../materials/schema.ts';

type ListQuery = z.output<typeof dashboardListQuerySchema>;

/**
 * 'Estoque abaixo do mínimo': the first page of the materials list filtered as `/app/materiais?abaixoMinimo=1`
 * shows it (the same query, so the card's count and the list always agree; counted up to LIST_TOTAL_CAP).
 */
export async function getStockAlerts(
  tx: Tx,
  tenant: TenantContext,
  query: ListQuery,
): Promise<DashboardStockAlerts> {
  const page = await listMaterials(tx, tenant, {
    belowMinimum: true,
    page: 1,
    pageSize: query.limit,
    sort: 'name',
    dir: 'asc',
    category: undefined,
    status: undefined,
  });
  const ids = page.items.map((item) => item.id);
  // Each listed material's active variation with the least stock, through material_variations_material_idx.
  const lowest = ids.length
    ? await tx
        .selectDistinctOn([materialVariations.materialId], {
          materialId: materialVariations.materialId,
          name: materialVariations.name,
          stock: materialVariations.stock,
        })
        .from(materialVariations)
        .where(
          and(
            eq(materialVariations.companyId, tenant.companyId),
            inArray(materialVariations.materialId, ids),
            eq(materialVariations.status, 'ativo'),
          ),
        )
        .orderBy(materialVariations.materialId, asc(materialVariations.stock), asc(materialVariations.name))
    : [];
  const lowestOf = new Map(lowest.map((row) => [row.materialId, row]));
  return {
    total: page.total,
    totalCapped: page.totalCapped,
    items: page.items.map((item) => ({
      id: item.id,
      name: item.name,
      unit: item.unit,
      minimumStock: item.minimumStock,
      stockTotal: item.stockTotal,
      variationCount: item.variationCount,
      belowMinimumCount: item.belowMinimumCount,
      lowestVariationName: lowestOf.get(item.id)?.name ?? '',
      lowestStock: lowestOf.get(item.id)?.stock ?? item.stockTotal,
    })),
  };
}
