// The plans of the sales centre and the customer's sales card at scale, on PostgreSQL: one company with SALES sales
// (two years, one every few minutes, 3 lines each, PDV and orders, 3% cancelled) among neighbours holding OTHERS× as
// much; each service timed (p50 of SAMPLES runs, as the app role under row-level security) with the plan of each
// statement it sends (EXPLAIN ANALYZE, same role and company).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/api/bench/explain-sales-center.ts
//
// A throwaway database is created next to the one named by DATABASE_URL and dropped at the end (KEEP=1 keeps it).
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { addDaysToDate, FEATURE_KEYS, salesCenterQuerySchema, todayInSaoPaulo } from '@alinhavo/domain';
import pg from 'pg';
import {
  getCustomerSales,
  getRecentSales,
  getSalesProducts,
  getSalesSummary,
} from '../src/modules/sales-center/index.ts';
import { openDatabase } from '../src/platform/db/client.ts';
import { runAsTenant } from '../src/platform/db/tenant.ts';
import type { TenantContext } from '../src/platform/http/tenant-context.ts';

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SALES = Number(process.env.SALES ?? 100_000);
const OTHERS = Number(process.env.OTHERS ?? 1);
const SAMPLES = Number(process.env.SAMPLES ?? 7);
const NEIGHBOURS = 5;

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

/** One company's catalogue, customers and `sales` sales spread over two years up to now. */
function seedStatements(company: string, sales: number, tag: string, index: number): string[] {
  const c = company;
  return [
    `insert into products (company_id, reference, name, sizes)
     select ${c}, 'REF-${tag}-' || g, 'Produto ' || g, array['P','M','G','GG'] from generate_series(1, 400) g`,
    `insert into colors (company_id, name, hex) select ${c}, 'Cor ${tag} ' || g, '#3366' || lpad(to_hex(g), 2, '0')
     from generate_series(1, 12) g`,
    `insert into product_variants (company_id, product_id, color_id, size, sku, barcode)
     select ${c}, p.id, col.id, s, p.reference || '-' || col.name || '-' || s,
       '2${index}' || lpad((row_number() over ())::text, 11, '0')
     from products p cross join (select id, name from colors where company_id = ${c} order by name limit 2) col
     cross join unnest(array['P','M','G','GG']) s where p.company_id = ${c}`,
    `insert into customers (company_id, person_type, name) select ${c}, 'pj', 'Cliente ${tag} ' || g
     from generate_series(1, 2000) g`,
    `insert into cash_registers (company_id, name) values (${c}, 'Caixa ${tag}')`,
    `insert into cash_sessions (company_id, register_id, status, opening_float_cents, closed_at, counted)
     select ${c}, id, 'fechado', 0, now(), '{}'::jsonb from cash_registers where company_id = ${c}`,
    `with cs as (select array_agg(id) as ids from customers where company_id = ${c}),
          s as (select id from cash_sessions where company_id = ${c} limit 1)
     insert into sales_orders (company_id, channel, code, status, customer_id, customer_name, cash_session_id,
       issued_at, subtotal_cents, total_cents, item_count)
     select ${c}, case when g % 3 = 0 then 'pedido' else 'pdv' end, '${tag}-' || g,
       case when g % 33 = 0 then 'cancelado' when g % 3 = 0 and g % 7 = 0 then 'orcamento' else 'entregue' end,
       case when g % 3 = 0 or g % 5 = 0 then cs.ids[1 + g % 2000] end, 'Cliente ' || (g % 2000),
       case when g % 3 <> 0 then (select id from s) end,
       now() - ((${sales} - g) * (interval '2 years' / ${sales})), 3 * 4990, 3 * 4990, 3
     from generate_series(1, ${sales}) g, cs`,
    `with v as (select id, product_id, row_number() over (order by id) as n from product_variants where company_id = ${c}),
          o as (select id, row_number() over (order by issued_at) as n from sales_orders where company_id = ${c})
     insert into sales_order_items (company_id, order_id, position, product_id, product_variant_id, quantity,
       unit_price_cents, total_cents)
     select ${c}, o.id, pos, v.product_id, v.id, 1, 4990, 4990
     from o cross join generate_series(1, 3) pos join v on v.n = 1 + (o.n * 7 + pos * 131) % 3200`,
  ];
}

