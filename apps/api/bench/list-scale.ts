import pg from 'pg';
import type { BenchCompany } from './bench-app.ts';
import type { BenchServers } from './bench-process.ts';
import { explainStatement } from './plan-summary.ts';
import { log, ms, type ReportRow, times, verdict } from './report.ts';
import { routeStatements, settingStatements } from './sql-capture.ts';
import { median, timed } from './stats.ts';
import { COMMON_WORD, supplierRowsSql, UNACCENTED_WORD } from './supplier-seed.ts';

export type ListScaleOptions = {
  section: string;
  servers: BenchServers;
  databaseUrl: string;
  /** Suppliers in all companies together (1,000,000 by default). */
  totalRows: number;
  /** Requests per figure, after a short warm-up; the p50 is reported. */
  samples: number;
};

const NEIGHBOURS = 50;
const SEARCH_LIMIT = 3;

const QUERIES = [
  { key: 'first', label: 'first page', query: '' },
  { key: 'search', label: `search '${COMMON_WORD}'`, query: `?q=${COMMON_WORD}` },
  { key: 'unaccented', label: `search '${UNACCENTED_WORD}' (no accent)`, query: `?q=${UNACCENTED_WORD}` },
  { key: 'page50', label: 'page 50', query: '?page=50' },
  { key: 'newest', label: 'newest first', query: '?sort=createdAt&dir=desc' },
] as const;

/**
 * Lists at scale: two signed-up companies with 1k and 100k suppliers among `totalRows` in all (the rest spread
 * over neighbour companies), generated in SQL; then the app's GET /api/suppliers over HTTP, one request at a
 * time: first page, searches, page 50 and newest first; and the plan of each statement the route sends.
 */
export async function measureListScale(
  options: ListScaleOptions,
): Promise<{ rows: ReportRow[]; plans: string[] }> {
  const { servers, section } = options;
  const large = Math.min(100_000, Math.floor(options.totalRows / 10));
  const small = Math.min(1_000, Math.floor(large / 2));
  const companies = [
    { size: small, company: await servers.signUp('Confecção Pequena') },
    { size: large, company: await servers.signUp('Confecção Grande') },
  ];

  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const rows: ReportRow[] = [];
  const plans: string[] = [];
  try {
    const [, seedMs] = await timed(() => seed(client, companies, options.totalRows));
    const [{ count }] = (await client.query('select count(*)::int as count from suppliers')).rows as [
      { count: number },
    ];
    log(
      `  ${count.toLocaleString('en')} suppliers in all, generated and analysed in ${(seedMs / 1000).toFixed(1)} s`,
    );

    for (const { size, company } of companies) {
      const scale = `${size.toLocaleString('en')} of ${count.toLocaleString('en')}`;
      const measured = await timeRoutes(
        servers.appUrl,
        company,
        QUERIES.map(({ query }) => `/api/suppliers${query}`),
        options.samples,
      );
      const p50s: Record<string, number> = {};
      const found: Record<string, string> = {};
      for (const [i, { key, label, query }] of QUERIES.entries()) {
        p50s[key] = measured[i]!.p50;
        found[key] = measured[i]!.summary;
        log(
          `  ${scale.padEnd(20)} ${label.padEnd(28)} p50 ${ms(measured[i]!.p50)}  (${measured[i]!.summary})`,
        );
        for (const line of await planLines(servers, client, company, `/api/suppliers${query}`))
          plans.push(`${scale} · ${label}: ${line}`);
      }
      const ratio = p50s.search! / p50s.first!;
      rows.push(
        { section, metric: `${scale}: first page p50`, value: ms(p50s.first!) },
        {
          section,
          metric: `${scale}: search '${COMMON_WORD}' p50 — ${found.search}`,
          value: ms(p50s.search!),
          baseline: `${ms(p50s.first!)} (first page)`,
          ratio: times(ratio),
          target: `≤ ${SEARCH_LIMIT}×`,
          verdict: verdict(ratio <= SEARCH_LIMIT),
        },
        {
          section,
          metric: `${scale}: search '${UNACCENTED_WORD}' (no accent) p50 — ${found.unaccented}`,
          value: ms(p50s.unaccented!),
        },
        {
          section,
          metric: `${scale}: page 50 p50`,
          value: ms(p50s.page50!),
          baseline: `${ms(p50s.first!)} (first page)`,
          ratio: times(p50s.page50! / p50s.first!),
        },
        { section, metric: `${scale}: newest first p50`, value: ms(p50s.newest!) },
      );
    }
  } finally {
    await client.end();
  }
  return { rows, plans };
}

