import { gateFor, presetPermissions } from '@alinhavo/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createTestApp,
  signUpCompany,
  TestClient,
  type TestContext,
  testStorage,
} from '../../test/test-app.ts';
import { runAsSystemForCompany } from '../platform/db/tenant.ts';
import { seedDemoIfEmpty } from './demo.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { DEMO_COMPANY, DEMO_LOGIN, DEMO_SUPPLIERS, DEMO_TEAM, DEMO_WORKSHOP_LOGINS } from './demo-data.ts';
import { seedDemoProduction } from './demo-production.ts';
import { expectRealisticProduction } from './demo-production-test-support.ts';
import { writeDemoReceiptFiles } from './demo-receipt.ts';
import { expectDemoSales } from './demo-sales-test-support.ts';
import { expectRealisticCatalogue } from './demo-test-support.ts';

// Seeding the whole demo (≈2,800 statements) takes seconds, more on a loaded machine.
const SEED_TIMEOUT_MS = 120_000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function signIn(email: string, password = DEMO_LOGIN.password) {
  const client = new TestClient(ctx.app);
  const res = await client.post('/api/auth/sign-in/email', { email, password });
  return { client, res };
}

// The seed runs only on an empty database; on PostgreSQL every test file shares one, so this runs on PGlite.
describe.skipIf(Boolean(inject('testDatabaseUrl')))('demo data', () => {
  it(
    'seeds once: the owner, the team with its permissions and a pending invitation',
    async () => {
      expect(await seedDemoIfEmpty(ctx.db)).toBe(true);
      expect(await seedDemoIfEmpty(ctx.db)).toBe(false);

      const { client } = await signIn(DEMO_LOGIN.email);
      const members = (await client.get('/api/users')).body;
      expect(
        members.items.map((m: { fullName: string; role: string; isActive: boolean }) => [
          m.fullName,
          m.role,
          m.isActive,
        ]),
      ).toEqual([
        ['Juliana Krüger', 'user', false],
        ['Marina Albuquerque', 'owner', true],
        ['Rafael Schmitt', 'manager', true],
      ]);
      expect(members.items[0].permissions).toEqual(presetPermissions('estoque'));
      expect(members.items[2].permissions).toEqual(presetPermissions('producao'));
      expect(members.limit).toEqual({ maxUsers: 10, currentUsers: 3, canAdd: true });

      const subscription = (await client.get('/api/subscription')).body;
      expect(subscription).toMatchObject({
        hasActiveSubscription: true,
        planType: 'professional',
        subscriptionStatus: 'active',
        everHadPaidSubscription: true,
      });
      expect(gateFor(subscription, '/app/dashboard')).toBe('none');

      const invites = (await client.get('/api/invites')).body;
      expect(invites.pending).toHaveLength(1);
      expect(invites.pending[0]).toMatchObject({
        email: DEMO_TEAM.invite.email,
        selectedProfile: 'financeiro',
        expired: false,
        createdByName: 'Marina Albuquerque',
      });
      // A resend gives the seeded invitation a link that works.
      expect((await client.post(`/api/invites/${invites.pending[0].id}/resend`)).status).toBe(200);
      const mail = ctx.mailer.last(DEMO_TEAM.invite.email, 'invitation');
      const token = mail?.text.match(/signup\?token=([\w-]+)/)?.[1];
      expect((await new TestClient(ctx.app).get(`/api/auth/invitation/check?token=${token}`)).status).toBe(
        200,
      );
    },
    SEED_TIMEOUT_MS,
  );

  it('lets the manager sign in with the demo password, and keeps the deactivated clerk out', async () => {
    const manager = await signIn(DEMO_TEAM.members[0].email);
    expect(manager.res.status).toBe(200);
    const me = (await manager.client.get('/api/me')).body;
    expect(me.user).toMatchObject({ fullName: 'Rafael Schmitt', role: 'manager' });
    const clerk = await signIn(DEMO_TEAM.members[1].email);
    expect(clerk.res.status).toBe(403);
  });

  it('gives the demo two workshop logins: one associated, with batches in every workshop status and a conversation, one pending', async () => {
    const [pomerode, cida] = DEMO_WORKSHOP_LOGINS;
    const active = await signIn(pomerode!.email, pomerode!.password);
    expect(active.res.status).toBe(200);
    const me = (await active.client.get('/api/workshop/me')).body;
    expect(me.faccao.name).toBe('Facção Pomerode Malhas');
    const [company] = me.companies;
    expect(company).toMatchObject({ name: 'Confecções Aurora Ltda', status: 'active' });
    const batches = (await active.client.get(`/api/workshop/companies/${company.id}/batches`)).body;
    const statuses = new Set(batches.items.map((b: { status: string }) => b.status));
    for (const status of ['enviado', 'em_producao', 'finalizado_faccao']) expect(statuses).toContain(status);
    expect(batches.items[0].status).toBe('em_producao');
    const payments = (await active.client.get(`/api/workshop/companies/${company.id}/payments`)).body;
    expect(payments.items.length).toBeGreaterThan(0);
    // A conversation with the demo company, read on the workshop's side; the company has its last answer unread.
    const conversations = (await active.client.get(`/api/workshop/companies/${company.id}/conversations`))
      .body.items;
    expect(conversations).toMatchObject([{ subject: 'Produção da semana', unread: false }]);
    // One of them paid by PIX, with its receipt: the file is written at start (the build has no storage).
    const paid = payments.items.filter((p: { status: string }) => p.status === 'pago');
    expect(paid).toEqual([
      expect.objectContaining({
        paymentMethodLabel: 'PIX',
        receipts: [expect.objectContaining({ contentType: 'application/pdf' })],
      }),
    ]);
    const [receipt] = paid[0].receipts;
    expect(receipt.filename).toBe(`comprovante-pix-${paid[0].batchCode}.pdf`);
    expect(await writeDemoReceiptFiles(ctx.db, testStorage(ctx))).toBe(1);
    expect(await writeDemoReceiptFiles(ctx.db, testStorage(ctx))).toBe(0);
    const link = await active.client.get(
      `/api/workshop/companies/${company.id}/payments/${paid[0].id}/receipts/${receipt.id}/link`,
    );
    const file = await ctx.app.request(`http://localhost:3000${link.body.url}`);
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes.byteLength).toBe(receipt.sizeBytes);
    expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('%PDF-1.4');

    const pending = await signIn(cida!.email, cida!.password);
    const cidaMe = (await pending.client.get('/api/workshop/me')).body;
    expect(cidaMe.companies).toEqual([expect.objectContaining({ status: 'pending' })]);
    const { client } = await signIn(DEMO_LOGIN.email);
    const inbox = (await client.get('/api/faccao-conversations')).body.items;
    expect(inbox).toMatchObject([
      { faccaoName: 'Facção Pomerode Malhas', unread: true, lastMessage: { senderType: 'faccao' } },
    ]);
    expect((await client.get('/api/faccao-conversations/unread-count')).body.count).toBe(1);
    const links = (await client.get('/api/workshop-links')).body.items;
    expect(
      links.map((l: { workshopName: string; status: string }) => [l.workshopName, l.status]).sort(),
    ).toEqual([
      ['Costura da Cida', 'pending'],
      ['Facção Pomerode Malhas', 'active'],
    ]);
  });

  it('gives the demo company its production catalogue, and orders and batches in every stage', async () => {
    const { client } = await signIn(DEMO_LOGIN.email);
    const me = (await client.get('/api/me')).body;
    await expectRealisticCatalogue(ctx, client, me.company.id, { production: true, sales: true });
    await expectRealisticProduction(ctx, client, me.company.id);
  });

  it("gives the demo company 'Varejo' from the products' prices and 'Atacado' from 12 pieces, 30% under", async () => {
    const { client } = await signIn(DEMO_LOGIN.email);
    const tables = (await client.get('/api/price-tables')).body.items;
    expect(tables.map((t: { name: string; minQuantity: number | null }) => [t.name, t.minQuantity])).toEqual([
      ['Varejo', null],
      ['Atacado', 12],
    ]);
    const [varejo, atacado] = tables;
    expect(atacado.pricedProducts).toBe(varejo.pricedProducts);
    expect(varejo.pricedProducts).toBeGreaterThan(10);
    const retail = (await client.get(`/api/price-tables/${varejo.id}/products?pageSize=100`)).body.items;
    const wholesale = (await client.get(`/api/price-tables/${atacado.id}/products?pageSize=100`)).body.items;
    const wholesaleOf = new Map(
      wholesale.map((p: { productId: string; priceCents: number }) => [p.productId, p]),
    );
    for (const product of retail) {
      const cents = (wholesaleOf.get(product.productId) as { priceCents: number }).priceCents;
      expect(cents % 100).toBe(90);
      expect(cents).toBeLessThanOrEqual(Math.round(product.priceCents * 0.7));
    }
    expect(retail.some((p: { overrides: number }) => p.overrides === 1)).toBe(true);
  });

  it('gives the demo company sales orders in every status, with consistent stock, reservations and receivables', async () => {
    const { client } = await signIn(DEMO_LOGIN.email);
    const list = (await client.get('/api/sales-orders?channel=pedido&pageSize=100')).body;
    // The dozen orders in progress (demo-sales-orders.ts) after three months of delivered ones (demo-sales-history.ts).
    expect(list.total).toBeGreaterThan(12);
    expect(new Set(list.items.map((o: { status: string }) => o.status))).toEqual(
      new Set(['orcamento', 'confirmado', 'separado', 'faturado', 'enviado', 'entregue', 'cancelado']),
    );
    // Newest first, on their own days.
    const days = list.items.map((o: { issuedAt: string }) => o.issuedAt);
    expect(days).toEqual([...days].sort().reverse());
    const detail = async (status: string) => {
      const found = list.items.filter((o: { status: string }) => o.status === status);
      return Promise.all(
        found.map(async (o: { id: string }) => (await client.get(`/api/sales-orders/${o.id}`)).body),
      );
    };
    // A confirmed order made to order shows its shortfall; confirmed orders hold stock and owe their total.
    const confirmed = await detail('confirmado');
    expect(confirmed.some((o: { shortfall: unknown[] }) => o.shortfall.length > 0)).toBe(true);
    for (const order of confirmed) {
      expect(order.lines.some((l: { reserved: number }) => l.reserved > 0)).toBe(true);
      const owed = order.receivables.reduce((s: number, r: { amountCents: number }) => s + r.amountCents, 0);
      expect(owed).toBe(order.totalCents);
    }
    for (const order of await detail('cancelado')) {
      expect(order.receivables.every((r: { status: string }) => r.status === 'cancelado')).toBe(true);
      expect(order.cancelReason).toBeTruthy();
    }
    const delivered = (await detail('entregue'))[0];
    expect(delivered.history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
      'orcamento',
      'confirmado',
      'separado',
      'faturado',
      'enviado',
      'entregue',
    ]);
  });

  it('gives the demo company its customers, its sales settings and a closed day on the register', async () => {
    const { client } = await signIn(DEMO_LOGIN.email);
    await expectDemoSales(client, {
      documentNumber: DEMO_COMPANY.documentNumber,
      ownerName: DEMO_COMPANY.ownerName,
      pdvSales: true,
    });
  });
});

