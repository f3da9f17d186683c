import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvLines } from '../../../test/csv.ts';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { seedMovement } from './materials-test-support.ts';

let ctx: TestContext;
let owner: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Exporta');
  const supplier = await owner.client.post('/api/suppliers', { name: 'Malharia Vale' });
  const malha = await owner.client.post('/api/materials', {
    name: 'Malha PV',
    category: 'tecido',
    unit: 'kg',
    defaultSupplierId: supplier.body.id,
    lastCostCents: '32,90',
    minimumStock: '1.250,5',
  });
  await seedMovement(ctx, owner.companyId, {
    materialId: malha.body.id,
    variationId: malha.body.variations[0].id,
    quantity: '12.5',
  });
  await owner.client.post('/api/materials', { name: 'Botão 12mm', category: 'aviamento', unit: 'un' });
  await owner.client.post('/api/materials', {
    name: '=HYPERLINK("x")',
    category: 'outro',
    unit: 'un',
    status: 'inativo',
  });
});
afterAll(() => ctx.close());

describe('GET /materials/export', () => {
  it('exports every material in the list order, pt-BR formatted, with the header and BOM', async () => {
    const res = await owner.client.get('/api/materials/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('materiais.csv');
    const [header, ...rows] = csvLines(res.body);
    expect(header).toEqual([
      'Nome',
      'Categoria',
      'Unidade',
      'Estoque',
      'Estoque mínimo',
      'Abaixo do mínimo',
      'Último custo',
      'Fornecedor',
      'Variações',
      'Situação',
      'Observações',
      'Cadastrado em',
    ]);
    expect(rows).toHaveLength(3);
    const malha = rows.find((r) => r[0] === 'Malha PV')!;
    expect(malha.slice(0, 10)).toEqual([
      'Malha PV',
      'Tecido',
      'kg',
      '12,50',
      '1.250,50',
      'Sim',
      'R$\u00a032,90',
      'Malharia Vale',
      '1',
      'Ativo',
    ]);
    expect(malha[11]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('guards a cell that would start a formula', async () => {
    const res = await owner.client.get('/api/materials/export?status=inativo');
    const [, ...rows] = csvLines(res.body);
    expect(rows).toHaveLength(1);
    expect(rows[0]![0]).toBe('"\'=HYPERLINK(""x"")"');
  });

  it('follows the search, filters and order of the list', async () => {
    const byCategory = csvLines((await owner.client.get('/api/materials/export?category=aviamento')).body);
    expect(byCategory.slice(1).map((r) => r[0])).toEqual(['Botão 12mm']);
    const searched = csvLines((await owner.client.get('/api/materials/export?q=malharia')).body);
    expect(searched.slice(1).map((r) => r[0])).toEqual(['Malha PV']);
    const below = csvLines((await owner.client.get('/api/materials/export?belowMinimum=true')).body);
    expect(below.slice(1).map((r) => r[0])).toEqual(['Malha PV']);
    const desc = csvLines(
      (await owner.client.get('/api/materials/export?sort=name&dir=desc&status=ativo')).body,
    );
    expect(desc.slice(1).map((r) => r[0])).toEqual(['Malha PV', 'Botão 12mm']);
    const none = csvLines((await owner.client.get('/api/materials/export?q=zzz')).body);
    expect(none).toHaveLength(1);
  });

  it('refuses a bad filter with a message in Portuguese', async () => {
    const res = await owner.client.get('/api/materials/export?category=madeira');
    expect(res.status).toBe(400);
    expect(res.body.error.fields.category).toBe('Categoria inválida');
  });

  it('shows nothing of another company and needs access to materials', async () => {
    const other = await signUpCompany(ctx, 'Outra Confecção');
    const theirs = csvLines((await other.client.get('/api/materials/export')).body);
    expect(theirs).toHaveLength(1);
    const outsider = await addMember(ctx, owner.companyId, 'manager', { suppliers: { canAccess: true } });
    const denied = await outsider.client.get('/api/materials/export');
    expect(denied.status).toBe(403);
    const reader = await addMember(ctx, owner.companyId, 'user', { materials: { canAccess: true } });
    expect((await reader.client.get('/api/materials/export')).status).toBe(200);
  });
});
