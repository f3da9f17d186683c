import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SeededProduct, seedMaterial, seedProduct } from '../../../test/catalogue-seed.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { variantStock, variationStock } from './stock-test-support.ts';

let ctx: TestContext;
let owner: SignedUpCompany;
let other: SignedUpCompany;
let shirt: SeededProduct;
let zipper: { id: string; variations: { id: string; colorId: string | null; size: string | null }[] };
let colorIds: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Grade');
  other = await signUpCompany(ctx, 'Confecção Outra Grade');
  shirt = await seedProduct(ctx.db, owner.companyId, {
    reference: 'GR-01',
    name: 'Camiseta Grade',
    colorNames: ['Verde', 'Areia'],
    sizes: ['P', 'M', 'G'],
  });
  const colors = (await owner.client.get('/api/colors')).body.items as { id: string; name: string }[];
  colorIds = Object.fromEntries(colors.map((c) => [c.name, c.id]));
  // Zippers by colour and length, added largest first: the columns read shortest first all the same.
  const created = await owner.client.post('/api/materials', {
    name: 'Zíper Invisível',
    category: 'aviamento',
    unit: 'un',
    lastCostCents: '0,85',
    colorIds: [colorIds.Preto, colorIds.Branco],
    sizes: ['60 cm', '20 cm'],
  });
  expect(created.status).toBe(201);
  zipper = created.body;
});
afterAll(() => ctx.close());

