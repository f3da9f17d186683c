import {
  cancelOrderBlock,
  concludeOrderBlock,
  isOrderClosed,
  isOrderLate,
  type OrderColor,
  type OrderProgress,
  type Page,
  type ProductionOrderDetail,
  type ProductionOrderListItem,
  type ProductionOrderListQuery,
  type ProductionOrderPriority,
  type ProductionOrderStatus,
  todayInSaoPaulo,
} from '@alinhavo/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { listPage, type RankedKey } from '../../platform/db/list-page.ts';
import { containsText } from '../../platform/db/search.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { queryRows, uuidArray } from '../stock/index.ts';
import { findOrderRow, loadOrderBatches, loadOrderCells, loadProductGrid, statusOf } from './queries.ts';

/**
 * Every order of the company with its totals and the status it has now. The CASE mirrors effectiveOrderStatus
 * (packages/domain): it has to run in SQL so lists filter and count by it.
 */
export function orderFacts(companyId: string): SQL {
  return sql`
    with facts as (
      select po.id, po.code, po.status as stored_status, po.priority, po.due_date as due,
             po.due_date::text as due_date, po.created_at, po.product_id,
             p.reference as product_reference, p.name as product_name,
             coalesce(oi.ordered, 0)::int as ordered,
             coalesce(bt.batch_count, 0)::int as batch_count,
             coalesce(bt.in_batches, 0)::int as in_batches,
             coalesce(bt.cut, 0)::int as cut,
             coalesce(bt.at_workshops, 0)::int as at_workshops,
             coalesce(bt.approved, 0)::int as approved,
             coalesce(bt.packed, 0)::int as packed,
             coalesce(oi.ordered > 0 and not exists (
               select 1 from production_order_items i
               where i.order_id = po.id and i.quantity > coalesce((
                 select sum(bi.packed_quantity) from batch_items bi join batches b on b.id = bi.batch_id
                 where b.production_order_id = po.id and bi.color_id = i.color_id and bi.size = i.size), 0)
             ), false) as fully_packed
      from production_orders po
      join products p on p.id = po.product_id
      left join lateral (
        select sum(i.quantity) as ordered from production_order_items i where i.order_id = po.id
      ) oi on true
      left join lateral (
        select count(distinct b.id) as batch_count,
               sum(coalesce(bi.planned_quantity, bi.quantity)) as in_batches,
               sum(case when bi.cut_quantity is not null then bi.cut_quantity
                        when b.status <> 'aguardando_corte' then bi.quantity else 0 end) as cut,
               sum(case when b.status in ('enviado', 'em_producao', 'finalizado_faccao')
                        then bi.quantity else 0 end) as at_workshops,
               sum(bi.approved_quantity) as approved,
               sum(bi.packed_quantity) as packed
        from batches b left join batch_items bi on bi.batch_id = b.id
        where b.production_order_id = po.id
      ) bt on true
      where po.company_id = ${companyId}
    ),
    orders as (
      select facts.*,
        case when stored_status in ('concluida', 'cancelada') then stored_status
             when fully_packed then 'concluida'
             when batch_count > 0 or stored_status = 'em_producao' then 'em_producao'
             else 'planejada' end as status
      from facts
    )`;
}

function listFilters(query: ProductionOrderListQuery, today: string): SQL {
  const filters: SQL[] = [sql`true`];
  if (query.q) {
    filters.push(
      sql`(${containsText(sql.raw('id'), 'production_orders', ['code'], query.q)}
        or ${containsText(sql.raw('product_id'), 'products', ['reference', 'name'], query.q)})`,
    );
  }
  if (query.productId) filters.push(sql`product_id = ${query.productId}`);
  if (query.dueFrom) filters.push(sql`due >= ${query.dueFrom}::date`);
  if (query.dueTo) filters.push(sql`due <= ${query.dueTo}::date`);
  if (query.status === 'abertas') filters.push(sql`status in ('planejada', 'em_producao')`);
  else if (query.status) filters.push(sql`status = ${query.status}`);
  if (query.late) filters.push(sql`due < ${today}::date and status in ('planejada', 'em_producao')`);
  return sql.join(filters, sql` and `);
}

