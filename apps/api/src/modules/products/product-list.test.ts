import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsSystemForCompany } from '../../platform/db/tenant.ts';
import { productVariants } from './schema.ts';

let ctx: TestContext;
let owner: SignedUpCompany;
type Item = { id: string; reference: string; name: string; totalStock: string; variantCount: number };
const refs = (body: { items: Item[] }) => body.items.map((p) => p.reference);

let camisa: {
  id: string;
  variants: { id: string; sku: string; barcode: string; size: string; colorId: string }[];
};

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Lista');
  // Preto and Branco come with every new company; they are given their SKU codes here.
  const defaults = (await owner.client.get('/api/colors')).body.items as { id: string; name: string }[];
  const withCode = async (name: string, code: string) => {
    const id = defaults.find((c) => c.name === name)!.id;
    await owner.client.patch(`/api/colors/${id}`, { code });
    return id;
  };
  const preto = await withCode('Preto', 'PT');
  const branco = await withCode('Branco', 'BR');
  const grid = (await owner.client.post('/api/size-grids', { name: 'Adulto', sizes: ['P', 'M', 'G'] })).body
    .id;
  const create = async (reference: string, name: string, extra: Record<string, unknown>) => {
    const res = await owner.client.post('/api/products', {
      reference,
      name,
      sizeGridId: grid,
      colorIds: [preto, branco],
      ...extra,
    });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body;
  };
  camisa = await create('CAM-10', 'Camisa social', {
    collection: 'Inverno 2027',
    category: 'Camisas',
    salePriceCents: 15990,
    ncm: '62052000',
  });
  await create('BER-20', 'Bermuda sarja', { collection: 'Verão 2027', category: 'Bermudas' });
  await create('VES-30', 'Vestido midi', {
    collection: 'Verão 2027',
    category: 'Vestidos',
    status: 'inativo',
  });
  // Finished stock as the ledger would have left it: CAM-10 has 12,5 pieces over two SKUs; one SKU inactive.
  await runAsSystemForCompany(ctx.db, owner.companyId, async (tx) => {
    await tx
      .update(productVariants)
      .set({ stock: '10.00' })
      .where(inArray(productVariants.id, [camisa.variants[0]!.id]));
    await tx
      .update(productVariants)
      .set({ stock: '2.50', status: 'inativo' })
      .where(inArray(productVariants.id, [camisa.variants[5]!.id]));
  });
});
afterAll(() => ctx.close());

