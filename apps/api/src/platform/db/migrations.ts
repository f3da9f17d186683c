import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * The SQL migrations folder (apps/api/drizzle). Found by walking up from this module, so it is the same folder
 * whether this runs from src/platform/db or bundled into dist/.
 */
export const migrationsFolder = findUp('drizzle/meta/_journal.json', dirname(fileURLToPath(import.meta.url)));

/** Session-level advisory lock taken around migrations on PostgreSQL, so two processes starting at once take turns. */
export const MIGRATION_LOCK_KEY = 0x616c696e; // 'alin'

const UNDEFINED_TABLE = '42P01';
const UNDEFINED_SCHEMA = '3F000';

function findUp(relative: string, from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, relative))) return join(dir, dirname(dirname(relative)));
    if (dirname(dir) === dir) throw new Error(`${relative} not found above ${from}`);
  }
}

/** When the newest migration of the journal was generated (drizzle records it as the migration's created_at). */
export function newestMigrationMillis(folder: string = migrationsFolder): number {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Whether every migration of the journal is applied: one query comparing the newest migration's time with the
 * newest row drizzle recorded (drizzle itself applies exactly the migrations newer than that row). A database
 * without drizzle's table is not up to date.
 */
export async function migrationsUpToDate(db: Db, folder: string = migrationsFolder): Promise<boolean> {
  try {
    const result = await db.execute(
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    const newest = (result as unknown as { rows: { newest: string | null }[] }).rows[0]?.newest;
    return newest != null && Number(newest) >= newestMigrationMillis(folder);
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === UNDEFINED_TABLE || code === UNDEFINED_SCHEMA) return false;
    throw error;
  }
}
