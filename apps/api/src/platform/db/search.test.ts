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

/** app_search_page called as the app role, in the company given (none: no company set). */
async function searchPageOf(
  companyId: string | null,
  target: string,
  patterns: (string | null)[],
  columns: string[],
  sort: string[],
  direction: string | null = 'asc',
  window: { limit: number; offset: number; nullsLast?: boolean } = { limit: 10, offset: 0 },
): Promise<{ ids: string[]; total: number }> {
  const list = (values: (string | null)[]) =>
    values.length === 0
      ? sql`'{}'::text[]`
      : sql`array[${sql.join(
          values.map((value) => sql`${value}`),
          sql`, `,
        )}]::text[]`;
  const statement = sql`select ids::text[] as ids, total from public.app_search_page(${target}::text,
    ${list(patterns)}, ${list(columns)}, ${list(sort)}, ${direction}::text, ${window.nullsLast ?? false}::boolean,
    ${window.limit}::integer, ${window.offset}::integer)`;
  const run = (tx: Tx) => rows<{ ids: string[]; total: number }>(tx, statement);
  const [row] = companyId
    ? await runAsTenant(ctx.db, companyId, run)
    : await ctx.db.transaction(async (tx) => {
        await enterAppRole(tx, {});
        return run(tx);
      });
  return { ids: row!.ids, total: Number(row!.total) };
}

describe('app_search_page, the page of a list that only searches', () => {
  it('matches ignoring case and accents, in search_text and in other columns, in the order asked', async () => {
    expect(await searchPageOf(first.companyId, 'suppliers', ['%BOTÕES%'], ['name'], ['name'])).toEqual({
      ids: [ids['Botões Aurora']],
      total: 1,
    });
    expect(
      await searchPageOf(first.companyId, 'suppliers', ['%botoes%', '%botoes%'], ['name', 'email'], ['name']),
    ).toEqual({ ids: [ids['Botões Aurora']], total: 1 });
    // name/e-mail with one pattern, the phone with another: a row matches either
    const either = await searchPageOf(
      first.companyId,
      'suppliers',
      ['%aurora%', '%aurora%', '%8765%'],
      ['name', 'email', 'phone'],
      ['name'],
      'desc',
    );
    expect(either).toEqual({ ids: [ids['Malhas Ideal'], ids['Botões Aurora']], total: 2 });
    // the window: ids of the page only, the total of every match
    expect(
      await searchPageOf(first.companyId, 'suppliers', ['%a%'], ['name'], ['name'], 'asc', {
        limit: 1,
        offset: 1,
      }),
    ).toEqual({ ids: [ids['Malhas Ideal']], total: 2 });
    expect(
      await searchPageOf(first.companyId, 'suppliers', ['%a%'], ['name'], ['created_at'], 'asc', {
        limit: 10,
        offset: 5,
      }),
    ).toEqual({ ids: [], total: 2 });
    // the user's % and _ stay literal once escaped; a quote is only text
    expect(
      await searchPageOf(first.companyId, 'suppliers', ["%'; drop table suppliers; --%"], ['name'], ['name']),
    ).toEqual({ ids: [], total: 0 });
    expect(await searchPageOf(first.companyId, 'suppliers', [null], ['name'], ['name'])).toEqual({
      ids: [],
      total: 0,
    });
  });

  it("keeps to the request's company: never another company's rows, none without a company", async () => {
    const everything = ['%%', '%%'];
    const mine = await searchPageOf(first.companyId, 'suppliers', everything, ['name', 'email'], ['name']);
    expect(mine).toEqual({ ids: [ids['Botões Aurora'], ids['Malhas Ideal']], total: 2 });
    expect(
      await searchPageOf(second.companyId, 'suppliers', everything, ['name', 'email'], ['name']),
    ).toEqual({
      ids: [ids['Botões Estrela']],
      total: 1,
    });
    expect(await searchPageOf(first.companyId, 'suppliers', ['%estrela%'], ['email'], ['name'])).toEqual({
      ids: [],
      total: 0,
    });
    expect(await searchPageOf(null, 'suppliers', everything, ['name', 'email'], ['name'])).toEqual({
      ids: [],
      total: 0,
    });
  });

  it('refuses a table, search column, sort column, direction or window that is not on its list', async () => {
    const refused = (
      target: string,
      columns: string[],
      sort: string[],
      direction: string | null = 'asc',
      window = { limit: 10, offset: 0 },
      patterns = columns.map(() => '%a%'),
    ) =>
      searchPageOf(first.companyId, target, patterns, columns, sort, direction, window).then(
        () => expect.fail(`${target} ${columns} ${sort} ${direction} ${JSON.stringify(window)} was answered`),
        (error: { message: string; cause?: { message: string } }) =>
          // the function's own refusal, not some other failure
          expect((error.cause ?? error).message).toMatch(/^app_search_page: /),
      );
    // tables: searchable elsewhere (materials, the staff tables) is not enough
    for (const target of ['materials', 'companies', 'profiles', 'users', 'suppliers; drop table suppliers'])
      await refused(target, ['name'], ['name']);
    // search columns
    for (const column of ['notes', 'address', 'company_id', 'search_text', 'id', 'name) or (true', 'Name'])
      await refused('suppliers', [column], ['name']);
    await refused('employees', ['email'], ['name']);
    // sort columns
    for (const column of ['email', 'notes', 'id', 'company_id', 'name desc', 'name, (select 1)'])
      await refused('suppliers', ['name'], [column]);
    await refused('outworkers', ['name'], ['sector']);
    // direction and window
    for (const direction of ['up', 'ASC', 'asc; drop table suppliers', null])
      await refused('suppliers', ['name'], ['name'], direction);
    await refused('suppliers', ['name'], ['name'], 'asc', { limit: -1, offset: 0 });
    await refused('suppliers', ['name'], ['name'], 'asc', { limit: 10, offset: -1 });
    // one pattern per column
    await refused('suppliers', ['name', 'email'], ['name'], 'asc', { limit: 10, offset: 0 }, ['%a%']);
    await refused('suppliers', [], ['name'], 'asc', { limit: 10, offset: 0 }, []);
  });
});
