import type { BatchColor } from '@alinhavo/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { colors, productColors } from '../products/schema.ts';

/**
 * Colours by id, in the product's colour order (then by name): the rows of every colour × size table of a batch
 * or an order. Colours the product no longer lists still show, after its own.
 */
export async function loadGridColors(
  tx: Tx,
  tenant: TenantContext,
  productId: string,
  colorIds: Iterable<string>,
): Promise<BatchColor[]> {
  const ids = [...new Set(colorIds)];
  if (!ids.length) return [];
  const rows = await tx
    .select({
      id: colors.id,
      name: colors.name,
      hex: colors.hex,
      position: sql<number | null>`${productColors.position}`,
    })
    .from(colors)
    .leftJoin(
      productColors,
      and(eq(productColors.colorId, colors.id), eq(productColors.productId, productId)),
    )
    .where(and(eq(colors.companyId, tenant.companyId), inArray(colors.id, ids)))
    .orderBy(sql`${productColors.position} asc nulls last`, asc(colors.name));
  return rows.map(({ id, name, hex }) => ({ id, name, hex }));
}

/** Colours of many products at once, each in its product's order: for lists. */
export async function loadGridColorsByProduct(
  tx: Tx,
  tenant: TenantContext,
  wanted: { key: string; productId: string; colorIds: Iterable<string> }[],
): Promise<Map<string, BatchColor[]>> {
  const result = new Map<string, BatchColor[]>();
  const allIds = [...new Set(wanted.flatMap((w) => [...w.colorIds]))];
  if (!allIds.length) return result;
  const colorRows = await tx
    .select({ id: colors.id, name: colors.name, hex: colors.hex })
    .from(colors)
    .where(and(eq(colors.companyId, tenant.companyId), inArray(colors.id, allIds)));
  const byId = new Map(colorRows.map((row) => [row.id, row]));
  const productIds = [...new Set(wanted.map((w) => w.productId))];
  const positions = await tx
    .select({
      productId: productColors.productId,
      colorId: productColors.colorId,
      position: productColors.position,
    })
    .from(productColors)
    .where(and(eq(productColors.companyId, tenant.companyId), inArray(productColors.productId, productIds)));
  const rank = new Map(positions.map((p) => [`${p.productId}|${p.colorId}`, p.position]));
  for (const w of wanted) {
    const list = [...new Set(w.colorIds)]
      .map((id) => byId.get(id))
      .filter((c): c is BatchColor => Boolean(c))
      .sort(
        (a, b) =>
          (rank.get(`${w.productId}|${a.id}`) ?? Number.MAX_SAFE_INTEGER) -
            (rank.get(`${w.productId}|${b.id}`) ?? Number.MAX_SAFE_INTEGER) ||
          a.name.localeCompare(b.name, 'pt-BR'),
      );
    result.set(w.key, list);
  }
  return result;
}
