import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpCompany, TestClient, type TestContext } from '../../../test/test-app.ts';
import { verifications } from './schema.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

function linkToken(email: string): string {
  const message = ctx.mailer.last(email, 'password-reset-link');
  const url = message?.text.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error('no reset link was sent');
  const parsed = new URL(url);
  expect(parsed.pathname).toBe('/set-new-password');
  expect(parsed.searchParams.get('email')).toBe(email);
  return parsed.searchParams.get('token')!;
}

function sentCode(email: string): string {
  const code = ctx.mailer.last(email, 'password-reset-code')?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error('no reset code was sent');
  return code;
}

describe('reset by link (part1 §2.7, §4.5)', () => {
  it('mails a one-hour, single-use link; the new password works and every session ends', async () => {
    const owner = await signUpCompany(ctx);
    const anonymous = new TestClient(ctx.app);
    const requested = await anonymous.post('/api/auth/request-password-reset', { email: owner.email });
    expect(requested.status).toBe(200);
    const token = linkToken(owner.email);

    expect((await anonymous.get(`/api/auth/password-reset/check?token=${token}`)).body).toEqual({
      valid: true,
    });
    const [row] = await ctx.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const ttlMinutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(ttlMinutes).toBeGreaterThan(58);
    expect(ttlMinutes).toBeLessThanOrEqual(60);

    const reset = await anonymous.post('/api/auth/reset-password', { token, newPassword: 'Chuleado#2026' });
    expect(reset.status).toBe(200);
    expect((await owner.client.get('/api/me')).status).toBe(401);

    const again = await anonymous.post('/api/auth/reset-password', { token, newPassword: 'Outra#Senha9' });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Link de redefinição inválido ou expirado. Solicite um novo link.');
    expect((await anonymous.get(`/api/auth/password-reset/check?token=${token}`)).body).toEqual({
      valid: false,
    });

    const oldPassword = await new TestClient(ctx.app).post('/api/auth/sign-in/email', {
      email: owner.email,
      password: owner.password,
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await new TestClient(ctx.app).post('/api/auth/sign-in/email', {
      email: owner.email,
      password: 'Chuleado#2026',
    });
    expect(newPassword.status).toBe(200);
  });

  it('answers the same whether or not the e-mail has an account, and mails nothing to a stranger', async () => {
    const stranger = 'ninguem-aqui@example.com';
    const res = await new TestClient(ctx.app).post('/api/auth/request-password-reset', { email: stranger });
    const owner = await signUpCompany(ctx);
    const known = await new TestClient(ctx.app).post('/api/auth/request-password-reset', {
      email: owner.email,
    });
    expect(res.status).toBe(known.status);
    expect(res.body).toEqual(known.body);
    expect(ctx.mailer.last(stranger)).toBeUndefined();
  });

  it('refuses an expired link', async () => {
    const owner = await signUpCompany(ctx);
    await new TestClient(ctx.app).post('/api/auth/request-password-reset', { email: owner.email });
    const token = linkToken(owner.email);
    await ctx.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const client = new TestClient(ctx.app);
    expect((await client.get(`/api/auth/password-reset/check?token=${token}`)).body).toEqual({
      valid: false,
    });
    expect(
      (await client.post('/api/auth/reset-password', { token, newPassword: 'Chuleado#2026' })).status,
    ).toBe(400);
  });

  it('refuses a common or short new password', async () => {
    const owner = await signUpCompany(ctx);
    await new TestClient(ctx.app).post('/api/auth/request-password-reset', { email: owner.email });
    const token = linkToken(owner.email);
    const common = await new TestClient(ctx.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'senha123',
    });
    expect(common.status).toBe(400);
    expect(common.body.error.fields.password).toMatch(/muito comum/);
    const short = await new TestClient(ctx.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'Ab1',
    });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('A senha deve ter pelo menos 6 caracteres');
  });
});

describe('reset by code (part1 §2.7, §4.6)', () => {
  it('mails a 6-digit code, stored hashed, that changes the password once and ends every session', async () => {
    const owner = await signUpCompany(ctx);
    const anonymous = new TestClient(ctx.app);
    const sent = await anonymous.post('/api/auth/email-otp/request-password-reset', { email: owner.email });
    expect(sent.status).toBe(200);
    const code = sentCode(owner.email);
    const stored = await ctx.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, `%${owner.email}%`));
    expect(stored.map((r) => r.value).join(' ')).not.toContain(code);

    const checked = await anonymous.post('/api/auth/email-otp/check-verification-otp', {
      email: owner.email,
      type: 'forget-password',
      otp: code,
    });
    expect(checked.status).toBe(200);
    const reset = await anonymous.post('/api/auth/email-otp/reset-password', {
      email: owner.email,
      otp: code,
      password: 'Casinha#77',
    });
    expect(reset.status).toBe(200);
    expect((await owner.client.get('/api/me')).status).toBe(401);
    const reuse = await anonymous.post('/api/auth/email-otp/reset-password', {
      email: owner.email,
      otp: code,
      password: 'Outra#Senha9',
    });
    expect(reuse.status).toBe(400);
    const signIn = await new TestClient(ctx.app).post('/api/auth/sign-in/email', {
      email: owner.email,
      password: 'Casinha#77',
    });
    expect(signIn.status).toBe(200);
  });

  it('gives up on a code after five wrong tries', async () => {
    const owner = await signUpCompany(ctx);
    const anonymous = new TestClient(ctx.app);
    await anonymous.post('/api/auth/email-otp/request-password-reset', { email: owner.email });
    const code = sentCode(owner.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await anonymous.post('/api/auth/email-otp/check-verification-otp', {
        email: owner.email,
        type: 'forget-password',
        otp: wrong,
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      messages.push(res.body.error.message);
    }
    expect(messages[0]).toBe('Código inválido');
    expect(messages.at(-1)).toBe('Muitas tentativas com este código. Solicite um novo código.');
    const right = await anonymous.post('/api/auth/email-otp/reset-password', {
      email: owner.email,
      otp: code,
      password: 'Casinha#77',
    });
    expect(right.status).toBeGreaterThanOrEqual(400);
  });

  it('answers the same for an unknown e-mail', async () => {
    const res = await new TestClient(ctx.app).post('/api/auth/email-otp/request-password-reset', {
      email: 'nao-existe@example.com',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(ctx.mailer.last('nao-existe@example.com')).toBeUndefined();
  });
});

describe('change password while signed in (/app/alterar-senha)', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const owner = await signUpCompany(ctx);
    const otherDevice = new TestClient(ctx.app);
    await otherDevice.post('/api/auth/sign-in/email', { email: owner.email, password: owner.password });
    const wrong = await owner.client.post('/api/auth/change-password', {
      currentPassword: 'Errada#111',
      newPassword: 'Pesponto#88',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Senha atual incorreta.');
    const changed = await owner.client.post('/api/auth/change-password', {
      currentPassword: owner.password,
      newPassword: 'Pesponto#88',
      revokeOtherSessions: false,
    });
    expect(changed.status).toBe(200);
    expect((await owner.client.get('/api/me')).status).toBe(200);
    expect((await otherDevice.get('/api/me')).status).toBe(401);
  });
});

describe('recovery rate limits', () => {
  it('stops a flood of reset requests from one address', async () => {
    const limited = await createTestApp({ rateLimit: true, trustProxy: true });
    try {
      const client = new TestClient(limited.app, { 'x-forwarded-for': '203.0.113.50' });
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        statuses.push(
          (await client.post('/api/auth/request-password-reset', { email: `alvo${i}@example.com` })).status,
        );
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
