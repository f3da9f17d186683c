import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpCompany, TestClient, type TestContext } from '../../../test/test-app.ts';
import { accounts, users } from '../../platform/auth/schema.ts';
import { companies } from './schema.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('company sign-up (part1 §2.3)', () => {
  it('creates the company and its owner, signs the owner in, and stores an Argon2id hash', async () => {
    const { client, userId, companyId, email } = await signUpCompany(ctx, 'Confecções Serra Azul');
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      user: { id: userId, email, fullName: 'Dona Teste', role: 'owner' },
      company: { id: companyId, name: 'Confecções Serra Azul' },
      allFeatures: true,
    });
    const [account] = await ctx.db.select().from(accounts).where(eq(accounts.userId, userId));
    expect(account?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('keeps the self-service plan picked on the landing page; others fall back to the default plan', async () => {
    const planOf = async (planId: unknown) => {
      const res = await new TestClient(ctx.app).post('/api/auth/company/sign-up', {
        fullName: 'Dona Plano',
        companyName: 'Confecção do Plano',
        email: `plano-${randomUUID().slice(0, 8)}@example.com`,
        password: 'Bordado#77',
        planId,
      });
      expect(res.status).toBe(200);
      const [row] = await ctx.db
        .select({ planType: companies.planType })
        .from(companies)
        .where(eq(companies.id, res.body.companyId));
      return row?.planType;
    };
    expect(await planOf('starter')).toBe('starter');
    expect(await planOf('PROFESSIONAL')).toBe('professional');
    expect(await planOf('enterprise')).toBe('professional');
    expect(await planOf('ouro')).toBe('professional');
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    const first = await signUpCompany(ctx);
    const res = await new TestClient(ctx.app).post('/api/auth/company/sign-up', {
      fullName: 'Outra Pessoa',
      companyName: 'Outra Empresa',
      email: first.email.toUpperCase(),
      password: 'Bordado#77',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.fields).toEqual({ email: 'Já existe uma conta com este e-mail.' });
  });

  it('gives a Portuguese message per field and creates nothing', async () => {
    const res = await new TestClient(ctx.app).post('/api/auth/company/sign-up', {
      fullName: '',
      companyName: '',
      email: 'nao-e-email',
      password: '123',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      fullName: 'Nome completo é obrigatório',
      companyName: 'Nome da empresa é obrigatório',
      email: 'Por favor, insira um e-mail válido',
      password: 'A senha deve ter pelo menos 6 caracteres',
    });
  });

  it('refuses a common password', async () => {
    const res = await new TestClient(ctx.app).post('/api/auth/company/sign-up', {
      fullName: 'Ana',
      companyName: 'Ana Modas',
      email: 'ana.modas@example.com',
      password: 'senha123',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.password).toMatch(/muito comum/);
  });

  it('leaves nothing behind when the last step fails', async () => {
    await ctx.db.execute(
      sql`alter table profiles add constraint test_fail_owner check (full_name <> 'Falha Proposital')`,
    );
    try {
      const res = await new TestClient(ctx.app).post('/api/auth/company/sign-up', {
        fullName: 'Falha Proposital',
        companyName: 'Empresa Que Não Deve Existir',
        email: 'falha.proposital@example.com',
        password: 'Costura#2026',
      });
      expect(res.status).toBe(500);
      expect(res.body.error.message).toBe('Erro inesperado. Tente novamente.');
    } finally {
      await ctx.db.execute(sql`alter table profiles drop constraint test_fail_owner`);
    }
    expect(await ctx.db.select().from(users).where(eq(users.email, 'falha.proposital@example.com'))).toEqual(
      [],
    );
    const companies = await ctx.db.execute(
      sql`select 1 from companies where name = 'Empresa Que Não Deve Existir'`,
    );
    expect((companies as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});

describe('e-mail confirmation after sign-up (decisions.md)', () => {
  it('mails a link that marks the address confirmed', async () => {
    const { email, userId } = await signUpCompany(ctx);
    const message = ctx.mailer.last(email, 'email-confirmation');
    const link = message?.text.match(/https?:\/\/\S*verify-email\S*/)?.[0];
    expect(link).toBeTruthy();
    const [before] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(before?.emailVerified).toBe(false);
    const url = new URL(link!);
    const res = await new TestClient(ctx.app).get(`${url.pathname}${url.search}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/app');
    const [after] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(after?.emailVerified).toBe(true);
  });

  it('does not confirm anything with a forged link', async () => {
    const { userId } = await signUpCompany(ctx);
    const res = await new TestClient(ctx.app).get('/api/auth/verify-email?token=forjado&callbackURL=%2Fapp');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toContain('error=');
    const [after] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(after?.emailVerified).toBe(false);
  });
});
