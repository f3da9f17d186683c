import { sql } from 'drizzle-orm';
import type { Tx } from './client.ts';

type Exec = (statement: string) => Promise<unknown>;

/**
 * Sends a statement without parameters (values inlined as literals by the caller) in PostgreSQL's simple query
 * protocol. node-postgres already sends a statement without values that way; drizzle's PGlite session does not: its
 * every query takes the extended protocol, six calls into the engine (parse, describe, bind, describe, execute,
 * sync), where PGlite's own exec() takes two.
 */
export async function runSimpleStatement(tx: Tx, statement: string): Promise<void> {
  const exec = pgliteExec(tx);
  if (exec) await exec(statement);
  else await tx.execute(sql.raw(statement));
}

/** The PGlite transaction's exec() behind a drizzle transaction on PGlite; undefined on node-postgres. */
function pgliteExec(tx: Tx): Exec | undefined {
  const client = (tx as unknown as { session?: { client?: { exec?: unknown } } }).session?.client;
  const exec = client?.exec;
  return typeof exec === 'function' ? (exec.bind(client) as Exec) : undefined;
}
