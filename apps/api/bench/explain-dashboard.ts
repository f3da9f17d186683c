// The plans of the dashboard's cards at scale, on PostgreSQL: one company with BATCHES batches (most of them packed
// long ago, as after years of use), their grids, WORKSHOPS workshops and MATERIALS materials, among neighbours
// holding OTHERS× as much; each card's service timed (p50 of SAMPLES runs, as the app role under row-level
// security) with the plan of each statement it sends (EXPLAIN ANALYZE, same role and company). The batch list
// filtered as each card links to it is measured too.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/api/bench/explain-dashboard.ts
//
// A throwaway database is created next to the one named by DATABASE_URL and dropped at the end (KEEP=1 keeps it,
// REUSE=<name> measures it again without seeding).
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { FEATURE_KEYS, todayInSaoPaulo, weekStartOf } from '@alinhavo/domain';
import pg from 'pg';
import { listBatches } from '../src/modules/batches/index.ts';
import {
  getApprovedThisWeek,
  getBatchesAtWorkshops,
  getBatchStages,
  getLateBatches,
  getStockAlerts,
} from '../src/modules/dashboard/index.ts';
import { openDatabase } from '../src/platform/db/client.ts';
import { runAsTenant } from '../src/platform/db/tenant.ts';
import type { TenantContext } from '../src/platform/http/tenant-context.ts';

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BATCHES = Number(process.env.BATCHES ?? 50_000);
const WORKSHOPS = Number(process.env.WORKSHOPS ?? 150);
const MATERIALS = Number(process.env.MATERIALS ?? 5_000);
const OTHERS = Number(process.env.OTHERS ?? 2);
const SAMPLES = Number(process.env.SAMPLES ?? 7);
const NEIGHBOURS = 20;

