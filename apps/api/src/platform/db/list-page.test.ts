import { LIST_TOTAL_CAP } from '@alinhavo/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementRecorder } from '../../../test/statement-recorder.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
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
  it('runs the search once: the keys of the page and the count in one statement, then the rows by key', async () => {
    const { body, searching } = await searches('/api/suppliers?q=malhas&pageSize=10');
    expect(searching).toHaveLength(1);
    expect(searching[0]).toContain('count(*) over ()');
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
    const { body } = await searches('/api/suppliers?q=linhas&pageSize=10&page=4');
    expect(body).toMatchObject({ items: [], total: 5, totalCapped: false });
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
