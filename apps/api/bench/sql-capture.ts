import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** One statement as the driver received it: text with $n placeholders and its parameter values. */
export type Statement = { text: string; values: unknown[] };

type Record = (text: unknown, values: unknown) => void;
type Queryable = { query: (...args: never[]) => unknown; exec?: (...args: never[]) => unknown };

/**
 * Records every statement sent while `work` runs: on PostgreSQL through every node-postgres client (pool
 * connections included), on PGlite through the one instance and the transactions it hands out. Run it while no
 * other request is in flight: everything sent in the meantime is recorded.
 */
export async function captureStatements<T>(
  pglite: PGlite | undefined,
  work: () => Promise<T>,
): Promise<{ result: T; statements: Statement[] }> {
  const statements: Statement[] = [];
  const record: Record = (text, values) => {
    if (typeof text === 'string') statements.push({ text, values: Array.isArray(values) ? values : [] });
    else if (text && typeof text === 'object' && typeof (text as { text?: unknown }).text === 'string') {
      const config = text as { text: string; values?: unknown[] };
      statements.push({ text: config.text, values: config.values ?? (Array.isArray(values) ? values : []) });
    }
  };
  const restore = pglite ? tapPglite(pglite, record) : tapNodePostgres(record);
  try {
    const result = await work();
    return { result, statements };
  } finally {
    restore();
  }
}

function tapNodePostgres(record: Record): () => void {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, config: unknown, values: unknown, ...rest: unknown[]) {
    record(config, values);
    return original.call(this, config, values, ...rest);
  };
  return () => {
    prototype.query = original;
  };
}

/**
 * Shadows query/exec on the instance and hands each transaction it opens a recording view of it; the returned
 * function puts back the instance's own properties as they were (the app's engine carries its own wrappers there,
 * installDrizzleParsers, which a capture must neither bypass nor remove from the runs measured after it).
 */
function tapPglite(pglite: PGlite, record: Record): () => void {
  const target = pglite as unknown as Queryable & { transaction: (...args: unknown[]) => unknown };
  const restore = (['query', 'exec', 'transaction'] as const).map((key) => restoreOwn(target, key));
  const transaction = target.transaction;
  Object.assign(target, recording(target, record));
  target.transaction = (callback: unknown, ...rest: unknown[]) =>
    transaction.call(
      pglite,
      (tx: Queryable) => {
        record('BEGIN', []);
        const view = Object.create(tx, descriptors(recording(tx, record)));
        return (callback as (tx: Queryable) => unknown)(view);
      },
      ...rest,
    );
  return () => {
    for (const step of restore) step();
  };
}

/** query (and exec) of `target` that record each statement before sending it. */
function recording(target: Queryable, record: Record): { [key: string]: (...args: unknown[]) => unknown } {
  const query = target.query as (...args: unknown[]) => unknown;
  const exec = target.exec as ((...args: unknown[]) => unknown) | undefined;
  return {
    query: (text: unknown, values: unknown, ...rest: unknown[]) => {
      record(text, values);
      return query.call(target, text, values, ...rest);
    },
    ...(exec
      ? {
          exec: (text: unknown, ...rest: unknown[]) => {
            record(text, []);
            return exec.call(target, text, ...rest);
          },
        }
      : {}),
  };
}

const descriptors = (methods: { [key: string]: unknown }): PropertyDescriptorMap =>
  Object.fromEntries(
    Object.entries(methods).map(([key, value]) => [key, { value, writable: true, configurable: true }]),
  );

function restoreOwn(target: object, key: string): () => void {
  const own = Object.getOwnPropertyDescriptor(target, key);
  return () => {
    if (own) Object.defineProperty(target, key, own);
    else delete (target as { [key: string]: unknown })[key];
  };
}

const CONTROL = /^\s*(begin|commit|rollback|start transaction|savepoint|release|set\s|select set_config)/i;

/** The statements that do the route's own work: the ones that touch `table`, without transaction control. */
export function routeStatements(statements: readonly Statement[], table: string): Statement[] {
  const touches = new RegExp(`(^|[^a-z_])"?${table}"?([^a-z_]|$)`, 'i');
  return statements.filter((s) => !CONTROL.test(s.text) && touches.test(s.text));
}

/** The statements that set the role and the tenant, in order, to replay before an EXPLAIN. */
export function settingStatements(statements: readonly Statement[]): Statement[] {
  return statements.filter((s) => /^\s*(set\s|select set_config)/i.test(s.text));
}

export function countTransactions(statements: readonly Statement[]): number {
  return statements.filter((s) => /^\s*(begin|start transaction)/i.test(s.text)).length;
}
