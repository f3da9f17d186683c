import { randomUUID } from 'node:crypto';
import { FEATURE_KEYS } from '@alinhavo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idsInQuery, listFixtures, notLists } from '../../../test/list-fixtures.ts';
import { routeFixtures } from '../../../test/route-fixtures.ts';
import { seedTenantWorld, type TenantWorld, worldIds } from '../../../test/tenant-world.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
  usePlan,
} from '../../../test/test-app.ts';
import { apiRoutes } from '../../modules/index.ts';

let ctx: TestContext;
let companyA: SignedUpCompany;
let companyB: SignedUpCompany;
const markerB = `empresa-b-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  ctx = await createTestApp();
  companyA = await signUpCompany(ctx, 'Empresa A');
  companyB = await signUpCompany(ctx, 'Empresa B');
  // Every route of every feature: the plan that includes them all (the workshop portal starts at Professional).
  await usePlan(ctx, companyA.companyId, 'enterprise');
  await usePlan(ctx, companyB.companyId, 'enterprise');
});
afterAll(() => ctx.close());

const PUBLIC_PATHS = new Set([
  '/api/health',
  '/api/openapi.json',
  '/api/plans',
  '/api/seo',
  // The realtime socket authorises its upgrade and every subscription itself (platform/realtime/realtime.test.ts).
  '/api/realtime',
  // Signed download addresses: the signature is the permission (platform/storage/signed-links.ts; tested with
  // the receipts in modules/workshop-payments).
  '/api/files/*',
  '/api/auth/*',
  '/api/*',
]);
const key = (method: string, path: string) => `${method.toLowerCase()} ${path}`;
/**
 * Company routes; platform-staff routes (/app/admin) cross companies by design and are checked apart, and so are
 * the workshop portal's (/faccao: workshop logins only, their isolation tested in modules/workshops).
 */
const tenantRoutes = apiRoutes.filter((r) => r.access !== 'platform-staff' && r.access !== 'workshop');
const staffRoutes = apiRoutes.filter((r) => r.access === 'platform-staff');
const workshopRoutes = apiRoutes.filter((r) => r.access === 'workshop');
const withParams = tenantRoutes.filter((r) => r.path.includes(':id'));
const withoutParams = tenantRoutes.filter((r) => !r.path.includes(':'));

describe('route declarations', () => {
  it('every /api route served is public by name or declared with an access rule', () => {
    const declared = new Set(apiRoutes.map((r) => key(r.method, `/api${r.path}`)));
    const undeclared = ctx.app.routes
      .filter((r) => r.path.startsWith('/api') && !PUBLIC_PATHS.has(r.path) && r.method !== 'ALL')
      .filter((r) => !declared.has(key(r.method, r.path)))
      .map((r) => key(r.method, r.path));
    expect(undeclared).toEqual([]);
  });

  it('every declared feature exists in the permission catalogue', () => {
    for (const route of apiRoutes) {
      if (typeof route.access !== 'object') continue;
      expect(FEATURE_KEYS).toContain(route.access.feature);
    }
  });

  it('every route appears in the OpenAPI document', async () => {
    const doc = (await companyA.client.get('/api/openapi.json')).body;
    for (const route of apiRoutes) {
      const path = `/api${route.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;
      expect(doc.paths[path]?.[route.method], `${route.method} ${path}`).toBeDefined();
    }
  });

  it('every route with an :id has a cross-tenant fixture', () => {
    const missing = withParams.map((r) => key(r.method, r.path)).filter((k) => !routeFixtures[k]);
    expect(missing).toEqual([]);
  });

  it('every route refuses an anonymous caller', async () => {
    const { TestClient } = await import('../../../test/test-app.ts');
    const anonymous = new TestClient(ctx.app);
    for (const route of apiRoutes) {
      const path = route.path.replace(':id', randomUUID());
      const res = await anonymous.request(
        route.method.toUpperCase(),
        `/api${path}`,
        route.body ? {} : undefined,
      );
      expect(res.status, `${route.method} ${path}`).toBe(401);
      expect(res.body.error.message).toBe('Usuário não autenticado');
    }
  });
});

