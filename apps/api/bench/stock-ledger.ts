// Stock ledger benchmark (part3 §3): a 1,000,000-line ledger on PostgreSQL, then
//   (a) posting one 1,000-line document through recordStockMovements   target: ≤ 2 s
//   (b) the first page of GET /stock/movements for one material and one month   target: p95 ≤ 200 ms
//       and the totals of the same filters.
// Usage: npm run bench:stock -w @alinhavo/api [-- --runs 60 --lines 1000000 --explain]
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) must be able to create databases: a
// throwaway database is created, migrated, filled and dropped at the end.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { stockMovementListQuerySchema } from '@alinhavo/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  listMovements,
  movementTotals,
  queryRows,
  recordStockMovements,
} from '../src/modules/stock/index.ts';
import { type DatabaseHandle, openDatabase, type Tx } from '../src/platform/db/client.ts';
import { runAsTenant } from '../src/platform/db/tenant.ts';
import type { TenantContext } from '../src/platform/http/tenant-context.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '60' },
    lines: { type: 'string', default: '1000000' },
    explain: { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
const TOTAL_LINES = Number(args.lines);
const MATERIALS = 25;
const VARIATIONS_PER_MATERIAL = 4;
const VARIATIONS = MATERIALS * VARIATIONS_PER_MATERIAL;
const LINES_PER_DOCUMENT = 10;
const TARGET_POST_MS = 2000;
const TARGET_LIST_P95_MS = 200;

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `alinhavo_bench_${Date.now()}`;

function log(message: string) {
  process.stdout.write(`${message}\n`);
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A company with 25 materials of 4 colour variations each, and a second company as neighbour noise. */
async function seedCatalogue(database: DatabaseHandle, companyId: string, userId: string) {
  const email = `${userId}@bench.local`;
  const statements = [
    sql`insert into companies (id, name) values (${companyId}, 'Confecção Benchmark')`,
    sql`insert into users (id, name, email) values (${userId}, 'Estoquista Benchmark', ${email})`,
    sql`insert into profiles (id, company_id, email, full_name, role)
        values (${userId}, ${companyId}, ${email}, 'Estoquista Benchmark', 'owner')`,
    sql`insert into colors (company_id, name)
        select ${companyId}, 'Cor ' || c from generate_series(1, ${VARIATIONS_PER_MATERIAL}) c`,
    sql`insert into materials (company_id, name, category, unit, last_cost_cents, minimum_stock)
        select ${companyId}, 'Material ' || lpad(m::text, 2, '0'),
               (array['tecido','aviamento','linha','etiqueta','embalagem'])[1 + m % 5],
               (array['m','un','cone','un','un'])[1 + m % 5], 500 + m * 37, 20
        from generate_series(1, ${MATERIALS}) m`,
    sql`insert into material_variations (company_id, material_id, name, color_id)
        select ${companyId}, m.id, c.name, c.id
        from materials m cross join colors c
        where m.company_id = ${companyId} and c.company_id = ${companyId}`,
  ];
  for (const statement of statements) await database.db.execute(statement);
}

/**
 * 1,000,000 lines over the last 365 days in documents of 10 lines, generated in SQL. Each variation repeats a
 * cycle of one entry of 50 (with a cost) and nine withdrawals of 5 (saida, consumo_corte, envio_faccao), so
 * balances stay positive and balance_after is exact: after the k-th line of a variation, cycle c = k / 10 and
 * position p = k % 10, the balance is 5c + 50 - 5p.
 */
async function seedLedger(database: DatabaseHandle, companyId: string, userId: string, lines: number) {
  await database.db.transaction(async (tx) => {
    // Generated rows reference rows made just above: skip the per-row foreign-key triggers (superuser only).
    await tx.execute(sql`set local session_replication_role = replica`);
    await fillLedger(tx, companyId, userId, lines);
  });
}

async function fillLedger(tx: Tx, companyId: string, userId: string, lines: number) {
  const documents = Math.ceil(lines / LINES_PER_DOCUMENT);
  await tx.execute(sql`
    create temporary table bench_variations on commit drop as
      select row_number() over (order by mv.id) - 1 as n, mv.id, mv.material_id, m.last_cost_cents
      from material_variations mv join materials m on m.id = mv.material_id
      where mv.company_id = ${companyId}`);
  await tx.execute(sql`
    insert into stock_documents (id, company_id, type, reference_type, created_by, created_at)
    select md5(${companyId} || 'doc' || d)::uuid, ${companyId},
           case when d % 10 = 0 then 'entrada' else 'saida' end, 'manual', ${userId},
           now() - interval '365 days' + (d::float8 / ${documents}) * interval '365 days'
    from generate_series(0, ${documents - 1}) d`);
  await tx.execute(sql`
    insert into stock_movements (company_id, document_id, type, material_id, material_variation_id, quantity,
                                 balance_after, unit_cost_cents, reference_type, created_by, created_at, notes)
    select ${companyId}, md5(${companyId} || 'doc' || (g / ${LINES_PER_DOCUMENT}))::uuid,
           case when k % 10 = 0 then 'entrada'
                else (array['saida','consumo_corte','envio_faccao'])[1 + k % 3] end,
           v.material_id, v.id,
           case when k % 10 = 0 then 50 else -5 end,
           5 * (k / 10) + 50 - 5 * (k % 10),
           case when k % 10 = 0 then v.last_cost_cents end,
           'manual', ${userId},
           now() - interval '365 days' + (g::float8 / ${lines}) * interval '365 days',
           case when g % 7 = 0 then 'Lançamento ' || g end
    from generate_series(0, ${lines - 1}) g
    cross join lateral (select g / ${VARIATIONS} as k) kk
    join bench_variations v on v.n = g % ${VARIATIONS}`);
  await tx.execute(sql`
    update material_variations mv set stock = last.balance_after
    from (select distinct on (material_variation_id) material_variation_id, balance_after
          from stock_movements where company_id = ${companyId}
          order by material_variation_id, created_at desc, id desc) last
    where mv.id = last.material_variation_id`);
}

async function main() {
  log(`Stock ledger benchmark on ${adminUrl.replace(/\/\/[^@]*@/, '//…@')} (database ${dbName})`);
  await admin(`create database ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  try {
    await database.migrate();
    const companyId = randomUUID();
    const userId = randomUUID();
    const neighbourId = randomUUID();
    const neighbourUser = randomUUID();
    await seedCatalogue(database, companyId, userId);
    await seedCatalogue(database, neighbourId, neighbourUser);

    const [, loadMs] = await timed(async () => {
      await seedLedger(database, companyId, userId, TOTAL_LINES);
      await seedLedger(database, neighbourId, neighbourUser, Math.round(TOTAL_LINES / 10));
      await database.db.execute(sql`vacuum analyze`);
    });
    log(
      `Loaded ${TOTAL_LINES.toLocaleString('pt-BR')} lines (+ ${(TOTAL_LINES / 10).toLocaleString('pt-BR')} of a neighbour company) in ${(loadMs / 1000).toFixed(1)} s`,
    );

    const tenant: TenantContext = {
      userId,
      companyId,
      companyName: 'Confecção Benchmark',
      email: `${userId}@bench.local`,
      fullName: 'Estoquista Benchmark',
      role: 'owner',
      permissions: {},
    };
    const variations = await queryRows<{ id: string; material_id: string }>(
      database.db as unknown as Tx,
      sql`select mv.id::text as id, mv.material_id::text as material_id from material_variations mv
          where mv.company_id = ${companyId} order by mv.id`,
    );
    /** The query as the route parses it (the same zod contract). */
    const query = (input: Record<string, string | undefined>) => stockMovementListQuerySchema.parse(input);
    const filtersOf = (input: Record<string, string | undefined>) => {
      const { cursor: _cursor, pageSize: _pageSize, ...filters } = query(input);
      return filters;
    };

    // (a) One 1,000-line document: each variation gets 10 lines, entries and withdrawals mixed.
    const postTimes: number[] = [];
    for (let run = 0; run < 5; run++) {
      const lines = Array.from({ length: 1000 }, (_, index) => ({
        item: { kind: 'material' as const, variationId: variations[index % variations.length]!.id },
        quantity: index % 2 === 0 ? '2.50' : '-1.25',
        unitCostCents: index % 2 === 0 ? 990 : null,
      }));
      const [posting, elapsed] = await timed(() =>
        runAsTenant(database.db, companyId, (tx) =>
          recordStockMovements(tx, tenant, { type: 'entrada', referenceType: 'purchase_receipt', lines }),
        ),
      );
      if (posting.movementIds.length !== 1000) throw new Error('posting lost lines');
      postTimes.push(elapsed);
    }

    // (b) First page of one material over one month, as the material detail page and the ledger screen ask.
    const month = new Date();
    month.setUTCMonth(month.getUTCMonth() - 6, 1);
    const from = month.toISOString().slice(0, 10);
    const end = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0));
    const to = end.toISOString().slice(0, 10);
    const listTimes: number[] = [];
    const totalTimes: number[] = [];
    const nextTimes: number[] = [];
    let pageLines = 0;
    let monthLines = 0;
    for (let run = 0; run < RUNS; run++) {
      const materialId = variations[(run * VARIATIONS_PER_MATERIAL) % variations.length]!.material_id;
      const filters = { materialId, from, to };
      const [page, listMs] = await timed(() =>
        runAsTenant(database.db, companyId, (tx) =>
          listMovements(tx, tenant, query({ ...filters, pageSize: '50' })),
        ),
      );
      listTimes.push(listMs);
      pageLines = page.items.length;
      const [, nextMs] = await timed(() =>
        runAsTenant(database.db, companyId, (tx) =>
          listMovements(
            tx,
            tenant,
            query({ ...filters, pageSize: '50', cursor: page.nextCursor ?? undefined }),
          ),
        ),
      );
      nextTimes.push(nextMs);
      const [totals, totalMs] = await timed(() =>
        runAsTenant(database.db, companyId, (tx) => movementTotals(tx, tenant, filtersOf(filters))),
      );
      totalTimes.push(totalMs);
      monthLines = totals.lines;
    }
    const [, unfilteredMs] = await timed(() =>
      runAsTenant(database.db, companyId, (tx) => listMovements(tx, tenant, query({ pageSize: '50' }))),
    );
    const [, allTotalsMs] = await timed(() =>
      runAsTenant(database.db, companyId, (tx) => movementTotals(tx, tenant, filtersOf({}))),
    );

    if (args.explain) {
      const materialId = variations[0]!.material_id;
      const plan = await runAsTenant(database.db, companyId, (tx) =>
        queryRows<Record<string, string>>(
          tx,
          sql`explain (analyze, buffers) select * from stock_movements sm
          where sm.company_id = ${companyId} and sm.material_id = ${materialId}
            and sm.created_at >= (${from}::date::timestamp at time zone 'America/Sao_Paulo')
            and sm.created_at < ((${to}::date + 1)::timestamp at time zone 'America/Sao_Paulo')
          order by sm.created_at desc, sm.id desc limit 51`,
        ),
      );
      log(plan.map((r) => Object.values(r)[0]).join('\n'));
    }

    const postMedian = percentile(postTimes, 50);
    const postMax = Math.max(...postTimes);
    const listP50 = percentile(listTimes, 50);
    const listP95 = percentile(listTimes, 95);
    const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
    const rows: [string, string, string, string][] = [
      ['Measure', 'Result', 'Target', ''],
      [
        '(a) post 1,000-line document (5 runs)',
        `median ${ms(postMedian)}, max ${ms(postMax)}`,
        `≤ ${TARGET_POST_MS} ms`,
        verdict(postMax <= TARGET_POST_MS),
      ],
      [
        `(b) first page, 1 material, ${from}..${to} (${RUNS} runs, ${pageLines} of ${monthLines} lines)`,
        `p50 ${ms(listP50)}, p95 ${ms(listP95)}`,
        `p95 ≤ ${TARGET_LIST_P95_MS} ms`,
        verdict(listP95 <= TARGET_LIST_P95_MS),
      ],
      [
        '    next page (cursor), same filters',
        `p50 ${ms(percentile(nextTimes, 50))}, p95 ${ms(percentile(nextTimes, 95))}`,
        '',
        'info',
      ],
      [
        '    totals, same filters',
        `p50 ${ms(percentile(totalTimes, 50))}, p95 ${ms(percentile(totalTimes, 95))}`,
        '',
        'info',
      ],
      ['    first page, no filter', ms(unfilteredMs), '', 'info'],
      [
        `    totals of the whole ledger (${TOTAL_LINES.toLocaleString('pt-BR')}+ lines)`,
        ms(allTotalsMs),
        '',
        'info',
      ],
    ];
    const widths = [0, 1, 2, 3].map((c) => Math.max(...rows.map((r) => r[c]!.length)));
    log('');
    for (const [index, row] of rows.entries()) {
      log(
        row
          .map((cell, c) => cell.padEnd(widths[c]!))
          .join('  ')
          .trimEnd(),
      );
      if (index === 0) log(widths.map((w) => '-'.repeat(w)).join('  '));
    }
    process.exitCode = postMax <= TARGET_POST_MS && listP95 <= TARGET_LIST_P95_MS ? 0 : 1;
  } finally {
    await database.close();
    await admin(`drop database if exists ${dbName} with (force)`);
    log(`Dropped ${dbName}`);
  }
}

main().catch((error) => {
  const cause = (error as { cause?: unknown })?.cause;
  process.stderr.write(
    `Benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : error}\n`,
  );
  if (cause) process.stderr.write(`Cause: ${cause instanceof Error ? cause.message : String(cause)}\n`);
  process.stderr.write('It needs PostgreSQL: set DATABASE_URL to a role that may create databases.\n');
  process.exitCode = 1;
});
