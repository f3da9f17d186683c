import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, signUpCompany, TestClient, type TestContext } from '../../../test/test-app.ts';
import { createApp } from '../../app.ts';
import { defineRoute } from './route.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const contract = z.object({ id: z.string(), total: z.number() });
const routes = [
  defineRoute({
    method: 'get',
    path: '/contract/good',
    summary: 'answers its contract',
    tag: 'test',
    access: 'signed-in',
    response: contract,
    handler: async () => ({ id: 'a', total: 1 }),
  }),
  defineRoute({
    method: 'get',
    path: '/contract/bad',
    summary: 'answers off its contract',
    tag: 'test',
    access: 'signed-in',
    response: contract,
    handler: async () => ({ id: 'a', total: '1' }) as never,
  }),
];

describe('answers checked against their contracts outside production', () => {
  it('lets a matching answer through and turns a mismatch into a 500 naming the route and the field', async () => {
    const company = await signUpCompany(ctx, 'Confecção Contrato');
    const app = createApp({
      db: ctx.db,
      auth: ctx.auth,
      mailer: ctx.mailer,
      publicUrl: 'http://localhost:3000',
      routes,
    });
    const client = new TestClient(app);
    client.cookie = company.client.cookie;
    expect((await client.get('/api/contract/good')).body).toEqual({ id: 'a', total: 1 });
    const bad = await client.get('/api/contract/bad');
    expect(bad.status).toBe(500);
    expect(bad.body.error.code).toBe('INTERNAL');
    expect(bad.body.error.message).toContain('GET /api/contract/bad');
    expect(bad.body.error.message).toContain('total');
  });
});
