import { randomUUID } from 'node:crypto';
import { Dec, toFixedString } from '@alinhavo/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SeededMaterial,
  type SeededProduct,
  seedMaterial,
  seedProduct,
} from '../../../test/catalogue-seed.ts';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  TEST_BASE_URL,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsSystemForCompany } from '../../platform/db/tenant.ts';
import { recordStockMovements } from './ledger.service.ts';
import { asTenant, backdateMovement, materialItem, productItem } from './stock-test-support.ts';

let ctx: TestContext;
let owner: SignedUpCompany;
let member: Awaited<ReturnType<typeof addMember>>;
let fabric: SeededMaterial;
let thread: SeededMaterial;
let shirt: SeededProduct;
const batchId = randomUUID();
/** The six lines, oldest first: m[0] … m[5]. */
const m: string[] = [];

async function post(client: SignedUpCompany['client'], path: string, body: unknown): Promise<string> {
  const res = await client.post(path, body);
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.movementIds[0];
}

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Razão');
  member = await addMember(ctx, owner.companyId, 'user', {
    'stock-movements': { canAccess: true, canWrite: true },
  });
  fabric = await seedMaterial(ctx.db, owner.companyId, { name: 'Malha Fria', colorNames: ['Azul'] });
  thread = await seedMaterial(ctx.db, owner.companyId, { name: 'Linha Poliéster', unit: 'cone' });
  shirt = await seedProduct(ctx.db, owner.companyId, { reference: 'RZ-10', name: 'Regata', sizes: ['U'] });
  const blue = materialItem(fabric.variations[0]!.id);
  const doc = (type: string, item: object, quantity: string, extra: object = {}) => ({
    type,
    lines: [{ item, quantity, ...extra }],
  });
  m.push(
    await post(owner.client, '/api/stock/documents', doc('entrada', blue, '100', { unitCostCents: 1000 })),
  );
  m.push(await post(owner.client, '/api/stock/documents', doc('saida', blue, '30')));
  m.push(
    await post(
      member.client,
      '/api/stock/documents',
      doc('entrada', materialItem(thread.variations[0]!.id), '50'),
    ),
  );
  m.push(
    await post(
      owner.client,
      '/api/stock/documents',
      doc('entrada', productItem(shirt.variants[0]!.id), '10'),
    ),
  );
  m.push(
    await post(owner.client, '/api/stock/adjustments', {
      item: materialItem(thread.variations[0]!.id),
      countedQuantity: '45',
      notes: 'Contagem',
    }),
  );
  const sent = await asTenant(ctx, owner, (tx, tenant) =>
    recordStockMovements(tx, tenant, {
      type: 'envio_faccao',
      referenceType: 'production_batch',
      referenceId: batchId,
      destination: 'Facção Costura Fina',
      lines: [{ item: blue, quantity: '-10' }],
    }),
  );
  m.push(sent.movementIds[0]!);
  // Spread over São Paulo days: 10/03 02:30 UTC is still 09/03 (23:30) in São Paulo.
  const dates = [
    '2026-03-01T12:00:00Z',
    '2026-03-10T02:30:00Z',
    '2026-03-10T12:00:00Z',
    '2026-04-02T15:00:00Z',
    '2026-04-05T15:00:00Z',
    '2026-04-30T23:00:00Z',
  ];
  for (const [index, at] of dates.entries()) await backdateMovement(ctx, owner.companyId, m[index]!, at);
});
afterAll(() => ctx.close());

const ids = (res: { body: { items: { id: string }[] } }) => res.body.items.map((item) => item.id);

