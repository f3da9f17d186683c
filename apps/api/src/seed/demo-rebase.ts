import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';

/** Inside the demo template (and the data folder copied from it): when its demo was created, as ISO 8601. */
export const DEMO_SEEDED_AT_FILE = 'alinhavo-demo-seeded-at';

const DAY_MS = 86_400_000;

/** Whole calendar days, in the server's time zone, from the day of `from` to the day of `to`. */
export function calendarDaysBetween(from: Date, to: Date): number {
  const day = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((day(to) - day(from)) / DAY_MS);
}

type DateColumn = { table: string; column: string; type: string };

async function dateColumns(db: Db): Promise<Map<string, DateColumn[]>> {
  const result = await db.execute(sql`
    select c.table_name as "table", c.column_name as "column", c.data_type as "type"
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      and c.data_type in ('date', 'timestamp with time zone', 'timestamp without time zone')
    order by 1, 2`);
  const byTable = new Map<string, DateColumn[]>();
  for (const row of (result as unknown as { rows: DateColumn[] }).rows) {
    byTable.set(row.table, [...(byTable.get(row.table) ?? []), row]);
  }
  return byTable;
}

/**
 * The demo in the build's template was created on the day of the build; a new install copies it and calls this
 * at its first start, so the demo reads as made today: every date and moment moves by the whole days since then
 * (a batch sent 'today' at the build is sent today, a late one is as late). A moment that was already past at the
 * build never lands in the future (it stops at `now`); the future ones (period ends) move by the same days. One
 * transaction with the triggers off (session_replication_role), since the ledgers refuse updates by design.
 */
export async function rebaseDemoDates(db: Db, seededAt: Date, now = new Date()): Promise<number> {
  const days = calendarDaysBetween(seededAt, now);
  if (days === 0) return 0;
  const tables = await dateColumns(db);
  const seeded = seededAt.toISOString();
  const moment = now.toISOString();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const [table, columns] of tables) {
      const assignments = columns.map(({ column, type }) => {
        const name = sql.identifier(column);
        if (type === 'date') return sql`${name} = ${name} + ${days}::int`;
        const shifted = sql`${name} + make_interval(days => ${days}::int)`;
        const cast = sql.raw(type);
        return sql`${name} = case when ${name} <= cast(${seeded} as ${cast})
          then least(${shifted}, cast(${moment} as ${cast})) else ${shifted} end`;
      });
      await tx.execute(sql`update ${sql.identifier(table)} set ${sql.join(assignments, sql`, `)}`);
    }
  });
  return days;
}
