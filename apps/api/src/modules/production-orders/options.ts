import type { ProductionBoardOptions, ProductionOrderOptions } from '@alinhavo/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { outworkers } from '../outworkers/schema.ts';
import { products } from '../products/schema.ts';
import { loadProductGrids } from './queries.ts';

const OPTIONS_LIMIT = 1000;
// Named in full: in a one-table select Drizzle leaves columns unqualified, and "id" would be the variant's.
const productId = sql.raw('"products"."id"');

/** 'Nova ordem': the active products that make at least one colour × size, with their grid. */
export async function productionOrderOptions(tx: Tx, tenant: TenantContext): Promise<ProductionOrderOptions> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.companyId, tenant.companyId),
        eq(products.status, 'ativo'),
        sql`exists (select 1 from product_variants v where v.product_id = ${productId} and v.status = 'ativo')`,
      ),
    )
    .orderBy(asc(products.name), asc(products.reference))
    .limit(OPTIONS_LIMIT);
  const grids = await loadProductGrids(
    tx,
    tenant,
    rows.map((r) => r.id),
  );
  return {
    products: rows
      .map((r) => grids.get(r.id))
      .filter((g) => g !== undefined)
      .map(({ status: _status, ...grid }) => grid),
  };
}

/** The board's filters: the company's products and workshops (inactive ones too: their batches may be out). */
export async function productionBoardOptions(tx: Tx, tenant: TenantContext): Promise<ProductionBoardOptions> {
  const productRows = await tx
    .select({ id: products.id, reference: products.reference, name: products.name })
    .from(products)
    .where(eq(products.companyId, tenant.companyId))
    .orderBy(asc(products.name), asc(products.reference))
    .limit(OPTIONS_LIMIT);
  const outworkerRows = await tx
    .select({ id: outworkers.id, name: outworkers.name })
    .from(outworkers)
    .where(eq(outworkers.companyId, tenant.companyId))
    .orderBy(asc(outworkers.name))
    .limit(OPTIONS_LIMIT);
  return { products: productRows, outworkers: outworkerRows };
}
