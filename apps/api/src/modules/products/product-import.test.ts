import { isValidEan13 } from '@alinhavo/domain';
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
  owner = await signUpCompany(ctx, 'Confecção Catálogo');
});
afterAll(() => ctx.close());

const line = (n: number, values: Record<string, string>) => ({ line: n, values });
const product = (reference: string, values: Record<string, string> = {}) => ({
  Referência: reference,
  Nome: `Camiseta ${reference}`,
  Grade: 'PP ao GG',
  Cores: 'Preto | Branco',
  ...values,
});
const references = async (client = owner.client) =>
  ((await client.get('/api/products?pageSize=100&sort=reference')).body.items as { reference: string }[]).map(
    (p) => p.reference,
  );
const colorNames = async (client = owner.client) =>
  ((await client.get('/api/colors')).body.items as { name: string }[]).map((c) => c.name);

describe('POST /products/import', () => {
  it('answers a dry run with the errors and the colours it would create, and saves nothing', async () => {
    const res = await owner.client.post('/api/products/import', {
      dryRun: true,
      lines: [
        line(2, product('CAM-01', { Cores: 'Preto | Vinho | vinho' })),
        line(3, product('CAM-02', { Grade: 'Gigante' })),
        line(4, product('', { 'Preço de venda': 'caro' })),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      imported: 0,
      newColors: ['Vinho'],
      errors: [
        { line: 3, messages: ['Grade: “Gigante” não está cadastrada'] },
        { line: 4, messages: ['Referência: Referência é obrigatória', 'Preço de venda: Preço inválido'] },
      ],
    });
    expect(await references()).toEqual([]);
    expect(await colorNames()).not.toContain('Vinho');
  });

  it('creates each valid product with a SKU and EAN-13 per colour × size of its grid, and the new colours', async () => {
    const res = await owner.client.post('/api/products/import', {
      lines: [
        line(
          2,
          product('CAM-01', { Cores: 'Preto | Vinho', 'Preço de venda': 'R$ 89,90', Coleção: 'Verão' }),
        ),
        line(3, product('BER-01', { Grade: 'numérica 36 ao 46', Cores: 'azul' })),
        line(5, product('cam-01')),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      imported: 2,
      newColors: ['Vinho'],
      errors: [{ line: 5, messages: ['Referência: repetido (já está na linha 2)'] }],
    });
    expect(await references()).toEqual(['BER-01', 'CAM-01']);
    expect(await colorNames()).toContain('Vinho');
    const camiseta = (await owner.client.get('/api/products/CAM-01')).body;
    expect(camiseta).toMatchObject({
      name: 'Camiseta CAM-01',
      salePriceCents: 8990,
      collection: 'Verão',
      sizeGridName: 'PP ao GG',
      sizes: ['PP', 'P', 'M', 'G', 'GG'],
    });
    expect(camiseta.colors.map((c: { name: string }) => c.name)).toEqual(['Preto', 'Vinho']);
    const variants = camiseta.variants as { sku: string; barcode: string }[];
    expect(variants).toHaveLength(10);
    expect(variants.map((v) => v.sku)).toContain('CAM-01-PRETO-PP');
    expect(variants.every((v) => isValidEan13(v.barcode))).toBe(true);
    const bermuda = (await owner.client.get('/api/products/BER-01')).body;
    expect(bermuda.variants).toHaveLength(6);
  });

  it('refuses a reference the company already has', async () => {
    const res = await owner.client.post('/api/products/import', { lines: [line(2, product('Cam-01'))] });
    expect(res.body).toEqual({
      imported: 0,
      newColors: [],
      errors: [{ line: 2, messages: ['Referência: já existe um produto com esta referência'] }],
    });
    expect(await references()).toHaveLength(2);
  });

  it('refuses an empty request and more than 1,000 lines', async () => {
    const empty = await owner.client.post('/api/products/import', { lines: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.lines).toBe('Nenhuma linha para importar');
    const many = Array.from({ length: 1001 }, (_, i) => line(i + 2, product(`R${i}`)));
    const tooMany = await owner.client.post('/api/products/import', { lines: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields.lines).toBe('No máximo 1.000 linhas por importação');
    const wrongShape = await owner.client.post('/api/products/import', {
      lines: [{ line: 2, values: 'CAM' }],
    });
    expect(wrongShape.status).toBe(400);
  });

  it('uses the caller’s grids and colours only and needs the right to write products', async () => {
    const other = await signUpCompany(ctx, 'Outro Catálogo');
    const res = await other.client.post('/api/products/import', {
      dryRun: true,
      lines: [line(2, product('CAM-01', { Cores: 'Vinho' }))],
    });
    expect(res.body).toEqual({ imported: 0, newColors: ['Vinho'], errors: [] });
    const reader = await addMember(ctx, owner.companyId, 'user', { products: { canAccess: true } });
    const denied = await reader.client.post('/api/products/import', { lines: [line(2, product('NOVO-1'))] });
    expect(denied.status).toBe(403);
    expect(await references()).toHaveLength(2);
  });
});
