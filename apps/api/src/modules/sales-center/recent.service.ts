import type { CustomerSales, RecentSale } from '@alinhavo/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { getCustomer } from '../customers/index.ts';
import { openReceivablesOfCustomer } from '../receivables/index.ts';
import { queryRows, uuidArray } from '../stock/index.ts';
import { COUNTED_SALE, figures } from './figures.service.ts';

type SaleRow = {
  id: string;
  code: string;
  channel: RecentSale['channel'];
  status: RecentSale['status'];
  customer_name: string | null;
  total_cents: string;
  item_count: number;
  issued_at: string | Date;
};

const iso = (value: string | Date) => new Date(value).toISOString();

function toRecent(row: SaleRow): RecentSale {
  return {
    id: row.id,
    code: row.code,
    channel: row.channel,
    status: row.status,
    customerName: row.customer_name,
    totalCents: Number(row.total_cents),
    itemCount: row.item_count,
    issuedAt: iso(row.issued_at),
  };
}

const SALE_COLUMNS = sql`id, code, channel, status, customer_name, total_cents::text, item_count, issued_at`;

async function latest(tx: Tx, where: SQL, limit: number): Promise<RecentSale[]> {
  const rows = await queryRows<SaleRow>(
    tx,
    sql`select ${SALE_COLUMNS} from sales_orders where ${where} order by issued_at desc, id desc limit ${limit}`,
  );
  return rows.map(toRecent);
}

/** The latest sales of every channel, newest first (sales_orders_list_idx read backwards); quotes are left out. */
export async function getRecentSales(
  tx: Tx,
  tenant: TenantContext,
  query: { limit: number },
): Promise<{ items: RecentSale[] }> {
  return {
    items: await latest(tx, sql`company_id = ${tenant.companyId} and status <> 'orcamento'`, query.limit),
  };
}

const CUSTOMER_RECENT = 8;

/**
 * The customer detail's 'Vendas' card: total bought, number of sales, average ticket and last purchase (counted
 * sales: confirmed on, not cancelled), the latest sales and orders of every channel whatever their status, and the
 * open installments with the code of the sale they came from. Read through sales_orders_customer_idx.
 */
export async function getCustomerSales(
  tx: Tx,
  tenant: TenantContext,
  customerId: string,
): Promise<CustomerSales> {
  await getCustomer(tx, tenant, customerId);
  const ofCustomer = sql`company_id = ${tenant.companyId} and customer_id = ${customerId}`;
  const [totals] = await queryRows<{
    sales: number;
    revenue: string;
    pieces: string;
    last: string | Date | null;
  }>(
    tx,
    sql`select count(*)::int as sales, coalesce(sum(total_cents), 0)::text as revenue,
          coalesce(sum(item_count), 0)::text as pieces, max(issued_at) as last
        from sales_orders where ${ofCustomer} and ${COUNTED_SALE}`,
  );
  const recent = await latest(tx, ofCustomer, CUSTOMER_RECENT);
  const open = await openReceivablesOfCustomer(tx, customerId);
  const originIds = [...new Set(open.items.map((item) => item.originId))];
  const codes = originIds.length
    ? await queryRows<{ id: string; code: string }>(
        tx,
        sql`select id, code from sales_orders
            where company_id = ${tenant.companyId} and id = any(${uuidArray(originIds)}::uuid[])`,
      )
    : [];
  const codeOf = new Map(codes.map((row) => [row.id, row.code]));
  const summary = figures(Number(totals?.revenue ?? 0), totals?.sales ?? 0, Number(totals?.pieces ?? 0));
  return {
    salesCount: summary.salesCount,
    totalBoughtCents: summary.revenueCents,
    averageTicketCents: summary.averageTicketCents,
    lastPurchaseAt: totals?.last ? iso(totals.last) : null,
    recent,
    openReceivables: {
      openCents: open.openCents,
      overdueCents: open.overdueCents,
      items: open.items.map((item) => ({
        id: item.id,
        originType: item.originType,
        originId: item.originId,
        originCode: codeOf.get(item.originId) ?? null,
        installmentNumber: item.installmentNumber,
        installmentCount: item.installmentCount,
        dueDate: item.dueDate,
        openCents: item.openCents,
        status: item.status,
      })),
    },
  };
}
