import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { DatabaseHandle, Tx } from './client.ts';
import { runRequestTransaction } from './request-transaction.ts';
import { APP_ROLE, enterAppRole } from './tenant.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const COMPANY = '0b9f4f8e-6b1e-4c55-9d43-6a2f3f1e2a10';

async function settingsSeen(tx: Tx) {
  const result = await tx.execute(
    sql`select current_user as role, current_setting('app.company_id', true) as company`,
  );
  return (result as unknown as { rows: { role: string; company: string }[] }).rows[0];
}

/** Counts the statements and the socket writes of every node-postgres client while `work` runs. */
async function traffic(work: () => Promise<unknown>) {
  const seen = { statements: [] as string[], writes: 0 };
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = prototype.query;
  prototype.query = function (this: { connection: { stream: NodeJS.WritableStream } }, ...args: unknown[]) {
    const [config] = args;
    seen.statements.push(typeof config === 'string' ? config : String((config as { text: string }).text));
    const stream = this.connection.stream as unknown as Record<string, (...a: unknown[]) => unknown>;
    for (const method of ['_write', '_writev'] as const) {
      const original = stream[method]!;
      if ((original as { counted?: boolean }).counted) continue;
      const counting = (...a: unknown[]) => {
        seen.writes++;
        return original.apply(stream, a);
      };
      (counting as { counted?: boolean }).counted = true;
      stream[method] = counting;
    }
    return query.apply(this, args);
  };
  try {
    await work();
  } finally {
    prototype.query = query;
  }
  return seen;
}

describe('request transactions', () => {
  it('run as the app role with the settings applied before the first statement', async () => {
    const seen = await runRequestTransaction(database.db, async (tx) => {
      await enterAppRole(tx, { 'app.company_id': COMPANY });
      return settingsSeen(tx);
    });
    expect(seen).toEqual({ role: APP_ROLE, company: COMPANY });
  });

  it('undo everything when the work fails, and leave the connection clean for the next one', async () => {
    await expect(
      runRequestTransaction(database.db, async (tx) => {
        await enterAppRole(tx, { 'app.company_id': COMPANY });
        await settingsSeen(tx);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    const after = await runRequestTransaction(database.db, (tx) => settingsSeen(tx));
    expect(after?.role).not.toBe(APP_ROLE);
    expect(after?.company || null).toBeNull();
  });

  it('run the first-answer checks before the first result reaches the caller, and fail the statement with them', async () => {
    const order: string[] = [];
    await runRequestTransaction(database.db, async (tx, afterFirstAnswer) => {
      afterFirstAnswer(() => order.push('check'));
      await settingsSeen(tx);
      order.push('first result');
    });
    expect(order).toEqual(['check', 'first result']);

    const stale = new Error('stale');
    const failed = runRequestTransaction(database.db, async (tx, afterFirstAnswer) => {
      afterFirstAnswer(() => {
        throw stale;
      });
      await settingsSeen(tx);
    });
    await expect(failed).rejects.toSatisfy((error: Error) => error === stale || error.cause === stale);
  });

  it.runIf(Boolean(inject('testDatabaseUrl')))(
    'on PostgreSQL, send BEGIN and the settings with the first statement, in one write',
    async () => {
      const empty = await traffic(() => runRequestTransaction(database.db, async () => 'nothing to read'));
      expect(empty.statements).toEqual([]);

      const one = await traffic(() =>
        runRequestTransaction(database.db, async (tx) => {
          await enterAppRole(tx, { 'app.company_id': COMPANY });
          return settingsSeen(tx);
        }),
      );
      expect(one.statements).toHaveLength(3);
      expect(one.statements[0]).toMatch(
        /^begin; select set_config\('role', 'alinhavo_app', true\), set_config\('app\.company_id', '[0-9a-f-]{36}', true\)$/,
      );
      expect(one.statements[2]).toBe('commit');
      // The held statements and the first statement in one write, the COMMIT in another.
      expect(one.writes).toBe(2);
    },
  );

  it.runIf(!inject('testDatabaseUrl'))(
    'on PGlite, send the settings as one simple query (exec), not through the extended protocol',
    async () => {
      const pglite = database.pglite!;
      const sent: { via: string; text: string }[] = [];
      const original = pglite.transaction;
      const transaction = original.bind(pglite);
      const spy = (<T>(work: (tx: never) => Promise<T>) =>
        transaction((tx) => {
          const watch =
            (via: string, send: (text: string, ...rest: never[]) => unknown) =>
            (text: string, ...rest: never[]) => {
              sent.push({ via, text });
              return send(text, ...rest);
            };
          const watched = Object.create(tx, {
            exec: { value: watch('exec', tx.exec) },
            query: { value: watch('query', tx.query) },
          });
          return work(watched as never);
        })) as typeof pglite.transaction;
      Object.assign(pglite, { transaction: spy });
      try {
        const seen = await runRequestTransaction(database.db, async (tx) => {
          await enterAppRole(tx, { 'app.company_id': COMPANY });
          return settingsSeen(tx);
        });
        expect(seen).toEqual({ role: APP_ROLE, company: COMPANY });
      } finally {
        Object.assign(pglite, { transaction: original });
      }
      expect(sent.map((s) => s.via)).toEqual(['exec', 'query']);
      expect(sent[0]!.text).toBe(
        `select set_config('role', 'alinhavo_app', true), set_config('app.company_id', '${COMPANY}', true)`,
      );
    },
  );
});
