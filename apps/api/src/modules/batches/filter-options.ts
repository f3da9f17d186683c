import type { BatchFilterOptions } from '@alinhavo/domain';
import { asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { outworkers } from '../outworkers/schema.ts';
import { productionOrders } from '../production-orders/schema.ts';
import { products } from '../products/schema.ts';
import { batches } from './schema.ts';

/** The list's filters offer what the company's batches use: their products, workshops and orders. */
export async function getBatchFilterOptions(tx: Tx, tenant: TenantContext): Promise<BatchFilterOptions> {
  const productRows = await tx
    .selectDistinct({ id: products.id, reference: products.reference, name: products.name })
    .from(products)
    .innerJoin(batches, eq(batches.productId, products.id))
    .where(eq(products.companyId, tenant.companyId))
    .orderBy(asc(products.reference), asc(products.name), asc(products.id));
  const outworkerRows = await tx
    .selectDistinct({ id: outworkers.id, name: outworkers.name })
    .from(outworkers)
    .innerJoin(batches, eq(batches.outworkerId, outworkers.id))
    .where(eq(outworkers.companyId, tenant.companyId))
    .orderBy(asc(outworkers.name), asc(outworkers.id));
  const orderRows = await tx
    .selectDistinct({ id: productionOrders.id, code: productionOrders.code })
    .from(productionOrders)
    .innerJoin(batches, eq(batches.productionOrderId, productionOrders.id))
    .where(eq(productionOrders.companyId, tenant.companyId))
    .orderBy(desc(productionOrders.code), asc(productionOrders.id))
    .limit(500);
  return { products: productRows, outworkers: outworkerRows, orders: orderRows };
}
