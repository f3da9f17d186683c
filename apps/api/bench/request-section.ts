import { completeCnpj } from '@alinhavo/domain';
import type { BenchServers, Captured } from './bench-process.ts';
import { describeLoad, type LoadResult, type LoadTarget, runLoad } from './http-load.ts';
import { log, ms, perSecond, type ReportRow, ratioRow, times } from './report.ts';
import { countTransactions, routeStatements, type Statement } from './sql-capture.ts';
import { supplierRowsSql } from './supplier-seed.ts';

export type RequestBenchOptions = {
  section: string;
  servers: BenchServers;
  connections: number;
  seconds: number;
  rounds: number;
  /** Suppliers the measured company holds before the runs (the list's first page is a full page). */
  suppliers: number;
};

const NEW_SUPPLIER = {
  name: 'Malharia Benchmark Ltda',
  documentNumber: completeCnpj('112223330001'),
  phone: '11987654321',
  email: 'contato@malharia-benchmark.com.br',
  address: 'Rua das Costureiras, 120 - Brás, São Paulo - SP',
};

/**
 * The app's authenticated GET /api/suppliers (first page) and POST /api/suppliers against the bare baseline
 * running the SQL captured from the same app requests. Runs alternate app and baseline, `rounds` times each; the
 * run with the highest throughput of each server counts (the least disturbed by other work on the host).
 */
export async function measureRequests(options: RequestBenchOptions): Promise<ReportRow[]> {
  const { servers, section } = options;
  const company = await servers.signUp('Confecção Benchmark de Requisições');
  await servers.sql(supplierRowsSql(`'${company.companyId}'::uuid`, options.suppliers, 0));
  const list = await captureWarm(servers, 'GET', '/api/suppliers', company.cookie);
  const create = await captureWarm(servers, 'POST', '/api/suppliers', company.cookie, NEW_SUPPLIER);
  const listSql = routeStatements(list.statements, 'suppliers');
  const createSql = routeStatements(create.statements, 'suppliers');
  if (listSql.length === 0 || createSql.length === 0) throw new Error('no suppliers statement was captured');
  const bareUrl = await servers.serveBare({ list: listSql, create: createSql });

  describeStatements('GET /api/suppliers', list.statements, listSql);
  describeStatements('POST /api/suppliers', create.statements, createSql);

  const appHeaders = { cookie: company.cookie, origin: servers.appUrl };
  const json = { 'content-type': 'application/json' };
  const body = JSON.stringify(NEW_SUPPLIER);
  const targets = {
    list: {
      app: { url: `${servers.appUrl}/api/suppliers`, headers: appHeaders },
      bare: { url: `${bareUrl}/list` },
    },
    create: {
      app: {
        url: `${servers.appUrl}/api/suppliers`,
        method: 'POST',
        headers: { ...appHeaders, ...json },
        body,
      },
      bare: { url: `${bareUrl}/create`, method: 'POST', headers: json, body },
    },
  } satisfies Record<string, { app: LoadTarget; bare: LoadTarget }>;

  const rows: ReportRow[] = [];
  for (const [name, route] of Object.entries(targets) as [keyof typeof targets, (typeof targets)['list']][]) {
    const label = name === 'list' ? 'GET /api/suppliers' : 'POST /api/suppliers';
    // Warm-up: JIT, pool connections, caches.
    await runLoad(route.app, options.connections, Math.min(3, options.seconds));
    await runLoad(route.bare, options.connections, Math.min(3, options.seconds));
    const runs: { app: MeasuredRun[]; bare: MeasuredRun[] } = { app: [], bare: [] };
    for (let round = 1; round <= options.rounds; round++) {
      for (const side of ['app', 'bare'] as const) {
        const cpuBefore = await servers.cpuMs();
        const result = await runLoad(route[side], options.connections, options.seconds);
        const cpuPerRequest = (await servers.cpuMs()) - cpuBefore;
        runs[side].push({ ...result, cpuPerRequest: cpuPerRequest / Math.max(1, result.total) });
        log(
          `  ${label.padEnd(20)} ${side.padEnd(4)} round ${round}: ${describeLoad(result)}, server CPU ${(cpuPerRequest / Math.max(1, result.total)).toFixed(2)} ms/request`,
        );
      }
    }
    const app = best(runs.app);
    const bare = best(runs.bare);
    const clean = app.failures === 0 && bare.failures === 0;
    rows.push(
      ratioRow(section, `${label} p50`, app.p50, bare.p50, ms, 2, true, clean),
      ratioRow(section, `${label} throughput`, app.rps, bare.rps, perSecond, 0.5, false, clean),
      {
        section,
        metric: `${label} server CPU per request (Node process)`,
        value: `${app.cpuPerRequest.toFixed(2)} ms`,
        baseline: `${bare.cpuPerRequest.toFixed(2)} ms`,
        ratio: times(app.cpuPerRequest / bare.cpuPerRequest),
      },
    );
  }
  rows.push({
    section,
    metric: 'Statements per request (list / create)',
    value: `${list.statements.length} in ${countTransactions(list.statements)} tx / ${create.statements.length} in ${countTransactions(create.statements)} tx`,
    baseline: `${listSql.length} / ${createSql.length}`,
  });
  return rows;
}

/** The second of two identical requests: what a request sends once per-session caches are warm. */
async function captureWarm(
  servers: BenchServers,
  method: string,
  path: string,
  cookie: string,
  body?: unknown,
): Promise<Captured> {
  await servers.capture(method, path, cookie, body);
  const captured = await servers.capture(method, path, cookie, body);
  const expected = method === 'POST' ? 201 : 200;
  if (captured.status !== expected)
    throw new Error(`${method} ${path} answered ${captured.status}: ${captured.body}`);
  return captured;
}

function describeStatements(label: string, all: Statement[], route: Statement[]) {
  log(
    `  ${label}: the app sends ${all.length} statements in ${countTransactions(all)} transaction(s); the route's own:`,
  );
  for (const statement of route) log(`    ${statement.text.replace(/\s+/g, ' ').slice(0, 160)}`);
}

type MeasuredRun = LoadResult & { cpuPerRequest: number };

function best(results: MeasuredRun[]): MeasuredRun {
  return results.reduce((a, b) => (b.rps > a.rps ? b : a));
}
