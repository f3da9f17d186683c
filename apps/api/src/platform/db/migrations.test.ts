import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { migrationsFolder, migrationsUpToDate, newestMigrationMillis } from './migrations.ts';

const journalEntries = (
  JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

async function appliedMigrations(database: DatabaseHandle): Promise<number> {
  const result = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
}

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe.skipIf(Boolean(inject('testDatabaseUrl')))('migrations on the embedded database', () => {
  it('finds the migrations folder with its journal, from source as from the bundle', () => {
    expect(existsSync(join(migrationsFolder, 'meta/_journal.json'))).toBe(true);
    expect(newestMigrationMillis()).toBeGreaterThan(0);
  });

  it('a new data folder starts as a copy of the template: up to date without running a migration', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'alinhavo-migrations-'));
    folders.push(folder);
    // The build's template is a closed, migrated database folder; make one from the run's migrated dump.
    const dump = inject('pgliteTemplate');
    if (!dump) throw new Error('global setup did not provide a template');
    const template = join(folder, 'template');
    await (await openDatabase({ dataDir: template, loadDataDir: new Blob([readFileSync(dump)]) })).close();

    const database = await openDatabase({ dataDir: join(folder, 'pgdata'), template });
    try {
      expect(existsSync(join(folder, 'pgdata', 'PG_VERSION'))).toBe(true);
      expect(await migrationsUpToDate(database.db)).toBe(true);
      expect(await appliedMigrations(database)).toBe(journalEntries);
      expect(readdirSync(folder).sort()).toEqual(['pgdata', 'template']);
    } finally {
      await database.close();
    }
    // An existing database is never replaced by the template.
    const reopened = await openDatabase({ dataDir: join(folder, 'pgdata'), template });
    try {
      await reopened.db.execute(sql`create table kept_across_opens (id int)`);
    } finally {
      await reopened.close();
    }
    const again = await openDatabase({ dataDir: join(folder, 'pgdata'), template });
    try {
      const kept = await again.db.execute(sql`select to_regclass('kept_across_opens')::text as name`);
      expect((kept as unknown as { rows: { name: string | null }[] }).rows[0]?.name).toBe(
        'kept_across_opens',
      );
    } finally {
      await again.close();
    }
  });

  // Every migration from nothing on the embedded database: slow on a busy machine.
  it('a missing template falls back to an empty database, which then needs every migration', {
    timeout: 120_000,
  }, async () => {
    const folder = mkdtempSync(join(tmpdir(), 'alinhavo-migrations-'));
    folders.push(folder);
    const database = await openDatabase({
      dataDir: join(folder, 'pgdata'),
      template: join(folder, 'no-template'),
    });
    try {
      expect(await migrationsUpToDate(database.db)).toBe(false);
      await database.migrate();
      expect(await migrationsUpToDate(database.db)).toBe(true);
      expect(await appliedMigrations(database)).toBe(journalEntries);
      await database.migrate();
      expect(await appliedMigrations(database)).toBe(journalEntries);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(Boolean(inject('testDatabaseUrl')))('migrations on PostgreSQL', () => {
  it('two processes migrating a new database at once take turns: each migration applied once', async () => {
    const url = new URL(inject('testDatabaseUrl') as string);
    const name = `alinhavo_migrate_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const fresh = new URL(url);
    fresh.pathname = `/${name}`;
    const [a, b] = await Promise.all([
      openDatabase({ databaseUrl: fresh.toString(), poolSize: 2 }),
      openDatabase({ databaseUrl: fresh.toString(), poolSize: 2 }),
    ]);
    try {
      expect(await migrationsUpToDate(a.db)).toBe(false);
      await Promise.all([a.migrate(), b.migrate()]);
      expect(await migrationsUpToDate(b.db)).toBe(true);
      expect(await appliedMigrations(a)).toBe(journalEntries);
    } finally {
      await Promise.all([a.close(), b.close()]);
      // Without FORCE: the closed pools' connections are gone (PostgreSQL waits a moment for them to leave).
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    }
  });
});
