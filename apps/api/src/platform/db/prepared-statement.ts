import type { Tx } from './client.ts';

/** What drizzle's `.prepare(name)` gives: the statement's SQL built once, run with its placeholders' values. */
type Prepared<R> = { execute(values?: Record<string, unknown>): Promise<R> };
type Session = { client: unknown };

/**
 * A statement built once, with `sql.placeholder(…)` where its values go, and run afterwards in any transaction.
 * Drizzle otherwise builds a query's SQL text again on every call, about a third of the API process's CPU for a
 * create; on PostgreSQL the statement is also named, so each connection parses and plans it once.
 *
 * Only for statements whose plan does not depend on the values (an insert, a lookup by primary key): PostgreSQL may
 * run a named statement with a generic plan.
 */
export function preparedStatement<R>(
  name: string,
  build: (tx: Tx) => { prepare(name: string): Prepared<R> },
): (tx: Tx, values: Record<string, unknown>) => Promise<R> {
  // One per driver (node-postgres, PGlite): a test run may open both.
  const built = new Map<unknown, Prepared<R>>();
  return (tx, values) => {
    const session = sessionOf(tx);
    let template = built.get(session.constructor);
    if (!template) {
      template = build(tx).prepare(name);
      built.set(session.constructor, template);
    }
    // The drivers' prepared queries send through their `client`: this transaction's connection.
    const bound = Object.create(template, { client: { value: session.client } }) as Prepared<R>;
    return bound.execute(values);
  };
}

function sessionOf(tx: Tx): Session {
  const session = (tx as unknown as { session?: Session }).session;
  if (!session?.client) throw new Error('preparedStatement: not a drizzle transaction');
  return session;
}
