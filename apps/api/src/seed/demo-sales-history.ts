import { randomUUID } from 'node:crypto';
import { CASH_METHODS, type CashMethod, installmentPlan, todayInSaoPaulo } from '@alinhavo/domain';
import { and, eq, sql } from 'drizzle-orm';
import {
  closeSession,
  expectedByMethod,
  listRegisters,
  moveCash,
  openSession,
  recordSessionEntries,
  type SessionEntry,
} from '../modules/cash-sessions/index.ts';
import { cashSessions } from '../modules/cash-sessions/schema.ts';
import { customers } from '../modules/customers/schema.ts';
import { createReceivables } from '../modules/receivables/index.ts';
import { receivables } from '../modules/receivables/schema.ts';
import { resolveUnitPrices } from '../modules/sale-prices/index.ts';
import { priceTables } from '../modules/sale-prices/schema.ts';
import {
  salePayments,
  salesOrderItems,
  salesOrderStatusHistory,
  salesOrders,
} from '../modules/sales-orders/schema.ts';
import { formatSequenceCode, nextSequenceValue } from '../modules/sequences/index.ts';
import { queryRows, sellFromStock } from '../modules/stock/index.ts';
import type { Tx } from '../platform/db/client.ts';
import type { TenantContext } from '../platform/http/tenant-context.ts';
import type { DemoOwner } from './demo-catalogue.ts';
import { backdateStockDocument, daysAgoAt, resequenceLedger } from './demo-history.ts';

/**
 * Three months of sales (issue 15), so the sales centre, the customers' cards and later reports have history: the
 * factory shop's register on Tuesdays, Thursdays and Saturdays (PDV), and orders typed for the shops that buy
 * wholesale (pedidos), delivered, a few still on their way and three cancelled. Each sale takes its pieces out
 * through the stock module (sellFromStock, the sale as reference) and each day at the register is a session opened,
 * fed and closed through the register's services; codes come from the company's sequences, so new sales continue
 * the numbering. Runs after the production history; then the ledger's balances follow the moved dates.
 */

/** The first and last day of the history (days ago); day 1 is the register's day of demo-sales.ts. */
const FIRST_DAY = 88;
const LAST_DAY = 2;
/** Of each SKU's opening stock (less the showroom's), at most this share is sold, so stock never runs dry. */
const SOLD_SHARE = 0.4;
const OPENING_FLOAT_CENTS = 15_000;

const CANCEL_REASONS = [
  'Cliente desistiu do pedido',
  'Prazo de entrega não atendia a loja',
  'Pedido lançado em duplicidade',
];

