// Foundation bench (issue 12 "Done means"), side by side in one run:
//   postgres  the app's GET and POST /api/suppliers at 50 connections against a bare node:http + pg Pool server
//             sending the same SQL (captured from the app) — p50 ≤ 2×, throughput ≥ 0.5×
//   pglite    the same on PGlite at 10 connections
//   start     restart with data and first start with the demo (median of 3)
//   web       the signed-in first-load JavaScript of /app/produtos (gzip) — ≤ 150 KiB
//   lists     first page, search and page 50 at 1k and 100k suppliers in one company among 1M rows in all —
//             search p50 ≤ 3× the first page; EXPLAIN (ANALYZE, BUFFERS) plan summaries
//   realtime  500 WebSockets following a company's batches; event delivery p95 from the database change to the
//             socket ≤ 100 ms, beside the median HTTP round trip of the same run
// Usage: npm run bench:foundation -w @alinhavo/api [-- --only postgres,lists --rows 20000 --duration 5]
//   --rows N       suppliers in all for the lists section (1,000,000)     --duration S  seconds per load run (10)
//   --rounds N     load runs per server and route; the best counts (2)    --samples N   requests per list figure (30)
//   --only a,b     sections to run (postgres, pglite, start, web, lists, realtime)  --strict      exit 1 when a target is missed
//   --server auto|built|source   the server the start and web sections spawn (auto: built when there is a build)
//   --hogs 0,2     CPU hogs kept running during the start measurements, one set of runs per count
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) must be able to create databases: a throwaway
// database is created, migrated and dropped at the end. Everything listens on loopback only.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { runSections, SECTIONS, type SectionName } from './foundation-sections.ts';
import { log, printTable } from './report.ts';
import type { ServerMode } from './server-command.ts';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    samples: { type: 'string', default: '30' },
    only: { type: 'string' },
    server: { type: 'string', default: 'auto' },
    hogs: { type: 'string', default: '0,2' },
    strict: { type: 'boolean', default: false },
  },
});

const only = (args.only
  ?.split(',')
  .map((s) => s.trim())
  .filter(Boolean) ?? [...SECTIONS]) as SectionName[];
const unknown = only.filter((name) => !SECTIONS.includes(name));
if (unknown.length || !['auto', 'built', 'source'].includes(args.server)) {
  log(
    `Sections: ${SECTIONS.join(', ')} (unknown: ${unknown.join(', ') || 'none'}); --server auto|built|source`,
  );
  process.exit(2);
}

const [one, five, fifteen] = loadavg();
log(
  `Foundation bench — host load average ${one!.toFixed(2)} / ${five!.toFixed(2)} / ${fifteen!.toFixed(2)} (1/5/15 min), Node ${process.version}`,
);
const { rows, plans, failed } = await runSections({
  only,
  rows: Number(args.rows),
  seconds: Number(args.duration),
  rounds: Number(args.rounds),
  samples: Number(args.samples),
  server: args.server as ServerMode,
  hogs: args.hogs.split(',').map(Number),
});

log('\nFoundation bench — results');
printTable(rows);
if (plans.length) {
  log('\nQuery plans (EXPLAIN ANALYZE, BUFFERS) of the list requests:');
  for (const line of plans) log(`  ${line}`);
}
log(`\nHost load average at the end: ${loadavg()[0]!.toFixed(2)}`);
const errors = rows.filter((row) => row.verdict === 'ERROR').length;
const misses = rows.filter((row) => row.verdict === 'FAIL').length;
if (errors || failed) process.exitCode = 1;
else if (misses && args.strict) process.exitCode = 1;
