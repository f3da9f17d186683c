import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';

let ctx: TestContext;
let owner: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Importa');
});
afterAll(() => ctx.close());

const line = (n: number, values: Record<string, string>) => ({ line: n, values });
const names = async (client = owner.client) =>
  ((await client.get('/api/materials?pageSize=100')).body.items as { name: string }[]).map((m) => m.name);

describe('POST /materials/import', () => {
  it('creates the valid lines with their default variation and reports the others by line', async () => {
    const res = await owner.client.post('/api/materials/import', {
      lines: [
        line(2, { Nome: 'Malha PV', Categoria: 'Tecido', Unidade: 'kg', 'Último custo': '32,90' }),
        line(3, { Nome: 'Botão 12mm', Categoria: 'aviamento', Unidade: 'un', 'Estoque mínimo': '1.000,5' }),
        line(4, { Nome: '', Categoria: 'Madeira', Unidade: 'kg' }),
        line(5, { Nome: 'malha pv', Categoria: 'Tecido', Unidade: 'kg' }),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      imported: 2,
      errors: [
        {
          line: 4,
          messages: [
            'Categoria: “Madeira” não existe (use Tecido, Aviamento, Etiqueta, Embalagem, Linha, Outro)',
            'Nome: Nome é obrigatório',
          ],
        },
        { line: 5, messages: ['Nome: repetido (já está na linha 2)'] },
      ],
    });
    expect((await names()).sort()).toEqual(['Botão 12mm', 'Malha PV']);
    const list = (await owner.client.get('/api/materials?q=malha')).body.items[0];
    expect(list).toMatchObject({ lastCostCents: 3290, variationCount: 1, category: 'tecido', unit: 'kg' });
    const button = (await owner.client.get('/api/materials?q=botao')).body.items[0];
    expect(button.minimumStock).toBe('1000.50');
  });

  it('refuses names the company already has and inserts nothing from a request with only errors', async () => {
    const res = await owner.client.post('/api/materials/import', {
      lines: [
        line(2, { Nome: 'MALHA PV', Categoria: 'Tecido', Unidade: 'kg' }),
        line(3, { Nome: 'Elástico', Categoria: 'Aviamento', Unidade: 'litro' }),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      imported: 0,
      errors: [
        { line: 2, messages: ['Nome: já existe um material com este nome'] },
        { line: 3, messages: ['Unidade: “litro” não existe (use m, kg, un, cone, rolo, par)'] },
      ],
    });
    expect(await names()).toHaveLength(2);
  });

  it('refuses an empty request and more than 2,000 lines, in Portuguese', async () => {
    const empty = await owner.client.post('/api/materials/import', { lines: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.lines).toBe('Nenhuma linha para importar');
    const many = Array.from({ length: 2001 }, (_, i) => line(i + 2, { Nome: `M${i}` }));
    const tooMany = await owner.client.post('/api/materials/import', { lines: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields.lines).toBe('No máximo 2.000 linhas por importação');
    expect(await names()).toHaveLength(2);
  });

  it('imports into the caller’s company only and needs the right to write materials', async () => {
    const other = await signUpCompany(ctx, 'Outra Importadora');
    const res = await other.client.post('/api/materials/import', {
      lines: [line(2, { Nome: 'Malha PV', Categoria: 'Tecido', Unidade: 'kg' })],
    });
    expect(res.body).toEqual({ imported: 1, errors: [] });
    expect(await names(other.client)).toEqual(['Malha PV']);
    expect(await names()).toHaveLength(2);
    const reader = await addMember(ctx, owner.companyId, 'user', { materials: { canAccess: true } });
    const denied = await reader.client.post('/api/materials/import', {
      lines: [line(2, { Nome: 'Linha 120', Categoria: 'Linha', Unidade: 'cone' })],
    });
    expect(denied.status).toBe(403);
    expect(await names()).toHaveLength(2);
  });
});
