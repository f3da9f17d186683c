import {
  type DayRange,
  SALES_CENTER_CHANNEL_LABELS,
  SALES_CENTER_CHANNELS,
  type SalesCenterChannel,
  type SalesCenterProducts,
  type SalesCenterQuery,
  type SalesCenterSummary,
  type SalesFigures,
  salesPeriodRanges,
  todayInSaoPaulo,
} from '@alinhavo/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { queryRows } from '../stock/index.ts';

/** A sale counts from its confirmation on: a quote is not a sale yet and a cancelled one is out. */
export const COUNTED_SALE = sql`status not in ('orcamento', 'cancelado')`;

const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'America/Sao_Paulo')`;
const dayAfter = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`;

/** issued_at inside the São Paulo days of `range` (a range of the (company_id, issued_at) indexes). */
export function issuedWithin(range: DayRange, column = sql`issued_at`): SQL {
  return sql`${column} >= ${dayStart(range.from)} and ${column} < ${dayAfter(range.to)}`;
}

export function rangesOf(query: SalesCenterQuery, now = new Date()) {
  const custom = query.from && query.to ? { from: query.from, to: query.to } : undefined;
  return salesPeriodRanges(query.period, todayInSaoPaulo(now), custom);
}

export function figures(revenueCents: number, salesCount: number, pieces: number): SalesFigures {
  return {
    revenueCents,
    salesCount,
    averageTicketCents: salesCount ? Math.round(revenueCents / salesCount) : 0,
    pieces,
    itemsPerSale: salesCount ? Math.round((pieces / salesCount) * 10) / 10 : 0,
  };
}

type Sums = { revenue: number; sales: number; pieces: number };
const EMPTY: Sums = { revenue: 0, sales: 0, pieces: 0 };
const add = (a: Sums, b: Sums): Sums => ({
  revenue: a.revenue + b.revenue,
  sales: a.sales + b.sales,
  pieces: a.pieces + b.pieces,
});
const toFigures = (s: Sums) => figures(s.revenue, s.sales, s.pieces);

/**
 * Faturamento, vendas, ticket médio and peças por venda of the period and of the one it is compared with, in
 * total and per channel: one statement over the (company_id, issued_at) covering index (migration 0039).
 */
export async function getSalesSummary(
  tx: Tx,
  tenant: TenantContext,
  query: SalesCenterQuery,
): Promise<SalesCenterSummary> {
  const { current, previous } = rangesOf(query);
  const rows = await queryRows<{
    channel: string;
    current: boolean;
    sales: number;
    revenue: string;
    pieces: string;
  }>(
    tx,
    sql`select channel, issued_at >= ${dayStart(current.from)} as current, count(*)::int as sales,
          coalesce(sum(total_cents), 0)::text as revenue, coalesce(sum(item_count), 0)::text as pieces
        from sales_orders
        where company_id = ${tenant.companyId}
          and issued_at >= ${dayStart(previous.from)} and issued_at < ${dayAfter(current.to)}
          and (${issuedWithin(current)} or ${issuedWithin(previous)})
          and ${COUNTED_SALE}
        group by 1, 2`,
  );
  const sums = new Map<string, Sums>();
  for (const row of rows) {
    const key = `${row.channel}|${row.current ? 'c' : 'p'}`;
    sums.set(key, { revenue: Number(row.revenue), sales: row.sales, pieces: Number(row.pieces) });
  }
  const of = (channel: SalesCenterChannel, which: 'c' | 'p') => sums.get(`${channel}|${which}`) ?? EMPTY;
  const channels = SALES_CENTER_CHANNELS.map((channel) => ({
    channel,
    label: SALES_CENTER_CHANNEL_LABELS[channel],
    current: toFigures(of(channel, 'c')),
    previous: toFigures(of(channel, 'p')),
  }));
  const total = (which: 'c' | 'p') =>
    toFigures(SALES_CENTER_CHANNELS.map((channel) => of(channel, which)).reduce(add, EMPTY));
  return {
    period: current,
    previousPeriod: previous,
    total: { current: total('c'), previous: total('p') },
    channels,
  };
}

