import { isUuid, STOCK_MESSAGES, type StockItem } from '@alinhavo/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { queryRows, uuidArray } from './sql-rows.ts';

/** A stock row the ledger holds locked for the rest of the transaction, with what its messages name. */
export type LockedStockItem = {
  kind: 'material' | 'product';
  /** The material variation or product variant. */
  id: string;
  /** Its material or product. */
  parentId: string;
  stock: string;
  /** Material name, or product reference and name. */
  name: string;
  /** Colour (and size) or variation name, null for a material's default variation. */
  colour: string | null;
  /** The material's last purchase cost, which values its outflows; null for products. */
  lastCostCents: number | null;
};

/** One key per stock row, the same for every line that moves it. */
export function stockItemKey(item: StockItem): string {
  return item.kind === 'material'
    ? `m:${item.variationId.toLowerCase()}`
    : `p:${item.variantId.toLowerCase()}`;
}

type MaterialRow = {
  id: string;
  material_id: string;
  stock: string;
  material_name: string;
  variation_name: string;
  is_default: boolean;
  size: string | null;
  color_name: string | null;
  last_cost_cents: string | null;
};
type ProductRow = {
  id: string;
  product_id: string;
  stock: string;
  reference: string;
  product_name: string;
  size: string;
  color_name: string | null;
};

/** Material label of part2 ('Tecido Azul', 'Linha Azul G', 'Elástico 30 mm'); the default variation adds nothing. */
function materialColour(row: MaterialRow): string | null {
  if (row.color_name) return [row.color_name, row.size].filter(Boolean).join(' ');
  return row.is_default ? null : row.variation_name;
}

/**
 * Locks the stock rows the lines move and their materials and products, each table in one statement ordered by id,
 * in one global order: materials, material variations, products, product variants. The parents are locked because
 * their stock totals (materials.stock_total, products.total_stock: kept by triggers for the lists' sorts, migration
 * 0021) change with the variations, and because an entry may change a material's last cost; the materials module
 * also takes a material before its variations. Every ledger document takes its locks in this one order, so two
 * documents touching the same items in different orders wait for each other instead of deadlocking. FOR NO KEY
 * UPDATE is the lock an UPDATE of these columns takes itself; unlike FOR UPDATE it does not block inserts elsewhere
 * that merely reference the row.
 *
 * Any item that is not this company's answers 'Item de estoque não encontrado'.
 */
export async function lockStockItems(
  tx: Tx,
  tenant: TenantContext,
  items: StockItem[],
): Promise<Map<string, LockedStockItem>> {
  const variationIds = new Set<string>();
  const variantIds = new Set<string>();
  for (const item of items) {
    const id = item.kind === 'material' ? item.variationId : item.variantId;
    if (!isUuid(id)) throw notFound(STOCK_MESSAGES.itemNotFound);
    (item.kind === 'material' ? variationIds : variantIds).add(id.toLowerCase());
  }
  const locked = new Map<string, LockedStockItem>();
  if (variationIds.size) {
    await tx.execute(sql`
      select m.id from materials m
      where m.company_id = ${tenant.companyId}
        and m.id in (select mv.material_id from material_variations mv
                     where mv.company_id = ${tenant.companyId} and mv.id = any(${uuidArray(variationIds)}::uuid[]))
      order by m.id
      for no key update of m`);
    const rows = await queryRows<MaterialRow>(
      tx,
      sql`
        select mv.id::text as id, mv.material_id::text as material_id, mv.stock::text as stock,
               m.name as material_name, mv.name as variation_name, mv.is_default, mv.size, c.name as color_name,
               m.last_cost_cents::text as last_cost_cents
        from material_variations mv
        join materials m on m.id = mv.material_id
        left join colors c on c.id = mv.color_id
        where mv.company_id = ${tenant.companyId} and mv.id = any(${uuidArray(variationIds)}::uuid[])
        order by mv.id
        for no key update of mv`,
    );
    for (const row of rows) {
      locked.set(`m:${row.id}`, {
        kind: 'material',
        id: row.id,
        parentId: row.material_id,
        stock: row.stock,
        name: row.material_name,
        colour: materialColour(row),
        lastCostCents: row.last_cost_cents === null ? null : Number(row.last_cost_cents),
      });
    }
  }
  if (variantIds.size) {
    await tx.execute(sql`
      select p.id from products p
      where p.company_id = ${tenant.companyId}
        and p.id in (select pv.product_id from product_variants pv
                     where pv.company_id = ${tenant.companyId} and pv.id = any(${uuidArray(variantIds)}::uuid[]))
      order by p.id
      for no key update of p`);
    const rows = await queryRows<ProductRow>(
      tx,
      sql`
        select pv.id::text as id, pv.product_id::text as product_id, pv.stock::text as stock,
               p.reference, p.name as product_name, pv.size, c.name as color_name
        from product_variants pv
        join products p on p.id = pv.product_id
        left join colors c on c.id = pv.color_id
        where pv.company_id = ${tenant.companyId} and pv.id = any(${uuidArray(variantIds)}::uuid[])
        order by pv.id
        for no key update of pv`,
    );
    for (const row of rows) {
      locked.set(`p:${row.id}`, {
        kind: 'product',
        id: row.id,
        parentId: row.product_id,
        stock: row.stock,
        name: `${row.reference} ${row.product_name}`,
        colour: [row.color_name, row.size].filter(Boolean).join(' ') || null,
        lastCostCents: null,
      });
    }
  }
  if (locked.size !== variationIds.size + variantIds.size) throw notFound(STOCK_MESSAGES.itemNotFound);
  return locked;
}
