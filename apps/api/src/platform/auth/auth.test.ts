import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setProfileActive } from '../../../test/members.ts';
import { createTestApp, signUpCompany, TestClient, type TestContext } from '../../../test/test-app.ts';

describe('sign-in and sign-out', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('signs in with the right password and refuses a wrong one in Portuguese', async () => {
    const { email, password } = await signUpCompany(ctx);
    const wrong = await new TestClient(ctx.app).post('/api/auth/sign-in/email', {
      email,
      password: 'Errada#123',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe('E-mail ou senha inválidos.');
    const client = new TestClient(ctx.app);
    expect((await client.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('ends the session on sign-out', async () => {
    const { client } = await signUpCompany(ctx);
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    const me = await client.get('/api/me');
    expect(me.status).toBe(401);
  });

  it('keeps a deactivated profile out, at sign-in and on an open session (part1 §4.4)', async () => {
    const { client, email, password, companyId, userId } = await signUpCompany(ctx);
    await setProfileActive(ctx, companyId, userId, false);
    const open = await client.get('/api/suppliers');
    expect(open.status).toBe(403);
    expect(open.body.error).toMatchObject({
      code: 'ACCOUNT_DEACTIVATED',
      message: 'Conta desativada. Entre em contato com o administrador.',
    });
    const signIn = await new TestClient(ctx.app).post('/api/auth/sign-in/email', { email, password });
    expect(signIn.status).toBe(403);
    expect(signIn.body.error.message).toBe('Conta desativada. Entre em contato com o administrador.');
  });

  it('refuses a cross-site request riding an open session', async () => {
    const { client } = await signUpCompany(ctx);
    const res = await client.request(
      'POST',
      '/api/auth/sign-out',
      {},
      { origin: 'https://site-malicioso.example' },
    );
    expect(res.status).toBe(403);
    expect((await client.get('/api/me')).status).toBe(200);
  });
});

describe('auth rate limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ rateLimit: true, trustProxy: true });
  });
  afterAll(() => ctx.close());

  it('stops repeated failed sign-ins to one account from one address, with the Portuguese message, and not from others', async () => {
    const attacker = new TestClient(ctx.app, { 'x-forwarded-for': '203.0.113.7' });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (
          await attacker.post('/api/auth/sign-in/email', {
            email: 'alvo@example.com',
            password: `Tentativa${i}`,
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await attacker.post('/api/auth/sign-in/email', {
      email: 'alvo@example.com',
      password: 'x12345',
    });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe('Muitas tentativas. Aguarde um instante e tente novamente.');
    const other = new TestClient(ctx.app, { 'x-forwarded-for': '198.51.100.20' });
    expect(
      (await other.post('/api/auth/sign-in/email', { email: 'alvo@example.com', password: 'x12345' })).status,
    ).toBe(401);
  });

  it('ignores a client-chosen address header', async () => {
    const direct = await createTestApp({ rateLimit: true, trustProxy: false });
    try {
      const results: number[] = [];
      for (let i = 0; i < 12; i++) {
        const spoofing = new TestClient(direct.app, {
          'x-alinhavo-client-ip': `10.0.0.${i}`,
          'x-forwarded-for': `10.1.0.${i}`,
        });
        results.push(
          (await spoofing.post('/api/auth/sign-in/email', { email: 'alvo@example.com', password: 'x12345' }))
            .status,
        );
      }
      expect(results).toContain(429);
    } finally {
      await direct.close();
    }
  });
});
