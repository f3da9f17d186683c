import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpCompany, type TestContext } from '../../../test/test-app.ts';
import type { Tx } from './client.ts';
import { runAsPlatformStaff, runAsTenant } from './tenant.ts';

async function count(tx: Tx, table: 'companies' | 'email_outbox'): Promise<number> {
  const result = await tx.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await signUpCompany(ctx, 'Empresa Política');
  await ctx.db.execute(
    sql`insert into email_outbox (kind, to_address, subject, html, text) values ('test', 'a@example.com', 's', 'h', 't')`,
  );
});
afterAll(() => ctx.close());

describe('platform staff policies', () => {
  it('let the staff setting read every company and the outbox', async () => {
    const seen = await runAsPlatformStaff(ctx.db, '00000000-0000-0000-0000-000000000000', async (tx) => ({
      companies: await count(tx, 'companies'),
      outbox: await count(tx, 'email_outbox'),
    }));
    expect(seen.companies).toBeGreaterThan(0);
    expect(seen.outbox).toBeGreaterThan(0);
  });

  it('show a tenant nothing of the outbox and no other company', async () => {
    const seen = await runAsTenant(ctx.db, '00000000-0000-0000-0000-000000000000', async (tx) => ({
      companies: await count(tx, 'companies'),
      outbox: await count(tx, 'email_outbox'),
    }));
    expect(seen).toEqual({ companies: 0, outbox: 0 });
  });

  it('answer whether an e-mail has a login without exposing the users table', async () => {
    const answer = await runAsTenant(ctx.db, '00000000-0000-0000-0000-000000000000', async (tx) => {
      const has = await tx.execute(sql`select app_email_has_account('nobody@example.com') as has`);
      return (has as unknown as { rows: unknown[] }).rows[0];
    });
    expect(answer).toEqual({ has: false });
    await expect(
      runAsTenant(ctx.db, '00000000-0000-0000-0000-000000000000', (tx) =>
        tx.execute(sql`select email from users`),
      ),
    ).rejects.toThrow();
  });
});