describe('GET /stock/movements', () => {
  it('lists the ledger newest first with the items described', async () => {
    const res = await owner.client.get('/api/stock/movements');
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([...m].reverse());
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.items[0]).toMatchObject({
      type: 'envio_faccao',
      referenceType: 'production_batch',
      referenceId: batchId,
      destination: 'Facção Costura Fina',
      quantity: '-10.00',
      itemName: 'Malha Fria',
      createdAt: '2026-04-30T23:00:00.000Z',
    });
  });

  it('filters by São Paulo calendar days, both inclusive', async () => {
    const day9 = await owner.client.get('/api/stock/movements?from=2026-03-09&to=2026-03-09');
    expect(ids(day9)).toEqual([m[1]]);
    const day10 = await owner.client.get('/api/stock/movements?from=2026-03-10&to=2026-03-10');
    expect(ids(day10)).toEqual([m[2]]);
    const march = await owner.client.get('/api/stock/movements?from=2026-03-01&to=2026-03-31');
    expect(ids(march)).toEqual([m[2], m[1], m[0]]);
    const since = await owner.client.get('/api/stock/movements?from=2026-04-05');
    expect(ids(since)).toEqual([m[5], m[4]]);
    // 30/04 23:00 UTC is 30/04 20:00 in São Paulo.
    const until = await owner.client.get('/api/stock/movements?to=2026-04-30');
    expect(ids(until)).toHaveLength(6);
  });

  it('rejects a bad period with a Portuguese message', async () => {
    const reversed = await owner.client.get('/api/stock/movements?from=2026-04-10&to=2026-04-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.fields).toEqual({ to: 'A data final deve ser igual ou posterior à inicial' });
    const impossible = await owner.client.get('/api/stock/movements?from=2026-02-30');
    expect(impossible.status).toBe(400);
    expect(impossible.body.error.fields).toEqual({ from: 'Data inválida' });
    const type = await owner.client.get('/api/stock/movements?type=roubo');
    expect(type.body.error.fields).toEqual({ type: 'Tipo inválido' });
    const id = await owner.client.get('/api/stock/movements?materialId=abc');
    expect(id.body.error.fields).toEqual({ materialId: 'Identificador inválido' });
    const size = await owner.client.get('/api/stock/movements?pageSize=500');
    expect(size.body.error.fields).toEqual({ pageSize: 'No máximo 200 por página' });
  });

  it('filters by type, item kind, material, variation, product, SKU, user and reference', async () => {
    const cases: [string, (string | undefined)[]][] = [
      ['type=entrada', [m[3], m[2], m[0]]],
      ['type=ajuste', [m[4]]],
      ['itemKind=product', [m[3]]],
      ['itemKind=material', [m[5], m[4], m[2], m[1], m[0]]],
      [`materialId=${fabric.id}`, [m[5], m[1], m[0]]],
      [`materialVariationId=${thread.variations[0]!.id}`, [m[4], m[2]]],
      [`productId=${shirt.id}`, [m[3]]],
      [`productVariantId=${shirt.variants[0]!.id}`, [m[3]]],
      [`userId=${member.userId}`, [m[2]]],
      [`referenceId=${batchId}`, [m[5]]],
      [`materialId=${fabric.id}&type=saida&from=2026-03-01&to=2026-03-31`, [m[1]]],
      [`userId=${randomUUID()}`, []],
    ];
    for (const [query, expected] of cases) {
      const res = await owner.client.get(`/api/stock/movements?${query}`);
      expect(res.status, query).toBe(200);
      expect(ids(res), query).toEqual(expected);
    }
  });

  it('pages with a cursor, keeping the filters, until the last page', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `pageSize=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await owner.client.get(`/api/stock/movements?${query}`);
      expect(res.status).toBe(200);
      seen.push(...ids(res));
      cursor = res.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual([...m].reverse());

    const first = await owner.client.get(`/api/stock/movements?pageSize=2&materialId=${fabric.id}`);
    expect(ids(first)).toEqual([m[5], m[1]]);
    const second = await owner.client.get(
      `/api/stock/movements?pageSize=2&materialId=${fabric.id}&cursor=${first.body.nextCursor}`,
    );
    expect(ids(second)).toEqual([m[0]]);
    expect(second.body.nextCursor).toBeNull();
  });

  it('rejects a cursor it did not make', async () => {
    for (const cursor of ['abc', Buffer.from('["x","y"]').toString('base64url'), "1' or '1'='1"]) {
      const res = await owner.client.get(`/api/stock/movements?cursor=${encodeURIComponent(cursor)}`);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ cursor: 'Página inválida; recarregue a lista' });
    }
  });

  it('keeps lines of one document in the order they were given', async () => {
    const item = materialItem(thread.variations[0]!.id);
    const doc = await owner.client.post('/api/stock/documents', {
      type: 'entrada',
      lines: [1, 2, 3, 4, 5].map((quantity) => ({ item, quantity })),
    });
    const res = await owner.client.get(`/api/stock/movements?pageSize=5`);
    expect(ids(res)).toEqual([...doc.body.movementIds].reverse());
    expect(res.body.items.map((line: { balanceAfter: string }) => line.balanceAfter)).toEqual([
      '60.00',
      '55.00',
      '51.00',
      '48.00',
      '46.00',
    ]);
    await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      tx.execute(sql`update stock_movements set created_at = '2026-01-01T00:00:00Z'
                     where document_id = ${doc.body.documentId}`),
    );
  });
});

describe('GET /stock/movements/totals', () => {
  it('sums the quantities of one item, in its unit, with the values in R$', async () => {
    const fabricTotals = await owner.client.get(`/api/stock/movements/totals?materialId=${fabric.id}`);
    expect(fabricTotals.status).toBe(200);
    expect(fabricTotals.body).toEqual({
      lines: 3,
      unit: 'm',
      quantityIn: '100.00',
      quantityOut: '40.00',
      net: '60.00',
      valueInCents: 100000,
      valueOutCents: 40000, // outflows at the material's last cost
    });
    // The other filters of one item; earlier tests posted more lines, so the counts come from the list.
    for (const [filter, unit] of [
      [`materialVariationId=${thread.variations[0]!.id}`, 'cone'],
      [`productVariantId=${shirt.variants[0]!.id}`, 'un'],
      [`productId=${shirt.id}`, 'un'],
    ] as const) {
      const totals = (await owner.client.get(`/api/stock/movements/totals?${filter}`)).body;
      const list = (await owner.client.get(`/api/stock/movements?${filter}&pageSize=200`)).body.items as {
        quantity: string;
      }[];
      const net = list.reduce((sum, line) => sum.plus(line.quantity), new Dec(0));
      expect(totals, filter).toMatchObject({ lines: list.length, unit });
      expect(totals.net, filter).toBe(toFixedString(net, 2));
      expect(list.length, filter).toBeGreaterThan(0);
    }
  });

  it('leaves quantities out when the lines may mix units (m, cones, pieces)', async () => {
    const march = await owner.client.get('/api/stock/movements/totals?from=2026-03-01&to=2026-03-31');
    expect(march.body).toEqual({
      lines: 3,
      unit: null,
      quantityIn: null,
      quantityOut: null,
      net: null,
      valueInCents: 100000,
      valueOutCents: 30000, // outflows at the material's last cost
    });
    const materials = await owner.client.get('/api/stock/movements/totals?itemKind=material');
    expect(materials.body).toMatchObject({ unit: null, quantityIn: null });
    const none = await owner.client.get(`/api/stock/movements/totals?userId=${randomUUID()}`);
    expect(none.body).toEqual({
      lines: 0,
      unit: null,
      quantityIn: null,
      quantityOut: null,
      net: null,
      valueInCents: 0,
      valueOutCents: 0,
    });
  });

  it('tells no unit for an item of another company', async () => {
    const other = await signUpCompany(ctx, 'Confecção Vizinha');
    const res = await other.client.get(`/api/stock/movements/totals?materialId=${fabric.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ lines: 0, unit: null, quantityIn: null });
  });
});

