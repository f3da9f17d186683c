import type {
  StockBalancePage,
  StockItemOption,
  StockItemOptions,
  StockUsers,
  stockBalanceQuerySchema,
  stockItemsQuerySchema,
} from '@alinhavo/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { listPage, type RankedKey } from '../../platform/db/list-page.ts';
import { containsText } from '../../platform/db/search.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { queryRows, uuidArray } from './sql-rows.ts';

/** How many items the picker shows for a search; typing more narrows it. */
export const ITEM_PICKER_LIMIT = 50;

type ItemFilters = {
  q?: string | undefined;
  kind?: 'material' | 'product' | undefined;
  materialId?: string | undefined;
  productId?: string | undefined;
  includeInactive?: boolean;
  belowMinimum?: boolean;
  /** Only these rows (material variation and product variant ids), e.g. the page a search ranked. */
  ids?: string[] | undefined;
};

type ItemRow = {
  kind: 'material' | 'product';
  id: string;
  material_id: string | null;
  product_id: string | null;
  name: string;
  variant_label: string;
  sku: string | null;
  unit: string;
  stock: string;
  minimum_stock: string | null;
  below_minimum: boolean;
  last_cost_cents: string | null;
  active: boolean;
  total?: string;
};

/**
 * Every stock row of the company as one list: material variations and product SKUs with their balances, in name
 * order (a material's default variation first, then colour and size; a product's colours, then its grid order).
 */
function itemsSource(tenant: TenantContext, filters: ItemFilters): SQL | null {
  const materials: SQL[] = [sql`mv.company_id = ${tenant.companyId}`];
  const products: SQL[] = [sql`pv.company_id = ${tenant.companyId}`];
  if (!filters.includeInactive) {
    materials.push(sql`m.status = 'ativo' and mv.status = 'ativo'`);
    products.push(sql`p.status = 'ativo' and pv.status = 'ativo'`);
  }
  if (filters.q) {
    const q = filters.q;
    materials.push(sql`(${containsText(sql.raw('m.id'), 'materials', ['name'], q)}
                      or ${containsText(sql.raw('mv.id'), 'material_variations', ['name'], q)}
                      or ${containsText(sql.raw('mv.color_id'), 'colors', ['name'], q)})`);
    products.push(sql`(${containsText(sql.raw('p.id'), 'products', ['reference', 'name'], q)}
                      or ${containsText(sql.raw('pv.id'), 'product_variants', ['sku'], q)}
                      or ${containsText(sql.raw('pv.color_id'), 'colors', ['name'], q)} or pv.barcode = ${q})`);
  }
  if (filters.ids) {
    materials.push(sql`mv.id = any(${uuidArray(filters.ids)}::uuid[])`);
    products.push(sql`pv.id = any(${uuidArray(filters.ids)}::uuid[])`);
  }
  if (filters.materialId) materials.push(sql`mv.material_id = ${filters.materialId}`);
  if (filters.productId) products.push(sql`pv.product_id = ${filters.productId}`);
  if (filters.belowMinimum) materials.push(sql`mv.stock < m.minimum_stock`);
  const withMaterials = filters.kind !== 'product' && !filters.productId;
  const withProducts = filters.kind !== 'material' && !filters.materialId && !filters.belowMinimum;
  const parts: SQL[] = [];
  if (withMaterials) {
    parts.push(sql`
      select 'material' as kind, mv.id::text as id, m.id::text as material_id, null::text as product_id,
             m.name as name, mv.name as variant_label, null::text as sku, m.unit, mv.stock::text as stock,
             m.minimum_stock::text as minimum_stock, mv.stock < m.minimum_stock as below_minimum,
             m.last_cost_cents::text as last_cost_cents, (m.status = 'ativo' and mv.status = 'ativo') as active,
             lower(m.name) as sort_name, m.id::text as sort_parent,
             case when mv.is_default then '' else lower(coalesce(c.name, '')) end as sort_group,
             0 as sort_position, lower(mv.name) as sort_label
      from material_variations mv
      join materials m on m.id = mv.material_id
      left join colors c on c.id = mv.color_id
      where ${sql.join(materials, sql` and `)}`);
  }
  if (withProducts) {
    parts.push(sql`
      select 'product' as kind, pv.id::text as id, null::text as material_id, p.id::text as product_id,
             p.reference || ' ' || p.name as name, concat_ws(' / ', c.name, pv.size) as variant_label,
             pv.sku, p.unit, pv.stock::text as stock, null::text as minimum_stock, false as below_minimum,
             null::text as last_cost_cents, (p.status = 'ativo' and pv.status = 'ativo') as active,
             lower(p.reference || ' ' || p.name) as sort_name, p.id::text as sort_parent,
             coalesce(lpad(pc.position::text, 6, '0'), lower(coalesce(c.name, ''))) as sort_group,
             coalesce(array_position(p.sizes, pv.size), 999) as sort_position, lower(pv.size) as sort_label
      from product_variants pv
      join products p on p.id = pv.product_id
      left join colors c on c.id = pv.color_id
      left join product_colors pc on pc.product_id = pv.product_id and pc.color_id = pv.color_id
      where ${sql.join(products, sql` and `)}`);
  }
  return parts.length ? sql.join(parts, sql` union all `) : null;
}

