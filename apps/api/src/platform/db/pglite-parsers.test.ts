import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDrizzleParsers } from './pglite-parsers.ts';

let pglite: PGlite;
beforeAll(async () => {
  pglite = new PGlite();
  await pglite.waitReady;
});
afterAll(() => pglite.close());

describe('installDrizzleParsers', () => {
  it('keeps drizzle’s answers (dates and numeric arrays as text) while no query carries its own parsers', async () => {
    // Spied before the install, which keeps PGlite's own query underneath.
    const spy = vi.spyOn(PGlite.prototype, 'query');
    installDrizzleParsers(pglite);
    const db = drizzle({ client: pglite });
    const row = async () =>
      (
        await db.execute<{ at: string; day: string; amounts: string }>(
          sql`select '2026-11-25 10:00:00+00'::timestamptz as at, '2026-11-25'::date as day, array[1.5, 2]::numeric[] as amounts`,
        )
      ).rows[0];
    expect(await row()).toEqual({ at: '2026-11-25 10:00:00+00', day: '2026-11-25', amounts: '{1.5,2}' });
    const inTransaction = await db.transaction(async (tx) =>
      tx.execute<{ day: string }>(sql`select '2026-11-26'::date as day`),
    );
    expect(inTransaction.rows[0]).toEqual({ day: '2026-11-26' });
    expect(
      spy.mock.calls.every(([, , options]) => !(options as { parsers?: unknown } | undefined)?.parsers),
    ).toBe(true);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