describe('platform-staff routes', () => {
  for (const route of staffRoutes) {
    it(`${route.method.toUpperCase()} ${route.path} refuses a company owner with 403`, async () => {
      const res = await companyA.client.request(
        route.method.toUpperCase(),
        `/api${route.path.replace(/:([A-Za-z_]+)/g, randomUUID())}`,
        route.body ? {} : undefined,
      );
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    });
  }
});

describe('workshop portal routes', () => {
  for (const route of workshopRoutes) {
    it(`${route.method.toUpperCase()} ${route.path} refuses a company owner: 'Acesso restrito à facção.'`, async () => {
      const res = await companyA.client.request(
        route.method.toUpperCase(),
        `/api${route.path.replace(':companyId', companyA.companyId).replace(/:([A-Za-z_]+)/g, randomUUID())}`,
        route.body ? {} : undefined,
      );
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'FORBIDDEN', message: 'Acesso restrito à facção.' });
    });
  }
});

describe('cross-tenant: company A with company B’s ids', () => {
  for (const route of withParams) {
    it(`${route.method.toUpperCase()} ${route.path} answers 404 and leaves B’s record intact`, async () => {
      const fixture = routeFixtures[key(route.method, route.path)]!;
      const idB = await fixture.create(companyB.client, markerB, ctx);
      const listPath = route.path.split('/:id')[0]!;
      const before = await companyB.client.get(`/api${listPath}/${idB}`);
      const res = await companyA.client.request(
        route.method.toUpperCase(),
        `/api${route.path.replace(':id', idB)}`,
        route.body ? (fixture.validBody ?? {}) : undefined,
      );
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(markerB);
      const after = await companyB.client.get(`/api${listPath}/${idB}`);
      expect(after.body).toEqual(before.body);
    });
  }

  for (const route of withoutParams.filter((r) => r.method === 'post')) {
    it(`POST ${route.path} ignores a company id in the body`, async () => {
      const fixture = routeFixtures[`get ${route.path}/:id`];
      const body = {
        ...(fixture?.validBody ?? {}),
        companyId: companyB.companyId,
        company_id: companyB.companyId,
      };
      const res = await companyA.client.post(`/api${route.path}`, body);
      if (res.status === 201) {
        const seenByB = await companyB.client.get(`/api${route.path}/${res.body.id}`);
        expect(seenByB.status).toBe(404);
      } else {
        // Refused for the body (400) or for company A's own state (409, e.g. nothing to cancel): never B's data.
        expect([400, 409]).toContain(res.status);
        expect(JSON.stringify(res.body)).not.toContain(companyB.companyId);
      }
    });
  }
});

