// The plans of the list screens at scale, on PostgreSQL: one company with ROWS rows in each list among OTHERS
// rows of other companies; for each list its first page, a search, a sort by creation date and page 50, timed
// through the list services (p50 of SAMPLES runs, as the app role under row-level security) with the plan of each
// statement they send (EXPLAIN ANALYZE, same role and company). CASES=sorts instead takes the first page of every
// sort each list screen offers, in both directions, for these lists and the batches, production orders and product
// costs: a sort without an index shows as a Seq Scan or a Sort over the company's rows.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/api/bench/explain-lists.ts
//
// A throwaway database is created next to the one named by DATABASE_URL and dropped at the end.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  BATCH_SORT_KEYS,
  EMPLOYEE_SORT_KEYS,
  FEATURE_KEYS,
  MATERIAL_SORT_KEYS,
  OUTWORKER_SORT_KEYS,
  PRODUCT_COST_SORT_KEYS,
  PRODUCT_SORT_KEYS,
  PRODUCTION_ORDER_SORT_KEYS,
  SUPPLIER_SORT_KEYS,
} from '@alinhavo/domain';
import pg from 'pg';
import { listBatches } from '../src/modules/batches/index.ts';
import { listEmployees } from '../src/modules/employees/index.ts';
import { listMaterials } from '../src/modules/materials/index.ts';
import { listOutworkers } from '../src/modules/outworkers/index.ts';
import { listProductCosts } from '../src/modules/product-costs/index.ts';
import { listProductionOrders } from '../src/modules/production-orders/index.ts';
import { listProducts } from '../src/modules/products/index.ts';
import { listSuppliers } from '../src/modules/suppliers/index.ts';
import { openDatabase } from '../src/platform/db/client.ts';
import { runAsTenant } from '../src/platform/db/tenant.ts';
import type { TenantContext } from '../src/platform/http/tenant-context.ts';
import { KINDS, PLACES } from './supplier-seed.ts';

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROWS = Number(process.env.ROWS ?? 100_000);
const OTHERS = Number(process.env.OTHERS ?? 2 * ROWS);
const SAMPLES = Number(process.env.SAMPLES ?? 7);
const CASES = process.env.CASES === 'sorts' ? 'sorts' : 'lists';
/** LISTS=materials,costs: only these lists. */
const LISTS = process.env.LISTS?.split(',');
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
const words = `array[${KINDS.map((w) => `'${w}'`).join(',')}]`;
const places = `array[${PLACES.map((w) => `'${w}'`).join(',')}]`;
/** A name from the vocabulary: one in twelve has each word; `botoes` finds 'Botões' only without accents. */
const nameOf = (g: string) =>
  `(${words})[1 + ${g} % 12] || ' ' || (${places})[1 + (${g} / 12) % 10] || ' ' || ${g}`;

/** Rows of one company (`company` SQL) numbered first+1..first+count. */
function seedStatements(company: string, first: number, count: number): string[] {
  const series = `generate_series(${first + 1}, ${first + count}) g`;
  const when = `now() - g * interval '1 minute'`;
  return [
    `insert into suppliers (company_id, name, document_number, phone, email, created_at, updated_at)
     select ${company}, ${nameOf('g')}, lpad(((g::bigint * 7919) % 100000000000000)::text, 14, '0'),
            '11' || lpad(((g::bigint * 104729) % 1000000000)::text, 9, '0'), 'contato' || g || '@fornecedor.com.br', ${when}, ${when}
     from ${series}`,
    `insert into employees (company_id, name, job_title, sector, pay_type, cpf, phone, admission_date, created_at, updated_at)
     select ${company}, ${nameOf('g')}, 'Costureira', (array['corte','costura','acabamento','administrativo'])[1 + g % 4], 'mensal',
            lpad(g::text, 11, '0'), '11' || lpad(g::text, 9, '0'), (date '2020-01-01' + (g % 2000)), ${when}, ${when}
     from ${series}`,
    `insert into outworkers (company_id, name, contact_name, email, capacity_per_day, created_at, updated_at)
     select ${company}, 'Facção ' || ${nameOf('g')}, 'Contato ' || g, 'faccao' || g || '@ex.com.br',
            case when g % 7 = 0 then null else 50 + g % 500 end, ${when}, ${when}
     from ${series}`,
    `insert into materials (company_id, name, category, unit, created_at, updated_at)
     select ${company}, ${nameOf('g')}, (array['tecido','aviamento','embalagem'])[1 + g % 3], 'm', ${when}, ${when}
     from ${series}`,
    `insert into products (company_id, reference, name, sizes, created_at, updated_at)
     select ${company}, 'REF-' || g, ${nameOf('g')}, array['P','M','G'], ${when}, ${when}
     from ${series}`,
  ];
}