describe('product list', () => {
  it('shows each product with its finished stock total and its number of active variants', async () => {
    const res = await owner.client.get('/api/products');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    const byRef = Object.fromEntries(res.body.items.map((p: Item) => [p.reference, p]));
    expect(byRef['CAM-10']).toMatchObject({ totalStock: '12.50', variantCount: 5, salePriceCents: 15990 });
    expect(byRef['BER-20']).toMatchObject({ totalStock: '0.00', variantCount: 6, salePriceCents: null });
    expect(byRef['CAM-10'].colors.map((c: { name: string }) => c.name)).toEqual(['Preto', 'Branco']);
  });

  it('sorts by name by default, and by stock or reference on request', async () => {
    expect(refs((await owner.client.get('/api/products')).body)).toEqual(['BER-20', 'CAM-10', 'VES-30']);
    expect(refs((await owner.client.get('/api/products?sort=totalStock&dir=desc')).body)[0]).toBe('CAM-10');
    expect(refs((await owner.client.get('/api/products?sort=reference&dir=desc')).body)).toEqual([
      'VES-30',
      'CAM-10',
      'BER-20',
    ]);
  });

  it('sorts by price, products without one last either way and equal ones by name', async () => {
    expect(refs((await owner.client.get('/api/products?sort=salePrice')).body)).toEqual([
      'CAM-10',
      'BER-20',
      'VES-30',
    ]);
    expect(refs((await owner.client.get('/api/products?sort=salePrice&dir=desc')).body)).toEqual([
      'CAM-10',
      'VES-30',
      'BER-20',
    ]);
  });

  it('searches by reference, name, SKU and barcode', async () => {
    expect(refs((await owner.client.get('/api/products?q=ber-2')).body)).toEqual(['BER-20']);
    expect(refs((await owner.client.get('/api/products?q=SOCIAL')).body)).toEqual(['CAM-10']);
    expect(refs((await owner.client.get('/api/products?q=cam-10-br-g')).body)).toEqual(['CAM-10']);
    const barcode = camisa.variants[2]!.barcode;
    expect(refs((await owner.client.get(`/api/products?q=${barcode}`)).body)).toEqual(['CAM-10']);
    expect((await owner.client.get('/api/products?q=nada-disso')).body.total).toBe(0);
  });

  it('filters by collection, category and status', async () => {
    const verao = encodeURIComponent('Verão 2027');
    expect(refs((await owner.client.get(`/api/products?collection=${verao}`)).body)).toEqual([
      'BER-20',
      'VES-30',
    ]);
    expect(refs((await owner.client.get(`/api/products?collection=${verao}&status=ativo`)).body)).toEqual([
      'BER-20',
    ]);
    expect(refs((await owner.client.get('/api/products?category=Camisas')).body)).toEqual(['CAM-10']);
    expect(refs((await owner.client.get('/api/products?status=inativo')).body)).toEqual(['VES-30']);
    const bad = await owner.client.get('/api/products?status=talvez');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ status: 'Situação inválida' });
  });

  it('lists the collections and categories in use for the filters', async () => {
    const res = await owner.client.get('/api/products/facets');
    expect(res.body).toEqual({
      collections: ['Inverno 2027', 'Verão 2027'],
      categories: ['Bermudas', 'Camisas', 'Vestidos'],
    });
  });

  it('pages with totals', async () => {
    const first = await owner.client.get('/api/products?pageSize=2');
    const second = await owner.client.get('/api/products?pageSize=2&page=2');
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect([...refs(first.body), ...refs(second.body)]).toEqual(['BER-20', 'CAM-10', 'VES-30']);
  });
});

describe('CSV export', () => {
  it('has one line per SKU with the product fields, pt-BR formatted, following the filters', async () => {
    const res = await owner.client.get(
      `/api/products/export?collection=${encodeURIComponent('Inverno 2027')}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('produtos.csv');
    const lines = (res.body as string)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Referência;Produto;Coleção;Categoria;Unidade;NCM;Preço de venda;Situação do produto;Cor;Código da cor;Tamanho;SKU;Código de barras;Estoque;Situação do SKU',
    );
    expect(lines).toHaveLength(1 + 6);
    const first = lines[1]!.split(';');
    expect(first).toEqual([
      'CAM-10',
      'Camisa social',
      'Inverno 2027',
      'Camisas',
      'un',
      '6205.20.00',
      'R$\u00a0159,90',
      'Ativo',
      'Preto',
      'PT',
      'P',
      'CAM-10-PT-P',
      camisa.variants[0]!.barcode,
      '10,00',
      'Ativo',
    ]);
    // Active SKUs first in colour × size order, the inactive one last with its stock.
    expect(lines.slice(1).map((l) => l.split(';')[11])).toEqual(
      ['CAM-10-PT-P', 'CAM-10-PT-M', 'CAM-10-PT-G', 'CAM-10-BR-P', 'CAM-10-BR-M', 'CAM-10-BR-G']
        .filter((sku) => sku !== camisa.variants[5]!.sku)
        .concat(camisa.variants[5]!.sku),
    );
    expect(lines.at(-1)!.split(';').slice(-2)).toEqual(['2,50', 'Inativo']);
  });

  it('exports every product without filters and nothing of a search that matches none', async () => {
    const all = await owner.client.get('/api/products/export');
    expect((all.body as string).trimEnd().split('\r\n')).toHaveLength(1 + 18);
    const none = await owner.client.get('/api/products/export?q=zzz');
    expect((none.body as string).trimEnd().split('\r\n')).toHaveLength(1);
  });
});