/** A new company that has the demo suppliers, for the catalogue and the production on their own. */
async function companyWithSuppliers(name: string) {
  const owner = await signUpCompany(ctx, name);
  for (const supplier of DEMO_SUPPLIERS) {
    expect((await owner.client.post('/api/suppliers', supplier)).status).toBe(201);
  }
  const demoOwner = {
    companyId: owner.companyId,
    userId: owner.userId,
    companyName: name,
    email: owner.email,
    fullName: 'Dona Teste',
  };
  return { ...owner, demoOwner };
}

// The catalogue and the production history on their own: this part runs on PostgreSQL too.
describe('demo catalogue', () => {
  it('is created through the services, with consistent stock, prices and cost sheets', async () => {
    const owner = await companyWithSuppliers('Confecção Catálogo');
    await runAsSystemForCompany(ctx.db, owner.companyId, (tx) => seedDemoCatalogue(tx, owner.demoOwner));
    await expectRealisticCatalogue(ctx, owner.client, owner.companyId, { production: false });
  });

  it('gets orders and batches in every stage through the production services, dated in order', async () => {
    const owner = await companyWithSuppliers('Confecção Produção');
    await runAsSystemForCompany(ctx.db, owner.companyId, async (tx) => {
      await seedDemoCatalogue(tx, owner.demoOwner);
      await seedDemoProduction(tx, owner.demoOwner);
    });
    await expectRealisticCatalogue(ctx, owner.client, owner.companyId, { production: true });
    await expectRealisticProduction(ctx, owner.client, owner.companyId);
  });
});
