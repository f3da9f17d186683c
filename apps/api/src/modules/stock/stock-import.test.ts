import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { ledgerCounts } from './stock-test-support.ts';

let ctx: TestContext;
let owner: SignedUpCompany;
let malha: { id: string; variationId: string };
let sku: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Saldo Inicial');
  const created = await owner.client.post('/api/materials', {
    name: 'Malha PV',
    category: 'tecido',
    unit: 'kg',
  });
  malha = { id: created.body.id, variationId: created.body.variations[0].id };
  await owner.client.post('/api/materials', {
    name: 'Botão',
    category: 'aviamento',
    unit: 'un',
    sizes: ['P', 'G'],
  });
  await owner.client.post('/api/products/import', {
    lines: [{ line: 2, values: { Referência: 'CAM-01', Nome: 'Camiseta', Grade: 'Único', Cores: 'Preto' } }],
  });
  sku = (await owner.client.get('/api/products/CAM-01')).body.variants[0].sku;
});
afterAll(() => ctx.close());

const line = (n: number, values: Record<string, string>) => ({ line: n, values });
const balances = async (client = owner.client) =>
  Object.fromEntries(
    (
      (await client.get('/api/stock/balances?pageSize=100')).body.items as {
        name: string;
        variantLabel: string;
        stock: string;
      }[]
    ).map((i) => [`${i.name} ${i.variantLabel}`, i.stock]),
  );

describe('POST /stock/import', () => {
  it('posts nothing while any line is wrong, and answers every error', async () => {
    const lines = [
      line(2, { Material: 'malha pv', Quantidade: '25,5', 'Custo unitário': 'R$ 32,90' }),
      line(3, { Material: 'Botão', Variação: 'P', Quantidade: '10,5' }),
      line(4, { Material: 'Seda', Quantidade: '1' }),
      line(5, { SKU: sku, Quantidade: '0' }),
    ];
    const expected = {
      imported: 0,
      documentId: null,
      errors: [
        { line: 3, messages: ['Quantidade: em un use números inteiros'] },
        { line: 4, messages: ['Material: “Seda” não está cadastrado'] },
        { line: 5, messages: ['Quantidade: Informe um valor maior que zero'] },
      ],
    };
    for (const dryRun of [true, false]) {
      const res = await owner.client.post('/api/stock/import', { lines, dryRun });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(expected);
    }
    expect(await ledgerCounts(ctx, owner.companyId)).toEqual({ documents: 0, movements: 0 });
  });

  it('posts every line as one entry of the ledger, and the cost becomes the material’s last cost', async () => {
    const dry = await owner.client.post('/api/stock/import', {
      dryRun: true,
      lines: [line(2, { Material: 'Malha PV', Quantidade: '25,5' })],
    });
    expect(dry.body).toEqual({ imported: 0, documentId: null, errors: [] });
    const res = await owner.client.post('/api/stock/import', {
      lines: [
        line(2, { Material: 'malha pv', Quantidade: '25,5', 'Custo unitário': 'R$ 32,90' }),
        line(3, { Material: 'Botao', Variação: 'g', Quantidade: '1.000' }),
        line(4, { SKU: sku.toLowerCase(), Quantidade: '12' }),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 3, documentId: expect.any(String), errors: [] });
    expect(await ledgerCounts(ctx, owner.companyId)).toEqual({ documents: 1, movements: 3 });
    expect(await balances()).toMatchObject({
      'Malha PV Padrão': '25.50',
      'Botão G': '1000.00',
      'Botão P': '0.00',
    });
    const movements = (await owner.client.get(`/api/stock/movements?materialId=${malha.id}`)).body.items;
    expect(movements[0]).toMatchObject({
      type: 'entrada',
      quantity: '25.50',
      unitCostCents: 3290,
      referenceType: 'opening_import',
      notes: 'Saldo inicial importado de planilha',
    });
    expect((await owner.client.get(`/api/materials/${malha.id}`)).body.lastCostCents).toBe(3290);
  });

  it('refuses an empty request, more than 5,000 lines and lines of the wrong shape', async () => {
    const empty = await owner.client.post('/api/stock/import', { lines: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.lines).toBe('Nenhuma linha para importar');
    const many = Array.from({ length: 5001 }, (_, i) => line(i + 2, { SKU: `X${i}`, Quantidade: '1' }));
    const tooMany = await owner.client.post('/api/stock/import', { lines: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields.lines).toBe('No máximo 5.000 linhas por importação');
    const wrong = await owner.client.post('/api/stock/import', { lines: [{ line: 2, values: ['Malha'] }] });
    expect(wrong.status).toBe(400);
    expect(await ledgerCounts(ctx, owner.companyId)).toEqual({ documents: 1, movements: 3 });
  });

  it('finds only the caller’s items and needs the right to write stock', async () => {
    const other = await signUpCompany(ctx, 'Outro Saldo');
    const res = await other.client.post('/api/stock/import', {
      lines: [line(2, { Material: 'Malha PV', Quantidade: '1' }), line(3, { SKU: sku, Quantidade: '1' })],
    });
    expect(res.body).toEqual({
      imported: 0,
      documentId: null,
      errors: [
        { line: 2, messages: ['Material: “Malha PV” não está cadastrado'] },
        { line: 3, messages: [`SKU: “${sku}” não está cadastrado`] },
      ],
    });
    const reader = await addMember(ctx, owner.companyId, 'user', { 'stock-movements': { canAccess: true } });
    const denied = await reader.client.post('/api/stock/import', {
      lines: [line(2, { Material: 'Malha PV', Quantidade: '1' })],
    });
    expect(denied.status).toBe(403);
    expect(await ledgerCounts(ctx, owner.companyId)).toEqual({ documents: 1, movements: 3 });
  });
});
