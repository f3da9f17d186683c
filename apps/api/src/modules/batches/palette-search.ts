import {
  BATCH_STATUS_LABELS,
  type BatchStatus,
  PALETTE_GROUP_LIMIT,
  type PaletteHit,
  seriesCode,
} from '@alinhavo/domain';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { containsText } from '../../platform/db/search.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { products } from '../products/schema.ts';
import { batches } from './schema.ts';

/**
 * The command palette's batches: by code ('L-000012', or '12' for short) or by their product's reference or name,
 * the exact code first, then the newest.
 */
export async function searchBatchesForPalette(
  tx: Tx,
  tenant: TenantContext,
  text: string,
): Promise<PaletteHit[]> {
  const code = seriesCode('L', text);
  const exact = sql<boolean>`(${batches.code} = ${code})`;
  const rows = await tx
    .select({
      id: batches.id,
      code: batches.code,
      status: batches.status,
      reference: products.reference,
      name: products.name,
      exact,
    })
    .from(batches)
    .innerJoin(products, eq(products.id, batches.productId))
    .where(
      and(
        eq(batches.companyId, tenant.companyId),
        or(
          eq(batches.code, code),
          containsText(batches.id, 'batches', ['code'], text),
          containsText(batches.productId, 'products', ['reference', 'name'], text),
        ),
      ),
    )
    .orderBy(desc(exact), desc(batches.code))
    .limit(PALETTE_GROUP_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    title: `${row.reference} · ${row.name}`,
    detail: BATCH_STATUS_LABELS[row.status as BatchStatus] ?? row.status,
    exact: Boolean(row.exact),
  }));
}