/** A small deterministic generator (mulberry32): the same demo on every build. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
  };
}

type Sku = { variantId: string; productId: string; retail: number; wholesale: number; left: number };
type Line = { sku: Sku; quantity: number; unitPriceCents: number };
type Buyer = { id: string; name: string; document: string | null; wholesale: boolean; registeredAt: Date };

type Sale = {
  id: string;
  channel: 'pedido' | 'pdv';
  code: string;
  status: string;
  buyer: Buyer | null;
  priceTableId: string | null;
  cashSessionId: string | null;
  issuedAt: Date;
  lines: Line[];
  discountPercent: number;
  freightCents: number;
  paymentTerms: unknown;
  cancelReason: string | null;
  history: { from: string | null; to: string; at: Date; note: string | null }[];
  payments: { method: CashMethod; amountCents: number; changeCents: number; installments: number }[];
};

const subtotalOf = (lines: Line[]) => lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0);
const discountOf = (sale: Sale) => Math.round((subtotalOf(sale.lines) * sale.discountPercent) / 100);
const totalOf = (sale: Sale) => subtotalOf(sale.lines) - discountOf(sale) + sale.freightCents;

async function loadSkus(tx: Tx, companyId: string, wholesaleTableId: string | null): Promise<Sku[]> {
  // What the opening inventory and the showroom left of each SKU (production's packings come later in time).
  const rows = await queryRows<{ id: string; product_id: string; opening: string }>(
    tx,
    sql`select v.id, v.product_id, sum(sm.quantity)::int::text as opening
        from stock_movements sm join product_variants v on v.id = sm.product_variant_id
        where sm.company_id = ${companyId} and sm.reference_type = 'manual' and sm.product_variant_id is not null
        group by v.id, v.product_id, v.sku
        order by v.sku`,
  );
  const variantIds = rows.map((row) => row.id);
  const retail = await resolveUnitPrices(tx, { variantIds, companyId });
  const wholesale = wholesaleTableId
    ? await resolveUnitPrices(tx, { variantIds, companyId, priceTableId: wholesaleTableId })
    : retail;
  return rows
    .map((row) => ({
      variantId: row.id,
      productId: row.product_id,
      retail: retail.get(row.id) ?? 0,
      wholesale: wholesale.get(row.id) ?? retail.get(row.id) ?? 0,
      left: Math.floor(Number(row.opening) * SOLD_SHARE),
    }))
    .filter((sku) => sku.retail > 0 && sku.left > 0);
}

async function loadBuyers(tx: Tx, companyId: string, wholesaleTableId: string | null): Promise<Buyer[]> {
  const rows = await tx
    .select({
      id: customers.id,
      name: customers.name,
      document: customers.documentNumber,
      priceTableId: customers.priceTableId,
      createdAt: customers.createdAt,
    })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.status, 'ativo')))
    .orderBy(customers.createdAt);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    document: row.document,
    wholesale: wholesaleTableId !== null && row.priceTableId === wholesaleTableId,
    registeredAt: row.createdAt,
  }));
}

/** Pieces of SKUs picked in proportion to what each may still sell. */
function pickLines(rng: ReturnType<typeof random>, skus: Sku[], lineCount: number, pieces: [number, number]) {
  const lines: Line[] = [];
  for (let i = 0; i < lineCount; i++) {
    const open = skus.filter((sku) => sku.left > 0 && !lines.some((l) => l.sku === sku));
    const weight = open.reduce((sum, sku) => sum + sku.left, 0);
    if (!weight) break;
    let point = rng.next() * weight;
    let sku = open[open.length - 1]!;
    for (const candidate of open) {
      point -= candidate.left;
      if (point < 0) {
        sku = candidate;
        break;
      }
    }
    const quantity = Math.min(sku.left, rng.int(pieces[0], pieces[1]));
    sku.left -= quantity;
    lines.push({ sku, quantity, unitPriceCents: 0 });
  }
  return lines;
}

function pdvPayments(rng: ReturnType<typeof random>, total: number): Sale['payments'] {
  const roll = rng.next();
  if (roll < 0.35) {
    const tendered = Math.ceil(total / 5000) * 5000;
    return [{ method: 'dinheiro', amountCents: total, changeCents: tendered - total, installments: 1 }];
  }
  if (roll < 0.62) return [{ method: 'pix', amountCents: total, changeCents: 0, installments: 1 }];
  if (roll < 0.88) {
    const installments = total >= 20_000 ? rng.int(1, 3) : 1;
    return [{ method: 'credito', amountCents: total, changeCents: 0, installments }];
  }
  if (roll < 0.95 || total < 6000)
    return [{ method: 'debito', amountCents: total, changeCents: 0, installments: 1 }];
  const cash = 5000;
  return [
    { method: 'dinheiro', amountCents: cash, changeCents: 0, installments: 1 },
    { method: 'pix', amountCents: total - cash, changeCents: 0, installments: 1 },
  ];
}

type Context = {
  tx: Tx;
  tenant: TenantContext;
  rng: ReturnType<typeof random>;
  skus: Sku[];
  buyers: Buyer[];
  retailTableId: string | null;
  wholesaleTableId: string | null;
  registers: { id: string; name: string }[];
  now: number;
  sales: Sale[];
};

