import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import type { Tx } from './client.ts';
import { containsText, rowsContainingText } from './search.ts';
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
  for (const [company, name, email, phone] of [
    [first, 'Botões Aurora', null, null],
    [first, 'Malhas Ideal', 'vendas@ideal.com.br', '11987654321'],
    [second, 'Botões Estrela', 'botoes@estrela.com.br', null],
  ] as const) {
    const [row] = await runAsTenant(ctx.db, company.companyId, (tx) =>
      rows<{ id: string }>(
        tx,
        sql`insert into suppliers (company_id, name, email, phone)
            values (${company.companyId}, ${name}, ${email}, ${phone}) returning id`,
      ),
    );
    ids[name] = row!.id;
  }
});
afterAll(() => ctx.close());

describe('app_search_id_array, the search behind every list', () => {
  it('matches ignoring case and accents, only in the company of the request', async () => {
    const found = await runAsTenant(ctx.db, first.companyId, (tx) =>
      rows<{ id: string }>(
        tx,
        sql`select id from suppliers where ${containsText(sql.raw('id'), 'suppliers', ['name'], 'BOTOES')}`,
      ),
    );
    expect(found.map((row) => row.id)).toEqual([ids['Botões Aurora']]);
  });

  it('searches the stored search_text for the columns it holds, some of them, or others', async () => {
    const search = (columns: string[], text: string) =>
      runAsTenant(ctx.db, first.companyId, (tx) =>
        rows<{ id: string }>(
          tx,
          sql`select id from suppliers where ${containsText(sql.raw('id'), 'suppliers', columns, text)} order by name`,
        ),
      ).then((found) => found.map((row) => row.id));
    // name and email: exactly the columns of search_text
    expect(await search(['name', 'email'], 'IDEAL.COM')).toEqual([ids['Malhas Ideal']]);
    expect(await search(['email', 'name'], 'bot')).toEqual([ids['Botões Aurora']]);
    // name alone: the email's match does not count
    expect(await search(['name'], 'vendas')).toEqual([]);
    expect(await search(['name'], 'malhas')).toEqual([ids['Malhas Ideal']]);
    // a column outside search_text
    expect(await search(['phone'], '8765')).toEqual([ids['Malhas Ideal']]);
    expect(await search(['name', 'email'], '8765')).toEqual([]);
    // a match never spans two columns, even when the search holds the separator
    expect(await search(['name', 'email'], 'ideal\u0001vendas')).toEqual([]);
    // the user's % and _ are literal
    expect(await search(['name', 'email'], '%')).toEqual([]);
  });

  it("matches the same rows by their address for the list's own table", async () => {
    const found = await runAsTenant(ctx.db, first.companyId, (tx) =>
      rows<{ id: string }>(
        tx,
        sql`select id from suppliers
            where ${rowsContainingText(sql.raw('suppliers'), 'suppliers', ['name', 'email'], 'BOTOES')}
               or ${rowsContainingText(sql.raw('suppliers'), 'suppliers', ['phone'], '876')}
            order by name`,
      ),
    );
    expect(found.map((row) => row.id)).toEqual([ids['Botões Aurora'], ids['Malhas Ideal']]);
    const none = await ctx.db.transaction(async (tx) => {
      await enterAppRole(tx, {});
      return rows<{ id: string }>(
        tx,
        sql`select unnest(public.app_search_tid_array('%bot%', 'suppliers', 'name')) as id`,
      );
    });
    expect(none).toEqual([]);
  });

  it('finds nothing when no company is set', async () => {
    const found = await ctx.db.transaction(async (tx) => {
      await enterAppRole(tx, {});
      return rows<{ id: string }>(
        tx,
        sql`select unnest(public.app_search_id_array('%bot%', 'suppliers', 'name')) as id`,
      );
    });
    expect(found).toEqual([]);
  });

  it('opens the admin tables only to platform staff', async () => {
    const found = await runAsTenant(ctx.db, first.companyId, (tx) =>
      rows<{ id: string }>(
        tx,
        sql`select unnest(public.app_search_id_array('%confec%', 'companies', 'name')) as id`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('refuses a table that is not on its list', async () => {
    await expect(
      runAsTenant(ctx.db, first.companyId, (tx) =>
        rows(tx, sql`select unnest(public.app_search_id_array('%a%', 'users', 'email')) as id`),
      ),
    ).rejects.toThrow();
  });
});
