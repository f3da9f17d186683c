import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BenchServers, startBenchServers } from './bench-process.ts';
import { measureFirstLoadJs } from './first-load-js.ts';
import { measureListScale } from './list-scale.ts';
import { measureRealtime } from './realtime-section.ts';
import { log, type ReportRow } from './report.ts';
import { measureRequests } from './request-section.ts';
import type { ServerMode } from './server-command.ts';
import { measureStarts } from './start-section.ts';
import { createThrowawayDatabase, redactUrl } from './throwaway-database.ts';

export const SECTIONS = ['postgres', 'pglite', 'start', 'web', 'lists', 'realtime'] as const;
export type SectionName = (typeof SECTIONS)[number];

export type SectionOptions = {
  only: SectionName[];
  rows: number;
  seconds: number;
  rounds: number;
  samples: number;
  /** Which server the start and web sections run: built JavaScript when there is a build, or the sources. */
  server: ServerMode;
  /** CPU hogs during the start measurements, e.g. [0, 2]. */
  hogs: number[];
};

/** The pool of the production server (openDatabase's default); the bare baseline gets one of the same size. */
const POOL_SIZE = 10;
const SECTION_TITLES: Record<SectionName, string> = {
  postgres: 'PostgreSQL, 50 connections',
  pglite: 'PGlite, 10 connections',
  start: 'Start (embedded PGlite)',
  web: 'Signed-in first load',
  lists: 'Lists at scale (PostgreSQL)',
  realtime: 'Realtime (PostgreSQL)',
};

/** Runs the chosen sections in order; a section that throws is reported as ERROR and the others still run. */
export async function runSections(options: SectionOptions) {
  const rows: ReportRow[] = [];
  const plans: string[] = [];
  let failed = false;
  let postgres: { servers: BenchServers; url: string; drop(): Promise<void> } | undefined;
  const openPostgres = async () => {
    if (postgres) return postgres;
    const database = await createThrowawayDatabase('alinhavo_foundation');
    log(`  throwaway database ${redactUrl(database.url)}`);
    try {
      const servers = await startBenchServers({
        kind: 'postgres',
        databaseUrl: database.url,
        poolSize: POOL_SIZE,
      });
      postgres = { servers, url: database.url, drop: database.drop };
      return postgres;
    } catch (error) {
      await database.drop();
      throw error;
    }
  };

  const run: Record<SectionName, (title: string) => Promise<ReportRow[]>> = {
    postgres: async (title) => {
      const { servers } = await openPostgres();
      return measureRequests({
        section: title,
        servers,
        connections: 50,
        seconds: options.seconds,
        rounds: options.rounds,
        suppliers: 1000,
      });
    },
    pglite: async (title) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'alinhavo-foundation-pglite-'));
      const servers = await startBenchServers({ kind: 'pglite', dataDir });
      try {
        return await measureRequests({
          section: title,
          servers,
          connections: 10,
          seconds: options.seconds,
          rounds: options.rounds,
          suppliers: 1000,
        });
      } finally {
        await servers.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    start: (title) => measureStarts(title, options.server, options.hogs),
    web: (title) => measureFirstLoadJs(title, options.server),
    lists: async (title) => {
      const { servers, url } = await openPostgres();
      const result = await measureListScale({
        section: title,
        servers,
        databaseUrl: url,
        totalRows: options.rows,
        samples: options.samples,
      });
      plans.push(...result.plans);
      return result.rows;
    },
    realtime: async (title) => {
      const { servers, url } = await openPostgres();
      return measureRealtime({ section: title, servers, databaseUrl: url, sockets: 500, events: 40 });
    },
  };

  const cleanUp = async () => {
    const opened = postgres;
    postgres = undefined;
    if (!opened) return;
    await opened.servers.stop();
    await opened.drop();
  };
  // Interrupted (Ctrl+C): still drop the throwaway database. Bench servers exit with their parent on their own.
  const interrupted = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    for (const name of SECTIONS) {
      if (!options.only.includes(name)) continue;
      const title = SECTION_TITLES[name];
      log(`\n== ${title} ==`);
      const started = performance.now();
      try {
        rows.push(...(await run[name](title)));
      } catch (error) {
        failed = true;
        log(`  ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        rows.push({ section: title, metric: 'section failed (see above)', value: '', verdict: 'ERROR' });
      }
      log(`  (${name}: ${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await cleanUp();
  }
  return { rows, plans, failed };
}