// ---- statements the services send, captured at the driver -------------------------------------------------
type Captured = { text: string; values: unknown[] };
let capture: Captured[] | null = null;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function patched(this: pg.Client, ...args: unknown[]) {
  const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
  if (capture) {
    const text = typeof first === 'string' ? first : first.text;
    const values = (typeof first === 'string' ? undefined : first.values) ?? second ?? [];
    if (!/set_config\('role'|^begin|^commit|^rollback/i.test(text.trim())) capture.push({ text, values });
  }
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

// ---- data ----------------------------------------------------------------------------------------------------
/**
 * One company's production history (`company` SQL, numbers from `first`): products, colours, workshops, orders,
 * batches of 4 cells, one every 30 minutes (BATCHES = 50,000 is three years of a large confecção), each due 25 days
 * after it was made, and materials with two variations, 30% of them with a minimum.
 */
function seedStatements(company: string, first: number, scale: number): string[] {
  const batches = BATCHES * scale;
  const series = (count: number) => `generate_series(${first + 1}, ${first + count}) g`;
  const tag = `'${first}-'`;
  return [
    `insert into products (company_id, reference, name, sizes)
     select ${company}, 'REF-' || ${tag} || g, 'Produto ' || g, array['P','M','G','GG'] from ${series(2_000 * scale)}`,
    `insert into colors (company_id, name) select ${company}, 'Cor ' || ${tag} || g from ${series(30)}`,
    `insert into outworkers (company_id, name) select ${company}, 'Facção ' || ${tag} || g from ${series(WORKSHOPS * scale)}`,
    `insert into production_orders (company_id, code, product_id, status)
     select ${company}, 'OP-' || ${tag} || g, (select id from products where company_id = ${company} order by id limit 1), 'em_producao'
     from ${series(Math.ceil(batches / 5))}`,
    `with o as (select id, row_number() over () as n from production_orders where company_id = ${company}),
          p as (select id, row_number() over () as n from products where company_id = ${company}),
          w as (select id, row_number() over () as n from outworkers where company_id = ${company}),
          b as (
            -- A batch every 30 minutes; its status follows its age (cut in 3 days, at the workshop until day 13,
            -- reviewed by day 17, packed after 20), except 2% of the older ones still stuck somewhere.
            select g, created,
                   case when age < 3 then 'aguardando_corte' when age < 5 then 'cortado'
                        when age < 8 then 'enviado' when age < 13 then 'em_producao'
                        when age < 15 then 'finalizado_faccao' when age < 17 then 'em_revisao'
                        when age < 20 then 'aprovado'
                        when g % 50 = 0 then (array['aguardando_corte','cortado','enviado','em_producao','finalizado_faccao','em_revisao','aprovado'])[1 + (g / 50) % 7]
                        else 'embalado' end as status
            from (select g, now() - ((${first + batches} - g) * interval '30 minutes') as created,
                         (${first + batches} - g) / 48.0 as age
                  from ${series(batches)}) as aged
          )
     insert into batches (company_id, code, production_order_id, product_id, status, total_quantity, due_date,
                          outworker_id, sent_at, returned_at, approved_at, packed_at, created_at, updated_at)
     select ${company}, 'L-' || ${tag} || b.g, o.id, p.id, b.status, 40 + b.g % 160,
            (b.created + interval '25 days')::date,
            case when b.status not in ('aguardando_corte', 'cortado') then w.id end,
            case when b.status not in ('aguardando_corte', 'cortado') then b.created + interval '5 days' end,
            case when b.status in ('finalizado_faccao','em_revisao','aprovado','embalado') then b.created + interval '15 days' end,
            case when b.status in ('aprovado','embalado') then b.created + interval '17 days' end,
            case when b.status = 'embalado' then b.created + interval '20 days' end,
            b.created, b.created
     from b
     join o on o.n = 1 + b.g % ${Math.ceil(batches / 5)}
     join p on p.n = 1 + b.g % ${2_000 * scale}
     join w on w.n = 1 + b.g % ${WORKSHOPS * scale}`,
    `insert into batch_items (company_id, batch_id, color_id, size, quantity, approved_quantity, defect_quantity)
     select b.company_id, b.id, c.id, s.size, b.total_quantity / 4,
            case when b.status in ('aprovado','embalado') then b.total_quantity / 4 - 1 else 0 end,
            case when b.status in ('aprovado','embalado') then 1 else 0 end
     from batches b
     cross join unnest(array['P','M','G','GG']) as s(size)
     cross join (select id from colors where company_id = ${company} order by id limit 1) c
     where b.company_id = ${company}`,
    `insert into materials (company_id, name, category, unit, minimum_stock)
     select ${company}, 'Material ' || ${tag} || g, (array['tecido','aviamento','embalagem'])[1 + g % 3], 'm',
            case when g % 10 < 3 then 50 else 0 end
     from ${series(MATERIALS * scale)}`,
    `insert into material_variations (company_id, material_id, name, size, is_default, stock)
     select m.company_id, m.id, v.name, v.name, v.name = 'P', (abs(hashtext(m.id::text || v.name)) % 1000)::numeric
     from materials m cross join unnest(array['P', 'G']) as v(name)
     where m.company_id = ${company}`,
  ];
}

async function seed(client: pg.Client, companyId: string): Promise<void> {
  const neighbours = Array.from({ length: NEIGHBOURS }, () => randomUUID());
  for (const [id, name] of [
    [companyId, 'Confecção Grande'],
    ...neighbours.map((n, i) => [n, `Vizinha ${i + 1}`]),
  ])
    await client.query('insert into companies (id, name) values ($1, $2)', [id, name]);
  // As the owner (a superuser here: RLS does not apply). Each neighbour holds OTHERS/NEIGHBOURS of the company's
  // size, so the neighbours together hold OTHERS× as much.
  for (const statement of seedStatements(`'${companyId}'::uuid`, 0, 1)) await client.query(statement);
  for (const [i, neighbour] of neighbours.entries()) {
    for (const statement of seedStatements(`'${neighbour}'::uuid`, (i + 1) * 10_000_000, OTHERS / NEIGHBOURS))
      await client.query(statement);
  }
  await client.query('vacuum analyze');
}

// ---- runs ------------------------------------------------------------------------------------------------------
type Case = { label: string; run: (tx: never) => Promise<unknown> };

function cases(tenant: TenantContext): Case[] {
  const limit = { limit: 5 };
  const list = (query: Record<string, unknown>) => (tx: never) =>
    listBatches(tx, tenant, {
      page: 1,
      pageSize: 20,
      sort: 'code',
      dir: 'desc',
      late: false,
      atWorkshop: false,
      ...query,
    } as never);
  return [
    { label: 'late batches', run: (tx) => getLateBatches(tx, tenant, limit) },
    { label: 'at workshops', run: (tx) => getBatchesAtWorkshops(tx, tenant, limit) },
    { label: 'approved this week', run: (tx) => getApprovedThisWeek(tx, tenant) },
    { label: 'stock alerts', run: (tx) => getStockAlerts(tx, tenant, limit) },
    { label: 'batch stages', run: (tx) => getBatchStages(tx, tenant) },
    { label: 'list ?atrasados=1', run: list({ late: true }) },
    { label: 'list ?naFaccao=1', run: list({ atWorkshop: true }) },
    { label: 'list ?aprovadosDesde=monday', run: list({ approvedFrom: weekStartOf(todayInSaoPaulo()) }) },
  ];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The plan's scans (which index, or a sequential scan) and its execution time, on one line. */
function summarise(plan: string[]): string {
  const scans = plan
    .map((line) => line.trim().replace(/^->\s+/, ''))
    .filter((line) => /Scan/.test(line))
    .map((line) => line.replace(/\s+\(cost=.*$/, '').replace(/\s+\(actual.*$/, ''));
  const time = plan.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '?';
  return `${time.padStart(10)} | ${[...new Set(scans)].join('; ')}`;
}

async function main() {
  const reuse = process.env.REUSE;
  const name = reuse ?? `alinhavo_dashboard_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  if (!reuse) await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await handle.migrate();
    await client.connect();
    const started = performance.now();
    const companyId = reuse
      ? ((await client.query(`select id from companies where name = 'Confecção Grande'`)).rows[0]
          .id as string)
      : randomUUID();
    if (!reuse) await seed(client, companyId);
    const counts = await client.query(
      `select (select count(*) from batches) as batches, (select count(*) from batch_items) as items,
              (select count(*) from material_variations) as variations`,
    );
    console.log(
      `seeded in ${((performance.now() - started) / 1000).toFixed(0)} s: one company with ${BATCHES.toLocaleString('en')} batches among ${JSON.stringify(counts.rows[0])}`,
    );
    const permissions = Object.fromEntries(FEATURE_KEYS.map((f) => [f, 'write'])) as never;
    const tenant: TenantContext = {
      userId: randomUUID(),
      companyId,
      companyName: 'Confecção Grande',
      email: 'a@b.c',
      fullName: 'Bench',
      role: 'owner',
      permissions,
    };

    for (const c of cases(tenant)) {
      for (let i = 0; i < 2; i++) await runAsTenant(handle.db, companyId, (tx) => c.run(tx as never));
      const times: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const t0 = performance.now();
        await runAsTenant(handle.db, companyId, (tx) => c.run(tx as never));
        times.push(performance.now() - t0);
      }
      capture = [];
      const answer = await runAsTenant(handle.db, companyId, (tx) => c.run(tx as never));
      const statements = capture;
      capture = null;
      const lines = [`${c.label.padEnd(28)} p50 ${median(times).toFixed(1).padStart(6)} ms`];
      const brief = JSON.stringify(answer, (key, value) =>
        key === 'items' || key === 'statusCounts' ? undefined : value,
      );
      lines.push(`    answer: ${brief.slice(0, 160)}`);
      for (const statement of statements) {
        await client.query('begin');
        await client.query(
          `select set_config('role', 'alinhavo_app', true), set_config('app.company_id', $1, true)`,
          [companyId],
        );
        const explained = await client.query(`explain (analyze) ${statement.text}`, statement.values);
        await client.query('rollback');
        const plan = explained.rows.map((row: Record<string, string>) => row['QUERY PLAN']!);
        lines.push(`    ${summarise(plan)}`);
        if (process.env.PLANS) lines.push(...plan.map((line) => `        ${line}`));
      }
      console.log(lines.join('\n'));
    }
  } finally {
    await client.end().catch(() => {});
    await handle.close();
    if (process.env.KEEP || reuse) console.log(`kept database ${name}`);
    else await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

await main();
