import { randomUUID } from 'node:crypto';
import {
  PALETTE_SEARCH_EMPTY_MESSAGE,
  PALETTE_SEARCH_LONG_MESSAGE,
  type PaletteGroupKey,
  type PaletteSearchResult,
} from '@alinhavo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { futureDate } from '../../../test/fixtures/batches.ts';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';

let ctx: TestContext;
let a: SignedUpCompany;
let b: SignedUpCompany;
let worldA: World;
let worldB: World;

async function must(res: { status: number; body: any }, expected = 201) {
  if (res.status !== expected) throw new Error(`setup failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

type World = {
  productId: string;
  reference: string;
  sku: string;
  barcode: string;
  orderId: string;
  orderCode: string;
  batchId: string;
  batchCode: string;
  materialId: string;
  outworkerId: string;
  supplierId: string;
};

/**
 * A company's records with accented names, made through the API: a product (and its SKUs), an order of it and a
 * batch, a material, a workshop and a supplier. `tag` makes the names of this company's records its own.
 */
async function seedWorld(client: TestClient, tag: string): Promise<World> {
  const color = await must(await client.post('/api/colors', { name: `Azul ${tag}`, hex: '#1D4ED8' }));
  const grid = await must(await client.post('/api/size-grids', { name: `Grade ${tag}`, sizes: ['P', 'M'] }));
  const reference = `CAM-${tag}`;
  const product = await must(
    await client.post('/api/products', {
      reference,
      name: `Camisa Pólo Algodão ${tag}`,
      sizeGridId: grid.id,
      colorIds: [color.id],
    }),
  );
  const variant = product.variants[0];
  const order = await must(
    await client.post('/api/production-orders', {
      productId: product.id,
      items: [{ colorId: color.id, size: 'P', quantity: 10 }],
      dueDate: futureDate(),
    }),
  );
  const batch = await must(
    await client.post('/api/batches', {
      productionOrderId: order.id,
      items: [{ colorId: color.id, size: 'P', quantity: 4 }],
    }),
  );
  const material = await must(
    await client.post('/api/materials', {
      name: `Viscolycra Coração ${tag}`,
      category: 'tecido',
      unit: 'm',
    }),
  );
  const outworker = await must(
    await client.post('/api/outworkers', {
      name: `Facção São João ${tag}`,
      contactName: 'Conceição',
      documentNumber: '11.444.777/0001-61',
    }),
  );
  const supplier = await must(
    await client.post('/api/suppliers', {
      name: `Malharia Três Irmãos ${tag}`,
      documentNumber: '11.222.333/0001-81',
      email: `vendas-${tag.toLowerCase()}@example.com`,
    }),
  );
  return {
    productId: product.id,
    reference,
    sku: variant.sku,
    barcode: variant.barcode,
    orderId: order.id,
    orderCode: order.code,
    batchId: batch.id,
    batchCode: batch.code,
    materialId: material.id,
    outworkerId: outworker.id,
    supplierId: supplier.id,
  };
}

async function search(client: TestClient, q: string): Promise<PaletteSearchResult> {
  const res = await client.get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const group = (result: PaletteSearchResult, key: PaletteGroupKey) =>
  result.groups.find((g) => g.key === key)?.items ?? [];
const ids = (result: PaletteSearchResult, key: PaletteGroupKey) => group(result, key).map((hit) => hit.id);

const tagA = `A${randomUUID().slice(0, 6).toUpperCase()}`;
const tagB = `B${randomUUID().slice(0, 6).toUpperCase()}`;

beforeAll(async () => {
  ctx = await createTestApp();
  a = await signUpCompany(ctx, 'Confecção Busca A');
  b = await signUpCompany(ctx, 'Confecção Busca B');
  worldA = await seedWorld(a.client, tagA);
  worldB = await seedWorld(b.client, tagB);
}, 120_000);
afterAll(() => ctx.close());

describe('GET /api/search finds each kind of record by its code and by its name', () => {
  it('batches by code (in full, lower case or as a short number) and by product name without accents', async () => {
    for (const q of [
      worldA.batchCode,
      worldA.batchCode.toLowerCase(),
      String(Number(worldA.batchCode.slice(2))),
    ]) {
      const hits = group(await search(a.client, q), 'batches');
      expect(hits[0], q).toMatchObject({ id: worldA.batchId, code: worldA.batchCode, exact: true });
    }
    const byName = group(await search(a.client, `camisa polo algodao ${tagA.toLowerCase()}`), 'batches');
    expect(byName.map((hit) => hit.id)).toEqual([worldA.batchId]);
    expect(byName[0]).toMatchObject({
      title: `${worldA.reference} · Camisa Pólo Algodão ${tagA}`,
      exact: false,
    });
    expect(byName[0]!.detail).toBe('Aguardando corte');
  });

  it('production orders by code and by product name', async () => {
    const byCode = group(await search(a.client, worldA.orderCode), 'production-orders');
    expect(byCode[0]).toMatchObject({ id: worldA.orderId, code: worldA.orderCode, exact: true });
    expect(byCode[0]!.detail).toMatch(/^Entrega \d\d\/\d\d\/\d{4}$/);
    expect(ids(await search(a.client, `POLO ALGODÃO ${tagA}`), 'production-orders')).toEqual([
      worldA.orderId,
    ]);
  });

  it('products by reference and by name, ignoring accents and case', async () => {
    const byReference = group(await search(a.client, worldA.reference.toLowerCase()), 'products');
    expect(byReference[0]).toMatchObject({ id: worldA.productId, code: worldA.reference, exact: true });
    expect(ids(await search(a.client, `pólo algodao ${tagA}`), 'products')).toEqual([worldA.productId]);
  });

  it('SKUs by SKU and by barcode (EAN-13, in full or in part), each opening its product', async () => {
    const bySku = group(await search(a.client, worldA.sku), 'variants');
    expect(bySku[0]).toMatchObject({ id: worldA.productId, code: worldA.sku, exact: true });
    const byBarcode = group(await search(a.client, worldA.barcode), 'variants');
    expect(byBarcode[0]).toMatchObject({ id: worldA.productId, code: worldA.sku, detail: worldA.barcode });
    expect(byBarcode[0]!.exact).toBe(true);
    const spaced = `${worldA.barcode.slice(0, 7)} ${worldA.barcode.slice(7)}`;
    expect(group(await search(a.client, spaced), 'variants')[0]?.code).toBe(worldA.sku);
    // A product's name finds the product, not every SKU of it.
    expect(ids(await search(a.client, `Camisa Polo ${tagA}`), 'variants')).toEqual([]);
  });

  it('materials by name (they have no code), ignoring accents', async () => {
    const hits = group(await search(a.client, `viscolycra coracao ${tagA}`), 'materials');
    expect(hits).toEqual([
      {
        id: worldA.materialId,
        code: null,
        title: `Viscolycra Coração ${tagA}`,
        detail: 'Tecido',
        exact: true,
      },
    ]);
  });

  it('workshops by name, contact and CNPJ', async () => {
    expect(ids(await search(a.client, `faccao sao joao ${tagA}`), 'outworkers')).toEqual([
      worldA.outworkerId,
    ]);
    const byDocument = group(await search(a.client, '11444777000161'), 'outworkers');
    expect(byDocument.map((hit) => hit.id)).toEqual([worldA.outworkerId]);
    expect(byDocument[0]!.detail).toBe('Conceição');
  });

  it('suppliers by name, e-mail and CNPJ', async () => {
    expect(ids(await search(a.client, `tres irmaos ${tagA}`), 'suppliers')).toEqual([worldA.supplierId]);
    expect(ids(await search(a.client, `vendas-${tagA.toLowerCase()}`), 'suppliers')).toEqual([
      worldA.supplierId,
    ]);
    const byDocument = group(await search(a.client, '11.222.333/0001-81'), 'suppliers');
    expect(byDocument).toEqual([
      {
        id: worldA.supplierId,
        code: null,
        title: `Malharia Três Irmãos ${tagA}`,
        detail: '11.222.333/0001-81',
        exact: false,
      },
    ]);
  });

  it('answers every matching kind at once, in the palette’s order, at most 5 of each', async () => {
    const client = a.client;
    for (let i = 0; i < 6; i += 1) {
      await must(await client.post('/api/suppliers', { name: `Aviamentos Lote ${tagA} ${i}` }));
    }
    const result = await search(client, `Aviamentos Lote ${tagA}`);
    expect(result.groups.map((g) => g.key)).toEqual(['suppliers']);
    expect(group(result, 'suppliers')).toHaveLength(5);
    const all = await search(client, tagA);
    expect(all.groups.map((g) => g.key)).toEqual([
      'batches',
      'production-orders',
      'products',
      'variants',
      'materials',
      'outworkers',
      'suppliers',
    ]);
  });

  it('answers no group when nothing matches', async () => {
    expect(await search(a.client, `nada-${randomUUID()}`)).toEqual({ groups: [] });
  });
});

describe('GET /api/search is tenant-isolated', () => {
  it('never returns another company’s records, even when they share codes, barcodes and words', async () => {
    // Both companies numbered their first batch and order alike, and their barcodes come from the same series.
    expect(worldB.batchCode).toBe(worldA.batchCode);
    expect(worldB.orderCode).toBe(worldA.orderCode);
    const idsOfB = Object.values(worldB).filter((value) => /^[0-9a-f-]{36}$/.test(value));
    for (const q of [
      worldA.batchCode,
      worldA.orderCode,
      'camisa polo',
      'Três Irmãos',
      '11222333000181',
      worldB.barcode,
    ]) {
      const text = JSON.stringify(await search(a.client, q));
      for (const id of idsOfB) expect(text, q).not.toContain(id);
      expect(text).not.toContain(tagB);
    }
    expect(await search(a.client, tagB)).toEqual({ groups: [] });
    // And B finds its own.
    expect(ids(await search(b.client, worldB.batchCode), 'batches')).toEqual([worldB.batchId]);
  });
});

describe('GET /api/search follows the member’s permissions and the subscription', () => {
  it('searches only the kinds the member may open: no materials group without materials access', async () => {
    const member = await addMember(ctx, a.companyId, 'user', {
      products: { canAccess: true },
      suppliers: { canAccess: true },
      materials: { canAccess: false },
    });
    const result = await search(member.client, tagA);
    expect(result.groups.map((g) => g.key)).toEqual(['products', 'variants', 'suppliers']);
    expect(JSON.stringify(result)).not.toContain(worldA.materialId);
    expect(JSON.stringify(result)).not.toContain(worldA.batchId);
  });

  it('a member with no permission gets no group at all (but may ask)', async () => {
    const member = await addMember(ctx, a.companyId, 'user');
    expect(await search(member.client, tagA)).toEqual({ groups: [] });
  });

  it('a company without a usable subscription gets no group', async () => {
    const lapsed = await signUpCompany(ctx, 'Confecção Sem Assinatura', { subscription: 'none' });
    expect(await search(lapsed.client, 'a')).toEqual({ groups: [] });
  });
});

describe('GET /api/search refuses bad input with a field message', () => {
  it.each([
    ['', PALETTE_SEARCH_EMPTY_MESSAGE],
    ['   ', PALETTE_SEARCH_EMPTY_MESSAGE],
    ['x'.repeat(101), PALETTE_SEARCH_LONG_MESSAGE],
    ['lote\u0000', 'Caracteres inválidos.'],
  ])('q=%j → 400', async (q, message) => {
    const res = await a.client.get(`/api/search?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
    expect(res.body.error.fields).toEqual({ q: message });
  });

  it('without q → 400', async () => {
    const res = await a.client.get('/api/search');
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ q: PALETTE_SEARCH_EMPTY_MESSAGE });
  });

  it('takes LIKE wildcards literally', async () => {
    expect(await search(a.client, '%')).toEqual({ groups: [] });
    expect(await search(a.client, '_')).toEqual({ groups: [] });
  });
});

