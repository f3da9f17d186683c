import pg from 'pg';
import type { BenchCompany } from './bench-app.ts';
import type { BenchServers } from './bench-process.ts';
import { explainStatement, summarizePlan } from './plan-summary.ts';
import { log, ms, type ReportRow, times, verdict } from './report.ts';
import { routeStatements, type Statement, settingStatements } from './sql-capture.ts';
import { median, timed } from './stats.ts';
import { COMMON_WORD, PLACES, supplierRowsSql, UNACCENTED_WORD } from './supplier-seed.ts';

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
/** A selective search: a kind, a place and a leading digit of the number (about 93 of 100k names). */
const SELECTIVE = `${COMMON_WORD} ${PLACES[0]!.toLowerCase()} 1`;

const QUERIES = [
  { key: 'first', label: 'first page', query: '' },
  { key: 'search', label: `search '${COMMON_WORD}'`, query: `?q=${COMMON_WORD}` },
  { key: 'unaccented', label: `search '${UNACCENTED_WORD}' (no accent)`, query: `?q=${UNACCENTED_WORD}` },
  { key: 'selective', label: `search '${SELECTIVE}'`, query: `?q=${encodeURIComponent(SELECTIVE)}` },
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
          metric: `${scale}: search '${SELECTIVE}' p50 — ${found.selective}`,
          value: ms(p50s.selective!),
          baseline: `${ms(p50s.first!)} (first page)`,
          ratio: times(p50s.selective! / p50s.first!),
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
  // The search function's call names its table only as a parameter.
  const reading = new Set(routeStatements(sent, 'suppliers'));
  for (const statement of sent.filter((s) => reading.has(s) || /app_search_page\(/i.test(s.text))) {
    // A search alone gets its page's keys and count from app_search_page, a list with filters ranks its matches
    // (listPage); either way the page is then read by key.
    if (/app_search_page\(/i.test(statement.text)) {
      lines.push(`search page: ${await explainStatement(client, settings, statement)}`);
      lines.push(`search page, inside: ${await explainInside(client, settings, statement)}`);
      continue;
    }
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

/**
 * The plan of the statement a search function runs inside (app_search_page's matches, sort and count), which
 * EXPLAIN of the call does not show: auto_explain of nested statements (loaded as the owner, a superuser here),
 * sent back as a notice, with the app's settings replayed as for explainStatement.
 */
async function explainInside(client: pg.Client, settings: readonly Statement[], statement: Statement) {
  const plans: { Plan: Parameters<typeof summarizePlan>[0]; 'Query Text': string }[] = [];
  const durations: number[] = [];
  const onNotice = (notice: { message?: string }) => {
    const match = /^duration: ([\d.]+) ms\s+plan:\s*([\s\S]*)$/.exec(notice.message ?? '');
    if (!match) return;
    plans.push(JSON.parse(match[2]!));
    durations.push(Number(match[1]));
  };
  await client.query('begin');
  client.on('notice', onNotice);
  try {
    await client.query("load 'auto_explain'");
    for (const setting of [
      'auto_explain.log_min_duration = 0',
      'auto_explain.log_nested_statements = on',
      'auto_explain.log_analyze = on',
      'auto_explain.log_buffers = on',
      "auto_explain.log_format = 'json'",
      "auto_explain.log_level = 'notice'",
    ])
      await client.query(`set local ${setting}`);
    for (const setting of settings) await client.query({ text: setting.text, values: setting.values });
    await client.query({ text: statement.text, values: statement.values });
  } finally {
    client.off('notice', onNotice);
    await client.query('rollback');
  }
  const inside = plans.findIndex((plan) => /^\s*WITH matches/i.test(plan['Query Text']));
  return inside < 0 ? '(not captured)' : summarizePlan(plans[inside]!.Plan, durations[inside]!);
}
