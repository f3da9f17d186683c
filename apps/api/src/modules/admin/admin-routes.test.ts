import { randomUUID } from 'node:crypto';
import { completeCnpj } from '@alinhavo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, setProfileActive } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsSystemForCompany } from '../../platform/db/tenant.ts';
import { emailOutbox } from '../../platform/mail/schema.ts';
import { subscriptions } from '../subscriptions/schema.ts';
import { PLATFORM_COMPANY_NAME } from './staff.service.ts';
import { signInStaff } from './staff-test-support.ts';

let ctx: TestContext;
let owner: SignedUpCompany;
let superAdmin: Awaited<ReturnType<typeof signInStaff>>;
let support: Awaited<ReturnType<typeof signInStaff>>;
const marker = randomUUID().slice(0, 8);
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, `Malharia ${marker}`, { subscription: 'none' });
  superAdmin = await signInStaff(ctx, 'super_admin');
  support = await signInStaff(ctx, 'support');
  for (const status of ['pending', 'sending', 'sent', 'failed'] as const) {
    const [row] = await ctx.db
      .insert(emailOutbox)
      .values({
        kind: 'email-confirmation',
        toAddress: `${status}-${marker}@example.com`,
        subject: `Assunto ${status}`,
        html: `<p>Olá <a href="https://example.com/${status}">link</a></p>`,
        text: `Olá ${status}`,
        status,
        transport: status === 'sent' ? 'smtp' : null,
        attempts: status === 'failed' ? 6 : status === 'sent' ? 1 : 0,
        lastError: status === 'failed' ? 'Connection refused' : null,
        sentAt: status === 'sent' ? new Date() : null,
      })
      .returning({ id: emailOutbox.id });
    ids[status] = row!.id;
  }
});
afterAll(() => ctx.close());

const PATHS = ['/api/admin/companies', '/api/admin/emails', `/api/admin/emails/${randomUUID()}`];

describe('who may call the admin API', () => {
  it('refuses an anonymous caller with 401 and a company owner with 403', async () => {
    const anonymous = new TestClient(ctx.app);
    for (const path of PATHS) {
      expect((await anonymous.get(path)).status, path).toBe(401);
      const res = await owner.client.get(path);
      expect(res.status, path).toBe(403);
      expect(res.body.error.message).toMatch(/permissão/);
    }
  });

  it('answers super_admin and support', async () => {
    for (const staff of [superAdmin, support]) {
      expect((await staff.client.get('/api/admin/companies')).status).toBe(200);
      expect((await staff.client.get('/api/admin/emails')).status).toBe(200);
      expect((await staff.client.get(`/api/admin/emails/${ids.sent}`)).status).toBe(200);
    }
  });

  it('refuses a bad query with Portuguese messages', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/api/admin/companies?page=0', { page: 'Página inválida' }],
      ['/api/admin/companies?pageSize=500', { pageSize: 'No máximo 100 por página' }],
      ['/api/admin/companies?sort=senha', { sort: 'Ordenação inválida' }],
      ['/api/admin/emails?status=lido', { status: 'Situação inválida' }],
      ['/api/admin/emails?page=abc', { page: 'Página inválida' }],
    ];
    for (const [path, fields] of cases) {
      const res = await superAdmin.client.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
      expect(res.body.error.fields).toEqual(fields);
    }
  });
});

