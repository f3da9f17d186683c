import {
  compareSizes,
  isUuid,
  STOCK_MESSAGES,
  type StockGrid,
  type StockGridOptions,
  type stockGridsQuerySchema,
} from '@alinhavo/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { containsText } from '../../platform/db/search.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { queryRows } from './sql-rows.ts';

/** How many products and materials the grid picker shows for a search; typing more narrows it. */
export const GRID_PICKER_LIMIT = 30;

type OptionRow = { kind: 'material' | 'product'; id: string; name: string; unit: string; variants: string };

/**
 * GET /stock/grids: active materials and products with at least one active variation or SKU, by name (materials)
 * and reference (products), each kind read through its company-and-name index and cut at the limit.
 */
export async function listStockGridOptions(
  tx: Tx,
  tenant: TenantContext,
  query: z.output<typeof stockGridsQuerySchema>,
): Promise<StockGridOptions> {
  const parts: SQL[] = [];
  if (query.kind !== 'product') {
    const search = query.q
      ? sql`and ${containsText(sql.raw('m.id'), 'materials', ['name'], query.q)}`
      : sql``;
    parts.push(sql`(
      select 'material' as kind, m.id::text as id, m.name, m.unit,
             (select count(*) from material_variations mv
               where mv.material_id = m.id and mv.company_id = m.company_id and mv.status = 'ativo')::text as variants
      from materials m
      where m.company_id = ${tenant.companyId} and m.status = 'ativo' ${search}
        and exists (select 1 from material_variations mv
                     where mv.material_id = m.id and mv.company_id = m.company_id and mv.status = 'ativo')
      order by lower(m.name), m.id
      limit ${GRID_PICKER_LIMIT})`);
  }
  if (query.kind !== 'material') {
    const search = query.q
      ? sql`and ${containsText(sql.raw('p.id'), 'products', ['reference', 'name'], query.q)}`
      : sql``;
    parts.push(sql`(
      select 'product' as kind, p.id::text as id, p.reference || ' ' || p.name as name, p.unit,
             (select count(*) from product_variants pv
               where pv.product_id = p.id and pv.company_id = p.company_id and pv.status = 'ativo')::text as variants
      from products p
      where p.company_id = ${tenant.companyId} and p.status = 'ativo' ${search}
        and exists (select 1 from product_variants pv
                     where pv.product_id = p.id and pv.company_id = p.company_id and pv.status = 'ativo')
      order by lower(p.reference), p.id
      limit ${GRID_PICKER_LIMIT})`);
  }
  const rows = await queryRows<OptionRow>(tx, sql.join(parts, sql` union all `));
  return { items: rows.map((row) => ({ ...row, variants: Number(row.variants) })) };
}

type HeadRow = {
  kind: 'material' | 'product';
  id: string;
  name: string;
  unit: string;
  last_cost_cents: string | null;
};
type CellRow = {
  item_id: string;
  color_id: string | null;
  color_name: string | null;
  color_hex: string | null;
  size: string | null;
  sku: string | null;
  stock: string;
  /** Where the size stands in the product's grid; null for materials (their sizes are put in garment order). */
  size_position: number | null;
};

/**
 * GET /stock/grids/:id: the colour × size grid of a product or a material of this company (the id is either),
 * its active cells in display order; any other id is not found.
 */
export async function getStockGrid(tx: Tx, tenant: TenantContext, id: string): Promise<StockGrid> {
  if (!isUuid(id)) throw notFound(STOCK_MESSAGES.itemNotFound);
  const [head] = await queryRows<HeadRow>(
    tx,
    sql`
      select 'product' as kind, p.id::text as id, p.reference || ' ' || p.name as name, p.unit,
             null::text as last_cost_cents
      from products p where p.company_id = ${tenant.companyId} and p.id = ${id}
      union all
      select 'material' as kind, m.id::text as id, m.name, m.unit, m.last_cost_cents::text
      from materials m where m.company_id = ${tenant.companyId} and m.id = ${id}`,
  );
  if (!head) throw notFound(STOCK_MESSAGES.itemNotFound);
  const cells = await queryRows<CellRow>(
    tx,
    head.kind === 'product'
      ? sql`
          select pv.id::text as item_id, pv.color_id::text as color_id, c.name as color_name, c.hex as color_hex,
                 pv.size, pv.sku, pv.stock::text as stock, array_position(p.sizes, pv.size) as size_position
          from product_variants pv
          join products p on p.id = pv.product_id
          left join colors c on c.id = pv.color_id
          left join product_colors pc on pc.product_id = pv.product_id and pc.color_id = pv.color_id
          where pv.company_id = ${tenant.companyId} and pv.product_id = ${id} and pv.status = 'ativo'
          order by pc.position nulls last, lower(c.name), coalesce(array_position(p.sizes, pv.size), 999), pv.size`
      : sql`
          select mv.id::text as item_id, mv.color_id::text as color_id, c.name as color_name,
                 c.hex as color_hex, mv.size, null::text as sku, mv.stock::text as stock,
                 null::int as size_position
          from material_variations mv
          left join colors c on c.id = mv.color_id
          where mv.company_id = ${tenant.companyId} and mv.material_id = ${id} and mv.status = 'ativo'
          order by lower(c.name) nulls first, mv.id`,
  );
  return gridOf(head, cells);
}

/**
 * Rows in the order the cells first name them (the queries read them by the product's colour order, or by colour
 * name for a material); columns in the product's grid order, or for a material as people read sizes
 * (compareSizes: numbers by value, PP P M G GG…).
 */
function gridOf(head: HeadRow, cells: CellRow[]): StockGrid {
  const colors = new Map<string | null, StockGrid['colors'][number]>();
  const sizeOrder = new Map<string | null, number>();
  for (const cell of cells) {
    if (!colors.has(cell.color_id)) {
      colors.set(cell.color_id, { id: cell.color_id, name: cell.color_name, hex: cell.color_hex });
    }
    if (!sizeOrder.has(cell.size)) sizeOrder.set(cell.size, cell.size_position ?? 0);
  }
  const sizes = [...sizeOrder.entries()]
    .sort(([a, posA], [b, posB]) => (head.kind === 'product' ? posA - posB : compareSizes(a, b)))
    .map(([size]) => size);
  return {
    kind: head.kind,
    id: head.id,
    name: head.name,
    unit: head.unit,
    lastCostCents: head.last_cost_cents === null ? null : Number(head.last_cost_cents),
    colors: [...colors.values()],
    sizes,
    cells: cells.map((cell) => ({
      itemId: cell.item_id,
      colorId: cell.color_id,
      size: cell.size,
      sku: cell.sku,
      stock: cell.stock,
    })),
  };
}