describe('cross-tenant lists: company A sees none of company B’s rows', () => {
  const lists = withoutParams.filter((r) => r.method === 'get' && !idsInQuery[key('get', r.path)]);
  const markerWorld = `mundo-b-${randomUUID().slice(0, 8)}`;
  let world: TenantWorld;
  let bIds: string[];
  /** Company A's answers before company B had any of these rows: B's rows may not change them. */
  const before = new Map<string, unknown>();
  const pathOf = (route: { path: string }) => {
    const fixture = listFixtures[key('get', route.path)];
    const query = fixture?.query ? fixture.query(markerWorld) : `q=${markerWorld}`;
    return `/api${route.path}${query ? `?${query}` : ''}`;
  };

  beforeAll(async () => {
    for (const route of lists) before.set(route.path, (await companyA.client.get(pathOf(route))).body);
    world = await seedTenantWorld(ctx, companyB.client, markerWorld);
    bIds = worldIds(world);
  }, 120_000);

  it('every GET route without an :id is a declared list (with what it shows) or declared not to be one', () => {
    const undeclared = lists.map((r) => key('get', r.path)).filter((k) => !listFixtures[k] && !notLists[k]);
    expect(undeclared).toEqual([]);
    const stale = Object.keys({ ...listFixtures, ...notLists }).filter(
      (k) => !lists.some((r) => key('get', r.path) === k),
    );
    expect(stale).toEqual([]);
  });

  for (const route of lists) {
    it(`GET ${route.path}: B's own answer has B's rows, A's has none of them`, async () => {
      const fixture = listFixtures[key('get', route.path)];
      const own = await companyB.client.get(pathOf(route));
      expect(own.status).toBe(200);
      const ownText = JSON.stringify(own.body);
      if (fixture) {
        const shown = fixture.shows?.(world, markerWorld) ?? [];
        // The seed must reach this list, or the check below would pass on an empty answer.
        expect(shown.length > 0 || fixture.counts !== undefined, 'the fixture shows nothing').toBe(true);
        for (const text of shown) expect(ownText, `B's ${route.path} lacks ${text}`).toContain(text);
        if (fixture.counts) expect(fixture.counts(own.body), `B's ${route.path} counts nothing`).toBe(true);
      }

      const res = await companyA.client.get(pathOf(route));
      expect(res.status).toBe(200);
      const text = JSON.stringify(res.body);
      const leaked = bIds.filter((id) => text.includes(id));
      expect(leaked).toEqual([]);
      expect(text).not.toContain(markerWorld);
      expect(text).not.toContain(markerB);
      expect(text).not.toContain(companyB.companyId);
      expect(res.body).toEqual(before.get(route.path));
    });
  }
});

describe('bad input on every route', () => {
  for (const route of withParams) {
    it(`${route.method.toUpperCase()} ${route.path} with a malformed or unknown id answers 404 in Portuguese`, async () => {
      const fixture = routeFixtures[key(route.method, route.path)]!;
      for (const id of ['nao-existe', randomUUID(), "1' or '1'='1"]) {
        const res = await companyA.client.request(
          route.method.toUpperCase(),
          `/api${route.path.replace(':id', encodeURIComponent(id))}`,
          route.body ? (fixture.validBody ?? {}) : undefined,
        );
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe('NOT_FOUND');
        expect(res.body.error.message).toMatch(/não encontrad/);
      }
    });
  }

  for (const route of tenantRoutes.filter((r) => r.body)) {
    it(`${route.method.toUpperCase()} ${route.path} rejects a body that is not an object, and malformed JSON`, async () => {
      const fixture = routeFixtures[key(route.method, route.path)];
      const id = fixture ? await fixture.create(companyA.client, 'bad-input', ctx) : '';
      const path = `/api${route.path.replace(':id', id)}`;
      for (const body of ['123', '"texto"', '{"name":', '[1,2]']) {
        const res = await companyA.client.request(route.method.toUpperCase(), path, body);
        expect(res.status, body).toBe(400);
        expect(res.body.error.code).toBe('VALIDATION');
        expect(res.body.error.message).toMatch(/[ãéç]|JSON|Verifique/);
      }
    });

    it(`${route.method.toUpperCase()} ${route.path} refuses an oversized body with 413`, async () => {
      const fixture = routeFixtures[key(route.method, route.path)];
      const id = fixture ? await fixture.create(companyA.client, 'big-input', ctx) : '';
      const huge = JSON.stringify({ name: 'x', notes: 'a'.repeat(1024 * 1024 + 10) });
      const res = await companyA.client.request(
        route.method.toUpperCase(),
        `/api${route.path.replace(':id', id)}`,
        huge,
      );
      expect(res.status).toBe(413);
      expect(res.body.error.message).toBe('Os dados enviados são grandes demais.');
    });
  }
});

describe('the OpenAPI document', () => {
  it('describes sign-in and sign-up with their request bodies', async () => {
    const doc = (await companyA.client.get('/api/openapi.json')).body;
    expect(doc.openapi).toBe('3.1.0');
    const signUp = doc.paths['/api/auth/company/sign-up'].post.requestBody.content['application/json'].schema;
    expect(signUp.required).toEqual(['fullName', 'companyName', 'email', 'password']);
    expect(doc.paths['/api/auth/sign-in/email'].post).toBeDefined();
  });
});
