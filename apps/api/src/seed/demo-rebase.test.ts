import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { seedDemoIfEmpty } from './demo.ts';
import { DEMO_LOGIN } from './demo-data.ts';
import { calendarDaysBetween, rebaseDemoDates } from './demo-rebase.ts';

// Seeding the whole demo (≈2,800 statements) takes seconds, more on a loaded machine.
const SEED_TIMEOUT_MS = 120_000;

const DAY_MS = 86_400_000;

describe('calendarDaysBetween', () => {
  it('counts calendar days, not 24-hour spans', () => {
    expect(calendarDaysBetween(new Date(2026, 10, 25, 23, 50), new Date(2026, 10, 26, 0, 10))).toBe(1);
    expect(calendarDaysBetween(new Date(2026, 10, 26, 0, 10), new Date(2026, 10, 26, 23, 50))).toBe(0);
    expect(calendarDaysBetween(new Date(2026, 10, 26), new Date(2026, 9, 27))).toBe(-30);
    expect(calendarDaysBetween(new Date(2026, 11, 31, 12), new Date(2027, 0, 2, 1))).toBe(2);
  });
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Row = Record<string, unknown>;
async function rows(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await ctx.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const BATCH_DATES = sql`select id, sent_at, due_date, expected_return_date from batches order by id`;
const PERIOD_END = sql`select current_period_end from subscriptions`;

async function demoScreens(client: TestClient) {
  const cards = ['late-batches', 'workshops', 'approved-this-week', 'stock-alerts', 'batch-stages'];
  const dashboard = await Promise.all(
    cards.map(async (card) => (await client.get(`/api/dashboard/${card}`)).body),
  );
  const late = (await client.get('/api/batches?late=true&pageSize=1')).body;
  // The register's closed day stays the day before the first start.
  const cashSessions = (await client.get('/api/cash-sessions')).body.items;
  return { dashboard, lateBatches: late.total, cashSessions };
}

// The seed runs only on an empty database; on PostgreSQL every test file shares one, so this runs on PGlite.
describe.skipIf(Boolean(inject('testDatabaseUrl')))('rebaseDemoDates', () => {
  it(
    'moves a demo made days ago to today: the same late batches, stock and dashboard as a demo made now',
    async () => {
      expect(await seedDemoIfEmpty(ctx.db)).toBe(true);
      const client = new TestClient(ctx.app);
      await client.post('/api/auth/sign-in/email', DEMO_LOGIN);
      const madeNow = await demoScreens(client);
      const batches = await rows(BATCH_DATES);
      const [period] = await rows(PERIOD_END);
      expect(madeNow.lateBatches).toBeGreaterThan(0);

      // As if the build had made the demo 10 days ago: everything 10 days earlier, then a first start today.
      const now = new Date();
      const builtAt = new Date(now.getTime() - 10 * DAY_MS);
      expect(await rebaseDemoDates(ctx.db, now, builtAt)).toBe(-10);
      const [earlier] = await rows(PERIOD_END);
      expect(new Date(earlier!.current_period_end as string).getTime()).toBe(
        new Date(period!.current_period_end as string).getTime() - 10 * DAY_MS,
      );
      expect(await rebaseDemoDates(ctx.db, builtAt, now)).toBe(10);

      expect(await rows(BATCH_DATES)).toEqual(batches);
      expect(await rows(PERIOD_END)).toEqual([period]);
      expect(await demoScreens(client)).toEqual(madeNow);
    },
    SEED_TIMEOUT_MS,
  );

  it('never puts what had happened by the build into the future, and leaves a same-day start alone', async () => {
    const [before] = await rows(sql`select max(created_at) as latest from stock_movements`);
    const builtAt = new Date(new Date(before!.latest as string).getTime() + 60_000);
    const nextDay = new Date(builtAt.getFullYear(), builtAt.getMonth(), builtAt.getDate() + 1, 0, 0, 30);
    expect(await rebaseDemoDates(ctx.db, builtAt, builtAt)).toBe(0);
    expect(await rebaseDemoDates(ctx.db, builtAt, nextDay)).toBe(1);
    const [after] = await rows(sql`select max(created_at) as latest from stock_movements`);
    expect(new Date(after!.latest as string).getTime()).toBeLessThanOrEqual(nextDay.getTime());
    const [sent] = await rows(sql`select max(sent_at) as latest from batches`);
    expect(new Date(sent!.latest as string).getTime()).toBeLessThanOrEqual(nextDay.getTime());
  });
});
