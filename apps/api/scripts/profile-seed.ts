// Times the demo seed's parts (CPU, wall, statements) on a database made from the build's template.
//   node_modules/.bin/tsx apps/api/scripts/profile-seed.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { DATABASE_TEMPLATE } from '../src/config.ts';
import { companies } from '../src/modules/companies/schema.ts';
import { createCompanyWithOwner } from '../src/modules/companies/sign-up.service.ts';
import { suppliers } from '../src/modules/suppliers/schema.ts';
import { hashPassword } from '../src/platform/auth/password-hash.ts';
import { type Db, openDatabase } from '../src/platform/db/client.ts';
import { runAsSystemForCompany } from '../src/platform/db/tenant.ts';
import { seedDemoCatalogue } from '../src/seed/demo-catalogue.ts';
import { DEMO_COMPANY, DEMO_LOGIN, DEMO_SUPPLIERS } from '../src/seed/demo-data.ts';
import { seedDemoProduction } from '../src/seed/demo-production.ts';
import { seedDemoTeam } from '../src/seed/demo-team.ts';

let statements = 0;
async function phase<T>(name: string, run: () => Promise<T>): Promise<T> {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  const before = statements;
  const result = await run();
  const used = process.cpuUsage(cpu);
  console.log(
    `${name.padEnd(22)} wall ${String(Math.round(performance.now() - wall)).padStart(6)} ms  cpu ${String(Math.round((used.user + used.system) / 1000)).padStart(6)} ms  ${statements - before} statements`,
  );
  return result;
}

const dir = mkdtempSync(join(tmpdir(), 'alinhavo-seed-'));
try {
  const database = await openDatabase({ dataDir: join(dir, 'pgdata'), template: DATABASE_TEMPLATE });
  await database.migrate();
  const db = drizzle({
    client: database.pglite as PGlite,
    casing: 'snake_case',
    logger: { logQuery: () => void statements++ },
  }) as unknown as Db;
  const total = process.cpuUsage();
  const passwordHash = await phase('hash', () => hashPassword(DEMO_LOGIN.password));
  const { companyId, userId } = await phase('company + owner', () =>
    createCompanyWithOwner(
      db,
      {
        fullName: DEMO_COMPANY.ownerName,
        companyName: DEMO_COMPANY.name,
        email: DEMO_LOGIN.email,
        password: DEMO_LOGIN.password,
      },
      passwordHash,
    ),
  );
  await runAsSystemForCompany(db, companyId, async (tx) => {
    await phase('company + suppliers', async () => {
      await tx.update(companies).set({ phone: DEMO_COMPANY.phone }).where(eq(companies.id, companyId));
      await tx.insert(suppliers).values(DEMO_SUPPLIERS.map((s) => ({ ...s, companyId, createdBy: userId })));
    });
    await phase('team', () => seedDemoTeam(tx, { companyId, ownerId: userId, passwordHash }));
    const owner = {
      companyId,
      userId,
      companyName: DEMO_COMPANY.name,
      email: DEMO_LOGIN.email,
      fullName: DEMO_COMPANY.ownerName,
    };
    await phase('catalogue', () => seedDemoCatalogue(tx, owner));
    await phase('production', () => seedDemoProduction(tx, owner));
  });
  const used = process.cpuUsage(total);
  console.log(`total seed cpu ${Math.round((used.user + used.system) / 1000)} ms, ${statements} statements`);
  await database.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