async function seed(client: pg.Client, companyId: string): Promise<void> {
  const neighbours = Array.from({ length: NEIGHBOURS }, () => randomUUID());
  for (const [id, name] of [
    [companyId, 'Confecção Grande'],
    ...neighbours.map((n, i) => [n, `Vizinha ${i + 1}`]),
  ])
    await client.query('insert into companies (id, name) values ($1, $2)', [id, name]);
  // As the owner (a superuser here: RLS does not apply), in one transaction per table and company group.
  for (const statement of seedStatements(`'${companyId}'::uuid`, 0, ROWS)) await client.query(statement);
  const spread = `(array[${neighbours.map((n) => `'${n}'::uuid`).join(',')}])[1 + g % ${NEIGHBOURS}]`;
  for (const statement of seedStatements(spread, ROWS, OTHERS)) await client.query(statement);
  // Materials need their default variation for the list's totals; stock, costs and prices spread for the sorts.
  await client.query(`insert into material_variations (company_id, material_id, name, is_default, stock)
                      select company_id, id, 'Padrão', true, (abs(hashtext(id::text)) % 100000) / 100.0 from materials`);
  await client.query(`update materials set last_cost_cents = nullif(abs(hashtext(name)) % 5000, 0),
                                           minimum_stock = abs(hashtext(id::text)) % 50`);
  await client.query(`update products set sale_price_cents = nullif(abs(hashtext(name)) % 30000, 0)`);
  // One SKU per product with its stock, one production order and one batch per product, one cost sheet per product.
  await client.query(`insert into product_variants (company_id, product_id, size, sku, barcode, stock)
                      select company_id, id, 'M', 'SKU-' || id, lpad((row_number() over ())::text, 13, '0'),
                             abs(hashtext(id::text)) % 500 from products`);
  await client.query(`insert into production_orders (company_id, code, product_id, due_date, priority, created_at)
                      select company_id, 'OP-' || substr(reference, 5), id, date '2026-01-01' + abs(hashtext(name)) % 400,
                             (array['baixa','normal','alta','urgente'])[1 + abs(hashtext(reference)) % 4], created_at
                      from products`);
  // Batches past the cut are at a workshop (a CHECK): the company's first one.
  await client.query(`insert into batches (company_id, code, production_order_id, product_id, status, total_quantity,
                                           due_date, outworker_id, created_at)
                      select po.company_id, 'L-' || substr(po.code, 4), po.id, po.product_id, s.status,
                             10 + abs(hashtext(po.id::text)) % 990, po.due_date,
                             case when s.status in ('aguardando_corte', 'cortado') then null else w.id end, po.created_at
                      from production_orders po
                      cross join lateral (select (array['aguardando_corte','cortado','enviado','em_producao',
                        'finalizado_faccao','em_revisao','aprovado','embalado'])[1 + abs(hashtext(po.code)) % 8] as status) s
                      join (select distinct on (company_id) company_id, id from outworkers order by company_id, id) w
                        on w.company_id = po.company_id`);
  await client.query(`insert into product_cost_sheets (company_id, product_id, version, unit_cost_cents, created_at)
                      select company_id, id, 1, 500 + abs(hashtext(reference)) % 20000, created_at from products`);
  await client.query('vacuum analyze');
}

