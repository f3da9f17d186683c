import { randomUUID } from 'node:crypto';
import type { FeatureKey } from '@alinhavo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvLines } from '../../test/csv.ts';
import { addMember } from '../../test/members.ts';
import { seedTenantWorld, type TenantWorld } from '../../test/tenant-world.ts';
import { createTestApp, type SignedUpCompany, signUpCompany, type TestContext } from '../../test/test-app.ts';

// The CSV exports of the lists (materials have their own, fuller test): each follows its list's search and
// filters, refuses bad filters in Portuguese and needs access to its area. Other companies: every-route.test.ts.

let ctx: TestContext;
let owner: SignedUpCompany;
let world: TenantWorld;
const marker = `exporta-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Exportações');
  world = await seedTenantWorld(ctx, owner.client, marker);
});
afterAll(() => ctx.close());

type Case = {
  path: string;
  feature: FeatureKey;
  file: string;
  firstHeader: string;
  /** Text of the world's row the full export holds. */
  shows: () => string;
  /** A query of the list that leaves the world's rows out. */
  excluding: () => string;
  bad: { query: string; field: string; message: string };
};

const unknownId = randomUUID();
const cases: Case[] = [
  {
    path: '/api/suppliers/export',
    feature: 'suppliers',
    file: 'fornecedores.csv',
    firstHeader: 'Nome',
    shows: () => `Fornecedor ${marker}`,
    excluding: () => 'q=zzz-nada',
    bad: { query: 'sort=cidade', field: 'sort', message: 'Ordenação inválida' },
  },
  {
    path: '/api/customers/export',
    feature: 'customers',
    file: 'clientes.csv',
    firstHeader: 'Tipo',
    shows: () => `Cliente ${marker}`,
    excluding: () => 'status=inativo',
    bad: { query: 'status=talvez', field: 'status', message: 'Situação inválida' },
  },
  {
    path: '/api/outworkers/export',
    feature: 'outworkers',
    file: 'faccoes.csv',
    firstHeader: 'Nome',
    shows: () => `Facção ${marker}`,
    excluding: () => 'status=inativo',
    bad: { query: 'status=fechada', field: 'status', message: 'Situação inválida' },
  },
  {
    path: '/api/employees/export',
    feature: 'employees',
    file: 'funcionarios.csv',
    firstHeader: 'Nome',
    shows: () => `Cortador ${marker}`,
    excluding: () => 'status=inativo',
    bad: { query: 'sector=astronauta', field: 'sector', message: 'Setor inválido' },
  },
  {
    path: '/api/batches/export',
    feature: 'production-batches',
    file: 'lotes.csv',
    firstHeader: 'Lote',
    shows: () => world.productReference,
    excluding: () => `productId=${unknownId}`,
    bad: { query: 'status=perdido', field: 'status', message: 'Situação inválida' },
  },
  {
    path: '/api/production-orders/export',
    feature: 'production-orders',
    file: 'ordens-producao.csv',
    firstHeader: 'Ordem',
    shows: () => world.productReference,
    excluding: () => `productId=${unknownId}`,
    bad: { query: 'status=perdida', field: 'status', message: 'Situação inválida' },
  },
  {
    path: '/api/product-costs/export',
    feature: 'product-costs',
    file: 'custos-produtos.csv',
    firstHeader: 'Referência',
    shows: () => world.productReference,
    excluding: () => 'q=zzz-nada',
    bad: { query: 'filter=caros', field: 'filter', message: 'Filtro inválido' },
  },
];

describe.each(cases)('GET $path', (c) => {
  it('exports the rows of the list as a pt-BR CSV file', async () => {
    const res = await owner.client.get(c.path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain(c.file);
    const [header, ...rows] = csvLines(res.body);
    expect(header![0]).toBe(c.firstHeader);
    expect(rows.some((row) => row.includes(c.shows()))).toBe(true);
    for (const row of rows) expect(row).toHaveLength(header!.length);
  });

  it('follows the list’s search and filters', async () => {
    const res = await owner.client.get(`${c.path}?${c.excluding()}`);
    expect(res.status).toBe(200);
    expect(csvLines(res.body)).toHaveLength(1);
  });

  it('refuses a bad filter with a message in Portuguese', async () => {
    const res = await owner.client.get(`${c.path}?${c.bad.query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.fields[c.bad.field]).toBe(c.bad.message);
  });

  it('needs access to the list’s area', async () => {
    const other: FeatureKey = c.feature === 'suppliers' ? 'materials' : 'suppliers';
    const outsider = await addMember(ctx, owner.companyId, 'manager', { [other]: { canAccess: true } });
    expect((await outsider.client.get(c.path)).status).toBe(403);
    const reader = await addMember(ctx, owner.companyId, 'user', { [c.feature]: { canAccess: true } });
    expect((await reader.client.get(c.path)).status).toBe(200);
  });
});
