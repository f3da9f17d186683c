import { batchDispatchFixtures } from './fixtures/batch-dispatch.ts';
import { batchesFixtures } from './fixtures/batches.ts';
import { cashSessionsFixtures } from './fixtures/cash-sessions.ts';
import { customersFixtures } from './fixtures/customers.ts';
import { cuttingFixtures } from './fixtures/cutting.ts';
import { employeesFixtures } from './fixtures/employees.ts';
import { materialsFixtures } from './fixtures/materials.ts';
import { outworkersFixtures } from './fixtures/outworkers.ts';
import { packagingFixtures } from './fixtures/packaging.ts';
import { pdvSalesFixtures } from './fixtures/pdv-sales.ts';
import { processesFixtures } from './fixtures/processes.ts';
import { productCostsFixtures } from './fixtures/product-costs.ts';
import { productionOrdersFixtures } from './fixtures/production-orders.ts';
import { productsFixtures } from './fixtures/products.ts';
import { qualityControlFixtures } from './fixtures/quality-control.ts';
import { salePricesFixtures } from './fixtures/sale-prices.ts';
import { salesCenterFixtures } from './fixtures/sales-center.ts';
import { salesOrdersFixtures } from './fixtures/sales-orders.ts';
import { stockFixtures } from './fixtures/stock.ts';
import { workshopMessagesFixtures } from './fixtures/workshop-messages.ts';
import { workshopPaymentsFixtures } from './fixtures/workshop-payments.ts';
import { workshopsFixtures } from './fixtures/workshops.ts';
import type { TestClient, TestContext } from './test-app.ts';

/**
 * For every route with an :id, how to make a record of that kind in a company, and a valid body for writes.
 * The enumerated cross-tenant test fails when a route has no fixture here, so new modules must add theirs.
 */
export type RouteFixture = {
  /** `ctx` for what the API cannot make itself yet (a workshop's association is written in the database). */
  create: (owner: TestClient, marker: string, ctx?: TestContext) => Promise<string>;
  validBody?: Record<string, unknown>;
};

const supplier: RouteFixture = {
  create: async (owner, marker) => {
    const res = await owner.post('/api/suppliers', {
      name: `Fornecedor ${marker}`,
      email: `${marker}@example.com`,
    });
    if (res.status !== 201) throw new Error(`fixture failed: ${JSON.stringify(res.body)}`);
    return res.body.id;
  },
  validBody: { name: 'Nome alterado por outra empresa' },
};

/** A member of the company: its owner, the one member every company has (the API makes others by invitation). */
const member = (validBody: Record<string, unknown>): RouteFixture => ({
  create: async (owner) => {
    const res = await owner.get('/api/me');
    if (res.status !== 200) throw new Error(`fixture failed: ${JSON.stringify(res.body)}`);
    return res.body.user.id;
  },
  validBody,
});

let invitations = 0;
const invite: RouteFixture = {
  create: async (owner, marker) => {
    invitations += 1;
    const res = await owner.post('/api/invites', {
      email: `${marker}-${invitations}@example.com`,
      fullName: `Convidado ${marker}`,
      role: 'user',
      selectedProfile: 'estoque',
    });
    if (res.status !== 201) throw new Error(`fixture failed: ${JSON.stringify(res.body)}`);
    return res.body.id;
  },
  validBody: {
    email: 'convite-de-outra-empresa@example.com',
    fullName: 'Convite de outra empresa',
    role: 'user',
    selectedProfile: 'pdv',
  },
};

/** A pending built-in payment, opened by the owner's checkout. */
const payment: RouteFixture = {
  create: async (owner) => {
    const res = await owner.post('/api/billing/checkout', { planId: 'starter' });
    if (res.status !== 201) throw new Error(`fixture failed: ${JSON.stringify(res.body)}`);
    return res.body.paymentId;
  },
};

export const routeFixtures: Record<string, RouteFixture> = {
  'get /suppliers/:id': supplier,
  'patch /suppliers/:id': supplier,
  'delete /suppliers/:id': supplier,
  'get /users/:id': member({ role: 'manager' }),
  'patch /users/:id': member({ role: 'manager' }),
  'put /users/:id/permissions': member({
    permissions: { suppliers: { canAccess: true, canWrite: true, canDelete: false } },
  }),
  'get /invites/:id': invite,
  'post /invites/:id/resend': invite,
  'delete /invites/:id': invite,
  'get /billing/payments/:id': payment,
  'post /billing/payments/:id/dev-confirm': payment,
  ...productsFixtures,
  ...materialsFixtures,
  ...employeesFixtures,
  ...outworkersFixtures,
  ...processesFixtures,
  ...productCostsFixtures,
  ...salePricesFixtures,
  ...pdvSalesFixtures,
  ...salesCenterFixtures,
  ...salesOrdersFixtures,
  ...stockFixtures,
  ...productionOrdersFixtures,
  ...batchesFixtures,
  ...cuttingFixtures,
  ...batchDispatchFixtures,
  ...qualityControlFixtures,
  ...workshopPaymentsFixtures,
  ...workshopsFixtures,
  ...workshopMessagesFixtures,
  ...packagingFixtures,
  ...customersFixtures,
  ...cashSessionsFixtures,
};