const TOP = 10;

type SoldRow = {
  variant_id: string;
  pieces: number;
  revenue: string;
  sku: string;
  size: string;
  product_id: string;
  reference: string;
  name: string;
  color_name: string | null;
  hex: string | null;
};

type Ranked = { pieces: number; revenueCents: number };
const byPieces = (a: Ranked, b: Ranked) => b.pieces - a.pieces || b.revenueCents - a.revenueCents;
const byRevenue = (a: Ranked, b: Ranked) => b.revenueCents - a.revenueCents || b.pieces - a.pieces;

function groupBy<T extends Ranked>(
  rows: SoldRow[],
  key: (row: SoldRow) => string,
  make: (row: SoldRow) => T,
) {
  const groups = new Map<string, T>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k) ?? make(row);
    group.pieces += row.pieces;
    group.revenueCents += Number(row.revenue);
    groups.set(k, group);
  }
  return [...groups.values()];
}

/**
 * What sells in the period: pieces and revenue (the lines' totals, before an order-level discount) per SKU, read
 * through the period's sales and each one's own lines (a LATERAL per sale over the covering index of migration 0039:
 * a plain join let the planner hash every line of the company), then per product, colour and size.
 */
export async function getSalesProducts(
  tx: Tx,
  tenant: TenantContext,
  query: SalesCenterQuery,
): Promise<SalesCenterProducts> {
  const { current } = rangesOf(query);
  const rows = await queryRows<SoldRow>(
    tx,
    sql`with sold as (
          select i.product_variant_id, sum(i.quantity)::int as pieces, sum(i.total_cents)::text as revenue
          from sales_orders o
          cross join lateral (
            select product_variant_id, sum(quantity) as quantity, sum(total_cents) as total_cents
            from sales_order_items
            where company_id = o.company_id and order_id = o.id
            group by product_variant_id) i
          where o.company_id = ${tenant.companyId} and ${issuedWithin(current, sql`o.issued_at`)}
            and o.status not in ('orcamento', 'cancelado')
          group by i.product_variant_id)
        select v.id as variant_id, sold.pieces, sold.revenue, v.sku, v.size, p.id as product_id, p.reference,
          p.name, c.name as color_name, c.hex
        from sold
        join product_variants v on v.id = sold.product_variant_id and v.company_id = ${tenant.companyId}
        join products p on p.id = v.product_id
        left join colors c on c.id = v.color_id`,
  );
  const products = groupBy(
    rows,
    (row) => row.product_id,
    (row) => ({
      productId: row.product_id,
      reference: row.reference,
      name: row.name,
      pieces: 0,
      revenueCents: 0,
    }),
  );
  const skus = rows.map((row) => ({
    variantId: row.variant_id,
    sku: row.sku,
    reference: row.reference,
    name: row.name,
    colorName: row.color_name,
    size: row.size,
    pieces: row.pieces,
    revenueCents: Number(row.revenue),
  }));
  const colors = groupBy(
    rows.filter((row) => row.color_name !== null),
    (row) => row.color_name!.toLocaleLowerCase('pt-BR'),
    (row) => ({ colorName: row.color_name!, hex: row.hex, pieces: 0, revenueCents: 0 }),
  );
  const sizes = groupBy(
    rows,
    (row) => row.size.toUpperCase(),
    (row) => ({ size: row.size, pieces: 0, revenueCents: 0 }),
  );
  return {
    period: current,
    byPieces: [...products].sort(byPieces).slice(0, TOP),
    byRevenue: [...products].sort(byRevenue).slice(0, TOP),
    skus: skus.sort(byPieces).slice(0, TOP),
    colors: colors.sort(byPieces),
    sizes: sizes.sort(byPieces),
  };
}
