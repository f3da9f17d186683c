import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../test/members.ts';
import { seedTenantWorld } from '../../../test/tenant-world.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  TestClient,
  type TestContext,
} from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const NOTHING_DONE = {
  gridsAndColors: true,
  product: false,
  material: false,
  costSheet: false,
  outworker: false,
  productionOrder: false,
};

async function checklist(company: SignedUpCompany) {
  const res = await company.client.get('/api/onboarding-checklist');
  expect(res.status).toBe(200);
  return res.body as { dismissed: boolean; steps: Record<string, boolean> };
}

describe('GET /api/onboarding-checklist', () => {
  it('starts a new company at its grids and colours, which come ready', async () => {
    const company = await signUpCompany(ctx, 'Confecção Primeiros Passos');
    expect(await checklist(company)).toEqual({ dismissed: false, steps: NOTHING_DONE });
  });

  it('ticks each step from the company’s own records, and counts no other company’s', async () => {
    const busy = await signUpCompany(ctx, 'Confecção Completa');
    await seedTenantWorld(ctx, busy.client, `w${randomUUID().slice(0, 6)}`);
    expect((await checklist(busy)).steps).toEqual({
      gridsAndColors: true,
      product: true,
      material: true,
      costSheet: true,
      outworker: true,
      productionOrder: true,
    });

    // A company next to one that has everything still has nothing of it.
    const fresh = await signUpCompany(ctx, 'Confecção Vizinha');
    expect((await checklist(fresh)).steps).toEqual(NOTHING_DONE);

    // Its first product, made from a default grid and colour, ticks that step alone.
    const grids = (await fresh.client.get('/api/size-grids')).body.items as { id: string; name: string }[];
    const colors = (await fresh.client.get('/api/colors')).body.items as { id: string; name: string }[];
    const product = await fresh.client.post('/api/products', {
      reference: 'CAM-001',
      name: 'Camiseta Básica',
      sizeGridId: grids.find((g) => g.name === 'PP ao GG')!.id,
      colorIds: [colors.find((c) => c.name === 'Preto')!.id],
    });
    expect(product.status).toBe(201);
    const material = await fresh.client.post('/api/materials', {
      name: 'Malha Penteada',
      category: 'tecido',
      unit: 'm',
    });
    expect(material.status).toBe(201);
    expect((await checklist(fresh)).steps).toEqual({ ...NOTHING_DONE, product: true, material: true });
  });

  it('turns the grids step back to pending when every grid is gone', async () => {
    const company = await signUpCompany(ctx, 'Confecção Sem Grades');
    const grids = (await company.client.get('/api/size-grids')).body.items as { id: string }[];
    for (const grid of grids) {
      expect((await company.client.delete(`/api/size-grids/${grid.id}`)).status).toBe(204);
    }
    expect((await checklist(company)).steps.gridsAndColors).toBe(false);
  });

  it('answers every member, and no one signed out', async () => {
    const company = await signUpCompany(ctx, 'Confecção Equipe');
    const member = await addMember(ctx, company.companyId, 'user');
    const res = await member.client.get('/api/onboarding-checklist');
    expect(res.status).toBe(200);
    expect(res.body.steps).toEqual(NOTHING_DONE);
    expect((await new TestClient(ctx.app).get('/api/onboarding-checklist')).status).toBe(401);
  });
});

describe('PATCH /api/onboarding-checklist', () => {
  it('hides the checklist for the whole company, not for another one, and can show it again', async () => {
    const company = await signUpCompany(ctx, 'Confecção Oculta');
    const other = await signUpCompany(ctx, 'Confecção Visível');
    const hidden = await company.client.patch('/api/onboarding-checklist', { dismissed: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toEqual({ dismissed: true, steps: NOTHING_DONE });
    expect((await checklist(company)).dismissed).toBe(true);
    // Hiding twice is the same as once.
    expect((await company.client.patch('/api/onboarding-checklist', { dismissed: true })).status).toBe(200);
    // Company-wide: an administrator of the same company sees it hidden too.
    const admin = await addMember(ctx, company.companyId, 'admin');
    expect((await admin.client.get('/api/onboarding-checklist')).body.dismissed).toBe(true);
    // Cross-tenant: the other company's checklist is untouched.
    expect(await checklist(other)).toEqual({ dismissed: false, steps: NOTHING_DONE });

    const shown = await admin.client.patch('/api/onboarding-checklist', { dismissed: false });
    expect(shown.status).toBe(200);
    expect((await checklist(company)).dismissed).toBe(false);
  });

  it('lets only the owner or an administrator hide it', async () => {
    const company = await signUpCompany(ctx, 'Confecção Permissões');
    for (const role of ['manager', 'user'] as const) {
      const member = await addMember(ctx, company.companyId, role, { products: { canWrite: true } });
      const res = await member.client.patch('/api/onboarding-checklist', { dismissed: true });
      expect(res.status, role).toBe(403);
      expect(res.body.error.message).toBe('Somente o proprietário ou um administrador pode ocultar a lista.');
    }
    expect((await checklist(company)).dismissed).toBe(false);
  });

  it('refuses a body without a yes or no, in Portuguese, and changes nothing', async () => {
    const company = await signUpCompany(ctx, 'Confecção Entrada Ruim');
    for (const body of [{}, { dismissed: 'sim' }, { dismissed: 1 }, { dismissed: null }]) {
      const res = await company.client.patch('/api/onboarding-checklist', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
      expect(res.body.error.fields).toEqual({ dismissed: 'Informe se a lista deve ficar oculta' });
    }
    // A company id in the body is not a way to reach another company: it is ignored.
    const other = await signUpCompany(ctx, 'Confecção Alvo');
    const res = await company.client.patch('/api/onboarding-checklist', {
      dismissed: true,
      companyId: other.companyId,
    });
    expect(res.status).toBe(200);
    expect((await checklist(other)).dismissed).toBe(false);
    expect((await checklist(company)).dismissed).toBe(true);
  });
});
