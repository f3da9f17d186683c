import { FALLBACK_PLANS, userLimitMessage } from '@alinhavo/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCompanyPlan } from '../../../test/members.ts';
import {
  createTestApp,
  signUpCompany,
  TEST_BASE_URL,
  TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { createApp } from '../../app.ts';
import { adminPlans } from './schema.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/plans', () => {
  it('lists the seeded plans to anyone, exactly as the site’s fallback has them', async () => {
    const res = await new TestClient(ctx.app).get('/api/plans');
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual(FALLBACK_PLANS);
    expect(res.body.contact).toEqual({ whatsapp: null, email: 'vendas@alinhavo.app' });
    // Browsers revalidate each time so a staff edit shows at once; the server keeps the list 5 minutes.
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('leaves out inactive plans and follows the display order', async () => {
    // Rows of this test only: on PostgreSQL the test files share one database, so the seeded plans stay as
    // they are.
    await ctx.db.insert(adminPlans).values([
      { ...planRow('teste-oculto'), isActive: false, displayOrder: 0 },
      { ...planRow('teste-ultimo'), displayOrder: 99 },
    ]);
    try {
      // A new app: this one's 5-minute cache already holds the list, and direct inserts do not drop it.
      const app = createApp({ db: ctx.db, auth: ctx.auth, mailer: ctx.mailer, publicUrl: TEST_BASE_URL });
      const res = await new TestClient(app).get('/api/plans');
      expect(res.body.items.map((p: { id: string }) => p.id)).toEqual([
        'starter',
        'professional',
        'enterprise',
        'teste-ultimo',
      ]);
    } finally {
      await ctx.db.delete(adminPlans).where(inArray(adminPlans.id, ['teste-oculto', 'teste-ultimo']));
    }
  });
});

describe('the user limit comes from the plan', () => {
  it('is the max_users of the company’s plan', async () => {
    const company = await signUpCompany(ctx, 'Confecção Plano');
    await ctx.db.insert(adminPlans).values({ ...planRow('teste-dois'), isActive: false, maxUsers: 2 });
    await setCompanyPlan(ctx, company.companyId, 'teste-dois');
    const list = await company.client.get('/api/users');
    expect(list.body.limit).toEqual({ maxUsers: 2, currentUsers: 1, canAdd: true });
    const invite = (email: string) =>
      company.client.post('/api/invites', {
        email,
        fullName: 'Pessoa Convidada',
        role: 'user',
        selectedProfile: 'estoque',
      });
    expect((await invite('primeira@example.com')).status).toBe(201);
    const refused = await invite('segunda@example.com');
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(userLimitMessage(2));
  });
});

function planRow(id: string) {
  return {
    id,
    name: `Plano ${id}`,
    description: 'Plano criado por um teste',
    priceMonthlyCents: 100,
    maxUsers: 5,
    displayOrder: 50,
  };
}
