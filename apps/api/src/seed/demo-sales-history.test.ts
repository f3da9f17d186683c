import { completeCnpj, todayInSaoPaulo } from '@alinhavo/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpCompany, type TestContext, usePlan } from '../../test/test-app.ts';
import { companies } from '../modules/companies/schema.ts';
import { nextSequenceValue } from '../modules/sequences/index.ts';
import { runAsSystemForCompany } from '../platform/db/tenant.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { DEMO_SUPPLIERS } from './demo-data.ts';
import { seedDemoPrices } from './demo-prices.ts';
import { seedDemoProduction } from './demo-production.ts';
import { seedDemoSales } from './demo-sales.ts';
import { seedDemoSalesHistory } from './demo-sales-history.ts';

// The catalogue, prices, customers, production and three months of sales: seconds, more on a loaded machine.
const SEED_TIMEOUT_MS = 180_000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Row = Record<string, string>;

// The sales history on its own company (it needs the catalogue, prices, customers and production before it): this
// part runs on PostgreSQL too.
describe('demo sales history', () => {
  it(
    'gives three months of sales of both channels, consistent with the stock ledger and the register',
    async () => {
      const owner = await signUpCompany(ctx, 'Confecção Histórico');
      await usePlan(ctx, owner.companyId, 'professional');
      for (const supplier of DEMO_SUPPLIERS) {
        expect((await owner.client.post('/api/suppliers', supplier)).status).toBe(201);
      }
      const demoOwner = {
        companyId: owner.companyId,
        userId: owner.userId,
        companyName: 'Confecção Histórico',
        email: owner.email,
        fullName: 'Dona Teste',
      };
      const tenant = { ...demoOwner, role: 'owner', permissions: {} };
      let historyMs = 0;
      const { rows, next } = await runAsSystemForCompany(ctx.db, owner.companyId, async (tx) => {
        await tx
          .update(companies)
          .set({ documentNumber: completeCnpj('918273640001'), documentType: 'CNPJ' })
          .where(eq(companies.id, owner.companyId));
        await seedDemoCatalogue(tx, demoOwner);
        await seedDemoPrices(tx, demoOwner);
        await seedDemoSales(tx, demoOwner);
        await seedDemoProduction(tx, demoOwner);
        const started = performance.now();
        await seedDemoSalesHistory(tx, demoOwner);
        historyMs = performance.now() - started;
        const query = async (q: ReturnType<typeof sql>) =>
          (await tx.execute(q)) as unknown as { rows: Row[] };
        return {
          rows: query,
          next: {
            pedido: await nextSequenceValue(tx, tenant, 'sales_order'),
            pdv: await nextSequenceValue(tx, tenant, 'pdv_sale'),
          },
        };
      });
      console.info(`demo sales history seeded in ${Math.round(historyMs)} ms`);
      const q = async (query: ReturnType<typeof sql>) =>
        runAsSystemForCompany(
          ctx.db,
          owner.companyId,
          async (tx) => ((await tx.execute(query)) as unknown as { rows: Row[] }).rows,
        );
      void rows;
      const id = owner.companyId;

      // Both channels, most delivered, a few cancelled, over about three months and all in the past.
      const byStatus = await q(sql`
        select channel, status, count(*)::int as n, min(issued_at) as first, max(issued_at) as last
        from sales_orders where company_id = ${id} group by 1, 2 order by 1, 2`);
      const count = (channel: string, status?: string) =>
        byStatus
          .filter((r) => r.channel === channel && (!status || r.status === status))
          .reduce((sum, r) => sum + Number(r.n), 0);
      expect(count('pdv')).toBeGreaterThanOrEqual(40);
      expect(count('pdv')).toBe(count('pdv', 'entregue'));
      expect(count('pedido')).toBeGreaterThanOrEqual(15);
      expect(count('pedido', 'cancelado')).toBeGreaterThanOrEqual(2);
      expect(count('pedido', 'cancelado')).toBeLessThanOrEqual(4);
      expect(count('pedido', 'entregue')).toBeGreaterThan(count('pedido') / 2);
      const first = Math.min(...byStatus.map((r) => new Date(r.first!).getTime()));
      const last = Math.max(...byStatus.map((r) => new Date(r.last!).getTime()));
      expect((Date.now() - first) / 86_400_000).toBeGreaterThan(80);
      expect(todayInSaoPaulo(new Date(last)) < todayInSaoPaulo()).toBe(true);

      // Codes from the sequences: PV-000001… and PDV-000001… with no gap, and the next sale continues them.
      expect(next).toEqual({ pedido: count('pedido') + 1, pdv: count('pdv') + 1 });
      const codes = await q(sql`
        select channel, count(*)::int as n, max(code) as last from sales_orders where company_id = ${id} group by 1`);
      for (const row of codes) {
        const prefix = row.channel === 'pdv' ? 'PDV' : 'PV';
        expect(row.last).toBe(`${prefix}-${String(row.n).padStart(6, '0')}`);
      }

      // Totals add up: lines to the subtotal, pieces to the item count.
      const sums = await q(sql`
        select o.code from sales_orders o
        join sales_order_items i on i.order_id = o.id and i.company_id = o.company_id
        where o.company_id = ${id}
        group by o.id, o.code, o.subtotal_cents, o.item_count
        having sum(i.total_cents) <> o.subtotal_cents or sum(i.quantity) <> o.item_count`);
      expect(sums).toEqual([]);

      // Each line carries the unit cost of its product's cost sheet (every demo product has one).
      const costless = await q(sql`
        select count(*)::int as n from sales_order_items where company_id = ${id} and unit_cost_cents is null`);
      expect(Number(costless[0]!.n)).toBe(0);

      // Every sale that was not cancelled took its pieces out under its own reference, when it happened; a
      // cancelled one took none.
      const stock = await q(sql`
        select o.code, o.status, o.item_count, coalesce(-sum(sm.quantity), 0)::int as out
        from sales_orders o
        left join stock_movements sm on sm.company_id = o.company_id and sm.reference_id = o.id and sm.type = 'venda'
          and sm.reference_type = case o.channel when 'pdv' then 'pdv_sale' else 'sales_order' end
        where o.company_id = ${id}
        group by o.id, o.code, o.status, o.item_count
        having coalesce(-sum(sm.quantity), 0) <> case when o.status = 'cancelado' then 0 else o.item_count end`);
      expect(stock).toEqual([]);

      // Stock equals the ledger, and every balance_after is the running sum in the ledger's order.
      const drift = await q(sql`
        select v.sku from product_variants v
        left join stock_movements sm on sm.product_variant_id = v.id
        where v.company_id = ${id}
        group by v.id, v.sku, v.stock having v.stock <> coalesce(sum(sm.quantity), 0)`);
      expect(drift).toEqual([]);
      const broken = await q(sql`
        select id from (
          select id, balance_after, sum(quantity) over (
            partition by coalesce(material_variation_id, product_variant_id) order by created_at, id) as running
          from stock_movements where company_id = ${id}) lines
        where balance_after <> running`);
      expect(broken).toEqual([]);

      // Orders have their status history from the quote to where they are; a PDV sale is delivered at the till.
      const history = await q(sql`
        select o.code, o.status, array_agg(h.to_status order by h.created_at) as steps
        from sales_orders o join sales_order_status_history h on h.order_id = o.id and h.company_id = o.company_id
        where o.company_id = ${id} group by o.id, o.code, o.status`);
      expect(history).toHaveLength(count('pdv') + count('pedido'));
      for (const row of history) {
        const steps = row.steps as unknown as string[];
        expect(steps[steps.length - 1], row.code).toBe(row.status);
        if (row.code!.startsWith('PV-')) expect(steps[0], row.code).toBe('orcamento');
        else expect(steps, row.code).toEqual(['entregue']);
      }

      // Each PDV sale is in a closed session of its own day, paid in full, its money in the session's movements.
      const sessions = await q(sql`
        select o.code from sales_orders o join cash_sessions s on s.id = o.cash_session_id
        where o.company_id = ${id} and o.channel = 'pdv'
          and (s.status <> 'fechado' or o.issued_at not between s.opened_at and s.closed_at
            or o.total_cents <> (select sum(amount_cents) from sale_payments p where p.order_id = o.id)
            or o.total_cents <> (select sum(case when m.type = 'troco' then -m.amount_cents else m.amount_cents end)
                                 from cash_session_movements m where m.document_id = o.id))`);
      expect(sessions).toEqual([]);
      const closed = await owner.client.get('/api/cash-sessions?pageSize=100');
      expect(closed.body.items.length).toBeGreaterThan(20);
      for (const session of closed.body.items) expect(session.status).toBe('fechado');

      // The sales centre reads it: this month and the last 7 days have sales unless the days fall on none.
      const summary = (
        await owner.client.get(
          `/api/sales-center/summary?period=personalizado&from=${todayInSaoPaulo(new Date(first))}&to=${todayInSaoPaulo()}`,
        )
      ).body;
      expect(summary.channels.find((c: { channel: string }) => c.channel === 'pdv').current.salesCount).toBe(
        count('pdv'),
      );
      expect(summary.total.current.salesCount).toBe(
        count('pdv') + count('pedido') - count('pedido', 'cancelado'),
      );
      // Wholesale customers have open installments of their recent orders.
      const open = await q(sql`
        select count(*)::int as n from receivables where company_id = ${id} and status = 'aberto' and origin_type = 'sales_order'`);
      expect(Number(open[0]!.n)).toBeGreaterThan(0);
    },
    SEED_TIMEOUT_MS,
  );
});
