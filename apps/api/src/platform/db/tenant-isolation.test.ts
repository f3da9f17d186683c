import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import { companies } from '../../modules/companies/schema.ts';
import { suppliers } from '../../modules/suppliers/schema.ts';
import type { DatabaseHandle } from './client.ts';
import { APP_ROLE, runAsSystemForCompany, runAsTenant } from './tenant.ts';

let database: DatabaseHandle;
const companyA = randomUUID();
const companyB = randomUUID();
let supplierB: string;

beforeAll(async () => {
  database = await openTestDatabase();
  for (const [id, name] of [
    [companyA, 'Empresa A'],
    [companyB, 'Empresa B'],
  ] as const) {
    await runAsSystemForCompany(database.db, id, async (tx) => {
      await tx.insert(companies).values({ id, name });
      const [row] = await tx
        .insert(suppliers)
        .values({ companyId: id, name: `Fornecedor de ${name}` })
        .returning();
      if (id === companyB) supplierB = row!.id;
    });
  }
});
afterAll(() => database.close());

/** These queries deliberately forget the company filter: the database alone must keep the companies apart. */
describe('row-level security when the code forgets the company filter', () => {
  it('lists only the current company’s rows', async () => {
    const names = await runAsTenant(database.db, companyA, (tx) =>
      tx.select({ name: suppliers.name }).from(suppliers),
    );
    expect(names.map((r) => r.name)).toContain('Fornecedor de Empresa A');
    expect(names.map((r) => r.name)).not.toContain('Fornecedor de Empresa B');
  });

  it('cannot read another company’s row by id', async () => {
    const found = await runAsTenant(database.db, companyA, (tx) =>
      tx.select().from(suppliers).where(eq(suppliers.id, supplierB)),
    );
    expect(found).toEqual([]);
  });

  it('cannot change or delete another company’s row', async () => {
    const updated = await runAsTenant(database.db, companyA, (tx) =>
      tx.update(suppliers).set({ name: 'invadido' }).where(eq(suppliers.id, supplierB)).returning(),
    );
    const deleted = await runAsTenant(database.db, companyA, (tx) =>
      tx.delete(suppliers).where(eq(suppliers.id, supplierB)).returning(),
    );
    expect(updated).toEqual([]);
    expect(deleted).toEqual([]);
    const still = await runAsTenant(database.db, companyB, (tx) =>
      tx.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, supplierB)),
    );
    expect(still).toEqual([{ name: 'Fornecedor de Empresa B' }]);
  });

  it('refuses to write a row into another company', async () => {
    await expect(
      runAsTenant(database.db, companyA, (tx) =>
        tx.insert(suppliers).values({ companyId: companyB, name: 'intruso' }),
      ),
    ).rejects.toThrow();
  });

  it('cannot move a row to another company', async () => {
    await expect(
      runAsTenant(database.db, companyA, (tx) =>
        tx
          .update(suppliers)
          .set({ companyId: companyB })
          .where(eq(suppliers.name, 'Fornecedor de Empresa A')),
      ),
    ).rejects.toThrow();
  });

  it('sees other companies’ names nowhere, not even in the companies table', async () => {
    const visible = await runAsTenant(database.db, companyA, (tx) =>
      tx.select({ id: companies.id }).from(companies),
    );
    expect(visible).toEqual([{ id: companyA }]);
  });

  it('fails closed when no company is set', async () => {
    const seen = await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local role ${APP_ROLE}`));
      return tx.select().from(suppliers);
    });
    expect(seen).toEqual([]);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local role ${APP_ROLE}`));
        await tx.insert(suppliers).values({ companyId: companyA, name: 'sem empresa' });
      }),
    ).rejects.toThrow();
  });
});
