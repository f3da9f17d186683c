import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import { companies } from '../../modules/companies/schema.ts';
import { suppliers } from '../../modules/suppliers/schema.ts';
import type { DatabaseHandle } from './client.ts';
import { preparedStatement } from './prepared-statement.ts';
import { runRequestTransaction } from './request-transaction.ts';
import { enterAppRole, runAsSystemForCompany, runAsTenant, tenantSettings } from './tenant.ts';

let database: DatabaseHandle;
const companyA = randomUUID();
const companyB = randomUUID();

beforeAll(async () => {
  database = await openTestDatabase();
  for (const id of [companyA, companyB]) {
    await runAsSystemForCompany(database.db, id, (tx) => tx.insert(companies).values({ id, name: id }));
  }
});
afterAll(() => database.close());

const insertNamed = preparedStatement('prepared_statement_test_insert', (tx) =>
  tx
    .insert(suppliers)
    .values({ companyId: sql.placeholder('companyId'), name: sql.placeholder('name') })
    .returning({ id: suppliers.id, name: suppliers.name }),
);

const namesOf = (companyId: string) =>
  runAsTenant(database.db, companyId, (tx) =>
    tx.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.companyId, companyId)),
  );

describe('preparedStatement', () => {
  it('runs in the transaction it is given each time, not in the one it was built in', async () => {
    const [first] = await runAsTenant(database.db, companyA, (tx) =>
      insertNamed(tx, { companyId: companyA, name: 'Primeiro' }),
    );
    expect(first?.name).toBe('Primeiro');
    // Undone with its transaction: sent on that transaction's connection.
    await expect(
      runAsTenant(database.db, companyA, async (tx) => {
        await insertNamed(tx, { companyId: companyA, name: 'Desfeito' });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    // In a request transaction too, several at once.
    await Promise.all(
      ['Terceiro', 'Quarto', 'Quinto'].map((name) =>
        runRequestTransaction(database.db, async (tx) => {
          await enterAppRole(tx, tenantSettings(companyA));
          return insertNamed(tx, { companyId: companyA, name });
        }),
      ),
    );
    expect((await namesOf(companyA)).map((row) => row.name).sort()).toEqual([
      'Primeiro',
      'Quarto',
      'Quinto',
      'Terceiro',
    ]);
  });

  it('runs with the settings of that transaction: row-level security refuses another company’s row', async () => {
    await expect(
      runAsTenant(database.db, companyA, (tx) => insertNamed(tx, { companyId: companyB, name: 'Intruso' })),
    ).rejects.toThrow();
    expect(await namesOf(companyB)).toEqual([]);
  });
});
