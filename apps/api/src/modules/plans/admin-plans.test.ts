import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCompanyPlan } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsPlatformStaff } from '../../platform/db/tenant.ts';
import { signInStaff } from '../admin/staff-test-support.ts';
import { SUPER_ADMIN_ONLY_MESSAGE } from './admin-plans.service.ts';
import { adminPlans } from './schema.ts';

let ctx: TestContext;
let owner: SignedUpCompany;
let superAdmin: Awaited<ReturnType<typeof signInStaff>>;
let support: Awaited<ReturnType<typeof signInStaff>>;
const marker = randomUUID().slice(0, 8);
// Plans of this file only: on PostgreSQL the test files share one database, so the seeded plans stay as they are.
const planA = `teste-a-${marker}`;
const planB = `teste-b-${marker}`;
const onPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, `Confecção Planos ${marker}`);
  superAdmin = await signInStaff(ctx, 'super_admin');
  support = await signInStaff(ctx, 'support');
  await ctx.db.insert(adminPlans).values([
    {
      id: planA,
      name: 'Plano A',
      description: 'Plano de teste A',
      priceMonthlyCents: 1000,
      maxUsers: 3,
      displayOrder: 80,
      features: ['Um recurso'],
    },
    {
      id: planB,
      name: 'Plano B',
      description: 'Plano de teste B',
      priceMonthlyCents: 2000,
      maxUsers: 5,
      displayOrder: 81,
      isActive: false,
    },
  ]);
});
afterAll(async () => {
  await setCompanyPlan(ctx, owner.companyId, 'starter');
  await ctx.db.delete(adminPlans).where(inArray(adminPlans.id, [planA, planB]));
  await ctx.close();
});

const validInput = {
  name: 'Plano A Editado',
  description: 'Descrição nova do plano A',
  priceMonthlyCents: 34900,
  priceYearlyCents: 349000,
  features: ['Até 4 usuários', 'Relatórios'],
  maxUsers: 4,
  isActive: true,
  displayOrder: 82,
  popular: false,
};

const put = (client: TestClient, id: string, body: unknown) =>
  client.request('PUT', `/api/admin/plans/${id}`, body);

describe('GET /api/admin/plans', () => {
  it('lists every plan to staff, inactive ones too, with the companies on each', async () => {
    await setCompanyPlan(ctx, owner.companyId, planA);
    for (const staff of [superAdmin, support]) {
      const res = await staff.client.get('/api/admin/plans');
      expect(res.status).toBe(200);
      const ids = res.body.items.map((p: { id: string }) => p.id);
      expect(ids).toEqual(expect.arrayContaining(['starter', 'professional', 'enterprise', planA, planB]));
      const a = res.body.items.find((p: { id: string }) => p.id === planA);
      expect(a).toMatchObject({ isActive: true, companies: 1, maxUsers: 3, contactSales: false });
      expect(res.body.items.find((p: { id: string }) => p.id === planB).isActive).toBe(false);
    }
  });

  it('refuses company users with 403 and anonymous callers with 401', async () => {
    expect((await owner.client.get('/api/admin/plans')).status).toBe(403);
    expect((await new TestClient(ctx.app).get('/api/admin/plans')).status).toBe(401);
  });
});

