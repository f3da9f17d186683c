import { LIST_TOTAL_CAP, type Page } from '@alinhavo/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementRecorder } from '../../../test/statement-recorder.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { employees } from '../../modules/employees/schema.ts';
import { suppliers } from '../../modules/suppliers/schema.ts';
import { listPage, matchTotal, orderWithTiebreak, pageWhere } from './list-page.ts';
import { rowsMatchingAny, type SearchTerm, searchDigits, searchPage } from './search.ts';
import { runAsTenant } from './tenant.ts';

// listPage through the supplier list, the simplest list that searches: the search runs once per request and the
// page keeps its contract (total, totalCapped) whichever way it is read.
let ctx: TestContext;
let recorder: StatementRecorder;
let company: SignedUpCompany;
let other: SignedUpCompany;

type Body = { items: { name: string }[]; total: number; totalCapped: boolean };
const names = (body: Body) => body.items.map((item) => item.name);

beforeAll(async () => {
  ctx = await createTestApp();
  recorder = new StatementRecorder(ctx.database);
  company = await signUpCompany(ctx, 'Confecção Páginas');
  other = await signUpCompany(ctx, 'Confecção Vizinha');
  // 'Malhas 01'..'Malhas 25' and 'Linhas 01'..'Linhas 05', plus the cap's worth of 'Fios' to go past it.
  await runAsTenant(ctx.db, company.companyId, (tx) =>
    tx.execute(sql`insert into suppliers (company_id, name)
      select ${company.companyId}, kind || ' ' || lpad(g::text, 2, '0')
      from (values ('Malhas', 25), ('Linhas', 5)) as kinds(kind, n), generate_series(1, n) g`),
  );
  await runAsTenant(ctx.db, company.companyId, (tx) =>
    tx.execute(sql`insert into suppliers (company_id, name)
      select ${company.companyId}, 'Fios ' || lpad(g::text, 5, '0') from generate_series(1, ${LIST_TOTAL_CAP + 2}) g`),
  );
  // Accents, case, e-mails, phones and documents, equal names and equal creation times (the id decides).
  await runAsTenant(ctx.db, company.companyId, (tx) =>
    tx.execute(sql`insert into suppliers (company_id, name, email, phone, document_number, created_at)
      select ${company.companyId}, name, email, phone, document, timestamptz '2026-01-01' + minutes * interval '1 minute'
      from (values
        ('Botões Ágata', 'vendas@agata.com.br', '11987654321', null, 3),
        ('Botões Ágata', null, null, '12345678000190', 3),
        ('BOTOES AURORA', null, '1133334444', null, 1),
        ('botões aurora', 'compras@aurora.com', null, null, 1),
        ('Zíper Botão', 'botoes@ziper.com.br', null, '98765432000110', 2),
        ('Zíper Central', null, '11912345678', null, 5),
        ('ZIPERES DO SUL', 'sul@zip.com', null, null, 4),
        ('Etiquetas 1234', null, null, null, 2)
      ) as rows(name, email, phone, document, minutes)`),
  );
  await runAsTenant(ctx.db, other.companyId, (tx) =>
    tx.execute(
      sql`insert into suppliers (company_id, name) values (${other.companyId}, 'Malhas da Vizinha')`,
    ),
  );
}, 120_000);
afterAll(() => ctx.close());

/** The statements of one GET that run the search (app_search_tid_array for the supplier list). */
async function searches(path: string): Promise<{ body: Body; searching: string[] }> {
  let body: Body | undefined;
  const statements = await recorder.record(async () => {
    const res = await company.client.get(path);
    expect(res.status, path).toBe(200);
    body = res.body as Body;
  });
  return { body: body!, searching: statements.filter((s) => s.includes('app_search_')) };
}

