import { randomUUID } from 'node:crypto';
import { eq, ilike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpCompany, TestClient, type TestContext } from '../../../test/test-app.ts';
import { accounts, users } from '../../platform/auth/schema.ts';
import { AppError } from '../../platform/http/errors.ts';
import { companies, profiles } from '../companies/schema.ts';
import { createStaffMember, PLATFORM_COMPANY_NAME } from './staff.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const newEmail = () => `equipe-${randomUUID().slice(0, 8)}@example.com`;
const PASSWORD = 'Alfinete#2026';

async function failure(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function platformCompanies() {
  return ctx.db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.isPlatform, true));
}

describe('createStaffMember', () => {
  it('puts staff members, even created at the same time, in one platform company', async () => {
    const [first, second] = await Promise.all([
      createStaffMember(ctx.db, {
        email: newEmail(),
        fullName: 'Ana Equipe',
        role: 'super_admin',
        password: PASSWORD,
      }),
      createStaffMember(ctx.db, {
        email: newEmail(),
        fullName: 'Bia Equipe',
        role: 'support',
        password: PASSWORD,
      }),
    ]);
    expect(first.companyId).toBe(second.companyId);
    const third = await createStaffMember(ctx.db, {
      email: newEmail(),
      fullName: 'Caio Equipe',
      role: 'support',
      password: PASSWORD,
    });
    expect(third.companyId).toBe(first.companyId);
    expect(third.createdCompany).toBe(false);
    expect(await platformCompanies()).toEqual([{ id: first.companyId, name: PLATFORM_COMPANY_NAME }]);
  });

  it('creates a confirmed login with an Argon2id hash that signs in as that role', async () => {
    const email = newEmail();
    const created = await createStaffMember(ctx.db, {
      email: `  ${email.toUpperCase()} `,
      fullName: 'Dora Suporte',
      role: 'support',
      password: PASSWORD,
    });
    expect(created.email).toBe(email);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, created.userId));
    expect(user).toMatchObject({ email, name: 'Dora Suporte', emailVerified: true });
    const [account] = await ctx.db.select().from(accounts).where(eq(accounts.userId, created.userId));
    expect(account?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const client = new TestClient(ctx.app);
    expect((await client.post('/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(200);
    const me = await client.get('/api/me');
    expect(me.body).toMatchObject({
      user: { email, fullName: 'Dora Suporte', role: 'support' },
      company: { id: created.companyId, name: PLATFORM_COMPANY_NAME },
    });
  });

  it('refuses an e-mail that already has a login, whatever its case, and creates nothing', async () => {
    const owner = await signUpCompany(ctx);
    const error = await failure(
      createStaffMember(ctx.db, {
        email: owner.email.toUpperCase(),
        fullName: 'Repetida',
        role: 'super_admin',
        password: PASSWORD,
      }),
    );
    expect(error.code).toBe('CONFLICT');
    expect(error.fields).toEqual({ email: 'Já existe uma conta com este e-mail.' });
    const logins = await ctx.db.select({ id: users.id }).from(users).where(ilike(users.email, owner.email));
    expect(logins).toHaveLength(1);
    const staff = await ctx.db.select().from(profiles).where(eq(profiles.fullName, 'Repetida'));
    expect(staff).toEqual([]);
  });

  it('refuses a weak or short password, a malformed e-mail and an unknown role with Portuguese messages', async () => {
    const weak = await failure(
      createStaffMember(ctx.db, {
        email: newEmail(),
        fullName: 'Eva',
        role: 'support',
        password: 'senha123',
      }),
    );
    expect(weak.code).toBe('VALIDATION');
    expect(weak.fields?.password).toMatch(/muito comum/);
    const short = await failure(
      createStaffMember(ctx.db, { email: newEmail(), fullName: 'Eva', role: 'support', password: 'Ab#1' }),
    );
    expect(short.fields?.password).toBe('A senha deve ter pelo menos 6 caracteres');
    const bad = await failure(
      createStaffMember(ctx.db, {
        email: 'nao-e-email',
        fullName: '',
        role: 'owner' as never,
        password: PASSWORD,
      }),
    );
    expect(bad.fields).toEqual({
      email: 'Por favor, insira um e-mail válido',
      fullName: 'Nome completo é obrigatório',
      role: 'Função inválida: use super_admin ou support',
    });
  });
});
