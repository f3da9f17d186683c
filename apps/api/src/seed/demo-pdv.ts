import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createPdvSale, pdvCatalogue } from '../modules/pdv-sales/index.ts';
import type { Tx } from '../platform/db/client.ts';
import type { TenantContext } from '../platform/http/tenant-context.ts';
import { daysAgoAt } from './demo-history.ts';

/** Yesterday's sales at 'Caixa 1', as the cashier made them: pieces, payments and the time of day. */
export const DEMO_PDV_SALES = [
  {
    at: [9, 20],
    pieces: [2],
    payments: (total: number) => [{ method: 'dinheiro', amountCents: total + 2_000 }],
  },
  { at: [11, 5], pieces: [1, 1], payments: (total: number) => [{ method: 'pix', amountCents: total }] },
  {
    at: [14, 30],
    pieces: [3],
    payments: (total: number) => [{ method: 'credito', amountCents: total, installments: 3 }],
  },
  {
    at: [16, 45],
    pieces: [1],
    payments: (total: number) => [
      { method: 'pix', amountCents: Math.floor(total / 2) },
      { method: 'dinheiro', amountCents: total - Math.floor(total / 2) + 500 },
    ],
  },
] as const;

/**
 * Sells the demo's PDV sales into the open session through the PDV service (so stock, the session's money and
 * the payments agree), then moves them to yesterday at their hours: the sale, its history, payments, the session's
 * 'venda'/'troco' movements and its 'venda' stock lines (the ledger's balances are computed again by the
 * production seed, which runs after). SKUs: the first with stock and a price in 'Varejo', in SKU order.
 */
export async function seedDemoPdvSales(tx: Tx, tenant: TenantContext, sessionId: string): Promise<void> {
  const catalogue = await pdvCatalogue(tx, tenant, {});
  const sellable = catalogue.items
    .filter((item) => item.price !== null && item.stock >= 5)
    .sort((a, b) => a.sku.localeCompare(b.sku));
  let next = 0;
  for (const sale of DEMO_PDV_SALES) {
    const lines = sale.pieces.map((quantity) => {
      const item = sellable[next++ * 7];
      if (!item) throw new Error('demo seed: not enough SKUs in stock for the PDV sales');
      return { variantId: item.id, quantity, price: item.price! };
    });
    const total = lines.reduce((sum, line) => sum + line.quantity * line.price, 0);
    const { sale: stored } = await createPdvSale(tx, tenant, {
      idempotencyKey: randomUUID(),
      sessionId,
      lines: lines.map(({ variantId, quantity }) => ({ variantId, quantity })),
      payments: sale.payments(total).map((p) => ({ ...p })) as never,
    });
    const when = daysAgoAt(1, sale.at[0], sale.at[1]).toISOString();
    const at = sql`${when}::timestamptz`;
    await tx.execute(
      sql`update sales_orders set issued_at = ${at}, created_at = ${at}, updated_at = ${at} where id = ${stored.id}`,
    );
    await tx.execute(
      sql`update sales_order_status_history set created_at = ${at} where order_id = ${stored.id}`,
    );
    await tx.execute(sql`update sale_payments set created_at = ${at} where order_id = ${stored.id}`);
    await tx.execute(
      sql`update cash_session_movements set created_at = ${at} where document_id = ${stored.id}`,
    );
    await tx.execute(
      sql`update stock_documents set created_at = ${at} where id in (
            select document_id from stock_movements where reference_type = 'pdv_sale' and reference_id = ${stored.id})`,
    );
    await tx.execute(
      sql`update stock_movements set created_at = ${at}
          where reference_type = 'pdv_sale' and reference_id = ${stored.id}`,
    );
  }
}
