import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SeededMaterial,
  type SeededProduct,
  seedMaterial,
  seedProduct,
} from '../../../test/catalogue-seed.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsSystemForCompany } from '../../platform/db/tenant.ts';
import { queryRows } from './sql-rows.ts';
import { materialItem, productItem } from './stock-test-support.ts';

let ctx: TestContext;
let owner: SignedUpCompany;
let fabric: SeededMaterial;
let shirt: SeededProduct;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Totais');
  fabric = await seedMaterial(ctx.db, owner.companyId, {
    name: 'Malha PV',
    colorNames: ['Azul', 'Preto'],
    stock: '5',
  });
  shirt = await seedProduct(ctx.db, owner.companyId, {
    reference: 'CB-01',
    colorNames: ['Preto'],
    sizes: ['P', 'M'],
    stock: '2',
  });
});
afterAll(() => ctx.close());

/** Each material's and product's kept total beside the sum of its variations, read behind the API's back. */
async function totals() {
  return runAsSystemForCompany(ctx.db, owner.companyId, async (tx) => ({
    materials: await queryRows<{ kept: string; sum: string }>(
      tx,
      sql`select m.stock_total::text as kept, coalesce(sum(v.stock), 0)::numeric(16, 2)::text as sum
          from materials m left join material_variations v on v.material_id = m.id
          where m.company_id = ${owner.companyId} group by m.id order by m.name`,
    ),
    products: await queryRows<{ kept: string; sum: string }>(
      tx,
      sql`select p.total_stock::text as kept, coalesce(sum(v.stock), 0)::numeric(16, 2)::text as sum
          from products p left join product_variants v on v.product_id = p.id
          where p.company_id = ${owner.companyId} group by p.id order by p.reference`,
    ),
  }));
}

describe('stock totals kept on materials and products (migration 0021)', () => {
  it('start from the rows written with stock, and follow entries, withdrawals and reversals', async () => {
    expect(await totals()).toEqual({
      materials: [{ kept: '10.00', sum: '10.00' }],
      products: [{ kept: '4.00', sum: '4.00' }],
    });
    const [blue, black] = fabric.variations;
    const entry = await owner.client.post('/api/stock/documents', {
      type: 'entrada',
      lines: [
        { item: materialItem(blue!.id), quantity: '2,5' },
        { item: materialItem(black!.id), quantity: '1' },
        { item: materialItem(blue!.id), quantity: '0,25' },
        { item: productItem(shirt.variants[0]!.id), quantity: '6' },
      ],
    });
    expect(entry.status).toBe(201);
    const out = await owner.client.post('/api/stock/documents', {
      type: 'saida',
      lines: [{ item: productItem(shirt.variants[1]!.id), quantity: '2' }],
    });
    expect(out.status).toBe(201);
    expect(await totals()).toEqual({
      materials: [{ kept: '13.75', sum: '13.75' }],
      products: [{ kept: '8.00', sum: '8.00' }],
    });
    const reversed = await owner.client.post(`/api/stock/movements/${entry.body.movementIds[0]}/reverse`, {
      notes: 'Lançado em dobro',
    });
    expect(reversed.status).toBe(201);
    expect((await totals()).materials).toEqual([{ kept: '11.25', sum: '11.25' }]);
  });

  it('serve the lists: the stock a list shows and sorts by is the kept total', async () => {
    const other = await seedMaterial(ctx.db, owner.companyId, { name: 'Linha 120', stock: '40' });
    const list = (await owner.client.get('/api/materials?sort=stockTotal&dir=desc')).body.items as {
      id: string;
      stockTotal: string;
    }[];
    expect(list.map((m) => [m.id, m.stockTotal])).toEqual([
      [other.id, '40.00'],
      [fabric.id, '11.25'],
    ]);
    const products = (await owner.client.get('/api/products?sort=totalStock')).body.items;
    expect(products[0]).toMatchObject({ reference: 'CB-01', totalStock: '8.00' });
  });
});
