import { randomUUID } from 'node:crypto';
import { presetPermissions } from '@alinhavo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptInvitation,
  expireInvite,
  invitationLink,
  invitationToken,
  setCompanyPlan,
} from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { accounts, users } from '../../platform/auth/schema.ts';

let ctx: TestContext;
let owner: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Boas-Vindas');
  await setCompanyPlan(ctx, owner.companyId, 'enterprise');
});
afterAll(() => ctx.close());

async function invite(overrides: Record<string, unknown> = {}, company = owner) {
  const email = `convidado-${randomUUID().slice(0, 8)}@example.com`;
  const res = await company.client.post('/api/invites', {
    email,
    fullName: 'Rui Cortador',
    role: 'user',
    selectedProfile: 'producao',
    ...overrides,
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return { id: res.body.id as string, email, token: invitationToken(ctx, email) };
}

const check = (token: string) =>
  new TestClient(ctx.app).get(`/api/auth/invitation/check?token=${encodeURIComponent(token)}`);
const accept = (token: string, password = 'Arremate#2026', client = new TestClient(ctx.app)) =>
  client.post('/api/auth/invitation/accept', { token, password, confirmPassword: password });

describe('GET /api/auth/invitation/check', () => {
  it('shows whose invitation it is, by the link in the e-mail', async () => {
    const { email } = await invite({ role: 'manager', selectedProfile: 'financeiro' });
    const link = invitationLink(ctx, email);
    const res = await new TestClient(ctx.app).get(`/api/auth/invitation/check${link.search}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      email,
      fullName: 'Rui Cortador',
      role: 'manager',
      selectedProfile: 'financeiro',
      companyName: 'Confecção Boas-Vindas',
    });
  });

  it('answers 400 without a token, 404 for an unknown one and 410 for an expired one', async () => {
    const missing = await new TestClient(ctx.app).get('/api/auth/invitation/check');
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({
      code: 'VALIDATION',
      message: 'Token de convite não fornecido',
    });

    const unknown = await check('token-que-nao-existe');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Convite não encontrado ou já utilizado');

    const { id, token } = await invite();
    await expireInvite(ctx, owner.companyId, id);
    const expired = await check(token);
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toBe('Convite expirado');
    expect(expired.body.error.requestId).toBeDefined();
  });
});

describe('POST /api/auth/invitation/accept', () => {
  it('creates a confirmed login with the profile’s permissions and signs the invitee in', async () => {
    const { id, email, token } = await invite({ selectedProfile: 'estoque' });
    const client = new TestClient(ctx.app);
    const res = await accept(token, 'Arremate#2026', client);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userId: expect.any(String), companyId: owner.companyId, email });

    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      user: { id: res.body.userId, email, fullName: 'Rui Cortador', role: 'user' },
      company: { id: owner.companyId, name: 'Confecção Boas-Vindas' },
      allFeatures: false,
    });
    expect(me.body.permissions).toEqual(presetPermissions('estoque'));
    expect(me.body.permissions.suppliers).toEqual({ canAccess: true, canWrite: false, canDelete: false });
    expect((await client.get('/api/suppliers')).status).toBe(200);
    expect((await client.post('/api/suppliers', { name: 'Não pode' })).status).toBe(403);
    expect((await client.get('/api/users')).status).toBe(403);

    const [user] = await ctx.db.select().from(users).where(eq(users.id, res.body.userId));
    expect(user).toMatchObject({ email, name: 'Rui Cortador', emailVerified: true });
    const [account] = await ctx.db.select().from(accounts).where(eq(accounts.userId, res.body.userId));
    expect(account!.password).toMatch(/^\$argon2id\$/);
    const signIn = await new TestClient(ctx.app).post('/api/auth/sign-in/email', {
      email,
      password: 'Arremate#2026',
    });
    expect(signIn.status).toBe(200);

    const stored = (await owner.client.get(`/api/invites/${id}`)).body;
    expect(stored).toMatchObject({ status: 'accepted', expired: false });
    expect(stored.acceptedAt).not.toBeNull();
  });

  it('uses a link once', async () => {
    const { token } = await invite();
    expect((await accept(token)).status).toBe(200);
    const again = await accept(token, 'Outra#Senha99');
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Convite não encontrado ou já utilizado');
    expect((await check(token)).status).toBe(404);
  });

  it('makes exactly one account when one link is accepted twice at once', async () => {
    const { email, token } = await invite();
    const results = await Promise.all([accept(token), accept(token, 'Outra#Senha99')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
    const logins = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(logins).toHaveLength(1);
    const members = (await owner.client.get('/api/users')).body.items.filter(
      (m: { email: string }) => m.email === email,
    );
    expect(members).toHaveLength(1);
  });

  it('refuses an expired invitation and a link replaced by a resend', async () => {
    const expired = await invite();
    await expireInvite(ctx, owner.companyId, expired.id);
    const late = await accept(expired.token);
    expect(late.status).toBe(410);
    expect(late.body.error.message).toBe('Convite expirado');

    const resent = await invite();
    await owner.client.post(`/api/invites/${resent.id}/resend`);
    const stale = await accept(resent.token);
    expect(stale.status).toBe(404);
    expect(stale.body.error.message).toBe('Convite não encontrado ou já utilizado');
    expect((await accept(invitationToken(ctx, resent.email))).status).toBe(200);
    const noLogin = await ctx.db.select().from(users).where(eq(users.email, expired.email));
    expect(noLogin).toEqual([]);
  });

  it('checks the passwords and the token in Portuguese', async () => {
    const { token } = await invite();
    const differ = await new TestClient(ctx.app).post('/api/auth/invitation/accept', {
      token,
      password: 'Arremate#2026',
      confirmPassword: 'Arremate#2027',
    });
    expect(differ.status).toBe(400);
    expect(differ.body.error.fields).toEqual({ confirmPassword: 'As senhas não coincidem' });
    const short = await accept(token, 'abc');
    expect(short.body.error.fields.password).toBe('A senha deve ter pelo menos 6 caracteres');
    const common = await accept(token, '123456');
    expect(common.body.error.fields.password).toBe(
      'Esta senha é muito comum. Escolha uma senha mais difícil de adivinhar.',
    );
    const noToken = await new TestClient(ctx.app).post('/api/auth/invitation/accept', {
      password: 'Arremate#2026',
      confirmPassword: 'Arremate#2026',
    });
    expect(noToken.status).toBe(400);
    expect(noToken.body.error.message).toBe('Token de convite não fornecido');
    expect((await check(token)).status).toBe(200);
  });

  it('refuses when the plan has no room left for one more active member', async () => {
    const company = await signUpCompany(ctx, 'Confecção Encolhida');
    const { token, email } = await invite({}, company);
    await setCompanyPlan(ctx, company.companyId, 'starter');
    const res = await accept(token);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'CONFLICT',
      message: 'Limite de usuários atingido. Seu plano permite apenas 1 usuário(s).',
    });
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect((await check(token)).status).toBe(200);
  });

  it('refuses when the e-mail got a login elsewhere in the meantime', async () => {
    const { token, email } = await invite();
    const elsewhere = new TestClient(ctx.app);
    await elsewhere.post('/api/auth/company/sign-up', {
      fullName: 'Mesma Pessoa',
      companyName: 'Confecção Própria',
      email,
      password: 'Propria#2026',
    });
    const res = await accept(token);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Já existe uma conta com este e-mail.');
  });

  it('makes an invited owner an owner with every permission and no rows', async () => {
    const { token } = await invite({ role: 'owner', selectedProfile: 'administrativo' });
    const client = new TestClient(ctx.app);
    expect((await accept(token, 'Arremate#2026', client)).status).toBe(200);
    const me = (await client.get('/api/me')).body;
    expect(me).toMatchObject({ user: { role: 'owner' }, permissions: {}, allFeatures: true });
    expect((await client.get('/api/users')).status).toBe(200);
  });

  it('accepts through the test helper the other suites use', async () => {
    const { email } = await invite();
    const { client, res } = await acceptInvitation(ctx, email);
    expect(res.status).toBe(200);
    expect((await client.get('/api/me')).body.user.email).toBe(email);
  });
});

describe('invitation rate limits', () => {
  it('stops a flood of token guesses from one address', async () => {
    const limited = await createTestApp({ rateLimit: true, trustProxy: true });
    try {
      const guesser = new TestClient(limited.app, { 'x-forwarded-for': '203.0.113.80' });
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push(
          (
            await guesser.post('/api/auth/invitation/accept', {
              token: `chute-${i}`,
              password: 'Arremate#2026',
              confirmPassword: 'Arremate#2026',
            })
          ).status,
        );
      }
      expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      const checks: number[] = [];
      for (let i = 0; i < 31; i++) {
        checks.push((await guesser.get(`/api/auth/invitation/check?token=chute-${i}`)).status);
      }
      expect(checks.slice(0, 30).every((s) => s === 404)).toBe(true);
      expect(checks.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