describe('PUT /api/admin/plans/:id', () => {
  it('lets super_admin edit a plan and the public list shows it at once (cache dropped on write)', async () => {
    const before = await new TestClient(ctx.app).get('/api/plans');
    expect(before.body.items.find((p: { id: string }) => p.id === planA).priceMonthlyCents).toBe(1000);
    const res = await put(superAdmin.client, planA, validInput);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...validInput, id: planA, companies: 1 });
    const after = await new TestClient(ctx.app).get('/api/plans');
    expect(after.headers.get('cache-control')).toBe('no-cache');
    expect(after.body.items.find((p: { id: string }) => p.id === planA)).toMatchObject({
      name: 'Plano A Editado',
      priceMonthlyCents: 34900,
      priceYearlyCents: 349000,
      features: ['Até 4 usuários', 'Relatórios'],
    });
  });

  it('serves the public list from the cache between writes (a direct database change is not seen)', async () => {
    await new TestClient(ctx.app).get('/api/plans');
    await ctx.db
      .update(adminPlans)
      .set({ description: 'Mudança fora da API' })
      .where(inArray(adminPlans.id, [planA]));
    const cached = await new TestClient(ctx.app).get('/api/plans');
    expect(cached.body.items.find((p: { id: string }) => p.id === planA).description).toBe(
      'Descrição nova do plano A',
    );
  });

  it('deactivating hides the plan from the site; companies on it keep it; reactivating brings it back', async () => {
    const res = await put(superAdmin.client, planA, { ...validInput, isActive: false });
    expect(res.status).toBe(200);
    const site = await new TestClient(ctx.app).get('/api/plans');
    expect(site.body.items.map((p: { id: string }) => p.id)).not.toContain(planA);
    const me = await owner.client.get('/api/users');
    expect(me.body.limit.maxUsers).toBe(4);
    expect((await put(superAdmin.client, planA, validInput)).status).toBe(200);
    const again = await new TestClient(ctx.app).get('/api/plans');
    expect(again.body.items.map((p: { id: string }) => p.id)).toContain(planA);
  });

  it('stores unlimited users as -1', async () => {
    const res = await put(superAdmin.client, planA, { ...validInput, maxUsers: -1 });
    expect(res.status).toBe(200);
    expect(res.body.maxUsers).toBe(-1);
  });

  it('refuses support with 403 and a clear message, and changes nothing', async () => {
    const res = await put(support.client, planA, { ...validInput, name: 'Mudança do suporte' });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(SUPER_ADMIN_ONLY_MESSAGE);
    const list = await superAdmin.client.get('/api/admin/plans');
    expect(list.body.items.find((p: { id: string }) => p.id === planA).name).not.toBe('Mudança do suporte');
  });

  it('refuses company owners with 403', async () => {
    const res = await put(owner.client, planA, validInput);
    expect(res.status).toBe(403);
  });

  it('answers 404 in Portuguese for an unknown plan', async () => {
    const res = await put(superAdmin.client, 'nao-existe', validInput);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Plano não encontrado');
  });

  it('rejects bad input with 400 and Portuguese messages per field', async () => {
    const res = await put(superAdmin.client, planA, {
      ...validInput,
      name: '',
      priceMonthlyCents: -5,
      priceYearlyCents: 1.5,
      features: ['ok', ''],
      maxUsers: 0,
      displayOrder: 'primeiro',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: 'O nome deve ter ao menos 2 caracteres',
      priceMonthlyCents: 'O preço mensal não pode ser negativo',
      priceYearlyCents: 'Preço anual inválido',
      'features.1': 'Preencha o recurso ou remova a linha',
      maxUsers: 'Informe de 1 a 10000 usuários, ou marque Usuários ilimitados',
      displayOrder: 'Informe a ordem de exibição',
    });
    const empty = await put(superAdmin.client, planA, { ...validInput, features: [] });
    expect(empty.body.error.fields.features).toBe('Informe ao menos um recurso');
    for (const body of ['123', '{"name":', '[1,2]']) {
      const bad = await put(superAdmin.client, planA, body);
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toMatch(/[ãéç]|JSON|Verifique/);
    }
  });

  it('keeps the database itself from letting support write, even past the server check', async () => {
    const changed = await runAsPlatformStaff(ctx.db, support.userId, async (tx) => {
      const result = await tx.execute(
        sql`update admin_plans set name = 'Escrita direta' where id = ${planA}`,
      );
      return (
        (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ??
        (result as unknown as { affectedRows?: number }).affectedRows
      );
    });
    expect(changed).toBe(0);
    const byAdmin = await runAsPlatformStaff(ctx.db, superAdmin.userId, async (tx) => {
      const result = await tx.execute(sql`update admin_plans set display_order = 83 where id = ${planA}`);
      return (
        (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ??
        (result as unknown as { affectedRows?: number }).affectedRows
      );
    });
    expect(byAdmin).toBe(1);
  });

  it.skipIf(onPostgres)('keeps one popular plan: marking one clears the others', async () => {
    const res = await put(superAdmin.client, planA, { ...validInput, popular: true });
    expect(res.status).toBe(200);
    const list = await superAdmin.client.get('/api/admin/plans');
    const popular = list.body.items
      .filter((p: { popular: boolean }) => p.popular)
      .map((p: { id: string }) => p.id);
    expect(popular).toEqual([planA]);
  });

  it.skipIf(onPostgres)('refuses to deactivate the last plan on sale', async () => {
    await ctx.db.update(adminPlans).set({ isActive: false });
    await ctx.db
      .update(adminPlans)
      .set({ isActive: true })
      .where(inArray(adminPlans.id, [planA]));
    const res = await put(superAdmin.client, planA, { ...validInput, isActive: false });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'Mantenha ao menos um plano ativo: o site precisa de um plano à venda.',
    );
  });
});