/** One day at the register: opened, its sales, a sangria on a busy day, closed with what was counted. */
async function registerDay(ctx: Context, day: number, saleCount: number): Promise<void> {
  const { tx, tenant, rng } = ctx;
  const register = ctx.registers[day % 5 === 0 && ctx.registers.length > 1 ? 1 : 0]!;
  const session = await openSession(tx, tenant, {
    registerId: register.id,
    openingFloatCents: OPENING_FLOAT_CENTS,
  });
  const entries: SessionEntry[] = [];
  const times: { id: string; at: Date }[] = [];
  let minute = 9 * 60 + rng.int(5, 50);
  for (let i = 0; i < saleCount; i++) {
    const lines = pickLines(rng, ctx.skus, rng.chance(0.3) ? 2 : 1, [1, rng.chance(0.2) ? 3 : 2]);
    if (!lines.length) break;
    for (const line of lines) line.unitPriceCents = line.sku.retail;
    const known = ctx.buyers.filter(
      (b) => !b.wholesale && b.registeredAt.getTime() < daysAgoAt(day, 8, 0, ctx.now).getTime(),
    );
    const buyer = known.length && rng.chance(0.2) ? known[rng.int(0, known.length - 1)]! : null;
    const issuedAt = daysAgoAt(day, Math.floor(minute / 60), minute % 60, ctx.now);
    minute += rng.int(25, 95);
    const id = randomUUID();
    const code = formatSequenceCode('PDV', await nextSequenceValue(tx, tenant, 'pdv_sale'));
    const sale: Sale = {
      id,
      channel: 'pdv',
      code,
      status: 'entregue',
      buyer,
      priceTableId: ctx.retailTableId,
      cashSessionId: session.id,
      issuedAt,
      lines,
      discountPercent: 0,
      freightCents: 0,
      paymentTerms: null,
      cancelReason: null,
      history: [{ from: null, to: 'entregue', at: issuedAt, note: 'Venda no PDV' }],
      payments: [],
    };
    sale.payments = pdvPayments(rng, totalOf(sale));
    ctx.sales.push(sale);
    const { documentId } = await sellFromStock(tx, tenant, {
      referenceType: 'pdv_sale',
      referenceId: id,
      notes: code,
      lines: lines.map((l) => ({ variantId: l.sku.variantId, quantity: l.quantity })),
    });
    await backdateStockDocument(tx, tenant.companyId, documentId, issuedAt);
    for (const payment of sale.payments) {
      const received = payment.amountCents + payment.changeCents;
      entries.push({
        type: 'venda',
        method: payment.method,
        amountCents: received,
        reason: code,
        documentId: id,
        userId: tenant.userId,
      });
      if (payment.changeCents) {
        entries.push({
          type: 'troco',
          method: 'dinheiro',
          amountCents: payment.changeCents,
          reason: code,
          documentId: id,
          userId: tenant.userId,
        });
      }
    }
    times.push({ id, at: issuedAt });
  }
  await recordSessionEntries(tx, session.id, entries);
  const expected = await expectedByMethod(tx, session.id);
  const sangria = expected.dinheiro - OPENING_FLOAT_CENTS;
  if (sangria >= 20_000) {
    await moveCash(tx, tenant, session.id, 'sangria', { amountCents: sangria, reason: 'Depósito no banco' });
  }
  const counted = Object.fromEntries(CASH_METHODS.map((m) => [m, 0])) as Record<CashMethod, number>;
  const after = await expectedByMethod(tx, session.id);
  for (const method of CASH_METHODS) counted[method] = after[method];
  await closeSession(tx, tenant, session.id, { counted });
  const openedAt = daysAgoAt(day, 8, 45, ctx.now);
  const closedAt = daysAgoAt(day, 18, 10, ctx.now);
  await tx.update(cashSessions).set({ openedAt, closedAt }).where(eq(cashSessions.id, session.id));
  const values = times.length
    ? sql.join(
        times.map((t) => sql`(${t.id}::uuid, ${t.at.toISOString()}::timestamptz)`),
        sql`, `,
      )
    : sql`(null::uuid, null::timestamptz)`;
  // The register's services stamp the clock: each movement goes back to its moment (the sales' to their sale).
  await tx.execute(sql`
    update cash_session_movements m set created_at = case m.type
        when 'abertura' then ${openedAt.toISOString()}::timestamptz
        when 'sangria' then ${daysAgoAt(day, 17, 50, ctx.now).toISOString()}::timestamptz
        else (select v.at from (values ${values}) v(id, at) where v.id = m.document_id) end
    where m.session_id = ${session.id} and m.company_id = ${tenant.companyId}`);
}

const ORDER_STEPS: { to: string; dayOffset: number; hour: number; minute: number }[] = [
  { to: 'confirmado', dayOffset: 0, hour: 14, minute: 20 },
  { to: 'separado', dayOffset: 1, hour: 9, minute: 30 },
  { to: 'faturado', dayOffset: 1, hour: 15, minute: 10 },
  { to: 'enviado', dayOffset: 2, hour: 10, minute: 40 },
  { to: 'entregue', dayOffset: 5, hour: 16, minute: 0 },
];