// ---- runs ------------------------------------------------------------------------------------------------------
type Case = { list: string; label: string; run: (tx: never) => Promise<{ items: unknown[]; total: number }> };

const page = { page: 1, pageSize: 20, dir: 'asc' as const };
function cases(tenant: TenantContext): Case[] {
  const list = <Q>(
    name: string,
    fn: (tx: never, t: TenantContext, q: Q) => Promise<{ items: unknown[]; total: number }>,
    base: Q,
    createdSort: Partial<Q>,
  ) => [
    { list: name, label: 'first page', run: (tx: never) => fn(tx, tenant, base) },
    { list: name, label: "search 'botoes'", run: (tx: never) => fn(tx, tenant, { ...base, q: 'botoes' }) },
    {
      list: name,
      label: "search 'malhas aurora 1'",
      run: (tx: never) => fn(tx, tenant, { ...base, q: 'malhas aurora 1' }),
    },
    {
      list: name,
      label: 'newest first',
      run: (tx: never) => fn(tx, tenant, { ...base, ...createdSort, dir: 'desc' }),
    },
    { list: name, label: 'page 50', run: (tx: never) => fn(tx, tenant, { ...base, page: 50 }) },
  ];
  return [
    ...list('suppliers', listSuppliers as never, { ...page, sort: 'name' }, { sort: 'createdAt' } as never),
    ...list('employees', listEmployees as never, { ...page, sort: 'name' }, { sort: 'createdAt' } as never),
    ...list('outworkers', listOutworkers as never, { ...page, sort: 'name' }, { sort: 'createdAt' } as never),
    ...list('materials', listMaterials as never, { ...page, sort: 'name' }, { sort: 'createdAt' } as never),
    ...list('products', listProducts as never, { ...page, sort: 'name' }, { sort: 'createdAt' } as never),
  ];
}

