import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';

/**
 * Runs raw SQL and returns its rows. node-postgres and PGlite both answer with `rows`; queries here cast what
 * they select to text (numbers, timestamps) so both drivers give the same JavaScript values.
 */
export async function queryRows<T>(tx: Tx, query: SQL): Promise<T[]> {
  const result = await tx.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** A PostgreSQL array literal of ids already checked to be UUIDs: one parameter instead of one per id. */
export function uuidArray(ids: Iterable<string>): string {
  return `{${[...ids].join(',')}}`;
}