describe('records open by their code as well as their id', () => {
  it('GET /api/batches/:id takes the batch code (any case) or the id', async () => {
    for (const key of [worldA.batchId, worldA.batchCode, worldA.batchCode.toLowerCase()]) {
      const res = await a.client.get(`/api/batches/${encodeURIComponent(key)}`);
      expect(res.status, key).toBe(200);
      expect(res.body).toMatchObject({ id: worldA.batchId, code: worldA.batchCode });
    }
  });

  it('GET /api/production-orders/:id takes the order code or the id', async () => {
    for (const key of [worldA.orderId, worldA.orderCode, worldA.orderCode.toLowerCase()]) {
      const res = await a.client.get(`/api/production-orders/${encodeURIComponent(key)}`);
      expect(res.status, key).toBe(200);
      expect(res.body).toMatchObject({ id: worldA.orderId, code: worldA.orderCode });
    }
  });

  it('GET /api/products/:id takes the reference (any case) or the id', async () => {
    for (const key of [worldA.productId, worldA.reference, worldA.reference.toLowerCase()]) {
      const res = await a.client.get(`/api/products/${encodeURIComponent(key)}`);
      expect(res.status, key).toBe(200);
      expect(res.body).toMatchObject({ id: worldA.productId, reference: worldA.reference });
    }
  });

  it('a code resolves within the caller’s company only; unknown codes are 404 in Portuguese', async () => {
    // Both companies have this batch and order code: each opens its own.
    const batchOfB = await b.client.get(`/api/batches/${worldA.batchCode}`);
    expect(batchOfB.body.id).toBe(worldB.batchId);
    const orderOfB = await b.client.get(`/api/production-orders/${worldA.orderCode}`);
    expect(orderOfB.body.id).toBe(worldB.orderId);
    // B's product reference is not A's.
    const product = await a.client.get(`/api/products/${worldB.reference}`);
    expect(product.status).toBe(404);
    expect(product.body.error.message).toBe('Produto não encontrado');
    for (const [path, message] of [
      ['/api/batches/L-999999', 'Lote não encontrado'],
      ['/api/production-orders/OP-999999', 'Ordem de produção não encontrada'],
    ]) {
      const res = await a.client.get(path!);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(message);
    }
  });

  it('other routes of a record still take only its id', async () => {
    const res = await a.client.get(`/api/batches/${worldA.batchCode}/history`);
    expect(res.status).toBe(404);
  });
});
