import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductFixture as createProduct } from '../../../test/fixtures/products.ts';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsTenant } from '../../platform/db/tenant.ts';
import { resolveUnitPrices } from './index.ts';

let ctx: TestContext;
let owner: SignedUpCompany;
let other: SignedUpCompany;

type Product = Awaited<ReturnType<typeof createProduct>> & { reference: string };
const createProductFixture = async (...args: Parameters<typeof createProduct>) =>
  (await createProduct(...args)) as Product;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Preços');
  other = await signUpCompany(ctx, 'Confecção Vizinha');
});
afterAll(() => ctx.close());

async function tables(company: SignedUpCompany) {
  return (await company.client.get('/api/price-tables')).body.items as {
    id: string;
    name: string;
    isDefault: boolean;
    active: boolean;
    minQuantity: number | null;
  }[];
}

async function varejo(company: SignedUpCompany) {
  return (await tables(company)).find((t) => t.isDefault)!;
}

async function createTable(company: SignedUpCompany, name: string, minQuantity?: number) {
  const res = await company.client.post('/api/price-tables', { name, minQuantity });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; name: string };
}

async function withCostSheet(company: SignedUpCompany, product: Product, processCents: number) {
  const options = await company.client.get('/api/product-costs/options');
  const res = await company.client.post(`/api/product-costs/${product.id}`, {
    processes: [{ processId: options.body.processes[0].id, costPerPieceCents: processCents }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

describe('price tables', () => {
  it("a new company starts with 'Varejo', the default, active", async () => {
    const list = await tables(owner);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'Varejo', isDefault: true, active: true, minQuantity: null });
  });

  it("creates 'Atacado' from 12 pieces, renames it, and refuses a name already used", async () => {
    const atacado = await createTable(owner, 'Atacado', 12);
    expect(atacado).toMatchObject({ name: 'Atacado', minQuantity: 12, isDefault: false, active: true });
    const taken = await owner.client.post('/api/price-tables', { name: ' atacado ' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({ name: 'Já existe uma tabela de preços com este nome.' });
    const renamed = await owner.client.patch(`/api/price-tables/${atacado.id}`, {
      name: 'Atacado 12+',
      minQuantity: '',
    });
    expect(renamed.body).toMatchObject({ name: 'Atacado 12+', minQuantity: null });
    expect((await owner.client.get(`/api/price-tables/${atacado.id}`)).body.name).toBe('Atacado 12+');
    // Another company may use the same name.
    expect((await other.client.post('/api/price-tables', { name: 'Atacado 12+' })).status).toBe(201);
  });

  it("deactivates a table but never 'Varejo'", async () => {
    const outlet = await createTable(owner, 'Outlet');
    const off = await owner.client.patch(`/api/price-tables/${outlet.id}`, { active: false });
    expect(off.body.active).toBe(false);
    const retail = await varejo(owner);
    const refused = await owner.client.patch(`/api/price-tables/${retail.id}`, { active: false });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({
      active: 'A tabela padrão (Varejo) não pode ser desativada.',
    });
    expect((await varejo(owner)).active).toBe(true);
  });

  it('explains bad input in Portuguese', async () => {
    const res = await owner.client.post('/api/price-tables', { name: '  ', minQuantity: 0 });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: 'Nome é obrigatório',
      minQuantity: 'Informe um número inteiro de peças, a partir de 1',
    });
    const half = await owner.client.post('/api/price-tables', { name: 'Meia', minQuantity: '2,5' });
    expect(half.body.error.fields).toEqual({
      minQuantity: 'Informe um número inteiro de peças, a partir de 1',
    });
  });
});

describe('prices of a product and its SKUs', () => {
  let product: Product;
  let atacadoId: string;
  let varejoId: string;

  beforeAll(async () => {
    product = await createProductFixture(owner.client, 'precos');
    await withCostSheet(owner, product, 4000);
    atacadoId = (await createTable(owner, 'Atacado SKU')).id;
    varejoId = (await varejo(owner)).id;
  });

  it('lists the product with its cost in force, then its price, markup and margin', async () => {
    const empty = await owner.client.get(`/api/price-tables/${atacadoId}/products?q=${product.reference}`);
    expect(empty.body.items[0]).toMatchObject({
      productId: product.id,
      priceCents: null,
      unitCostCents: 4000,
      markupPercent: null,
      belowCost: false,
    });
    const saved = await owner.client.post(`/api/price-tables/${atacadoId}/prices`, {
      prices: [{ productId: product.id, priceCents: 'R$ 100,00' }],
    });
    expect(saved.body).toEqual({ changed: 1 });
    const listed = await owner.client.get(`/api/price-tables/${atacadoId}/products?q=${product.reference}`);
    const table = await owner.client.get(`/api/price-tables/${atacadoId}`);
    expect(table.body.pricedProducts).toBe(1);
    expect(listed.body.items[0]).toMatchObject({
      priceCents: 10000,
      markupPercent: '150.00',
      marginPercent: '60.00',
      belowCost: false,
      overrides: 0,
    });
  });

  it('a SKU price overrides the product’s for that SKU only; a price below cost is flagged', async () => {
    const [first, second] = product.variants;
    await owner.client.post(`/api/price-tables/${atacadoId}/prices`, {
      prices: [{ productId: product.id, variantId: first!.id, priceCents: 3500 }],
    });
    const skus = await owner.client.get(`/api/price-tables/${atacadoId}/skus?productId=${product.id}`);
    expect(skus.status).toBe(200);
    expect(skus.body.productPriceCents).toBe(10000);
    const byId = new Map(skus.body.items.map((row: { variantId: string }) => [row.variantId, row]));
    expect(byId.get(first!.id)).toMatchObject({ overrideCents: 3500, effectiveCents: 3500, belowCost: true });
    expect(byId.get(second!.id)).toMatchObject({
      overrideCents: null,
      effectiveCents: 10000,
      belowCost: false,
    });
    const listed = await owner.client.get(`/api/price-tables/${atacadoId}/products?q=${product.reference}`);
    expect(listed.body.items[0].overrides).toBe(1);
  });

  it('refuses negative prices and bad ids with Portuguese field messages, saving nothing', async () => {
    const res = await owner.client.post(`/api/price-tables/${atacadoId}/prices`, {
      prices: [
        { productId: product.id, priceCents: -100 },
        { productId: 'x', priceCents: 100 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      'prices.0.priceCents': 'O preço não pode ser negativo',
      'prices.1.productId': 'Produto inválido',
    });
    const none = await owner.client.post(`/api/price-tables/${atacadoId}/prices`, { prices: [] });
    expect(none.body.error.fields).toEqual({ prices: 'Informe ao menos um preço' });
    const listed = await owner.client.get(`/api/price-tables/${atacadoId}/products?q=${product.reference}`);
    expect(listed.body.items[0].priceCents).toBe(10000);
  });

  it("the default table's product price is the product's registered sale price, both ways", async () => {
    await owner.client.post(`/api/price-tables/${varejoId}/prices`, {
      prices: [{ productId: product.id, priceCents: 12990 }],
    });
    expect((await owner.client.get(`/api/products/${product.id}`)).body.salePriceCents).toBe(12990);
    const edited = await owner.client.patch(`/api/products/${product.id}`, { salePriceCents: '139,90' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const listed = await owner.client.get(`/api/price-tables/${varejoId}/products?q=${product.reference}`);
    expect(listed.body.items[0].priceCents).toBe(13990);
    const history = await owner.client.get(`/api/price-tables/${varejoId}/history`);
    expect(history.body.items.slice(0, 2)).toMatchObject([
      // The product form's change: the request does not name its user to the database trigger.
      { reason: 'cadastro', oldPriceCents: 12990, newPriceCents: 13990 },
      { reason: 'manual', oldPriceCents: null, newPriceCents: 12990, changedByName: expect.any(String) },
    ]);
  });

  it('a product created with a sale price is priced in Varejo at once', async () => {
    const created = await createProductFixture(owner.client, 'cadastro');
    await owner.client.patch(`/api/products/${created.id}`, { salePriceCents: 5990 });
    const prices = await runAsTenant(ctx.db, owner.companyId, (tx) =>
      resolveUnitPrices(tx, { variantIds: created.variants.map((v) => v.id), companyId: owner.companyId }),
    );
    expect([...prices.values()]).toEqual(created.variants.map(() => 5990));
  });

  it('keeps the history: who, when, which product or SKU, old and new', async () => {
    const history = await owner.client.get(`/api/price-tables/${atacadoId}/history`);
    expect(history.status).toBe(200);
    expect(history.body.total).toBe(2);
    expect(history.body.items[0]).toMatchObject({
      reason: 'manual',
      sku: product.variants[0]!.sku,
      oldPriceCents: null,
      newPriceCents: 3500,
      changedByName: expect.any(String),
    });
    expect(history.body.items[1]).toMatchObject({
      sku: null,
      newPriceCents: 10000,
      reference: product.reference,
    });
  });

  it('removing a SKU price makes it sell at the product’s again', async () => {
    const sku = product.variants[0]!;
    await owner.client.post(`/api/price-tables/${atacadoId}/prices`, {
      prices: [{ productId: product.id, variantId: sku.id, priceCents: null }],
    });
    const skus = await owner.client.get(`/api/price-tables/${atacadoId}/skus?productId=${product.id}`);
    expect(skus.body.items.find((r: { variantId: string }) => r.variantId === sku.id)).toMatchObject({
      overrideCents: null,
      effectiveCents: 10000,
    });
  });

  it('exports the list as CSV', async () => {
    const res = await owner.client.get(
      `/api/price-tables/${atacadoId}/products/export?q=${product.reference}`,
    );
    expect(res.status).toBe(200);
    expect(String(res.body)).toContain('Referência;Produto;Situação do produto;Custo unitário;Preço');
    expect(String(res.body)).toContain(product.reference);
    expect(String(res.body)).toMatch(/R\$\s100,00;150,00;60,00;Não;0/);
  });
});

describe('resolving unit prices for sales', () => {
  it('SKU override, else product price, else the default table’s, else none', async () => {
    const a = await createProductFixture(owner.client, 'resolve-a');
    const b = await createProductFixture(owner.client, 'resolve-b');
    const c = await createProductFixture(owner.client, 'resolve-c');
    const table = await createTable(owner, 'Revenda');
    const retail = await varejo(owner);
    await owner.client.post(`/api/price-tables/${table.id}/prices`, {
      prices: [
        { productId: a.id, priceCents: 5000 },
        { productId: a.id, variantId: a.variants[1]!.id, priceCents: 5500 },
      ],
    });
    await owner.client.post(`/api/price-tables/${retail.id}/prices`, {
      prices: [
        { productId: b.id, priceCents: 8000 },
        { productId: b.id, variantId: b.variants[0]!.id, priceCents: 8500 },
      ],
    });
    const ids = [
      a.variants[0]!.id,
      a.variants[1]!.id,
      b.variants[0]!.id,
      b.variants[1]!.id,
      c.variants[0]!.id,
    ];
    const prices = await runAsTenant(ctx.db, owner.companyId, (tx) =>
      resolveUnitPrices(tx, { priceTableId: table.id, variantIds: ids }),
    );
    expect(ids.map((id) => prices.get(id))).toEqual([5000, 5500, 8500, 8000, null]);

    const route = await owner.client.get(`/api/price-tables/${table.id}/variant-prices`);
    expect(route.status).toBe(200);
    const byVariant = new Map(
      route.body.items.map((i: { variantId: string; priceCents: number }) => [i.variantId, i.priceCents]),
    );
    expect(ids.map((id) => byVariant.get(id))).toEqual([5000, 5500, 8500, 8000, null]);
  });

  it("another company's table is not found, and its variants are left out", async () => {
    const foreign = await createTable(other, 'Tabela alheia');
    const foreignProduct = await createProductFixture(other.client, 'alheio');
    await expect(
      runAsTenant(ctx.db, owner.companyId, (tx) =>
        resolveUnitPrices(tx, { priceTableId: foreign.id, variantIds: [], companyId: owner.companyId }),
      ),
    ).rejects.toThrow('Tabela de preços não encontrada');
    const prices = await runAsTenant(ctx.db, owner.companyId, (tx) =>
      resolveUnitPrices(tx, { variantIds: [foreignProduct.variants[0]!.id], companyId: owner.companyId }),
    );
    expect(prices.size).toBe(0);
  });
});

describe('bulk change by percentage', () => {
  let table: { id: string };
  let shirts: Product[];

  beforeAll(async () => {
    table = await createTable(owner, 'Reajuste');
    shirts = [
      await createProductFixture(owner.client, 'camiseta-reajuste'),
      await createProductFixture(owner.client, 'bermuda-reajuste'),
    ];
    await owner.client.post(`/api/price-tables/${table.id}/prices`, {
      prices: [
        { productId: shirts[0]!.id, priceCents: 499 },
        { productId: shirts[0]!.id, variantId: shirts[0]!.variants[0]!.id, priceCents: 1000 },
        { productId: shirts[1]!.id, priceCents: 8990 },
      ],
    });
  });

  it('previews old → new without saving, then applies exactly the preview in one go', async () => {
    const body = { percent: '5', q: 'camiseta-reajuste' };
    const preview = await owner.client.post(`/api/price-tables/${table.id}/bulk-change`, {
      ...body,
      dryRun: true,
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ count: 2, applied: false });
    expect(preview.body.items).toMatchObject([
      { sku: null, oldPriceCents: 499, newPriceCents: 524 },
      { sku: shirts[0]!.variants[0]!.sku, oldPriceCents: 1000, newPriceCents: 1050 },
    ]);
    const unchanged = await owner.client.get(`/api/price-tables/${table.id}/products?q=camiseta-reajuste`);
    expect(unchanged.body.items[0].priceCents).toBe(499);

    const applied = await owner.client.post(`/api/price-tables/${table.id}/bulk-change`, body);
    expect(applied.body.applied).toBe(true);
    expect(applied.body.items).toEqual(preview.body.items);
    const after = await owner.client.get(`/api/price-tables/${table.id}/products?q=reajuste&sort=name`);
    const prices = Object.fromEntries(
      after.body.items.map((r: { productId: string; priceCents: number }) => [r.productId, r.priceCents]),
    );
    expect(prices).toEqual({ [shirts[0]!.id]: 524, [shirts[1]!.id]: 8990 });
    const history = await owner.client.get(`/api/price-tables/${table.id}/history?pageSize=10`);
    expect(history.body.items.filter((r: { reason: string }) => r.reason === 'reajuste')).toHaveLength(2);
    expect(history.body.items[0]).toMatchObject({ reason: 'reajuste', percent: '5.00' });
  });

  it('lowers the whole table when nothing is filtered', async () => {
    const res = await owner.client.post(`/api/price-tables/${table.id}/bulk-change`, { percent: '-10' });
    expect(res.body.count).toBe(3);
    expect(
      res.body.items
        .map((r: { newPriceCents: number }) => r.newPriceCents)
        .sort((x: number, y: number) => x - y),
    ).toEqual([472, 945, 8091]);
  });

  it('refuses a percentage out of range with a Portuguese field message', async () => {
    const res = await owner.client.post(`/api/price-tables/${table.id}/bulk-change`, { percent: '-100' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ percent: 'A redução deve ser menor que 100%' });
    const zero = await owner.client.post(`/api/price-tables/${table.id}/bulk-change`, { percent: 0 });
    expect(zero.body.error.fields).toEqual({ percent: 'Informe um percentual diferente de zero' });
  });
});

describe('another company', () => {
  it("gets 404 for a company's table, and for its products and SKUs through its own table", async () => {
    const mine = await varejo(owner);
    const theirs = await varejo(other);
    const foreignProduct = await createProductFixture(other.client, 'vizinho');
    for (const path of [
      `/api/price-tables/${mine.id}`,
      `/api/price-tables/${mine.id}/products`,
      `/api/price-tables/${mine.id}/history`,
      `/api/price-tables/${mine.id}/variant-prices`,
      `/api/price-tables/${mine.id}/products/export`,
    ]) {
      const res = await other.client.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.error.message).toBe('Tabela de preços não encontrada');
    }
    const skus = await owner.client.get(`/api/price-tables/${mine.id}/skus?productId=${foreignProduct.id}`);
    expect(skus.status).toBe(404);
    const price = await owner.client.post(`/api/price-tables/${mine.id}/prices`, {
      prices: [{ productId: foreignProduct.id, priceCents: 100 }],
    });
    expect(price.status).toBe(404);
    expect(price.body.error.message).toBe('Produto não encontrado');
    const ownProduct = await createProductFixture(owner.client, 'sku-alheio');
    const mixed = await owner.client.post(`/api/price-tables/${mine.id}/prices`, {
      prices: [{ productId: ownProduct.id, variantId: foreignProduct.variants[0]!.id, priceCents: 100 }],
    });
    expect(mixed.status).toBe(404);
    expect(mixed.body.error.message).toBe('SKU não encontrado neste produto');
    const bulk = await owner.client.post(`/api/price-tables/${theirs.id}/bulk-change`, { percent: '10' });
    expect(bulk.status).toBe(404);
    const list = await owner.client.get('/api/price-tables');
    expect(list.body.items.map((t: { id: string }) => t.id)).not.toContain(theirs.id);
    const products = await owner.client.get(`/api/price-tables/${mine.id}/products?q=vizinho`);
    expect(products.body.total).toBe(0);
  });
});

describe('permissions (part1 §6)', () => {
  it('a reader sees prices but cannot change them; a member of another area sees only the tables’ names', async () => {
    const table = await varejo(owner);
    const reader = await addMember(ctx, owner.companyId, 'user', { 'sale-prices': { canAccess: true } });
    expect((await reader.client.get(`/api/price-tables/${table.id}/products`)).status).toBe(200);
    expect((await reader.client.get(`/api/price-tables/${table.id}/products/export`)).status).toBe(200);
    const write = await reader.client.post(`/api/price-tables/${table.id}/bulk-change`, { percent: '10' });
    expect(write.status).toBe(403);

    const cashier = await addMember(ctx, owner.companyId, 'user', { pdv: { canAccess: true } });
    expect((await cashier.client.get('/api/price-tables')).status).toBe(200);
    expect((await cashier.client.get(`/api/price-tables/${table.id}/products`)).status).toBe(403);
    expect((await cashier.client.get(`/api/price-tables/${table.id}/products/export`)).status).toBe(403);
  });
});
