import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBatchFixture } from '../../../test/fixtures/batches.ts';
import { createPaymentRecordFixture } from '../../../test/fixtures/workshop-payments.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  TestClient,
  type TestContext,
  usePlan,
} from '../../../test/test-app.ts';
import { advanceBatch } from '../batches/batch-test-support.ts';
import { faccaoInvites } from './schema.ts';

let ctx: TestContext;
let a: SignedUpCompany;
let b: SignedUpCompany;
let workshop: TestClient;
const workshopEmail = `faccao-${randomUUID().slice(0, 8)}@example.com`;
const ids = {} as {
  outworkerA: string;
  outworkerB: string;
  paidA: string;
  paymentA: string;
  sentA: string;
  sentB: string;
};

async function must(res: { status: number; body: any }, expected = 200) {
  if (res.status !== expected) throw new Error(`setup failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

function tokenOf(to: string): string {
  const mail = ctx.mailer.last(to, 'workshop-invitation-new-account');
  if (!mail) throw new Error(`no invitation e-mail to ${to}`);
  const match = mail.text.match(/\/signup\?type=faccao&token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error('no sign-up link in the invitation');
  return match[1]!;
}

async function sendTo(company: SignedUpCompany, batchId: string, outworkerId: string) {
  await advanceBatch(ctx, company, batchId, 'cortado');
  await advanceBatch(ctx, company, batchId, 'enviado', { outworkerId });
}

async function signUpWorkshop(token: string, password = 'Linha#2026') {
  const client = new TestClient(ctx.app);
  const res = await client.post('/api/auth/workshop-invitation/accept', {
    token,
    password,
    confirmPassword: password,
  });
  return { client, res };
}

beforeAll(async () => {
  ctx = await createTestApp();
  a = await signUpCompany(ctx, 'Confecção Aurora');
  b = await signUpCompany(ctx, 'Malharia Boreal');
  // The workshop portal starts at the Professional plan (FEATURE_MINIMUM_PLAN).
  await usePlan(ctx, a.companyId, 'professional');
  await usePlan(ctx, b.companyId, 'professional');
  ids.paymentA = await createPaymentRecordFixture(a.client, 'portal A');
  const payment = await must(await a.client.get(`/api/workshop-payments/${ids.paymentA}`));
  ids.outworkerA = payment.outworkerId;
  ids.paidA = payment.batchId;
  ids.outworkerB = (await must(await b.client.post('/api/outworkers', { name: 'Ateliê em B' }), 201)).id;
  ids.sentA = await createBatchFixture(a.client, 'portal A enviado');
  ids.sentB = await createBatchFixture(b.client, 'portal B enviado');
  await sendTo(a, ids.sentA, ids.outworkerA);
  await sendTo(b, ids.sentB, ids.outworkerB);
}, 180_000);
afterAll(() => ctx?.close());

describe('inviting a workshop and its sign-up', () => {
  it('invites by e-mail and the link creates the workshop’s login, landing signed in', async () => {
    const res = await a.client.post('/api/workshop-links/invitations', {
      outworkerId: ids.outworkerA,
      email: workshopEmail,
      fullName: 'Facção Linha Fina',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'invitation',
      status: 'pending',
      workshopName: 'Facção Linha Fina',
    });
    const token = tokenOf(workshopEmail);

    const check = await new TestClient(ctx.app).get(`/api/auth/workshop-invitation/check?token=${token}`);
    expect(check.body).toEqual({
      email: workshopEmail,
      fullName: 'Facção Linha Fina',
      companyName: 'Confecção Aurora',
    });

    const signed = await signUpWorkshop(token);
    expect(signed.res.status).toBe(200);
    workshop = signed.client;
    const me = await must(await workshop.get('/api/workshop/me'));
    expect(me.faccao.name).toBe('Facção Linha Fina');
    expect(me.companies).toEqual([
      expect.objectContaining({ id: a.companyId, name: 'Confecção Aurora', status: 'active' }),
    ]);
    const links = await must(await a.client.get('/api/workshop-links'));
    expect(links.items).toEqual([
      expect.objectContaining({ kind: 'association', status: 'active', outworkerId: ids.outworkerA }),
    ]);
  });

  it('refuses a reused or expired invitation with part1’s messages', async () => {
    const reused = await signUpWorkshop(tokenOf(workshopEmail));
    expect(reused.res.status).toBe(404);
    expect(reused.res.body.error.message).toBe('Convite não encontrado ou já utilizado');

    const email = `expira-${randomUUID().slice(0, 8)}@example.com`;
    const other = await must(await a.client.post('/api/outworkers', { name: 'Facção que expira' }), 201);
    await must(
      await a.client.post('/api/workshop-links/invitations', {
        outworkerId: other.id,
        email,
        fullName: 'Expira',
      }),
      201,
    );
    await ctx.db.execute(
      sql`update faccao_invites set expires_at = now() - interval '1 day' where email = ${email}`,
    );
    const expired = await new TestClient(ctx.app).get(
      `/api/auth/workshop-invitation/check?token=${tokenOf(email)}`,
    );
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toBe('Convite expirado');
    const missing = await new TestClient(ctx.app).get('/api/auth/workshop-invitation/check');
    expect(missing.body.error.message).toBe('Token de convite não fornecido');
  });

  it('answers the company the same whether the address is new, a workshop login or a company login', async () => {
    const answers = [];
    for (const [name, email] of [
      ['Nova', `nova-${randomUUID().slice(0, 8)}@example.com`],
      ['Existente', workshopEmail],
      ['Empresa', a.email],
    ] as const) {
      const outworker = await must(await b.client.post('/api/outworkers', { name: `Facção ${name}` }), 201);
      const res = await b.client.post('/api/workshop-links/invitations', {
        outworkerId: name === 'Existente' ? ids.outworkerB : outworker.id,
        email,
        fullName: `Facção ${name}`,
      });
      expect(res.status).toBe(201);
      answers.push(Object.keys(res.body).sort().join() + res.body.status + res.body.kind);
    }
    expect(new Set(answers).size).toBe(1);
    const links = await must(await b.client.get('/api/workshop-links'));
    expect(links.items.map((l: { status: string }) => l.status)).toEqual(['pending', 'pending', 'pending']);
    // Only the e-mails differ: a sign-up link, the bell, a private note.
    expect(ctx.mailer.last(workshopEmail, 'workshop-invitation-association')).toBeDefined();
    expect(ctx.mailer.last(a.email, 'workshop-invitation-company-login')).toBeDefined();
  });

  it('lets the existing workshop accept the pending association from its bell', async () => {
    const me = await must(await workshop.get('/api/workshop/me'));
    expect(me.companies.find((c: { id: string }) => c.id === b.companyId)).toMatchObject({
      status: 'pending',
    });
    // Not operable before it is accepted.
    expect((await workshop.get(`/api/workshop/companies/${b.companyId}/batches`)).status).toBe(404);
    const accepted = await workshop.post(`/api/workshop/associations/${b.companyId}/accept`);
    expect(accepted.status).toBe(204);
    const again = await workshop.post(`/api/workshop/associations/${b.companyId}/accept`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Associação não encontrada');
    const links = await must(await b.client.get('/api/workshop-links'));
    expect(links.items.filter((l: { status: string }) => l.status === 'active')).toHaveLength(1);
  });

  it('refuses bad input in Portuguese', async () => {
    const empty = await a.client.post('/api/workshop-links/invitations', {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toMatchObject({
      outworkerId: 'Selecione o terceirizado',
      email: 'E-mail é obrigatório',
      fullName: 'Nome da facção é obrigatório',
    });
    const badEmail = await a.client.post('/api/workshop-links/invitations', {
      outworkerId: ids.outworkerA,
      email: 'não-é-email',
      fullName: 'X Y',
    });
    expect(badEmail.body.error.fields.email).toBe('Por favor, insira um e-mail válido');
    const linked = await a.client.post('/api/workshop-links/invitations', {
      outworkerId: ids.outworkerA,
      email: 'outra@example.com',
      fullName: 'Outra',
    });
    expect(linked.status).toBe(409);
    expect(linked.body.error.message).toBe('Este terceirizado já está associado a uma facção do portal.');
    const foreign = await a.client.post('/api/workshop-links/invitations', {
      outworkerId: ids.outworkerB,
      email: 'outra@example.com',
      fullName: 'Outra',
    });
    expect(foreign.status).toBe(404);
    const mismatch = await new TestClient(ctx.app).post('/api/auth/workshop-invitation/accept', {
      token: 'qualquer',
      password: 'Linha#2026',
      confirmPassword: 'Outra#2026',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.fields.confirmPassword).toBe('As senhas não coincidem');
    for (const id of ['nao-existe', randomUUID()]) {
      const res = await a.client.delete(`/api/workshop-links/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Associação não encontrada');
    }
  });
});

