import { DEFAULT_PROCESSES } from '@alinhavo/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, TestClient, type TestContext } from '../../../test/test-app.ts';
import { seedDemoIfEmpty } from '../../seed/demo.ts';
import { DEMO_LOGIN } from '../../seed/demo-data.ts';

// Seeding the whole demo (≈2,800 statements) takes seconds, more on a loaded machine.
const SEED_TIMEOUT_MS = 120_000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// The demo seed runs only on an empty database; on PostgreSQL every test file shares one, so this runs on PGlite.
describe.skipIf(Boolean(inject('testDatabaseUrl')))('demo company', () => {
  it(
    'starts with the default processes, like any new company',
    async () => {
      expect(await seedDemoIfEmpty(ctx.db)).toBe(true);
      const client = new TestClient(ctx.app);
      const signIn = await client.post('/api/auth/sign-in/email', DEMO_LOGIN);
      expect(signIn.status).toBe(200);
      const res = await client.get('/api/processes');
      expect(res.status).toBe(200);
      expect(
        res.body.items.map((p: { name: string; position: number; isActive: boolean }) => [
          p.name,
          p.position,
          p.isActive,
        ]),
      ).toEqual(DEFAULT_PROCESSES.map((p, i) => [p.name, i + 1, p.isActive]));
    },
    SEED_TIMEOUT_MS,
  );
});