describe('GET /stock/grids/:id', () => {
  it('gives a product’s SKUs as its colours (in the product’s order) × sizes (in its grid order)', async () => {
    // One SKU off: its cell is left out, and the other colour still shows every size in grid order.
    const off = shirt.variants.find((v) => v.colorName === 'Verde' && v.size === 'P')!;
    await owner.client.patch(`/api/product-variants/${off.id}`, { status: 'inativo' });

    const res = await owner.client.get(`/api/stock/grids/${shirt.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      kind: 'product',
      id: shirt.id,
      name: 'GR-01 Camiseta Grade',
      unit: 'un',
    });
    expect(res.body.lastCostCents).toBeNull();
    expect(res.body.colors.map((c: { name: string }) => c.name.split(' ')[0])).toEqual(['Verde', 'Areia']);
    expect(res.body.sizes).toEqual(['P', 'M', 'G']);
    expect(res.body.cells).toHaveLength(5);
    expect(res.body.cells.some((c: { itemId: string }) => c.itemId === off.id)).toBe(false);
    const areiaG = shirt.variants.find((v) => v.colorName === 'Areia' && v.size === 'G')!;
    expect(res.body.cells).toContainEqual({
      itemId: areiaG.id,
      colorId: areiaG.colorId,
      size: 'G',
      sku: areiaG.sku,
      stock: '0.00',
    });
  });

  it('gives a material’s variations as colours (by name) × sizes (in size order), with its last cost', async () => {
    const res = await owner.client.get(`/api/stock/grids/${zipper.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      kind: 'material',
      name: 'Zíper Invisível',
      unit: 'un',
      lastCostCents: 85,
    });
    expect(res.body.colors.map((c: { id: string }) => c.id)).toEqual([colorIds.Branco, colorIds.Preto]);
    expect(res.body.sizes).toEqual(['20 cm', '60 cm']);
    expect(res.body.cells).toHaveLength(4);
    expect(res.body.cells.every((c: { sku: string | null }) => c.sku === null)).toBe(true);
  });

  it('gives a material without variations its one default cell, with no colour and no size', async () => {
    const thread = await seedMaterial(ctx.db, owner.companyId, { name: 'Linha Grade', stock: '3.5' });
    const res = await owner.client.get(`/api/stock/grids/${thread.id}`);
    expect(res.body.colors).toEqual([{ id: null, name: null, hex: null }]);
    expect(res.body.sizes).toEqual([null]);
    expect(res.body.cells).toEqual([
      { itemId: thread.variations[0]!.id, colorId: null, size: null, sku: null, stock: '3.50' },
    ]);
  });

  it('does not find another company’s product or material, nor an id of something else', async () => {
    for (const id of [shirt.id, zipper.id]) {
      const res = await other.client.get(`/api/stock/grids/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Item de estoque não encontrado');
      expect(JSON.stringify(res.body)).not.toContain('Grade');
    }
    expect((await owner.client.get(`/api/stock/grids/${shirt.variants[0]!.id}`)).status).toBe(404);
    const bad = await owner.client.get('/api/stock/grids/nao-e-um-id');
    expect(bad.status).toBe(404);
    expect(bad.body.error.message).toBe('Item de estoque não encontrado');
  });
});

describe('GET /stock/grids', () => {
  it('offers active materials and products that have variations, searched by name or reference', async () => {
    const all = await owner.client.get('/api/stock/grids');
    expect(all.status).toBe(200);
    const names = all.body.items.map((i: { name: string }) => i.name);
    expect(names).toContain('Zíper Invisível');
    expect(names).toContain('GR-01 Camiseta Grade');
    expect(all.body.items.find((i: { id: string }) => i.id === zipper.id)).toEqual({
      kind: 'material',
      id: zipper.id,
      name: 'Zíper Invisível',
      unit: 'un',
      variants: 4,
    });

    const searched = await owner.client.get('/api/stock/grids?q=gr-01');
    expect(searched.body.items.map((i: { id: string }) => i.id)).toEqual([shirt.id]);
    const materials = await owner.client.get('/api/stock/grids?q=ziper&kind=material');
    expect(materials.body.items.map((i: { id: string }) => i.id)).toEqual([zipper.id]);
    const none = await owner.client.get('/api/stock/grids?q=ziper&kind=product');
    expect(none.body.items).toEqual([]);
  });

  it('leaves out an inactive material and shows another company nothing of this one', async () => {
    await owner.client.patch(`/api/materials/${zipper.id}`, { status: 'inativo' });
    const res = await owner.client.get('/api/stock/grids?q=ziper');
    expect(res.body.items).toEqual([]);
    await owner.client.patch(`/api/materials/${zipper.id}`, { status: 'ativo' });
    const foreign = await other.client.get('/api/stock/grids?q=grade');
    expect(foreign.status).toBe(200);
    expect(foreign.body.items).toEqual([]);
  });

  it('explains a bad filter in Portuguese', async () => {
    const kind = await owner.client.get('/api/stock/grids?kind=tudo');
    expect(kind.status).toBe(400);
    expect(kind.body.error.fields.kind).toBe('Item inválido');
    const long = await owner.client.get(`/api/stock/grids?q=${'x'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.body.error.fields.q).toBe('Busca longa demais');
  });
});

describe('an entry by grid', () => {
  it('posts one document with a line per filled cell through POST /stock/documents, decimals kept', async () => {
    const grid = (await owner.client.get(`/api/stock/grids/${zipper.id}`)).body;
    const [first, , third] = grid.cells;
    const res = await owner.client.post('/api/stock/documents', {
      type: 'entrada',
      notes: 'Entrada por grade',
      lines: [
        { item: { kind: 'material', variationId: first.itemId }, quantity: '12,5', unitCostCents: 85 },
        { item: { kind: 'material', variationId: third.itemId }, quantity: '40', unitCostCents: 85 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.movementIds).toHaveLength(2);
    expect(await variationStock(ctx, owner.companyId, first.itemId)).toBe('12.50');
    expect(await variationStock(ctx, owner.companyId, third.itemId)).toBe('40.00');
    const after = (await owner.client.get(`/api/stock/grids/${zipper.id}`)).body;
    expect(after.cells.find((c: { itemId: string }) => c.itemId === first.itemId).stock).toBe('12.50');
    expect(await variantStock(ctx, owner.companyId, shirt.variants[1]!.id)).toBe('0.00');
  });
});