describe('GET /stock/movements/export', () => {
  it('gives the filtered ledger as a pt-BR CSV for Excel', async () => {
    const res = await owner.client.get(`/api/stock/movements/export?materialId=${fabric.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="movimentacoes-estoque.csv"');
    // Response.text() drops a BOM: read the bytes to see that Excel gets one.
    const raw = await ctx.app.request(`${TEST_BASE_URL}/api/stock/movements/export?materialId=${fabric.id}`, {
      headers: { cookie: owner.client.cookie, origin: TEST_BASE_URL },
    });
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (res.body as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Data;Tipo;Item;Variação / SKU;SKU;Quantidade;Unidade;Saldo após;Custo unitário;Fornecedor;Origem;Destino;Usuário;Observações;Estorno',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(
      '30/04/2026 20:00;Envio para facção;Malha Fria;Azul;;-10,00;m;60,00;R$\u00a010,00;;;Facção Costura Fina;Dona Teste;;',
    );
    expect(lines[2]).toBe(
      '09/03/2026 23:30;Saída;Malha Fria;Azul;;-30,00;m;70,00;R$\u00a010,00;;;;Dona Teste;;',
    );
    expect(lines[3]).toBe(
      '01/03/2026 09:00;Entrada;Malha Fria;Azul;;100,00;m;100,00;R$\u00a010,00;;;;Dona Teste;;',
    );
  });
});

describe('GET /stock/items, /stock/balances and /stock/users', () => {
  it('finds items for the picker by name, colour, reference or SKU, with balances', async () => {
    const byName = await owner.client.get('/api/stock/items?q=malha');
    expect(byName.status).toBe(200);
    expect(byName.body.items).toEqual([
      {
        kind: 'material',
        id: fabric.variations[0]!.id,
        materialId: fabric.id,
        productId: null,
        name: 'Malha Fria',
        variantLabel: 'Azul',
        sku: null,
        unit: 'm',
        stock: '60.00',
        minimumStock: '0.00',
        belowMinimum: false,
        lastCostCents: 1000,
        active: true,
      },
    ]);
    const bySku = await owner.client.get(`/api/stock/items?q=${encodeURIComponent(shirt.variants[0]!.sku)}`);
    expect(bySku.body.items).toHaveLength(1);
    expect(bySku.body.items[0]).toMatchObject({
      kind: 'product',
      id: shirt.variants[0]!.id,
      productId: shirt.id,
      name: 'RZ-10 Regata',
      sku: shirt.variants[0]!.sku,
      stock: '10.00',
      minimumStock: null,
    });
    expect(bySku.body.items[0].variantLabel).toMatch(/^Preto \w+ \/ U$/);
    const products = await owner.client.get('/api/stock/items?kind=product');
    expect(products.body.items.map((i: { kind: string }) => i.kind)).toEqual(['product']);
    const ofMaterial = await owner.client.get(`/api/stock/items?materialId=${thread.id}`);
    expect(ofMaterial.body.items.map((i: { id: string }) => i.id)).toEqual([thread.variations[0]!.id]);
    const bad = await owner.client.get('/api/stock/items?kind=servico');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ kind: 'Item inválido' });
  });

  it('lists balances, and only those below the minimum when asked', async () => {
    await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      tx.execute(sql`update materials set minimum_stock = 100 where id = ${fabric.id}`),
    );
    const all = await owner.client.get('/api/stock/balances');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.items.map((i: { name: string; stock: string }) => [i.name, i.stock])).toEqual([
      ['Linha Poliéster', '60.00'],
      ['Malha Fria', '60.00'],
      ['RZ-10 Regata', '10.00'],
    ]);
    const below = await owner.client.get('/api/stock/balances?belowMinimum=true');
    expect(below.body.total).toBe(1);
    expect(below.body.items[0]).toMatchObject({
      name: 'Malha Fria',
      belowMinimum: true,
      minimumStock: '100.00',
    });
    const paged = await owner.client.get('/api/stock/balances?pageSize=2&page=2');
    expect(paged.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.body.items).toHaveLength(1);
    const searched = await owner.client.get('/api/stock/balances?q=regata&kind=product');
    expect(searched.body.items.map((i: { name: string }) => i.name)).toEqual(['RZ-10 Regata']);
  });

  it('lists the people who posted movements', async () => {
    const res = await owner.client.get('/api/stock/users');
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual(
      [
        { id: owner.userId, name: 'Dona Teste' },
        { id: member.userId, name: 'Membro Teste' },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it('shows a new company an empty ledger', async () => {
    const other = await signUpCompany(ctx, 'Confecção Vazia');
    expect((await other.client.get('/api/stock/movements')).body).toEqual({ items: [], nextCursor: null });
    expect((await other.client.get('/api/stock/users')).body).toEqual({ items: [] });
    expect((await other.client.get('/api/stock/balances')).body.total).toBe(0);
  });
});
