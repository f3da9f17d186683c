import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import {
  clearSignInFailures,
  recordSignInFailure,
  SIGN_IN_FAILURE_LIMITS,
  signInRetryAfter,
  WINDOW_SECONDS,
} from './sign-in-failures.ts';

let ctx: TestContext;
let x: SignedUpCompany;
let y: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: true, trustProxy: true });
  x = await signUpCompany(ctx, 'Confecção X');
  y = await signUpCompany(ctx, 'Confecção Y');
});
afterAll(() => ctx.close());

/** A browser behind the address `ip` (the test app trusts X-Forwarded-For like a proxied install). */
const from = (ip: string) => new TestClient(ctx.app, { 'x-forwarded-for': ip });
const signIn = async (ip: string, email: string, password: string) =>
  from(ip).post('/api/auth/sign-in/email', { email, password });

async function fail(ip: string, email: string, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await signIn(ip, email, `Errada#${i}`)).status);
  return statuses;
}

describe('sign-in limits keyed on the account and the address', () => {
  it('failures for X from an office address block X there, not Y at the same address nor X elsewhere', async () => {
    const office = '203.0.113.10';
    expect(await fail(office, x.email, SIGN_IN_FAILURE_LIMITS.pair)).toEqual(
      Array(SIGN_IN_FAILURE_LIMITS.pair).fill(401),
    );
    // X is now locked at this address, even with the right password.
    const locked = await signIn(office, x.email, x.password);
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Muitas tentativas. Aguarde um instante e tente novamente.',
    });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Y, a colleague at the same address, signs in; a typo of Y's is still just a wrong password.
    expect((await signIn(office, y.email, 'Errada#y')).status).toBe(401);
    expect((await signIn(office, y.email, y.password)).status).toBe(200);
    // X from home is not locked out.
    expect((await signIn('198.51.100.30', x.email, x.password)).status).toBe(200);
  });

  it('an attacker on the shared address cannot lock the office out by trying many accounts', async () => {
    const office = '203.0.113.11';
    for (let i = 0; i < 15; i++) {
      expect(
        (await fail(office, `alvo-${i}-${randomUUID().slice(0, 6)}@example.com`, 2)).every((s) => s === 401),
      ).toBe(true);
    }
    expect((await signIn(office, y.email, y.password)).status).toBe(200);
  });

  it('guessing one account from many addresses meets the account ceiling; others are not affected', async () => {
    const target = await signUpCompany(ctx, 'Confecção Alvo');
    const perAddress = SIGN_IN_FAILURE_LIMITS.pair - 1;
    const addresses = Math.ceil(SIGN_IN_FAILURE_LIMITS.account / perAddress);
    for (let i = 0; i < addresses; i++) await fail(`192.0.2.${i + 1}`, target.email, perAddress);
    expect((await signIn('192.0.2.200', target.email, target.password)).status).toBe(429);
    expect((await signIn('192.0.2.200', y.email, y.password)).status).toBe(200);
  });

  it('the right password clears the failures of its account at its address', async () => {
    const desk = '203.0.113.12';
    await fail(desk, y.email, SIGN_IN_FAILURE_LIMITS.pair - 1);
    expect((await signIn(desk, y.email, y.password)).status).toBe(200);
    expect(await fail(desk, y.email, 3)).toEqual([401, 401, 401]);
    expect((await signIn(desk, y.email, y.password)).status).toBe(200);
  });
});

describe('the failure counters', () => {
  const attempt = () => ({ email: `conta-${randomUUID().slice(0, 8)}@example.com`, ip: '203.0.113.99' });

  it('the address ceiling is reached only by many failures, over any accounts', async () => {
    const ip = `198.18.0.${Math.floor(Math.random() * 200) + 1}`;
    const now = Date.now();
    for (let i = 0; i < SIGN_IN_FAILURE_LIMITS.address - 1; i++) {
      await recordSignInFailure(ctx.db, { email: `spray-${i}@example.com`, ip }, now);
    }
    expect(await signInRetryAfter(ctx.db, { email: 'nova@example.com', ip }, now)).toBeNull();
    await recordSignInFailure(ctx.db, { email: 'ultima@example.com', ip }, now);
    expect(await signInRetryAfter(ctx.db, { email: 'nova@example.com', ip }, now)).toBe(WINDOW_SECONDS);
    expect(await signInRetryAfter(ctx.db, { email: 'nova@example.com', ip: '198.19.0.1' }, now)).toBeNull();
  });

  it('counts the e-mail whatever its case, and forgets failures once the window has passed', async () => {
    const a = attempt();
    const start = Date.now();
    for (let i = 0; i < SIGN_IN_FAILURE_LIMITS.pair; i++) {
      await recordSignInFailure(ctx.db, { ...a, email: i % 2 ? a.email.toUpperCase() : a.email }, start);
    }
    expect(await signInRetryAfter(ctx.db, a, start + 1000)).toBe(WINDOW_SECONDS - 1);
    const later = start + WINDOW_SECONDS * 1000;
    expect(await signInRetryAfter(ctx.db, a, later)).toBeNull();
    // The next failure after the window starts a new count.
    await recordSignInFailure(ctx.db, a, later);
    expect(await signInRetryAfter(ctx.db, a, later)).toBeNull();
  });

  it('stores no e-mail address in clear', async () => {
    const a = attempt();
    await recordSignInFailure(ctx.db, a);
    const { rows } = (await ctx.db.execute(
      sql`select key from rate_limits where key like 'sign-in-failures:%'`,
    )) as unknown as { rows: { key: string }[] };
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.key).join(' ')).not.toContain('@');
    await clearSignInFailures(ctx.db, a);
  });
});
