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
  owner = await signUpCompany(ctx, 'Confecção Fornecida');
});
afterAll(() => ctx.close());

const line = (n: number, values: Record<string, string>) => ({ line: n, values });
const suppliersOf = async (client = owner.client) =>
  (await client.get('/api/suppliers?pageSize=100')).body.items as {
    name: string;
    documentNumber: string | null;
  }[];

describe('POST /suppliers/import', () => {
  it('answers a dry run with the errors and saves nothing', async () => {
    const res = await owner.client.post('/api/suppliers/import', {
      dryRun: true,
      lines: [line(2, { Nome: 'Malharia Vale', 'CPF/CNPJ': '11.222.333/0001-81' }), line(3, { Nome: '' })],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 0, errors: [{ line: 3, messages: ['Nome: Nome é obrigatório'] }] });
    expect(await suppliersOf()).toEqual([]);
  });

  it('creates the valid lines and reports the others by line, in Portuguese', async () => {
    const res = await owner.client.post('/api/suppliers/import', {
      lines: [
        line(2, { Nome: 'Malharia Vale', 'CPF/CNPJ': '11.222.333/0001-81', Telefone: '(47) 3333-4444' }),
        line(3, { Nome: 'Aviamentos Sul', CNPJ: '11.111.111/1111-11' }),
        line(4, { Nome: 'Outra Vale', 'CPF/CNPJ': '11222333000181' }),
        line(5, { Nome: 'Dona Ana', 'CPF/CNPJ': '529.982.247-25', 'E-mail': 'ana@exemplo.com.br' }),
        line(6, { Nome: 'Sem documento' }),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      imported: 3,
      errors: [
        { line: 3, messages: ['CPF/CNPJ: CPF ou CNPJ inválido'] },
        { line: 4, messages: ['CPF/CNPJ: repetido (já está na linha 2)'] },
      ],
    });
    const list = await suppliersOf();
    expect(list.map((s) => [s.name, s.documentNumber])).toEqual([
      ['Dona Ana', '52998224725'],
      ['Malharia Vale', '11222333000181'],
      ['Sem documento', null],
    ]);
  });

  it('refuses a document the company already has, in a dry run and for real', async () => {
    const body = { lines: [line(2, { Nome: 'De novo', 'CPF/CNPJ': '529.982.247-25' })] };
    const expected = {
      imported: 0,
      errors: [{ line: 2, messages: ['CPF/CNPJ: já existe um fornecedor com este documento'] }],
    };
    expect((await owner.client.post('/api/suppliers/import', { ...body, dryRun: true })).body).toEqual(
      expected,
    );
    expect((await owner.client.post('/api/suppliers/import', body)).body).toEqual(expected);
    expect(await suppliersOf()).toHaveLength(3);
  });

  it('refuses an empty request, more than 2,000 lines and a bad dry-run flag', async () => {
    const empty = await owner.client.post('/api/suppliers/import', { lines: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.lines).toBe('Nenhuma linha para importar');
    const many = Array.from({ length: 2001 }, (_, i) => line(i + 2, { Nome: `F${i}` }));
    const tooMany = await owner.client.post('/api/suppliers/import', { lines: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields.lines).toBe('No máximo 2.000 linhas por importação');
    const flag = await owner.client.post('/api/suppliers/import', {
      lines: [line(2, { Nome: 'x' })],
      dryRun: 'sim',
    });
    expect(flag.status).toBe(400);
    const badLine = await owner.client.post('/api/suppliers/import', {
      lines: [{ line: 1, values: { Nome: 'x' } }],
    });
    expect(badLine.status).toBe(400);
    expect(await suppliersOf()).toHaveLength(3);
  });

  it('checks documents within the caller’s company only and needs the right to write suppliers', async () => {
    const other = await signUpCompany(ctx, 'Outra Fornecida');
    const res = await other.client.post('/api/suppliers/import', {
      lines: [line(2, { Nome: 'Malharia Vale', 'CPF/CNPJ': '11.222.333/0001-81' })],
    });
    expect(res.body).toEqual({ imported: 1, errors: [] });
    expect(await suppliersOf(other.client)).toHaveLength(1);
    expect(await suppliersOf()).toHaveLength(3);
    const reader = await addMember(ctx, owner.companyId, 'user', { suppliers: { canAccess: true } });
    const denied = await reader.client.post('/api/suppliers/import', { lines: [line(2, { Nome: 'Nova' })] });
    expect(denied.status).toBe(403);
    expect(await suppliersOf()).toHaveLength(3);
  });
});
