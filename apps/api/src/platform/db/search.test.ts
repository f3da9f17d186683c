import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import type { Tx } from './client.ts';
import { containsText } from './search.ts';
import { enterAppRole, runAsTenant } from './tenant.ts';

let ctx: TestContext;
let first: SignedUpCompany;
let second: SignedUpCompany;
const ids: Record<string, string> = {};

async function rows<T>(tx: Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  ctx = await createTestApp();
  first = await signUpCompany(ctx, 'Confecção Busca Um');
  second = await signUpCompany(ctx, 'Confecção Busca Dois');
  for (const [company, name] of [
    [first, 'Botões Aurora'],
    [first, 'Malhas Ideal'],
    [second, 'Botões Estrela'],
  ] as const) {
    const [row] = await runAsTenant(ctx.db, company.companyId, (tx) =>
      rows<{ id: string }>(
        tx,
        sql`insert into suppliers (company_id, name) values (${company.companyId}, ${name}) returning id`,
      ),
    );
    ids[name] = row!.id;
  }
});
afterAll(() => ctx.close());

describe('app_search_ids, the search behind every list', () => {
  it('matches ignoring case and accents, only in the company of the request', async () => {
    const found = await runAsTenant(ctx.db, first.companyId, (tx) =>
      rows<{ id: string }>(
        tx,
        sql`select id from suppliers where ${containsText(sql.raw('id'), 'suppliers', ['name'], 'BOTOES')}`,
      ),
    );
    expect(found.map((row) => row.id)).toEqual([ids['Botões Aurora']]);
  });

  it('finds nothing when no company is set', async () => {
    const found = await ctx.db.transaction(async (tx) => {
      await enterAppRole(tx, {});
      return rows<{ id: string }>(tx, sql`select public.app_search_ids('%bot%', 'suppliers', 'name') as id`);
    });
    expect(found).toEqual([]);
  });

  it('opens the admin tables only to platform staff', async () => {
    const found = await runAsTenant(ctx.db, first.companyId, (tx) =>
      rows<{ id: string }>(tx, sql`select public.app_search_ids('%confec%', 'companies', 'name') as id`),
    );
    expect(found).toEqual([]);
  });

  it('refuses a table that is not on its list', async () => {
    await expect(
      runAsTenant(ctx.db, first.companyId, (tx) =>
        rows(tx, sql`select public.app_search_ids('%a%', 'users', 'email') as id`),
      ),
    ).rejects.toThrow();
  });
});