/** An order typed for a shop: its status steps until today, its stock at separation, its installments. */
async function order(ctx: Context, day: number, cancelReason: string | null): Promise<void> {
  const { tx, tenant, rng } = ctx;
  const issuedAt = daysAgoAt(day, 10, rng.int(0, 50), ctx.now);
  const eligible = ctx.buyers.filter((b) => b.registeredAt.getTime() < issuedAt.getTime() && b.document);
  const shops = eligible.filter((b) => b.wholesale);
  const pool = shops.length && rng.chance(0.85) ? shops : eligible;
  if (!pool.length) return;
  const buyer = pool[rng.int(0, pool.length - 1)]!;
  const lines = pickLines(rng, ctx.skus, rng.int(2, 4), buyer.wholesale ? [3, 6] : [1, 3]);
  if (!lines.length) return;
  for (const line of lines) line.unitPriceCents = buyer.wholesale ? line.sku.wholesale : line.sku.retail;
  const id = randomUUID();
  const code = formatSequenceCode('PV', await nextSequenceValue(tx, tenant, 'sales_order'));
  const prazo = buyer.wholesale && !cancelReason && day <= 25;
  const sale: Sale = {
    id,
    channel: 'pedido',
    code,
    status: 'orcamento',
    buyer,
    priceTableId: buyer.wholesale ? ctx.wholesaleTableId : ctx.retailTableId,
    cashSessionId: null,
    issuedAt,
    lines,
    discountPercent: buyer.wholesale && rng.chance(0.4) ? 5 : 0,
    freightCents: rng.chance(0.6) ? rng.int(18, 45) * 100 : 0,
    paymentTerms: prazo ? { kind: 'prazo', days: [30, 60] } : { kind: 'avista' },
    cancelReason,
    history: [{ from: null, to: 'orcamento', at: issuedAt, note: null }],
    payments: [],
  };
  ctx.sales.push(sale);
  if (cancelReason) {
    // Given back before confirmation: the pieces never left and nothing was owed.
    const at = daysAgoAt(day - 1, 11, 5, ctx.now);
    for (const line of lines) line.sku.left += line.quantity;
    sale.history.push({ from: 'orcamento', to: 'cancelado', at, note: cancelReason });
    sale.status = 'cancelado';
    return;
  }
  for (const step of ORDER_STEPS) {
    if (day - step.dayOffset < 1) break;
    const at = daysAgoAt(day - step.dayOffset, step.hour, step.minute, ctx.now);
    sale.history.push({ from: sale.status, to: step.to, at, note: null });
    sale.status = step.to;
    if (step.to === 'confirmado' && prazo) {
      const plan = installmentPlan(totalOf(sale), [30, 60], todayInSaoPaulo(at));
      if (!plan.ok) throw new Error(`demo seed: installments of ${code}: ${plan.message}`);
      await createReceivables(tx, {
        customerId: buyer.id,
        originType: 'sales_order',
        originId: id,
        totalCents: totalOf(sale),
        installments: plan.value.map((i) => ({ dueDate: i.dueDate, amountCents: i.amountCents })),
      });
      await tx
        .update(receivables)
        .set({ createdAt: at })
        .where(and(eq(receivables.companyId, tenant.companyId), eq(receivables.originId, id)));
    }
    if (step.to === 'separado') {
      const { documentId } = await sellFromStock(tx, tenant, {
        referenceType: 'sales_order',
        referenceId: id,
        notes: `Pedido ${code}`,
        lines: lines.map((l) => ({ variantId: l.sku.variantId, quantity: l.quantity })),
      });
      await backdateStockDocument(tx, tenant.companyId, documentId, at);
    }
  }
}

