import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db, Tx } from './client.ts';

/**
 * A request's transaction. On PostgreSQL its BEGIN and the settings statement are not sent on their own: they
 * wait for the transaction's first statement and go out with it in one write (node-postgres pipeline mode), so
 * a warm create costs two round trips (BEGIN + settings + INSERT, then COMMIT) instead of four. A transaction
 * that sends nothing sends no BEGIN and no COMMIT either.
 *
 * `afterFirstAnswer` registers a check that runs once the first statement is answered, before its result reaches
 * the caller: by then the connection has delivered every notification committed before the transaction began (the
 * request pipeline uses it to notice a session or identity dropped meanwhile). On PGlite, BEGIN has run when
 * `work` starts, so the check runs at once.
 */
export function runRequestTransaction<T>(
  db: Db,
  work: (tx: Tx, afterFirstAnswer: (check: () => void) => void) => Promise<T>,
): Promise<T> {
  const pool = poolOf(db);
  if (!pool) return db.transaction((tx) => work(tx, (check) => check()));
  return pipelinedTransaction(db, pool, work);
}

/** True when `tx` holds statements back for its next statement (see `holdForNextStatement`). */
export function holdsStatements(tx: Tx): boolean {
  return pipelines.has(tx);
}

/**
 * Holds a statement without parameters (values inlined as literals by the caller) to be sent ahead of the
 * transaction's next statement; false when `tx` is not a pipelined request transaction (send it yourself).
 */
export function holdForNextStatement(tx: Tx, statement: string): boolean {
  const pipeline = pipelines.get(tx);
  if (!pipeline) return false;
  pipeline.hold(statement);
  return true;
}

/** A string as an SQL literal, for statements held back (they travel as simple queries, without parameters). */
export const sqlLiteral = (value: string): string => pg.escapeLiteral(value);

const pipelines = new WeakMap<Tx, Pipeline>();

type QueryFn = (config: unknown, values?: unknown) => Promise<unknown>;
type Corkable = { cork?: () => void; uncork?: () => void };

/** What drizzle's session calls on its client: only `query`. Sends the held statements ahead of the next one. */
class Pipeline {
  private held: string[] = ['begin'];
  private checks: (() => void)[] | null = [];
  /** Whether BEGIN went out, so COMMIT or ROLLBACK must follow. */
  begun = false;

  constructor(private readonly client: pg.PoolClient) {}

  hold(statement: string): void {
    this.held.push(statement);
  }

  afterFirstAnswer(check: () => void): void {
    if (this.checks) this.checks.push(check);
    else check();
  }

  query: QueryFn = async (config, values) => {
    const query = this.client.query.bind(this.client) as QueryFn;
    if (this.held.length === 0) return query(config, values);
    const ahead = this.held.join('; ');
    this.held = [];
    this.begun = true;
    // Both messages in one write: pipeline mode sends the second without waiting for the first's answer.
    const stream = (this.client as unknown as { connection?: { stream?: Corkable } }).connection?.stream;
    stream?.cork?.();
    let sent: [Promise<unknown>, Promise<unknown>];
    try {
      sent = [query(ahead), query(config, values)];
    } finally {
      stream?.uncork?.();
    }
    // The held statements' error comes first (the next statement then fails as 'transaction aborted').
    const [, result] = await Promise.all(sent);
    const checks = this.checks;
    this.checks = null;
    for (const check of checks ?? []) check();
    return result;
  };

  /** Ends what was sent: COMMIT (or ROLLBACK) only when BEGIN went out. */
  async end(commit: boolean): Promise<void> {
    if (!this.begun) return;
    await this.client.query(commit ? 'commit' : 'rollback');
  }
}

async function pipelinedTransaction<T>(
  db: Db,
  pool: pg.Pool,
  work: (tx: Tx, afterFirstAnswer: (check: () => void) => void) => Promise<T>,
): Promise<T> {
  const root = (db as unknown as { session: NodePgSession<never, never> }).session;
  const internals = root as unknown as { dialect: never; schema: never; options: never };
  const client = await pool.connect();
  const pipeline = new Pipeline(client);
  const session = new NodePgSession(
    pipeline as unknown as pg.PoolClient,
    internals.dialect,
    internals.schema,
    internals.options,
  );
  const tx = new NodePgTransaction(internals.dialect, session, internals.schema) as unknown as Tx;
  pipelines.set(tx, pipeline);
  let broken: Error | undefined;
  try {
    let result: T;
    try {
      result = await work(tx, (check) => pipeline.afterFirstAnswer(check));
    } catch (error) {
      await pipeline.end(false).catch((failure: Error) => {
        broken = failure;
      });
      throw error;
    }
    await pipeline.end(true).catch((failure: Error) => {
      broken = failure;
      throw failure;
    });
    return result;
  } finally {
    // A connection whose COMMIT or ROLLBACK failed is closed instead of going back to the pool.
    client.release(broken);
  }
}

/** The node-postgres pool behind `db` when it runs in pipeline mode (see openDatabase), else undefined. */
function poolOf(db: Db): pg.Pool | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!client || typeof (client as Partial<pg.Pool>).connect !== 'function') return undefined;
  const options = (client as { options?: { pipeline?: boolean } }).options;
  return options?.pipeline ? (client as pg.Pool) : undefined;
}