/** The first page of every sort a list offers, both directions. */
function sortCases(tenant: TenantContext): Case[] {
  const sorts = <Q>(
    name: string,
    fn: (tx: never, t: TenantContext, q: Q) => Promise<{ items: unknown[]; total: number }>,
    keys: readonly string[],
  ) =>
    keys.flatMap((sort) =>
      (['asc', 'desc'] as const).map((dir) => ({
        list: name,
        label: `sort ${sort} ${dir}`,
        run: (tx: never) => fn(tx, tenant, { ...page, sort, dir } as Q),
      })),
    );
  return [
    ...sorts('suppliers', listSuppliers as never, SUPPLIER_SORT_KEYS),
    ...sorts('employees', listEmployees as never, EMPLOYEE_SORT_KEYS),
    ...sorts('outworkers', listOutworkers as never, OUTWORKER_SORT_KEYS),
    ...sorts('materials', listMaterials as never, MATERIAL_SORT_KEYS),
    ...sorts('products', listProducts as never, PRODUCT_SORT_KEYS),
    ...sorts('batches', listBatches as never, BATCH_SORT_KEYS),
    ...sorts('orders', listProductionOrders as never, PRODUCTION_ORDER_SORT_KEYS),
    ...sorts('costs', listProductCosts as never, PRODUCT_COST_SORT_KEYS),
  ];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The plan's scans (which index, or a sequential scan) and sorts, and its execution time, on one line. */
function summarise(plan: string[]): string {
  const scans = plan
    .map((line) => line.trim().replace(/^->\s+/, ''))
    .filter((line) => /Scan|^(Incremental )?Sort\b/.test(line))
    .map((line) => line.replace(/\s+\(cost=.*$/, '').replace(/\s+\(actual.*$/, ''));
  const time = plan.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '?';
  return `${time.padStart(10)} | ${[...new Set(scans)].join('; ')}`;
}

async function main() {
  // REUSE=<database kept by KEEP=1>: measure again without seeding (migrations still run).
  const reuse = process.env.REUSE;
  const name = reuse ?? `alinhavo_explain_${process.pid}`;
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
    console.log(
      `seeded ${ROWS.toLocaleString('en')} rows per list in one company among ${(ROWS + OTHERS).toLocaleString('en')} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
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

    const results: string[] = [];
    const firstPage = new Map<string, number>();
    const all = CASES === 'sorts' ? sortCases(tenant) : cases(tenant);
    for (const c of all.filter((c) => !LISTS || LISTS.includes(c.list))) {
      for (let i = 0; i < 2; i++) await runAsTenant(handle.db, companyId, (tx) => c.run(tx as never));
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < SAMPLES; i++) {
        const t0 = performance.now();
        const answer = await runAsTenant(handle.db, companyId, (tx) => c.run(tx as never));
        times.push(performance.now() - t0);
        total = answer.total;
      }
      const p50 = median(times);
      if (c.label === 'first page' || (CASES === 'sorts' && !firstPage.has(c.list)))
        firstPage.set(c.list, p50);
      const ratio = p50 / (firstPage.get(c.list) ?? p50);
      capture = [];
      await runAsTenant(handle.db, companyId, (tx) => c.run(tx as never));
      const statements = capture;
      capture = null;
      const start = results.length;
      results.push(
        `${c.list.padEnd(11)} ${c.label.padEnd(28)} p50 ${p50.toFixed(1).padStart(7)} ms  ${ratio.toFixed(1).padStart(4)}× first  total ${total}`,
      );
      for (const statement of statements) {
        // A search alone gets its page from app_search_page: the plan of the statement it runs inside, from
        // auto_explain (loaded as the owner, a superuser here) as a notice.
        const searchPage = /app_search_page\(/i.test(statement.text);
        const inside: string[][] = [];
        const onNotice = (notice: { message?: string }) => {
          const match = /^duration: ([\d.]+) ms\s+plan:\s*([\s\S]*)$/.exec(notice.message ?? '');
          if (match && /Query Text: WITH matches/i.test(match[2]!))
            inside.push([...match[2]!.split('\n'), `Execution Time: ${match[1]} ms`]);
        };
        await client.query('begin');
        if (searchPage) {
          await client.query("load 'auto_explain'");
          await client.query(`set local auto_explain.log_min_duration = 0;
            set local auto_explain.log_nested_statements = on; set local auto_explain.log_analyze = on;
            set local auto_explain.log_level = 'notice'`);
          client.on('notice', onNotice);
        }
        await client.query(
          `select set_config('role', 'alinhavo_app', true), set_config('app.company_id', $1, true)`,
          [companyId],
        );
        const explained = await client.query(`explain (analyze) ${statement.text}`, statement.values);
        client.off('notice', onNotice);
        await client.query('rollback');
        const plan = explained.rows.map((row: Record<string, string>) => row['QUERY PLAN']!);
        results.push(`    ${summarise(plan)}`);
        for (const nested of inside) results.push(`      inside: ${summarise(nested)}`);
      }
      console.log(results.slice(start).join('\n'));
    }
    // The search itself, as app_search_tid_array runs it (the owner, with the company condition, on search_text): its plan.
    if (CASES === 'sorts') return;
    const inner = await client.query(
      `explain (analyze) select id from public.suppliers where company_id = $1 and search_text like '%botoes%'`,
      [companyId],
    );
    console.log('\napp_search_tid_array, suppliers (name, email) like %botoes%:');
    console.log(inner.rows.map((row: Record<string, string>) => `    ${row['QUERY PLAN']}`).join('\n'));
  } finally {
    await client.end().catch(() => {});
    await handle.close();
    if (process.env.KEEP || reuse) console.log(`kept database ${name}`);
    else await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

await main();