async function insertSales(tx: Tx, tenant: TenantContext, sales: Sale[]): Promise<void> {
  if (!sales.length) return;
  const companyId = tenant.companyId;
  await tx.insert(salesOrders).values(
    sales.map((sale) => {
      const last = sale.history[sale.history.length - 1]!.at;
      return {
        id: sale.id,
        companyId,
        channel: sale.channel,
        code: sale.code,
        status: sale.status,
        customerId: sale.buyer?.id ?? null,
        customerName: sale.buyer?.name ?? null,
        customerDocument: sale.buyer?.document ?? null,
        priceTableId: sale.priceTableId,
        sellerId: tenant.userId,
        cashSessionId: sale.cashSessionId,
        issuedAt: sale.issuedAt,
        subtotalCents: subtotalOf(sale.lines),
        discountKind: sale.discountPercent ? 'percent' : null,
        discountValue: sale.discountPercent ? sale.discountPercent.toFixed(2) : null,
        discountCents: discountOf(sale),
        freightCents: sale.freightCents,
        totalCents: totalOf(sale),
        itemCount: sale.lines.reduce((sum, l) => sum + l.quantity, 0),
        paymentTerms: sale.paymentTerms,
        cancelReason: sale.cancelReason,
        createdBy: tenant.userId,
        createdAt: sale.issuedAt,
        updatedAt: last,
      };
    }),
  );
  await tx.insert(salesOrderItems).values(
    sales.flatMap((sale) =>
      sale.lines.map((line, index) => ({
        companyId,
        orderId: sale.id,
        position: index + 1,
        productId: line.sku.productId,
        productVariantId: line.sku.variantId,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        totalCents: line.quantity * line.unitPriceCents,
      })),
    ),
  );
  // Each line's unit cost is the product's cost sheet in force at the sale (the version saved last before it, else its
  // first), as the sales modules record it for the profit reports.
  await tx.execute(sql`
    update sales_order_items i set unit_cost_cents = coalesce(
      (select s.unit_cost_cents from product_cost_sheets s
        where s.company_id = i.company_id and s.product_id = i.product_id and s.created_at <= o.issued_at
        order by s.created_at desc limit 1),
      (select s.unit_cost_cents from product_cost_sheets s
        where s.company_id = i.company_id and s.product_id = i.product_id order by s.version limit 1))
    from sales_orders o
    where o.id = i.order_id and o.company_id = i.company_id and i.company_id = ${companyId}`);
  await tx.insert(salesOrderStatusHistory).values(
    sales.flatMap((sale) =>
      sale.history.map((entry) => ({
        companyId,
        orderId: sale.id,
        fromStatus: entry.from,
        toStatus: entry.to,
        note: entry.note,
        userId: tenant.userId,
        createdAt: entry.at,
      })),
    ),
  );
  const payments = sales.flatMap((sale) =>
    sale.payments.map((payment) => ({ companyId, orderId: sale.id, ...payment, createdAt: sale.issuedAt })),
  );
  if (payments.length) await tx.insert(salePayments).values(payments);
}

async function tableId(tx: Tx, companyId: string, name: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: priceTables.id })
    .from(priceTables)
    .where(and(eq(priceTables.companyId, companyId), eq(priceTables.name, name)))
    .limit(1);
  return row?.id ?? null;
}

export async function seedDemoSalesHistory(tx: Tx, owner: DemoOwner): Promise<void> {
  const tenant: TenantContext = { ...owner, role: 'owner', permissions: {} };
  const { companyId } = tenant;
  const wholesaleTableId = await tableId(tx, companyId, 'Atacado');
  const ctx: Context = {
    tx,
    tenant,
    rng: random(20_260_315),
    skus: await loadSkus(tx, companyId, wholesaleTableId),
    buyers: await loadBuyers(tx, companyId, wholesaleTableId),
    retailTableId: await tableId(tx, companyId, 'Varejo'),
    wholesaleTableId,
    registers: (await listRegisters(tx, tenant)).items.map((r) => ({ id: r.id, name: r.name })),
    now: Date.now(),
    sales: [],
  };
  if (!ctx.registers.length) throw new Error('demo seed: no cash register for the sales history');
  let orders = 0;
  for (let day = FIRST_DAY; day >= LAST_DAY; day--) {
    const weekday = daysAgoAt(day, 12, 0, ctx.now).getUTCDay();
    if (weekday === 2 || weekday === 4 || weekday === 6) {
      await registerDay(ctx, day, ctx.rng.int(1, 3) + (weekday === 6 ? 1 : 0));
    }
    if ((weekday === 1 || weekday === 3 || weekday === 5) && day >= 3 && ctx.rng.chance(0.5)) {
      orders += 1;
      const cancel =
        orders % 8 === 4 ? CANCEL_REASONS[Math.floor(orders / 8) % CANCEL_REASONS.length]! : null;
      await order(ctx, day, cancel);
    }
  }
  await insertSales(tx, tenant, ctx.sales);
  await resequenceLedger(tx, companyId);
}