/**
 * The list's sorts, on the orders' own columns (orders.created_at: the timestamp, not the text the page selects),
 * each with its index led by the company (migration 0021), so the page reads 20 orders in order and computes the
 * facts of those only. Codes are unique per company: the code is the tiebreak.
 */
const SORT: Record<ProductionOrderListQuery['sort'], string> = {
  code: 'code',
  dueDate: 'due',
  createdAt: 'orders.created_at',
  priority: "case priority when 'urgente' then 3 when 'alta' then 2 when 'normal' then 1 else 0 end",
};

type FactRow = {
  id: string;
  code: string;
  status: ProductionOrderStatus;
  priority: ProductionOrderPriority;
  due_date: string | null;
  created_at: string | Date;
  product_id: string;
  product_reference: string;
  product_name: string;
  ordered: number;
  batch_count: number;
  in_batches: number;
  cut: number;
  at_workshops: number;
  approved: number;
  packed: number;
};

function totalsOf(row: FactRow): OrderProgress {
  return {
    ordered: Number(row.ordered),
    inBatches: Number(row.in_batches),
    cut: Number(row.cut),
    atWorkshops: Number(row.at_workshops),
    approved: Number(row.approved),
    packed: Number(row.packed),
  };
}

/** The colours and sizes each order asks for, in the product's colour and size order. */
export async function orderGridLabels(tx: Tx, tenant: TenantContext, orderIds: string[]) {
  const labels = new Map<string, { colors: OrderColor[]; sizes: string[] }>();
  if (orderIds.length === 0) return labels;
  const rows = await queryRows<{
    order_id: string;
    color_id: string;
    name: string;
    hex: string | null;
    size: string;
    color_position: number | null;
    size_position: number | null;
  }>(
    tx,
    sql`select i.order_id, i.color_id, c.name, c.hex, i.size,
          pc.position as color_position, array_position(p.sizes, i.size) as size_position
        from production_order_items i
        join production_orders po on po.id = i.order_id
        join products p on p.id = po.product_id
        join colors c on c.id = i.color_id
        left join product_colors pc on pc.product_id = po.product_id and pc.color_id = i.color_id
        where i.company_id = ${tenant.companyId} and i.order_id = any(${uuidArray(orderIds)}::uuid[])
        order by i.order_id, coalesce(pc.position, 9999), c.name, coalesce(array_position(p.sizes, i.size), 9999), i.size`,
  );
  for (const row of rows) {
    const entry = labels.get(row.order_id) ?? { colors: [], sizes: [] };
    if (!entry.colors.some((c) => c.id === row.color_id))
      entry.colors.push({ id: row.color_id, name: row.name, hex: row.hex });
    labels.set(row.order_id, entry);
  }
  const sizeRows = [...rows].sort(
    (a, b) =>
      Number(a.size_position ?? 9999) - Number(b.size_position ?? 9999) || a.size.localeCompare(b.size),
  );
  for (const row of sizeRows) {
    const entry = labels.get(row.order_id)!;
    if (!entry.sizes.includes(row.size)) entry.sizes.push(row.size);
  }
  return labels;
}

