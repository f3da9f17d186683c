import { randomUUID } from 'node:crypto';
import { signInStaff } from '../src/modules/admin/staff-test-support.ts';
import { createConversationFixture } from '../src/modules/workshop-messages/workshop-messages-test-support.ts';
import { futureDate } from './fixtures/batches.ts';
import { seedCashAndReceivables } from './fixtures/cash-sessions.ts';
import { createColorFixture, createGridFixture } from './fixtures/products.ts';
import { seedSalesCenterSale } from './fixtures/sales-center.ts';
import { type TestClient, type TestContext, usePlan } from './test-app.ts';

async function must(res: { status: number; body: any }, ...expected: number[]) {
  if (!(expected.length ? expected : [201]).includes(res.status))
    throw new Error(`tenant world: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * One company's records of every kind a list screen shows, all made through the API the way the product makes
 * them: a supplier, a customer, a colour, a size grid, a product, fabric and a supply in stock, an employee of the cutting
 * sector, a process, a cost sheet, a workshop with its price, an order with balance left, and three batches of
 * it: one waiting for its cut (due long ago: late), one back from the workshop waiting for review, one reviewed
 * (a workshop payment) waiting for packaging and one still at the workshop (the fabric ends below its minimum); an
 * invitation, a payment of the subscription that platform staff confirmed (its invoice), and — on the Professional
 * plan — a conversation with a workshop associated with the company (a message from each side).
 */
export type TenantWorld = {
  ownerId: string;
  supplierId: string;
  customerId: string;
  colorId: string;
  sizeGridId: string;
  productId: string;
  productReference: string;
  variantIds: string[];
  fabricId: string;
  fabricVariationId: string;
  supplyId: string;
  supplyVariationId: string;
  employeeId: string;
  processId: string;
  outworkerId: string;
  movementIds: string[];
  orderId: string;
  waitingBatchId: string;
  returnedBatchId: string;
  reviewedBatchId: string;
  /** Cut and sent to the workshop, not back yet. */
  sentBatchId: string;
  cutIds: string[];
  workshopPaymentId: string;
  inviteId: string;
  /** The workshop of `outworkerId` invited to the portal (the company is on Professional for it). */
  portalInviteId: string;
  invoiceId: string;
  faccaoId: string;
  conversationId: string;
  /** A price table pricing the world's product (issue 15). */
  priceTableId: string;
  /** A cash register named with the marker (the PDV is on Professional too). */
  cashRegisterId: string;
  /** The owner's session, open on that register. */
  cashSessionId: string;
  receivableId: string;
  /** A delivered order of the world's customer (the sales centre's figures and recent sales). */
  salesCenterSaleId: string;
};

/** Every id of the world, to look for in another company's answers. */
export function worldIds(world: TenantWorld): string[] {
  return Object.values(world).flatMap((value) => (Array.isArray(value) ? value : [value]));
}

export async function seedTenantWorld(
  ctx: TestContext,
  owner: TestClient,
  marker: string,
): Promise<TenantWorld> {
  const me = await must(await owner.get('/api/me'), 200);
  const supplier = await must(
    await owner.post('/api/suppliers', { name: `Fornecedor ${marker}`, email: `${marker}@example.com` }),
  );
  const customer = await must(
    await owner.post('/api/customers', { personType: 'pj', name: `Cliente ${marker}`, city: 'Blumenau' }),
  );
  const color = await createColorFixture(owner, marker);
  const grid = await createGridFixture(owner, marker, ['P', 'M']);
  const productReference = `REF-${randomUUID().slice(0, 8)}`;
  const product = await must(
    await owner.post('/api/products', {
      reference: productReference,
      name: `Produto ${marker}`,
      collection: `Coleção ${marker}`,
      category: `Categoria ${marker}`,
      sizeGridId: grid.id,
      colorIds: [color.id],
    }),
  );
  // A minimum above what it will hold: the fabric shows as below the minimum (dashboard, lists' filters).
  const fabric = await must(
    await owner.post('/api/materials', {
      name: `Malha ${marker}`,
      category: 'tecido',
      unit: 'm',
      minimumStock: '500',
    }),
  );
  const supply = await must(
    await owner.post('/api/materials', { name: `Linha ${marker}`, category: 'linha', unit: 'un' }),
  );
  const fabricVariationId: string = fabric.variations[0].id;
  const supplyVariationId: string = supply.variations[0].id;
  const employee = await must(
    await owner.post('/api/employees', {
      name: `Cortador ${marker}`,
      sector: 'corte',
      payType: 'mensal',
      payAmountCents: 180000,
    }),
  );
  const process = await must(
    await owner.post('/api/processes', {
      name: `Processo ${marker}`,
      costPerPieceCents: 120,
      kind: 'interno',
    }),
  );
  const posting = await must(
    await owner.post('/api/stock/documents', {
      type: 'entrada',
      notes: `Entrada ${marker}`,
      lines: [
        { item: { kind: 'material', variationId: fabricVariationId }, quantity: '100' },
        { item: { kind: 'material', variationId: supplyVariationId }, quantity: '1000' },
      ],
    }),
  );
  await must(
    await owner.post(`/api/product-costs/${product.id}`, {
      materials: [
        {
          materialId: fabric.id,
          colorRule: 'fixed',
          materialVariationId: fabricVariationId,
          quantity: '0,5',
          unitCostCents: 1890,
          usageArea: 'interno',
        },
        {
          materialId: supply.id,
          colorRule: 'fixed',
          materialVariationId: supplyVariationId,
          quantity: '1',
          unitCostCents: 12,
          usageArea: 'faccao',
        },
      ],
      processes: [{ processId: process.id, costPerPieceCents: 120 }],
    }),
  );
  const outworker = await must(await owner.post('/api/outworkers', { name: `Facção ${marker}` }));
  await must(
    await owner.request('PUT', `/api/outworkers/${outworker.id}/prices`, {
      prices: [{ productId: product.id, priceCents: 250 }],
    }),
    200,
  );

  const sizes: string[] = grid.sizes;
  const cells = (quantity: number) => sizes.map((size) => ({ colorId: color.id, size, quantity }));
  const order = await must(
    await owner.post('/api/production-orders', {
      productId: product.id,
      items: cells(20),
      dueDate: futureDate(),
      notes: `Ordem ${marker}`,
    }),
  );
  const newBatch = async (pieces = 5, dueDate?: string) =>
    (
      await must(
        await owner.post('/api/batches', { productionOrderId: order.id, items: cells(pieces), dueDate }),
      )
    ).id as string;
  const cutAndSend = async (batchId: string, plies = 5) => {
    const cut = await must(
      await owner.post(`/api/batches/${batchId}/cut`, {
        sizes: sizes.map((size) => ({ size, piecesPerPly: 1 })),
        colors: [
          { colorId: color.id, materialVariationId: fabricVariationId, plies, fabricUsed: String(plies) },
        ],
        cutterEmployeeId: employee.id,
      }),
      200,
      201,
    );
    await must(await owner.post(`/api/batches/${batchId}/send`, { outworkerId: outworker.id }), 200, 201);
    return cut.id as string;
  };
  const cutAndReturn = async (batchId: string) => {
    const cutId = await cutAndSend(batchId);
    await must(await owner.post(`/api/batches/${batchId}/start`, {}), 200);
    await must(await owner.post(`/api/batches/${batchId}/finish`, {}), 200);
    return cutId;
  };

  // Due a year ago and still waiting for its cut: late.
  const waitingBatchId = await newBatch(5, `${new Date().getUTCFullYear() - 1}-01-15`);
  const returnedBatchId = await newBatch();
  const reviewedBatchId = await newBatch();
  const sentBatchId = await newBatch(2);
  const cutIds = [
    await cutAndReturn(returnedBatchId),
    await cutAndReturn(reviewedBatchId),
    await cutAndSend(sentBatchId, 2),
  ];
  await must(await owner.post(`/api/batches/${reviewedBatchId}/review/start`), 200);
  const review = await must(await owner.get(`/api/batches/${reviewedBatchId}/review`), 200);
  await must(
    await owner.request('PUT', `/api/batches/${reviewedBatchId}/review`, {
      items: review.cells.map((cell: { colorId: string; size: string; pieces: number }) => ({
        colorId: cell.colorId,
        size: cell.size,
        approved: cell.pieces,
      })),
    }),
    200,
  );
  const reviewed = await must(await owner.post(`/api/batches/${reviewedBatchId}/review/complete`), 200);

  const invite = await must(
    await owner.post('/api/invites', {
      email: `${marker}-convite@example.com`,
      fullName: `Convidado ${marker}`,
      role: 'user',
      selectedProfile: 'estoque',
    }),
  );
  const checkout = await must(await owner.post('/api/billing/checkout', { planId: 'starter' }));
  // Platform staff confirm the payment they received: the company gets its first invoice.
  const staff = await signInStaff(ctx, 'support');
  await must(await staff.client.post(`/api/admin/payments/${checkout.paymentId}/confirm`), 200);
  const invoices = await must(await owner.get('/api/billing/invoices'), 200);
  // The workshop portal starts at Professional: the world's company moves to it, and invites its workshop.
  await usePlan(ctx, me.company.id, 'professional');
  const portalInvite = await must(
    await owner.post('/api/workshop-links/invitations', {
      outworkerId: outworker.id,
      email: `${marker}-faccao@example.com`,
      fullName: `Facção ${marker}`,
    }),
  );
  const conversation = await createConversationFixture(ctx, owner, marker);
  const priceTable = await must(await owner.post('/api/price-tables', { name: `Atacado ${marker}` }));
  await must(
    await owner.post(`/api/price-tables/${priceTable.id}/prices`, {
      prices: [{ productId: product.id, priceCents: 4990 }],
    }),
    200,
  );
  const cash = await seedCashAndReceivables(ctx, owner, me.company.id, marker, customer.id);
  const sale = await seedSalesCenterSale(ctx, me.company.id, marker, {
    customerId: customer.id,
    productId: product.id,
    variantId: product.variants[0].id,
  });

  return {
    ownerId: me.user.id,
    supplierId: supplier.id,
    customerId: customer.id,
    colorId: color.id,
    sizeGridId: grid.id,
    productId: product.id,
    productReference,
    variantIds: product.variants.map((v: { id: string }) => v.id),
    fabricId: fabric.id,
    fabricVariationId,
    supplyId: supply.id,
    supplyVariationId,
    employeeId: employee.id,
    processId: process.id,
    outworkerId: outworker.id,
    movementIds: posting.movementIds,
    orderId: order.id,
    waitingBatchId,
    returnedBatchId,
    reviewedBatchId,
    sentBatchId,
    cutIds,
    workshopPaymentId: reviewed.payment.id,
    inviteId: invite.id,
    portalInviteId: portalInvite.id,
    invoiceId: invoices.invoices[0].id,
    faccaoId: conversation.faccaoId,
    conversationId: conversation.conversationId,
    priceTableId: priceTable.id,
    ...cash,
    ...sale,
  };
}
