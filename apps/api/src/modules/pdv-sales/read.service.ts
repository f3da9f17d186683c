import {
  CASH_METHOD_LABELS,
  CASH_METHODS,
  CASH_SESSION_MESSAGES,
  type CashMethod,
  PDV_SALE_MESSAGES,
  type PdvSale,
} from '@alinhavo/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { queryRows, uuidArray } from '../stock/index.ts';

type SaleRow = {
  id: string;
  code: string;
  status: string;
  session_id: string;
  register_name: string;
  seller_name: string | null;
  issued_at: string;
  customer_id: string | null;
  customer_name: string | null;
  customer_document: string | null;
  subtotal_cents: string;
  discount_cents: string;
  total_cents: string;
  item_count: number;
};

/** PDV sales with their lines and payments, in the order of `where` (newest first). */
async function readSales(tx: Tx, tenant: TenantContext, where: ReturnType<typeof sql>): Promise<PdvSale[]> {
  const sales = await queryRows<SaleRow>(
    tx,
    sql`select so.id::text, so.code, so.status, so.cash_session_id::text as session_id, cr.name as register_name,
               pr.full_name as seller_name, so.issued_at::text as issued_at, so.customer_id::text as customer_id,
               so.customer_name, so.customer_document, so.subtotal_cents::text, so.discount_cents::text,
               so.total_cents::text, so.item_count
        from sales_orders so
        join cash_sessions cs on cs.id = so.cash_session_id and cs.company_id = so.company_id
        join cash_registers cr on cr.id = cs.register_id and cr.company_id = cs.company_id
        left join profiles pr on pr.id = so.seller_id
        where so.company_id = ${tenant.companyId} and so.channel = 'pdv' and ${where}
        order by so.issued_at desc, so.code desc`,
  );
  if (!sales.length) return [];
  const ids = uuidArray(sales.map((sale) => sale.id));
  const lines = await queryRows<{
    id: string;
    order_id: string;
    variant_id: string;
    sku: string;
    product_name: string;
    reference: string;
    colour: string | null;
    size: string;
    quantity: number;
    unit_price_cents: string;
    discount_cents: string;
    total_cents: string;
    returned_quantity: number;
  }>(
    tx,
    sql`select i.id::text, i.order_id::text, i.product_variant_id::text as variant_id, pv.sku, p.name as product_name,
               p.reference, c.name as colour, pv.size, i.quantity, i.unit_price_cents::text,
               i.discount_cents::text, i.total_cents::text, i.returned_quantity
        from sales_order_items i
        join product_variants pv on pv.id = i.product_variant_id
        join products p on p.id = i.product_id
        left join colors c on c.id = pv.color_id
        where i.company_id = ${tenant.companyId} and i.order_id = any(${ids}::uuid[])
        order by i.order_id, i.position`,
  );
  const payments = await queryRows<{
    order_id: string;
    method: CashMethod;
    amount_cents: string;
    change_cents: string;
    installments: number;
  }>(
    tx,
    sql`select order_id::text, method, amount_cents::text, change_cents::text, installments
        from sale_payments where company_id = ${tenant.companyId} and order_id = any(${ids}::uuid[])
        order by order_id, array_position(${sql.raw(`array[${CASH_METHODS.map((m) => `'${m}'`).join(',')}]`)}, method)`,
  );
  const returned = await queryRows<{ document_id: string; cents: string }>(
    tx,
    sql`select m.document_id::text as document_id, sum(m.amount_cents)::text as cents
        from cash_session_movements m
        where m.company_id = ${tenant.companyId} and m.type = 'devolucao' and m.document_id = any(${ids}::uuid[])
        group by m.document_id`,
  );
  const refunds = new Map(returned.map((row) => [row.document_id, Number(row.cents)]));
  return sales.map((sale) => {
    const salePayments = payments.filter((p) => p.order_id === sale.id);
    return {
      id: sale.id,
      code: sale.code,
      status: sale.status,
      sessionId: sale.session_id,
      registerName: sale.register_name,
      sellerName: sale.seller_name,
      issuedAt: new Date(sale.issued_at).toISOString(),
      customerId: sale.customer_id,
      customerName: sale.customer_name,
      customerDocument: sale.customer_document,
      subtotalCents: Number(sale.subtotal_cents),
      discountCents: Number(sale.discount_cents),
      totalCents: Number(sale.total_cents),
      itemCount: sale.item_count,
      changeCents: salePayments.reduce((sum, p) => sum + Number(p.change_cents), 0),
      returnedCents: refunds.get(sale.id) ?? 0,
      lines: lines
        .filter((line) => line.order_id === sale.id)
        .map((line) => ({
          id: line.id,
          variantId: line.variant_id,
          sku: line.sku,
          productName: line.product_name,
          reference: line.reference,
          colour: line.colour,
          size: line.size,
          quantity: line.quantity,
          unitPriceCents: Number(line.unit_price_cents),
          discountCents: Number(line.discount_cents),
          totalCents: Number(line.total_cents),
          returnedQuantity: line.returned_quantity,
        })),
      payments: salePayments.map((p) => ({
        method: p.method,
        label: CASH_METHOD_LABELS[p.method],
        amountCents: Number(p.amount_cents),
        changeCents: Number(p.change_cents),
        installments: p.installments,
      })),
    };
  });
}

/** GET /api/pdv/sales/:id: one sale, to reprint its receipt or return its items. */
export async function getPdvSale(tx: Tx, tenant: TenantContext, id: string): Promise<PdvSale> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound(PDV_SALE_MESSAGES.notFound);
  const [sale] = await readSales(tx, tenant, sql`so.id = ${id}`);
  if (!sale) throw notFound(PDV_SALE_MESSAGES.notFound);
  return sale;
}

/** The sale stored under an idempotency key, if any. */
export async function saleByKey(tx: Tx, tenant: TenantContext, key: string): Promise<PdvSale | null> {
  const [sale] = await readSales(tx, tenant, sql`so.idempotency_key = ${key}`);
  return sale ?? null;
}

/** GET /api/cash-sessions/:id/sales: a session's sales, newest first. */
export async function listSessionSales(
  tx: Tx,
  tenant: TenantContext,
  sessionId: string,
): Promise<{ items: PdvSale[] }> {
  const [session] = /^[0-9a-f-]{36}$/i.test(sessionId)
    ? await queryRows<{ id: string }>(
        tx,
        sql`select id::text from cash_sessions where id = ${sessionId} and company_id = ${tenant.companyId}`,
      )
    : [];
  if (!session) throw notFound(CASH_SESSION_MESSAGES.notFound);
  return { items: await readSales(tx, tenant, sql`so.cash_session_id = ${sessionId}`) };
}