function toIso(value: string | Date): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export async function listProductionOrders(
  tx: Tx,
  tenant: TenantContext,
  query: ProductionOrderListQuery,
): Promise<Page<ProductionOrderListItem>> {
  const today = todayInSaoPaulo();
  const where = listFilters(query, today);
  const direction = sql.raw(query.dir === 'desc' ? 'desc' : 'asc');
  // Orders without a due date come last either way (the 'desc' order has its own index).
  const nulls = sql.raw(query.sort === 'dueDate' ? ' nulls last' : '');
  const order = sql`order by ${sql.raw(SORT[query.sort])} ${direction}${nulls}, code ${direction}`;
  const page = await listPage(tx, query, {
    items: ({ limit, offset, keys }) =>
      queryRows<FactRow>(
        tx,
        sql`${orderFacts(tenant.companyId)}
        select id, code, status, priority, due_date, created_at::text as created_at, product_id,
               product_reference, product_name, ordered, batch_count, in_batches, cut, at_workshops, approved, packed
        from orders where ${keys ? sql`id = any(${uuidArray(keys)}::uuid[])` : where}
        ${order} limit ${limit} offset ${offset}`,
      ),
    matching: sql`${orderFacts(tenant.companyId)} select id from orders where ${where}`,
    ranked: query.q
      ? ({ limit, offset }) =>
          queryRows<RankedKey>(
            tx,
            sql`${orderFacts(tenant.companyId)}
            select id as key, count(*) over () as total from orders where ${where}
            ${order} limit ${limit} offset ${offset}`,
          )
      : undefined,
  });
  const rows = page.items;
  const labels = await orderGridLabels(
    tx,
    tenant,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      code: row.code,
      status: row.status,
      priority: row.priority,
      dueDate: row.due_date,
      late: isOrderLate(row.due_date, row.status, today),
      product: { id: row.product_id, reference: row.product_reference, name: row.product_name },
      colors: labels.get(row.id)?.colors ?? [],
      sizes: labels.get(row.id)?.sizes ?? [],
      batchCount: Number(row.batch_count),
      totals: totalsOf(row),
      createdAt: toIso(row.created_at),
    })),
    total: page.total,
    totalCapped: page.totalCapped,
    page: page.page,
    pageSize: page.pageSize,
  };
}

function sumCells(cells: OrderProgress[]): OrderProgress {
  const total: OrderProgress = { ordered: 0, inBatches: 0, cut: 0, atWorkshops: 0, approved: 0, packed: 0 };
  for (const cell of cells) {
    for (const key of Object.keys(total) as (keyof OrderProgress)[]) total[key] += cell[key];
  }
  return total;
}

/** An order with its grid and per-cell progress, its batches and what may be done with it now. */
export async function getProductionOrder(
  tx: Tx,
  tenant: TenantContext,
  id: string,
): Promise<ProductionOrderDetail> {
  const order = await findOrderRow(tx, tenant, id, { orCode: true });
  const grid = await loadProductGrid(tx, tenant, order.productId);
  const { cells } = await loadOrderCells(tx, tenant, order.id);
  const batchList = await loadOrderBatches(tx, tenant, order.id);
  const status = statusOf(order, batchList.length > 0, cells);
  const labels = (await orderGridLabels(tx, tenant, [order.id])).get(order.id) ?? { colors: [], sizes: [] };
  const batchStatuses = batchList.map((b) => b.status);
  const open = !isOrderClosed(status);
  return {
    id: order.id,
    code: order.code,
    status,
    priority: order.priority as ProductionOrderPriority,
    dueDate: order.dueDate,
    late: isOrderLate(order.dueDate, status, todayInSaoPaulo()),
    product: {
      id: grid.id,
      reference: grid.reference,
      name: grid.name,
      status: grid.status,
      colors: grid.colors,
      sizes: grid.sizes,
      activeCells: grid.activeCells,
    },
    colors: labels.colors,
    sizes: labels.sizes,
    batchCount: batchList.length,
    totals: sumCells(cells),
    notes: order.notes,
    cancelReason: order.cancelReason,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    concludedAt: order.concludedAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    cells,
    batches: batchList.map((b) => ({ ...b, createdAt: b.createdAt.toISOString() })),
    actions: {
      edit: open,
      editGrid: open,
      cancel: cancelOrderBlock(status, batchStatuses),
      conclude: concludeOrderBlock(status, batchStatuses),
      createBatch: open,
    },
  };
}
