import {
  isBelowCost,
  marginPercentAtPrice,
  type Page,
  type ProductCostFilter,
  type ProductCostListItem,
  type ProductCostSortKey,
  percentString,
} from '@alinhavo/domain';
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { listPage, matchTotal, orderWithTiebreak, pageWhere } from '../../platform/db/list-page.ts';
import { containsText } from '../../platform/db/search.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { products } from '../products/schema.ts';
import { productCostSheets } from './schema.ts';

export type ProductCostListQuery = {
  q?: string | undefined;
  page: number;
  pageSize: number;
  sort: ProductCostSortKey;
  dir: 'asc' | 'desc';
  filter?: ProductCostFilter | undefined;
};

/**
 * The sheet in force (part3 §2: the highest version) of the product on the row: its sheet that no later version
 * follows. Sorted by name or reference, the list reads its page of products in order and looks up 20 sheets through
 * the unique index (product_id, version); sorted by a figure of the sheet, the planner joins the company's sheets
 * once (a hash anti-join) instead of grouping them first.
 */
export const sheetInForce = and(
  eq(productCostSheets.productId, products.id),
  sql`not exists (select 1 from product_cost_sheets later
                  where later.product_id = ${productCostSheets.productId} and later.version > ${productCostSheets.version})`,
);

/**
 * Below cost in SQL, the same inequality as the domain's `isBelowCost` multiplied by 100 to stay in integers:
 * price × (100 − taxes − fees) < cost × 100. The answer's flag itself comes from the domain function.
 */
const belowCostSql = sql`${products.salePriceCents} * (100 - ${productCostSheets.taxesPercent} - ${productCostSheets.feesPercent}) < ${productCostSheets.unitCostCents} * 100`;

/** Margin for sorting only (the shown margin comes from the domain): (price × (100 − t − f) − cost × 100) / price. */
const marginSql = sql`(${products.salePriceCents} * (100 - ${productCostSheets.taxesPercent} - ${productCostSheets.feesPercent}) - ${productCostSheets.unitCostCents} * 100) / nullif(${products.salePriceCents}, 0)`;

const SORT_SQL: Record<ProductCostSortKey, SQL> = {
  name: sql`${products.name}`,
  reference: sql`lower(${products.reference})`,
  unitCost: sql`${productCostSheets.unitCostCents}`,
  margin: marginSql,
  updatedAt: sql`${productCostSheets.createdAt}`,
};

/** Every product of the company with its sheet in force summarised; filters 'sem ficha' and 'abaixo do custo'. */
export async function listProductCosts(
  tx: Tx,
  tenant: TenantContext,
  query: ProductCostListQuery,
): Promise<Page<ProductCostListItem>> {
  const company = eq(products.companyId, tenant.companyId);
  const filters: SQL[] = [company];
  if (query.q) {
    const text = containsText(products.id, 'products', ['name', 'reference'], query.q);
    if (text) filters.push(text);
  }
  if (query.filter === 'without_sheet') filters.push(isNull(productCostSheets.id));
  if (query.filter === 'below_cost') {
    filters.push(isNotNull(productCostSheets.id), isNotNull(products.salePriceCents), belowCostSql);
  }
  const where = and(...filters);
  const direction = query.dir === 'desc' ? sql`desc` : sql`asc`;
  // Name and reference read the products' indexes (company_id, name, id) and (company_id, lower(reference), id);
  // the sheet's figures are computed keys (no index can serve them): equal values keep the name order.
  const order =
    query.sort === 'name' || query.sort === 'reference'
      ? orderWithTiebreak(query.dir, [SORT_SQL[query.sort]], products.id)
      : [
          sql`${SORT_SQL[query.sort]} ${direction} nulls last`,
          ...orderWithTiebreak('asc', [products.name], products.id),
        ];
  const page = await listPage(tx, query, {
    items: (rows) =>
      tx
        .select({
          id: products.id,
          reference: products.reference,
          name: products.name,
          status: products.status,
          salePriceCents: products.salePriceCents,
          sheetId: productCostSheets.id,
          version: productCostSheets.version,
          unitCostCents: productCostSheets.unitCostCents,
          taxesPercent: productCostSheets.taxesPercent,
          feesPercent: productCostSheets.feesPercent,
          targetMarginPercent: productCostSheets.targetMarginPercent,
          createdAt: productCostSheets.createdAt,
        })
        .from(products)
        .leftJoin(productCostSheets, sheetInForce)
        .where(pageWhere(rows, where, products.id, company))
        .orderBy(...order)
        .limit(rows.limit)
        .offset(rows.offset),
    matching: query.filter
      ? tx.select({ id: products.id }).from(products).leftJoin(productCostSheets, sheetInForce).where(where)
      : tx.select({ id: products.id }).from(products).where(where),
    ranked: query.q
      ? ({ limit, offset }) =>
          tx
            .select({ key: products.id, total: matchTotal })
            .from(products)
            .leftJoin(productCostSheets, sheetInForce)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset)
      : undefined,
  });
  return {
    ...page,
    items: page.items.map((row): ProductCostListItem => {
      const sheet =
        row.sheetId !== null &&
        row.unitCostCents !== null &&
        row.taxesPercent !== null &&
        row.feesPercent !== null
          ? { cost: row.unitCostCents, taxes: row.taxesPercent, fees: row.feesPercent }
          : null;
      return {
        id: row.id,
        reference: row.reference,
        name: row.name,
        status: row.status,
        salePriceCents: row.salePriceCents,
        hasSheet: sheet !== null,
        version: row.version,
        unitCostCents: row.unitCostCents,
        marginPercent: sheet
          ? percentString(marginPercentAtPrice(row.salePriceCents, sheet.cost, sheet.taxes, sheet.fees))
          : null,
        targetMarginPercent: row.targetMarginPercent,
        belowCost: sheet ? isBelowCost(row.salePriceCents, sheet.cost, sheet.taxes, sheet.fees) : false,
        updatedAt: row.createdAt?.toISOString() ?? null,
      };
    }),
  };
}
