import type { TestClient } from './test-app.ts';

/**
 * For every route with an :id, how to make a record of that kind in a company, and a valid body for writes.
 * The enumerated cross-tenant test fails when a route has no fixture here, so new modules must add theirs.
 */
export type RouteFixture = {
  create: (owner: TestClient, marker: string) => Promise<string>;
  validBody?: Record<string, unknown>;
};

const supplier: RouteFixture = {
  create: async (owner, marker) => {
    const res = await owner.post('/api/suppliers', {
      name: `Fornecedor ${marker}`,
      email: `${marker}@example.com`,
    });
    if (res.status !== 201) throw new Error(`fixture failed: ${JSON.stringify(res.body)}`);
    return res.body.id;
  },
  validBody: { name: 'Nome alterado por outra empresa' },
};

export const routeFixtures: Record<string, RouteFixture> = {
  'get /suppliers/:id': supplier,
  'patch /suppliers/:id': supplier,
  'delete /suppliers/:id': supplier,
};