describe('a list page with a search', () => {
  it('runs the search once: the search function gives the keys of the page and the count, then the rows by key', async () => {
    const { body, searching } = await searches('/api/suppliers?q=malhas&pageSize=10');
    expect(searching).toHaveLength(1);
    // The supplier list only searches: app_search_page sorts and counts the matches as it finds them.
    expect(searching[0]).toContain('app_search_page');
    expect(searching[0]).not.toContain('over ()');
    expect(names(body)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Malhas ${String(i + 1).padStart(2, '0')}`),
    );
    expect(body).toMatchObject({ total: 25, totalCapped: false });
  });

  it('pages through the matches in the list order, both ways, with the same total', async () => {
    const third = await searches('/api/suppliers?q=malhas&pageSize=10&page=3');
    expect(names(third.body)).toEqual(['Malhas 21', 'Malhas 22', 'Malhas 23', 'Malhas 24', 'Malhas 25']);
    expect(third.body).toMatchObject({ total: 25, totalCapped: false });
    expect(third.searching).toHaveLength(1);
    const desc = await searches('/api/suppliers?q=malhas&pageSize=3&page=2&dir=desc');
    expect(names(desc.body)).toEqual(['Malhas 22', 'Malhas 21', 'Malhas 20']);
    expect(desc.body.total).toBe(25);
  });

  it('answers no match with an empty page and a total of 0, in one statement', async () => {
    const { body, searching } = await searches('/api/suppliers?q=inexistente');
    expect(body).toMatchObject({ items: [], total: 0, totalCapped: false });
    expect(searching).toHaveLength(1);
  });

  it('counts the matches for a page past the last one', async () => {
    const { body, searching } = await searches('/api/suppliers?q=linhas&pageSize=10&page=4');
    expect(body).toMatchObject({ items: [], total: 5, totalCapped: false });
    expect(searching).toHaveLength(1);
  });

  it('says 10,000 and capped when the search matches more', async () => {
    const { body, searching } = await searches('/api/suppliers?q=fios&pageSize=5');
    expect(body).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true });
    expect(names(body)).toEqual(['Fios 00001', 'Fios 00002', 'Fios 00003', 'Fios 00004', 'Fios 00005']);
    expect(searching).toHaveLength(1);
  });

  it('keeps to the company of the request', async () => {
    const { body } = await searches('/api/suppliers?q=vizinha');
    expect(body).toMatchObject({ items: [], total: 0 });
  });
});

describe('a list page without a search', () => {
  it('reads the page in index order and counts up to the cap, with no window over the company', async () => {
    const statements = await recorder.record(async () => {
      const res = await company.client.get('/api/suppliers?pageSize=5');
      expect(res.body).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true });
    });
    expect(statements.some((s) => s.includes('over ()'))).toBe(false);
    expect(statements.some((s) => s.includes(`limit ${LIST_TOTAL_CAP + 1}`) || /count\(\*\)/.test(s))).toBe(
      true,
    );
  });
});

/** The supplier list's page both ways: from app_search_page (searchOnly) and ranked by the list itself. */
async function bothWays(
  q: string,
  sort: 'name' | 'createdAt',
  dir: 'asc' | 'desc',
  paging: { page: number; pageSize: number },
): Promise<{ fast: Page<string>; ranked: Page<string> }> {
  return runAsTenant(ctx.db, company.companyId, async (tx) => {
    const scope = eq(suppliers.companyId, company.companyId);
    const digits = searchDigits(q);
    const terms: SearchTerm[] = [
      { columns: ['name', 'email'], text: q },
      ...(digits ? [{ columns: ['document_number', 'phone'], text: digits }] : []),
    ];
    const where = and(scope, rowsMatchingAny(suppliers, 'suppliers', terms));
    const keys = [sort === 'name' ? suppliers.name : suppliers.createdAt];
    const order = orderWithTiebreak(dir, keys, suppliers.id);
    const parts = {
      items: async (rows: { limit: number; offset: number; keys?: string[] }) =>
        (
          await tx
            .select({ id: suppliers.id, name: suppliers.name })
            .from(suppliers)
            .where(pageWhere(rows, where, suppliers.id, scope))
            .orderBy(...order)
            .limit(rows.limit)
            .offset(rows.offset)
        ).map((row) => `${row.name} ${row.id}`),
      matching: tx.select({ id: suppliers.id }).from(suppliers).where(where),
    };
    const fast = await listPage(tx, paging, {
      ...parts,
      searchOnly: { table: 'suppliers', terms, keys, dir },
    });
    const ranked = await listPage(tx, paging, {
      ...parts,
      ranked: ({ limit, offset }) =>
        tx
          .select({ key: suppliers.id, total: matchTotal })
          .from(suppliers)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
    });
    return { fast, ranked };
  });
}

describe('a search-only page (app_search_page) against the page the list ranks itself', () => {
  it('gives the same rows in the same order and the same total, both ways, every page and past the last', async () => {
    for (const q of [
      'botoes',
      'BOTÕES',
      'zíper',
      'ZIPER',
      'aurora',
      'agata.com',
      '1234',
      'malhas 1',
      'nada',
    ]) {
      for (const sort of ['name', 'createdAt'] as const) {
        for (const dir of ['asc', 'desc'] as const) {
          const first = await bothWays(q, sort, dir, { page: 1, pageSize: 3 });
          expect(first.fast, `${q} ${sort} ${dir}`).toEqual(first.ranked);
          const pages = Math.ceil(first.ranked.total / 3) + 1;
          for (let page = 2; page <= pages; page++) {
            const { fast, ranked } = await bothWays(q, sort, dir, { page, pageSize: 3 });
            expect(fast, `${q} ${sort} ${dir} page ${page}`).toEqual(ranked);
          }
        }
      }
    }
    // The cases above are not all empty: accents and case ignored, e-mails and digits searched.
    const botoes = await bothWays('BOTÕES', 'name', 'asc', { page: 1, pageSize: 10 });
    expect(botoes.fast.items.map((item) => item.split(' ').slice(0, -1).join(' ')).sort()).toEqual([
      'BOTOES AURORA',
      'Botões Ágata',
      'Botões Ágata',
      'Zíper Botão',
      'botões aurora',
    ]);
    const digits = await bothWays('876.543', 'name', 'asc', { page: 1, pageSize: 10 });
    expect(digits.fast.items.map((item) => item.split(' ').slice(0, -1).join(' '))).toEqual([
      'Botões Ágata',
      'Zíper Botão',
    ]);
  });

  it('keeps the cap: 10,000 and capped past it, on the first page, the last and past the end', async () => {
    for (const page of [1, 2, LIST_TOTAL_CAP / 100 + 1, LIST_TOTAL_CAP / 100 + 2]) {
      const { fast, ranked } = await bothWays('fios', 'name', 'desc', { page, pageSize: 100 });
      expect(fast, `page ${page}`).toEqual(ranked);
      expect(fast).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true });
    }
    const last = await bothWays('fios', 'name', 'asc', { page: LIST_TOTAL_CAP / 100 + 1, pageSize: 100 });
    expect(last.fast.items.map((item) => item.split(' ').slice(0, 2).join(' '))).toEqual([
      'Fios 10001',
      'Fios 10002',
    ]);
  });

  it("refuses a sort key that is not a column of the list's own table", async () => {
    await expect(
      runAsTenant(ctx.db, company.companyId, (tx) =>
        searchPage(
          tx,
          {
            table: 'suppliers',
            terms: [{ columns: ['name'], text: 'a' }],
            keys: [employees.name],
            dir: 'asc',
          },
          { limit: 10, offset: 0 },
        ),
      ),
    ).rejects.toThrow(/not a column of suppliers/);
  });
});