const ORDER = sql`order by items.kind, items.sort_name, items.sort_parent, items.sort_group, items.sort_position, items.sort_label`;

function toOption(row: ItemRow): StockItemOption {
  return {
    kind: row.kind,
    id: row.id,
    materialId: row.material_id,
    productId: row.product_id,
    name: row.name,
    variantLabel: row.variant_label,
    sku: row.sku,
    unit: row.unit,
    stock: row.stock,
    minimumStock: row.minimum_stock,
    belowMinimum: row.below_minimum,
    lastCostCents: row.last_cost_cents === null ? null : Number(row.last_cost_cents),
    active: row.active,
  };
}

/** GET /stock/items: the picker of the posting forms (active items by default). */
export async function listStockItems(
  tx: Tx,
  tenant: TenantContext,
  query: z.output<typeof stockItemsQuerySchema>,
): Promise<StockItemOptions> {
  const source = itemsSource(tenant, query);
  if (!source) return { items: [] };
  const rows = await queryRows<ItemRow>(
    tx,
    sql`select * from (${source}) items ${ORDER} limit ${ITEM_PICKER_LIMIT}`,
  );
  return { items: rows.map(toOption) };
}

/** GET /stock/balances: the 'Saldos' tab, active items with their balances, paged. */
export async function listStockBalances(
  tx: Tx,
  tenant: TenantContext,
  query: z.output<typeof stockBalanceQuerySchema>,
): Promise<StockBalancePage> {
  const source = itemsSource(tenant, query);
  if (!source) return { items: [], total: 0, totalCapped: false, page: query.page, pageSize: query.pageSize };
  const page = await listPage(tx, query, {
    items: ({ limit, offset, keys }) => {
      // The rows a search ranked are read by id, without the search.
      const rows = keys ? itemsSource(tenant, { ...query, q: undefined, ids: keys }) : source;
      return queryRows<ItemRow>(
        tx,
        sql`select * from (${rows}) items ${ORDER} limit ${limit} offset ${offset}`,
      );
    },
    matching: sql`select items.id from (${source}) items`,
    ranked: query.q
      ? ({ limit, offset }) =>
          queryRows<RankedKey>(
            tx,
            sql`select items.id as key, count(*) over () as total from (${source}) items ${ORDER}
                limit ${limit} offset ${offset}`,
          )
      : undefined,
  });
  return { ...page, items: page.items.map(toOption) };
}

/**
 * GET /stock/users: the people who posted to the ledger, for its user filter. Read from the documents (one per
 * posting, far fewer than lines).
 */
export async function listStockUsers(tx: Tx, tenant: TenantContext): Promise<StockUsers> {
  const rows = await queryRows<{ id: string; name: string }>(
    tx,
    sql`
      select p.id::text as id, p.full_name as name
      from profiles p
      where p.company_id = ${tenant.companyId}
        and p.id in (select d.created_by from stock_documents d where d.company_id = ${tenant.companyId})
      order by lower(p.full_name), p.id`,
  );
  return { items: rows };
}
