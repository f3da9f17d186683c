import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';

let ctx: TestContext;
let owner: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Importa Clientes');
});
afterAll(() => ctx.close());

const line = (n: number, values: Record<string, string>) => ({ line: n, values });
const customersOf = async (client: TestClient = owner.client) =>
  (await client.get('/api/customers?pageSize=100')).body.items as {
    name: string;
    personType: string;
    documentNumber: string | null;
    creditLimitCents: number;
    city: string | null;
  }[];

describe('POST /customers/import', () => {
  const lines = [
    line(2, {
      Tipo: 'PJ',
      Nome: 'Boutique Aurora Ltda',
      'CPF/CNPJ': '11.222.333/0001-81',
      'Inscrição estadual': 'Isento',
      Cidade: 'Blumenau',
      UF: 'SC',
      'Limite de crédito': 'R$ 1.500,00',
    }),
    line(3, { Nome: '', 'CPF/CNPJ': '111.444.777-35' }),
    line(4, { Nome: 'Repetida', 'CPF/CNPJ': '11222333000181' }),
    line(5, { Tipo: 'Pessoa física', Nome: 'Ana Lima', 'CPF/CNPJ': '529.982.247-25', CEP: '123' }),
    line(6, { Tipo: 'Cooperativa', Nome: 'Coop', Situação: 'talvez' }),
    line(7, { Nome: 'Dona Rosa', Celular: '(47) 98888-7777' }),
  ];

  it('previews the wrong lines with their messages and saves nothing', async () => {
    const res = await owner.client.post('/api/customers/import', { dryRun: true, lines });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      imported: 0,
      errors: [
        { line: 3, messages: ['Nome: Nome é obrigatório'] },
        { line: 4, messages: ['CPF/CNPJ: repetido (já está na linha 2)'] },
        { line: 5, messages: ['CEP: CEP inválido'] },
        { line: 6, messages: ['Tipo: use PF ou PJ', 'Situação: use Ativo ou Inativo'] },
      ],
    });
    expect(await customersOf()).toEqual([]);
  });

  it('imports the valid lines the person chose to keep, and reports the others', async () => {
    const res = await owner.client.post('/api/customers/import', { lines });
    expect(res.body.imported).toBe(2);
    expect(res.body.errors.map((e: { line: number }) => e.line)).toEqual([3, 4, 5, 6]);
    const list = await customersOf();
    expect(list.map((c) => [c.name, c.personType, c.documentNumber, c.creditLimitCents, c.city])).toEqual([
      ['Boutique Aurora Ltda', 'pj', '11222333000181', 150000, 'Blumenau'],
      ['Dona Rosa', 'pf', null, 0, null],
    ]);
  });

  it('refuses a document already registered, in the preview and the import', async () => {
    const body = { lines: [line(2, { Nome: 'De novo', CNPJ: '11.222.333/0001-81' })] };
    const expected = {
      imported: 0,
      errors: [{ line: 2, messages: ['CPF/CNPJ: Já existe um cliente com este documento.'] }],
    };
    expect((await owner.client.post('/api/customers/import', { ...body, dryRun: true })).body).toEqual(
      expected,
    );
    expect((await owner.client.post('/api/customers/import', body)).body).toEqual(expected);
    expect(await customersOf()).toHaveLength(2);
  });

  it('imports back its own export', async () => {
    const csv = (await owner.client.get('/api/customers/export')).body as string;
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const titles = header!.split(';');
    const exported = rows.map((row, i) =>
      line(
        i + 2,
        Object.fromEntries(
          row
            .split(';')
            .map((cell, j) => [titles[j]!, cell.replace(/^"|"$/g, '')] as const)
            .filter(([, cell]) => cell),
        ),
      ),
    );
    const other = await signUpCompany(ctx, 'Outra Importa Clientes');
    const res = await other.client.post('/api/customers/import', { lines: exported });
    expect(res.body).toEqual({ imported: 2, errors: [] });
    expect(
      (await customersOf(other.client)).map((c) => [c.name, c.documentNumber, c.creditLimitCents]),
    ).toEqual([
      ['Boutique Aurora Ltda', '11222333000181', 150000],
      ['Dona Rosa', null, 0],
    ]);
    // The other company's document does not block this one's, and its rows stay its own.
    expect(await customersOf()).toHaveLength(2);
  });

  it('refuses an empty request and needs the right to write customers', async () => {
    const empty = await owner.client.post('/api/customers/import', { lines: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.lines).toBe('Nenhuma linha para importar');
    const reader = await addMember(ctx, owner.companyId, 'user', { customers: { canAccess: true } });
    const denied = await reader.client.post('/api/customers/import', { lines: [line(2, { Nome: 'Nova' })] });
    expect(denied.status).toBe(403);
    expect(await customersOf()).toHaveLength(2);
  });
});
