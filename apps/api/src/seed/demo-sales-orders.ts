import { type SalesOrderStatus, salesOrderCancelSchema, salesOrderCreateSchema } from '@alinhavo/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { customers } from '../modules/customers/schema.ts';
import { colors, products, productVariants } from '../modules/products/schema.ts';
import { cancelSalesOrder, createSalesOrder, moveSalesOrder } from '../modules/sales-orders/index.ts';
import type { Tx } from '../platform/db/client.ts';
import type { TenantContext } from '../platform/http/tenant-context.ts';
import type { DemoOwner } from './demo-catalogue.ts';
import { daysAgoAt } from './demo-history.ts';

type Cell = [reference: string, color: string, size: string, pieces: number];

type DemoOrder = {
  customer: string;
  daysAgo: number;
  /** Where the order stops; 'cancelado' after `cancelFrom`. */
  status: SalesOrderStatus;
  cancelFrom?: SalesOrderStatus;
  cancelReason?: string;
  cells: Cell[];
  terms?: { kind: 'avista' } | { kind: 'prazo'; days: number[] };
  discountPercent?: number;
  freightCents?: number;
  notes?: string;
};

/** A confecção's last six weeks of orders, in every status, for its wholesale and outlet customers. */
const DEMO_ORDERS: DemoOrder[] = [
  {
    customer: 'Boutique Vitória Moda Feminina Ltda',
    daysAgo: 40,
    status: 'entregue',
    cells: [
      ['LEG-001', 'Preto', 'P', 3],
      ['LEG-001', 'Preto', 'M', 4],
      ['LEG-001', 'Preto', 'G', 3],
    ],
    terms: { kind: 'prazo', days: [30, 60] },
    freightCents: 3500,
  },
  {
    customer: 'Modas Bom Retiro Atacadista Eireli',
    daysAgo: 33,
    status: 'enviado',
    cells: [
      ['CAM-001', 'Branco', 'M', 4],
      ['CAM-001', 'Branco', 'G', 4],
      ['CAM-001', 'Preto', 'M', 3],
      ['CAM-001', 'Preto', 'G', 3],
    ],
    terms: { kind: 'prazo', days: [30, 60, 90] },
    discountPercent: 5,
    freightCents: 6900,
  },
  {
    customer: 'Ilha Kids Comércio de Roupas Ltda',
    daysAgo: 27,
    status: 'enviado',
    cells: [
      ['BOD-001', 'Mescla', 'P', 4],
      ['BOD-001', 'Mescla', 'M', 4],
      ['BOD-001', 'Rosa Chá', 'P', 3],
    ],
    terms: { kind: 'prazo', days: [28, 56] },
  },
  {
    customer: 'Casa da Malha Joinville Ltda',
    daysAgo: 21,
    status: 'faturado',
    cells: [
      ['MOL-001', 'Mescla', 'G', 2],
      ['MOL-001', 'Preto', 'G', 2],
      ['POL-001', 'Branco', 'M', 3],
    ],
    terms: { kind: 'prazo', days: [30] },
    freightCents: 4200,
  },
  {
    customer: 'Ateliê Flor de Campinas ME',
    daysAgo: 16,
    status: 'cancelado',
    cancelFrom: 'separado',
    cancelReason: 'A loja fechou para reforma e pediu para cancelar.',
    cells: [
      ['LEG-001', 'Preto', 'GG', 2],
      ['CAM-001', 'Mescla', 'P', 3],
    ],
  },
  {
    customer: 'Boutique Vitória Moda Feminina Ltda',
    daysAgo: 12,
    status: 'separado',
    cells: [
      ['CAL-001', 'Índigo', '38', 2],
      ['CAL-001', 'Índigo', '42', 2],
      ['CAL-001', 'Preto', '40', 2],
    ],
    terms: { kind: 'prazo', days: [30, 60] },
    notes: 'Entregar junto com a reposição de leggings.',
  },
  {
    customer: 'Ana Paula Schneider',
    daysAgo: 9,
    status: 'faturado',
    cells: [['MOL-001', 'Preto', 'M', 1]],
    terms: { kind: 'avista' },
  },
  {
    customer: 'Modas Bom Retiro Atacadista Eireli',
    daysAgo: 7,
    status: 'confirmado',
    cells: [
      ['BOD-001', 'Branco', 'M', 6],
      ['BOD-001', 'Branco', 'G', 6],
      ['BOD-001', 'Mescla', 'G', 30],
    ],
    terms: { kind: 'prazo', days: [30, 60, 90] },
    notes: 'Sob encomenda: o G mescla será produzido.',
  },
  {
    customer: 'Ilha Kids Comércio de Roupas Ltda',
    daysAgo: 5,
    status: 'cancelado',
    cancelFrom: 'orcamento',
    cancelReason: 'Cliente achou o frete caro.',
    cells: [['BOD-001', 'Rosa Chá', 'M', 4]],
  },
  {
    customer: 'Casa da Malha Joinville Ltda',
    daysAgo: 3,
    status: 'confirmado',
    cells: [
      ['POL-001', 'Azul-marinho', 'M', 3],
      ['POL-001', 'Azul-marinho', 'G', 3],
    ],
    terms: { kind: 'prazo', days: [30, 60] },
  },
  {
    customer: 'Ateliê Flor de Campinas ME',
    daysAgo: 2,
    status: 'orcamento',
    cells: [
      ['CAM-001', 'Vermelho', 'P', 10],
      ['CAM-001', 'Vermelho', 'M', 20],
      ['CAM-001', 'Vermelho', 'G', 20],
    ],
    terms: { kind: 'prazo', days: [30, 60, 90] },
    notes: 'Orçamento para a coleção de Natal.',
  },
  {
    customer: 'Carlos Eduardo Weiss',
    daysAgo: 0,
    status: 'orcamento',
    cells: [['CAL-001', 'Jeans Claro', '42', 1]],
  },
];