describe('GET /api/admin/companies', () => {
  it('shows each company with its owner, plan and active and total users', async () => {
    const second = await addMember(ctx, owner.companyId, 'manager');
    const third = await addMember(ctx, owner.companyId, 'user');
    await setProfileActive(ctx, owner.companyId, third.userId, false);
    expect(second.userId).toBeTruthy();
    const res = await support.client.get(`/api/admin/companies?q=${marker}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(res.body.items).toEqual([
      {
        id: owner.companyId,
        name: `Malharia ${marker}`,
        documentNumber: null,
        planType: 'professional',
        subscriptionStatus: null,
        trialEnd: null,
        owner: { fullName: 'Dona Teste', email: owner.email },
        activeUsers: 2,
        totalUsers: 3,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
  });

  it('shows the subscription status, with an ended trial read as expired', async () => {
    // Its own marker, so the other tests' searches by `marker` don't find it.
    const name = `Tecelagem ${randomUUID().slice(0, 8)}`;
    const company = await signUpCompany(ctx, name, { subscription: 'none' });
    const cnpj = completeCnpj(randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase());
    const trial = await company.client.post('/api/subscription/trial', {
      documentType: 'CNPJ',
      documentNumber: cnpj,
      phone: '47999990000',
      address: 'Rua das Costureiras, 100, Blumenau - SC',
    });
    expect(trial.status).toBe(201);
    const listed = async () =>
      (await superAdmin.client.get(`/api/admin/companies?q=${encodeURIComponent(name)}`)).body.items[0];
    expect(await listed()).toMatchObject({ subscriptionStatus: 'trialing', trialEnd: trial.body.trialEnd });
    await runAsSystemForCompany(ctx.db, company.companyId, (tx) =>
      tx
        .update(subscriptions)
        .set({ trialEnd: new Date(Date.now() - 60_000) })
        .where(eq(subscriptions.companyId, company.companyId)),
    );
    expect((await listed()).subscriptionStatus).toBe('expired');
  });

  it('finds a company by its owner’s e-mail and by its name, ignoring case', async () => {
    for (const q of [owner.email.toUpperCase(), `malharia ${marker}`]) {
      const res = await superAdmin.client.get(`/api/admin/companies?q=${encodeURIComponent(q)}`);
      expect(res.body.items.map((c: { id: string }) => c.id)).toEqual([owner.companyId]);
    }
    const none = await superAdmin.client.get('/api/admin/companies?q=%25');
    expect(none.body).toMatchObject({ total: 0, items: [] });
  });

  it('never lists the platform company, by name, by staff e-mail or on any page', async () => {
    for (const q of [PLATFORM_COMPANY_NAME, superAdmin.email]) {
      const res = await superAdmin.client.get(`/api/admin/companies?q=${encodeURIComponent(q)}`);
      expect(res.body).toMatchObject({ total: 0, items: [] });
    }
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const res = await superAdmin.client.get(`/api/admin/companies?pageSize=100&page=${page}`);
      seen.push(...res.body.items.map((c: { id: string }) => c.id));
      if (page * 100 >= res.body.total) break;
    }
    expect(seen).toContain(owner.companyId);
    expect(seen).not.toContain(superAdmin.companyId);
  });

  it('sorts by creation date, newest first when asked', async () => {
    const later = await signUpCompany(ctx, `Ateliê ${marker}`);
    const res = await superAdmin.client.get(`/api/admin/companies?q=${marker}&sort=createdAt&dir=desc`);
    expect(res.body.items.map((c: { id: string }) => c.id)).toEqual([later.companyId, owner.companyId]);
  });
});

describe('GET /api/admin/emails', () => {
  it('lists the outbox newest first without the message bodies', async () => {
    const res = await support.client.get(`/api/admin/emails?q=${marker}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    const failed = res.body.items.find((e: { id: string }) => e.id === ids.failed);
    expect(failed).toEqual({
      id: ids.failed,
      to: `failed-${marker}@example.com`,
      kind: 'email-confirmation',
      subject: 'Assunto failed',
      status: 'failed',
      attempts: 6,
      transport: null,
      lastError: 'Connection refused',
      createdAt: expect.any(String),
      sentAt: null,
    });
    expect(JSON.stringify(res.body)).not.toContain('<p>');
  });

  it('filters by status (pending includes the ones being sent) and by recipient', async () => {
    const statusOf = async (query: string) =>
      (await superAdmin.client.get(`/api/admin/emails?q=${marker}&${query}`)).body.items
        .map((e: { status: string }) => e.status)
        .sort();
    expect(await statusOf('status=pending')).toEqual(['pending', 'sending']);
    expect(await statusOf('status=sent')).toEqual(['sent']);
    expect(await statusOf('status=failed')).toEqual(['failed']);
    const byRecipient = await superAdmin.client.get(`/api/admin/emails?q=SENT-${marker}`);
    expect(byRecipient.body.items.map((e: { id: string }) => e.id)).toEqual([ids.sent]);
  });

  it('opens one e-mail with its HTML and text', async () => {
    const res = await superAdmin.client.get(`/api/admin/emails/${ids.sent}`);
    expect(res.body).toMatchObject({
      id: ids.sent,
      status: 'sent',
      transport: 'smtp',
      html: '<p>Olá <a href="https://example.com/sent">link</a></p>',
      text: 'Olá sent',
      sentAt: expect.any(String),
    });
  });

  it('answers 404 in Portuguese for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'nao-existe', "1' or '1'='1"]) {
      const res = await superAdmin.client.get(`/api/admin/emails/${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'E-mail não encontrado' });
    }
  });
});