describe('the portal of a workshop associated with two companies', () => {
  const batchesIn = async (companyId: string) =>
    (await must(await workshop.get(`/api/workshop/companies/${companyId}/batches`))).items.map(
      (item: { id: string }) => item.id,
    );

  it('sees each company’s batches and payments only while that company is chosen', async () => {
    expect((await batchesIn(a.companyId)).sort()).toEqual([ids.paidA, ids.sentA].sort());
    expect(await batchesIn(b.companyId)).toEqual([ids.sentB]);
    const paymentsA = await must(await workshop.get(`/api/workshop/companies/${a.companyId}/payments`));
    expect(paymentsA.items.map((p: { id: string }) => p.id)).toEqual([ids.paymentA]);
    const paymentsB = await must(await workshop.get(`/api/workshop/companies/${b.companyId}/payments`));
    expect(paymentsB.items).toEqual([]);
  });

  it('sorts em_producao, enviado, finalizado_faccao, then the rest, and shows the agreed price', async () => {
    const list = await must(await workshop.get(`/api/workshop/companies/${a.companyId}/batches`));
    expect(list.mapped).toBe(true);
    expect(list.items.map((i: { id: string }) => i.id)).toEqual([ids.sentA, ids.paidA]);
    expect(list.items[1].unitPriceCents).toBe(250);
  });

  it('gets not-found for another company’s batch and for a company it does not operate', async () => {
    const crossed = await workshop.post(
      `/api/workshop/companies/${a.companyId}/batches/${ids.sentB}/start`,
      {},
    );
    expect(crossed.status).toBe(404);
    expect(crossed.body.error.message).toBe('Lote não encontrado');
    const history = await workshop.get(`/api/workshop/companies/${a.companyId}/batches/${ids.sentB}/history`);
    expect(history.status).toBe(404);
    const stranger = await signUpCompany(ctx, 'Empresa Estranha');
    for (const path of ['batches', 'payments']) {
      const res = await workshop.get(`/api/workshop/companies/${stranger.companyId}/${path}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Empresa não encontrada');
    }
    const malformed = await workshop.get('/api/workshop/companies/nao-existe/batches');
    expect(malformed.status).toBe(404);
  });

  it('starts and finishes a batch as the workshop; the company sees it with the workshop as actor', async () => {
    const started = await workshop.post(`/api/workshop/companies/${a.companyId}/batches/${ids.sentA}/start`, {
      notes: 'Começamos hoje',
    });
    expect(started.status).toBe(200);
    expect(started.body.status).toBe('em_producao');
    const twice = await workshop.post(
      `/api/workshop/companies/${a.companyId}/batches/${ids.sentA}/start`,
      {},
    );
    expect(twice.status).toBe(409);
    const finished = await workshop.post(
      `/api/workshop/companies/${a.companyId}/batches/${ids.sentA}/finish`,
      {},
    );
    expect(finished.body.status).toBe('finalizado_faccao');

    const seen = await must(await a.client.get(`/api/batches/${ids.sentA}`));
    expect(seen.status).toBe('finalizado_faccao');
    const history = await must(await a.client.get(`/api/batches/${ids.sentA}/history`));
    const byWorkshop = history.items.filter((h: { actor: string }) => h.actor === 'faccao');
    expect(
      byWorkshop.map((h: { actionType: string; notes: string | null }) => [h.actionType, h.notes]),
    ).toEqual([
      ['em_producao', 'Começamos hoje'],
      ['finalizado_faccao', null],
    ]);
    const own = await must(
      await workshop.get(`/api/workshop/companies/${a.companyId}/batches/${ids.sentA}/history`),
    );
    expect(own.items[0]).toMatchObject({
      actionType: 'finalizado_faccao',
      actionLabel: 'Produção finalizada',
    });
  });

  it('refuses bad input on its routes', async () => {
    const base = `/api/workshop/companies/${a.companyId}/batches`;
    const long = await workshop.post(`${base}/${ids.paidA}/start`, { notes: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields.notes).toBe('Máximo de 1000 caracteres');
    for (const body of ['123', '[1]', '{"notes":']) {
      const res = await workshop.request('POST', `${base}/${ids.paidA}/finish`, body);
      expect(res.status).toBe(400);
    }
    const unknown = await workshop.post(`${base}/${randomUUID()}/finish`, {});
    expect(unknown.status).toBe(404);
    const association = await workshop.post(`/api/workshop/associations/nao-existe/accept`);
    expect(association.status).toBe(404);
  });

  it('is sent to its portal from company routes, and a company member is kept out of the portal', async () => {
    const me = await workshop.get('/api/me');
    expect(me.status).toBe(403);
    expect(me.body.error.code).toBe('WORKSHOP_LOGIN');
    for (const path of ['/api/workshop/me', `/api/workshop/companies/${a.companyId}/batches`]) {
      const res = await a.client.get(path);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Acesso restrito à facção.');
    }
  });

  it('loses one company when it removes the association, keeping the other', async () => {
    const links = await must(await b.client.get('/api/workshop-links'));
    const active = links.items.find((l: { status: string }) => l.status === 'active');
    // Company A cannot remove B's link.
    expect((await a.client.delete(`/api/workshop-links/${active.id}`)).status).toBe(404);
    expect((await b.client.delete(`/api/workshop-links/${active.id}`)).status).toBe(204);
    expect((await workshop.get(`/api/workshop/companies/${b.companyId}/batches`)).status).toBe(404);
    expect((await batchesIn(a.companyId)).length).toBe(2);
    const me = await must(await workshop.get('/api/workshop/me'));
    expect(me.companies.map((c: { id: string }) => c.id)).toEqual([a.companyId]);
    const accepted = await ctx.db
      .select({ status: faccaoInvites.status })
      .from(faccaoInvites)
      .where(eq(faccaoInvites.email, workshopEmail));
    expect(accepted.map((r) => r.status).sort()).toEqual(['accepted', 'accepted']);
  });
});
