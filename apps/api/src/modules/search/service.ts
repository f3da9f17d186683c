import {
  can,
  PALETTE_GROUP_FEATURES,
  PALETTE_GROUPS,
  type PaletteGroupKey,
  type PaletteHit,
  type PaletteSearchResult,
} from '@alinhavo/domain';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { searchBatchesForPalette } from '../batches/index.ts';
import { searchCustomersForPalette } from '../customers/index.ts';
import { searchMaterialsForPalette } from '../materials/index.ts';
import { searchOutworkersForPalette } from '../outworkers/index.ts';
import { searchOrdersForPalette } from '../production-orders/index.ts';
import { searchProductsForPalette, searchVariantsForPalette } from '../products/index.ts';
import { searchSalesOrdersForPalette } from '../sales-orders/index.ts';
import { readSubscriptionRow, subscriptionAllows } from '../subscriptions/index.ts';
import { searchSuppliersForPalette } from '../suppliers/index.ts';

type PaletteSearch = (tx: Tx, tenant: TenantContext, text: string) => Promise<PaletteHit[]>;

/** Each kind of record is searched by the module that owns it, with its indexed search. */
const SEARCHES: Record<PaletteGroupKey, PaletteSearch> = {
  batches: searchBatchesForPalette,
  'production-orders': searchOrdersForPalette,
  products: searchProductsForPalette,
  variants: searchVariantsForPalette,
  materials: searchMaterialsForPalette,
  outworkers: searchOutworkersForPalette,
  suppliers: searchSuppliersForPalette,
  customers: searchCustomersForPalette,
  'sales-orders': searchSalesOrdersForPalette,
};

/**
 * The command palette's records: each kind the member may open (their permission, and the company's
 * subscription and plan, as the kind's own routes check them) is searched, the others are not even asked.
 * Row-level security keeps every search in the caller's company. Groups with no match are left out.
 */
export async function searchPalette(
  tx: Tx,
  tenant: TenantContext,
  text: string,
): Promise<PaletteSearchResult> {
  const subscription = await readSubscriptionRow(tx, tenant.companyId);
  const groups: PaletteSearchResult['groups'] = [];
  // One after the other: the request's transaction is one connection.
  for (const key of PALETTE_GROUPS) {
    const feature = PALETTE_GROUP_FEATURES[key];
    if (!can(tenant.role, tenant.permissions, feature, 'access')) continue;
    if (!subscriptionAllows(subscription, tenant, feature)) continue;
    const items = await SEARCHES[key](tx, tenant, text);
    if (items.length > 0) groups.push({ key, items });
  }
  return { groups };
}