/** Generated rows, skipping per-row foreign-key triggers (superuser); then VACUUM ANALYZE as a live database has. */
async function seed(
  client: pg.Client,
  companies: { size: number; company: BenchCompany }[],
  totalRows: number,
) {
  const [{ existing }] = (await client.query('select count(*)::int as existing from suppliers')).rows as [
    { existing: number },
  ];
  await client.query(`
    insert into companies (id, name)
    select md5('bench-neighbour-' || n)::uuid, 'Confecção Vizinha ' || n from generate_series(0, ${NEIGHBOURS - 1}) n
    on conflict do nothing`);
  await client.query('set session_replication_role = replica');
  try {
    let numbered = 0;
    for (const { size, company } of companies) {
      await client.query(supplierRowsSql(`'${company.companyId}'::uuid`, size, numbered));
      numbered += size;
    }
    const rest = Math.max(0, totalRows - numbered - existing);
    const chunk = 250_000;
    for (let done = 0; done < rest; done += chunk) {
      const count = Math.min(chunk, rest - done);
      await client.query(
        supplierRowsSql(`md5('bench-neighbour-' || (g % ${NEIGHBOURS}))::uuid`, count, numbered),
      );
      numbered += count;
    }
  } finally {
    await client.query('set session_replication_role = origin');
  }
  await client.query('vacuum analyze suppliers');
}

/**
 * Sequential requests over HTTP with the company's session, the paths taken in turn (so a burst of other work on
 * the host slows all of them alike): a warm-up of 3 rounds, then `samples` timed rounds; p50 of each path.
 */
async function timeRoutes(appUrl: string, company: BenchCompany, paths: readonly string[], samples: number) {
  const headers = { cookie: company.cookie };
  const durations = paths.map(() => [] as number[]);
  const summaries = paths.map(() => '');
  for (let round = 0; round < samples + 3; round++) {
    for (const [i, path] of paths.entries()) {
      const started = performance.now();
      const response = await fetch(`${appUrl}${path}`, { headers });
      const text = await response.text();
      const elapsed = performance.now() - started;
      if (response.status !== 200)
        throw new Error(`GET ${path} answered ${response.status}: ${text.slice(0, 300)}`);
      if (round >= 3) durations[i]!.push(elapsed);
      if (round === 0) summaries[i] = summarizeBody(text);
    }
  }
  return paths.map((_, i) => ({ p50: median(durations[i]!), summary: summaries[i]! }));
}

function summarizeBody(text: string): string {
  const body = JSON.parse(text) as { items?: unknown[]; total?: unknown; hasMore?: unknown; more?: unknown };
  const more = body.hasMore ?? body.more;
  return `${body.items?.length ?? '?'} items, total ${JSON.stringify(body.total)}${more !== undefined ? `, more ${JSON.stringify(more)}` : ''}`;
}

/** Captures the statements the route sends for this request and explains each one that reads suppliers. */
async function planLines(servers: BenchServers, client: pg.Client, company: BenchCompany, path: string) {
  const captured = await servers.capture('GET', path, company.cookie);
  // A request's BEGIN travels with its settings ('begin; select set_config(...)', pipeline mode): replayed alone.
  const sent = captured.statements.map((s) => ({ ...s, text: s.text.replace(/^\s*begin\s*;\s*/i, '') }));
  const settings = settingStatements(sent);
  const lines: string[] = [];
  for (const statement of routeStatements(sent, 'suppliers')) {
    // A search's page is ranked (its keys and the count of its matches, listPage), then read by key.
    const kind = /over \(\)/i.test(statement.text)
      ? 'ranked'
      : /count\(/i.test(statement.text)
        ? 'count'
        : 'page';
    lines.push(`${kind}: ${await explainStatement(client, settings, statement)}`);
  }
  if (settings.length === 0) lines.push('(no role or tenant setting was captured: explained as the owner)');
  return lines;
}
