import { cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { logger } from '../log/logger.ts';
import { safeError } from '../log/safe-error.ts';
import { MIGRATION_LOCK_KEY, migrationsFolder, migrationsUpToDate } from './migrations.ts';
import { installDrizzleParsers } from './pglite-parsers.ts';

/** The query builder; tables come from each module's schema.ts (no relational query API, so no schema here). */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; when none is pending it costs one query. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Only for PGlite: the embedded engine, e.g. to dump a template for tests. */
  pglite?: PGlite;
  /** Only for PGlite: this open made the data folder, as a copy of `template`. */
  madeFromTemplate?: boolean;
};

export type DatabaseOptions =
  | { databaseUrl: string; poolSize?: number }
  | {
      dataDir?: string;
      loadDataDir?: Blob | File;
      /**
       * A folder holding an empty, migrated database (made by the build, see scripts/build.ts): a data directory
       * that holds no database yet starts as a copy of it instead of running initdb and every migration.
       * Ignored when missing.
       */
      template?: string;
    };

/** PostgreSQL through node-postgres when a URL is given, otherwise embedded PGlite (on disk, or in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) {
    // Pipeline mode: a request transaction sends its BEGIN and settings with its first statement (request-transaction.ts).
    const config = { connectionString: options.databaseUrl, max: options.poolSize ?? 10, pipeline: true };
    const pool = new pg.Pool(config as pg.PoolConfig);
    // An idle connection the server ended (restart, failover, a killed backend) is dropped by the pool; without a
    // listener its error would end the process.
    pool.on('error', (error) => logger.warn({ err: safeError(error) }, 'idle database connection lost'));
    const db = drizzlePg({ client: pool, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(pool, db),
      close: () => pool.end(),
    };
  }
  const madeFromTemplate =
    options.dataDir && options.template
      ? copyTemplateIntoNewFolder(options.template, options.dataDir)
      : false;
  const { loadDataDir } = options;
  const pglite = new PGlite({
    // Trigram indexes led by the company (btree_gin) and accent-insensitive search, as on the PostgreSQL server
    // (migrations create them).
    extensions: { btree_gin, pg_trgm, unaccent },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  await pglite.waitReady;
  installDrizzleParsers(pglite);
  const db = drizzlePglite({ client: pglite, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    madeFromTemplate,
    migrate: async () => {
      // One process owns an embedded folder: no lock needed.
      if (!(await migrationsUpToDate(db))) await migratePglite(db as never, { migrationsFolder });
    },
    close: () => pglite.close(),
  };
}

/**
 * A plain file copy (a data directory is relocatable) costs a fraction of initdb plus the migrations, or of
 * unpacking a dump. It goes to a sibling folder first and is renamed into place, so an interrupted copy never
 * leaves a half database behind. A folder that exists with anything in it is left to PGlite.
 */
function copyTemplateIntoNewFolder(template: string, dataDir: string): boolean {
  if (!existsSync(join(template, 'PG_VERSION'))) return false;
  if (existsSync(dataDir)) {
    if (readdirSync(dataDir).length > 0) return false;
    rmSync(dataDir, { recursive: true });
  }
  const partial = `${dataDir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  try {
    cpSync(template, partial, { recursive: true, filter: (source) => !source.endsWith('postmaster.pid') });
  } catch {
    // The template was replaced by a build during the copy: start empty instead (initdb, then the migrations).
    rmSync(partial, { recursive: true, force: true });
    return false;
  }
  renameSync(partial, dataDir);
  return true;
}

/**
 * Cheap when nothing is pending (one query). Otherwise migrates on one connection holding an advisory lock, and
 * checks again once it has the lock: a second process starting at the same time waits, then finds nothing to do.
 */
async function migratePostgres(pool: pg.Pool, db: Db): Promise<void> {
  if (await migrationsUpToDate(db)) return;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const locked = drizzlePg({ client, casing: 'snake_case' }) as unknown as Db;
      if (!(await migrationsUpToDate(locked))) await migratePg(locked as never, { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
