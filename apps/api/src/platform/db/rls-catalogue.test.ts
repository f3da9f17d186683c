import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { DatabaseHandle } from './client.ts';
import { APP_ROLE } from './tenant.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

describe('the database catalogue', () => {
  it('has forced row-level security and a tenant policy on every table with company_id', async () => {
    const tables = await rows<{ table: string; rls: boolean; forced: boolean; policies: number }>(sql`
      select c.relname as "table", c.relrowsecurity as rls, c.relforcerowsecurity as forced,
             (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      where c.relkind = 'r'
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped)
      order by 1`);
    expect(tables.length).toBeGreaterThanOrEqual(3);
    const unprotected = tables.filter((t) => !t.rls || !t.forced || t.policies === 0).map((t) => t.table);
    expect(unprotected).toEqual([]);
  });

  it('protects the companies table itself', async () => {
    const [companies] = await rows<{ rls: boolean; forced: boolean }>(
      sql`select relrowsecurity as rls, relforcerowsecurity as forced from pg_class where relname = 'companies'`,
    );
    expect(companies).toEqual({ rls: true, forced: true });
  });

  it('runs the application as a role that is not owner, not superuser and cannot bypass RLS', async () => {
    const [role] = await rows<{ super: boolean; bypass: boolean; login: boolean }>(
      sql`select rolsuper as super, rolbypassrls as bypass, rolcanlogin as login from pg_roles where rolname = ${APP_ROLE}`,
    );
    expect(role).toEqual({ super: false, bypass: false, login: false });
    const owned = await rows<{ relname: string }>(sql`
      select c.relname from pg_class c join pg_roles r on r.oid = c.relowner
      where r.rolname = ${APP_ROLE}`);
    expect(owned).toEqual([]);
  });

  it('keeps the auth tables out of the application role’s reach', async () => {
    const grants = await rows<{ table_name: string }>(sql`
      select table_name from information_schema.role_table_grants
      where grantee = ${APP_ROLE} and table_name in ('users', 'accounts', 'sessions', 'verifications')`);
    expect(grants).toEqual([]);
  });
});