async function seed(client: pg.Client, companyId: string) {
  const neighbours = Array.from({ length: NEIGHBOURS }, () => randomUUID());
  for (const [id, name] of [
    [companyId, 'Confecção Grande'],
    ...neighbours.map((n, i) => [n, `Vizinha ${i + 1}`]),
  ])
    await client.query('insert into companies (id, name) values ($1, $2)', [id, name]);
  for (const statement of seedStatements(`'${companyId}'::uuid`, SALES, 'a', 0))
    await client.query(statement);
  for (const [i, neighbour] of neighbours.entries()) {
    const sales = Math.round((SALES * OTHERS) / NEIGHBOURS);
    for (const statement of seedStatements(`'${neighbour}'::uuid`, sales, `n${i}`, i + 1))
      await client.query(statement);
  }
  await client.query('vacuum analyze');
}

type Case = { label: string; run: (tx: never) => Promise<unknown> };

function cases(tenant: TenantContext, customerId: string): Case[] {
  const today = todayInSaoPaulo();
  const year = salesCenterQuerySchema.parse({
    period: 'personalizado',
    from: addDaysToDate(today, -365),
    to: today,
  });
  const hoje = salesCenterQuerySchema.parse({ period: 'hoje' });
  const week = salesCenterQuerySchema.parse({ period: '7dias' });
  const month = salesCenterQuerySchema.parse({ period: 'mes' });
  return [
    { label: 'summary hoje', run: (tx) => getSalesSummary(tx, tenant, hoje) },
    { label: 'summary mes', run: (tx) => getSalesSummary(tx, tenant, month) },
    { label: 'summary 1 ano', run: (tx) => getSalesSummary(tx, tenant, year) },
    { label: 'products 7dias', run: (tx) => getSalesProducts(tx, tenant, week) },
    { label: 'products mes', run: (tx) => getSalesProducts(tx, tenant, month) },
    { label: 'products 1 ano', run: (tx) => getSalesProducts(tx, tenant, year) },
    { label: 'recent', run: (tx) => getRecentSales(tx, tenant, { limit: 15 }) },
    { label: 'customer sales', run: (tx) => getCustomerSales(tx, tenant, customerId) },
  ];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function summarise(plan: string[]): string {
  const scans = plan
    .map((line) => line.trim().replace(/^->\s+/, ''))
    .filter((line) => /Scan/.test(line))
    .map((line) => line.replace(/\s+\(cost=.*$/, '').replace(/\s+\(actual.*$/, ''));
  const time = plan.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '?';
  return `${time.padStart(10)} | ${[...new Set(scans)].join('; ')}`;
}

async function main() {
  const name = `alinhavo_sales_center_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await handle.migrate();
    await client.connect();
    const started = performance.now();
    const companyId = randomUUID();
    await seed(client, companyId);
    const counts = await client.query(
      `select (select count(*) from sales_orders) as sales, (select count(*) from sales_order_items) as items`,
    );
    console.log(
      `seeded in ${((performance.now() - started) / 1000).toFixed(0)} s: one company with ${SALES.toLocaleString('en')} sales among ${JSON.stringify(counts.rows[0])}`,
    );
    const customer = await client.query(
      `select customer_id from sales_orders where company_id = $1 and customer_id is not null
       group by 1 order by count(*) desc limit 1`,
      [companyId],
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
    for (const c of cases(tenant, customer.rows[0].customer_id)) {
      for (let i = 0; i < 2; i++) await runAsTenant(handle.db, companyId, (tx) => c.run(tx as never));
      const times: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const t0 = performance.now();
        await runAsTenant(handle.db, companyId, (tx) => c.run(tx as never));
        times.push(performance.now() - t0);
      }
      capture = [];
      await runAsTenant(handle.db, companyId, (tx) => c.run(tx as never));
      const statements = capture;
      capture = null;
      const lines = [`${c.label.padEnd(20)} p50 ${median(times).toFixed(1).padStart(7)} ms`];
      for (const statement of statements) {
        await client.query('begin');
        await client.query(
          `select set_config('role', 'alinhavo_app', true), set_config('app.company_id', $1, true)`,
          [companyId],
        );
        const explained = await client.query(
          `explain (analyze, buffers) ${statement.text}`,
          statement.values,
        );
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
    if (process.env.KEEP) console.log(`kept database ${name}`);
    else await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

await main();