const FLOW: SalesOrderStatus[] = ['confirmado', 'separado', 'faturado', 'enviado', 'entregue'];

async function variantIds(tx: Tx, companyId: string): Promise<Map<string, string>> {
  const rows = await tx
    .select({
      id: productVariants.id,
      reference: products.reference,
      color: colors.name,
      size: productVariants.size,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(colors, eq(colors.id, productVariants.colorId))
    .where(eq(productVariants.companyId, companyId));
  return new Map(rows.map((r) => [`${r.reference}|${r.color}|${r.size}`, r.id]));
}

/** The order and its history on the day it happened, the steps an hour or a day apart. */
async function backdate(tx: Tx, companyId: string, orderId: string, daysAgo: number) {
  const issued = daysAgoAt(daysAgo, 9 + (daysAgo % 7), 15);
  await tx.execute(sql`
    update sales_orders set issued_at = ${issued}, created_at = ${issued}, updated_at = ${issued}
    where id = ${orderId} and company_id = ${companyId}`);
  await tx.execute(sql`
    with steps as (
      select id, row_number() over (order by created_at, id) - 1 as step
      from sales_order_status_history where order_id = ${orderId} and company_id = ${companyId})
    update sales_order_status_history h
    set created_at = least(now(), ${issued}::timestamptz + steps.step * interval '1 day' * ${daysAgo > 3 ? 1 : 0}
                                + steps.step * interval '40 minutes')
    from steps where h.id = steps.id`);
  // The installments fall from the confirmation, as if it had been confirmed that day.
  await tx.execute(sql`
    update receivables set due_date = due_date - ${Math.max(0, daysAgo - 1)}::int, created_at = ${issued}
    where origin_type = 'sales_order' and origin_id = ${orderId} and company_id = ${companyId}`);
}

/**
 * About a dozen sales orders in every status (issue 15), made through the sales orders' services so the stock's
 * reservations and 'venda' lines and the receivables agree with them: quotes (one beyond the stock), confirmed
 * orders (one made to order), separated, invoiced, shipped, delivered and two cancelled (one whose pieces came back).
 */
export async function seedDemoSalesOrders(tx: Tx, owner: DemoOwner): Promise<void> {
  const tenant: TenantContext = { ...owner, role: 'owner', permissions: {} };
  const customerRows = await tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.companyId, tenant.companyId)))
    .orderBy(asc(customers.name));
  if (!customerRows.length) return;
  const customerId = new Map(customerRows.map((c) => [c.name, c.id]));
  const skus = await variantIds(tx, tenant.companyId);
  for (const demo of DEMO_ORDERS) {
    const id = customerId.get(demo.customer);
    if (!id) throw new Error(`demo seed: customer '${demo.customer}' not found`);
    const lines = demo.cells.map(([reference, color, size, quantity]) => {
      const variantId = skus.get(`${reference}|${color}|${size}`);
      if (!variantId) throw new Error(`demo seed: SKU ${reference} ${color} ${size} not found`);
      return { variantId, quantity };
    });
    const order = await createSalesOrder(
      tx,
      tenant,
      salesOrderCreateSchema.parse({
        customerId: id,
        lines,
        paymentTerms: demo.terms ?? { kind: 'avista' },
        discount: demo.discountPercent ? { kind: 'percent', basisPoints: demo.discountPercent * 100 } : null,
        freightCents: demo.freightCents ?? 0,
        notes: demo.notes ?? null,
      }),
    );
    const last = demo.status === 'cancelado' ? (demo.cancelFrom ?? 'orcamento') : demo.status;
    for (const step of FLOW.slice(0, FLOW.indexOf(last as SalesOrderStatus) + 1)) {
      await moveSalesOrder(tx, tenant, order.id, { status: step });
    }
    if (demo.status === 'cancelado') {
      await cancelSalesOrder(
        tx,
        tenant,
        order.id,
        salesOrderCancelSchema.parse({ reason: demo.cancelReason }),
      );
    }
    await backdate(tx, tenant.companyId, order.id, demo.daysAgo);
  }
}
