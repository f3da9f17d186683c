import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedColor } from '../../../test/catalogue-seed.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { seedMovement } from './materials-test-support.ts';

let ctx: TestContext;
let owner: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Preços');
});
afterAll(() => ctx.close());

const day = (d: number) => new Date(Date.UTC(2026, 2, d, 13, 0, 0));

describe('purchase price history', () => {
  it('lists entries with a cost, newest first, and per supplier the last and the weighted average price', async () => {
    const azul = await seedColor(ctx.db, owner.companyId, 'Azul');
    const blumenau = (await owner.client.post('/api/suppliers', { name: 'Malharia Blumenau' })).body;
    const brusque = (await owner.client.post('/api/suppliers', { name: 'Tecelagem Brusque' })).body;
    const material = (
      await owner.client.post('/api/materials', {
        name: 'Moletom',
        category: 'tecido',
        unit: 'kg',
        colorIds: [azul.id],
        sizes: ['Peluciado', 'Flanelado'],
      })
    ).body;
    // In grid order: 'Azul / Flanelado', then 'Azul / Peluciado'.
    const [first, second] = material.variations;
    const base = { materialId: material.id };
    await seedMovement(ctx, owner.companyId, {
      ...base,
      variationId: first.id,
      quantity: '10.00',
      unitCostCents: 3000,
      supplierId: blumenau.id,
      createdAt: day(1),
    });
    await seedMovement(ctx, owner.companyId, {
      ...base,
      variationId: second.id,
      quantity: '30.00',
      unitCostCents: 3400,
      supplierId: blumenau.id,
      createdAt: day(10),
    });
    await seedMovement(ctx, owner.companyId, {
      ...base,
      variationId: first.id,
      quantity: '5.50',
      unitCostCents: 2999,
      supplierId: brusque.id,
      createdAt: day(5),
    });
    // Not purchases: an exit, an entry without a cost, and an entry that was reversed.
    await seedMovement(ctx, owner.companyId, {
      ...base,
      variationId: first.id,
      quantity: '-1.00',
      type: 'saida',
    });
    await seedMovement(ctx, owner.companyId, {
      ...base,
      variationId: first.id,
      quantity: '2.00',
      createdAt: day(11),
    });
    const wrong = await seedMovement(ctx, owner.companyId, {
      ...base,
      variationId: second.id,
      quantity: '1.00',
      unitCostCents: 99999,
      supplierId: brusque.id,
      createdAt: day(12),
    });
    await seedMovement(ctx, owner.companyId, {
      ...base,
      variationId: second.id,
      quantity: '-1.00',
      type: 'saida',
      unitCostCents: 99999,
      reversesMovementId: wrong,
      createdAt: day(13),
    });

    const res = await owner.client.get(`/api/materials/${material.id}/price-history`);
    expect(res.status).toBe(200);
    expect(res.body.totalEntries).toBe(3);
    expect(
      res.body.entries.map((e: Record<string, unknown>) => [
        e.date,
        e.supplierName,
        e.variationName,
        e.quantity,
        e.unitCostCents,
      ]),
    ).toEqual([
      [day(10).toISOString(), 'Malharia Blumenau', 'Azul / Peluciado', '30.00', 3400],
      [day(5).toISOString(), 'Tecelagem Brusque', 'Azul / Flanelado', '5.50', 2999],
      [day(1).toISOString(), 'Malharia Blumenau', 'Azul / Flanelado', '10.00', 3000],
    ]);
    // Blumenau: (10 × 30,00 + 30 × 34,00) / 40 = 33,00; its last purchase was 34,00.
    expect(res.body.suppliers).toEqual([
      {
        supplierId: blumenau.id,
        supplierName: 'Malharia Blumenau',
        purchases: 2,
        totalQuantity: '40.00',
        lastUnitCostCents: 3400,
        lastDate: day(10).toISOString(),
        averageUnitCostCents: 3300,
      },
      {
        supplierId: brusque.id,
        supplierName: 'Tecelagem Brusque',
        purchases: 1,
        totalQuantity: '5.50',
        lastUnitCostCents: 2999,
        lastDate: day(5).toISOString(),
        averageUnitCostCents: 2999,
      },
    ]);
  });

  it('rounds the average half-up to the centavo and groups entries without a supplier', async () => {
    const material = (
      await owner.client.post('/api/materials', { name: 'Botão', category: 'aviamento', unit: 'un' })
    ).body;
    const variationId = material.variations[0].id;
    // (1 × 0,10 + 1 × 0,11) / 2 = 0,105 → 0,11
    await seedMovement(ctx, owner.companyId, {
      materialId: material.id,
      variationId,
      quantity: '1',
      unitCostCents: 10,
      createdAt: day(1),
    });
    await seedMovement(ctx, owner.companyId, {
      materialId: material.id,
      variationId,
      quantity: '1',
      unitCostCents: 11,
      createdAt: day(2),
    });
    const res = await owner.client.get(`/api/materials/${material.id}/price-history`);
    expect(res.body.suppliers).toEqual([
      expect.objectContaining({
        supplierId: null,
        supplierName: null,
        averageUnitCostCents: 11,
        lastUnitCostCents: 11,
      }),
    ]);
  });

  it('is empty for a material never bought, and 404 for an unknown one', async () => {
    const material = (
      await owner.client.post('/api/materials', { name: 'Etiqueta nova', category: 'etiqueta', unit: 'un' })
    ).body;
    const res = await owner.client.get(`/api/materials/${material.id}/price-history`);
    expect(res.body).toEqual({ entries: [], totalEntries: 0, suppliers: [] });
    const unknown = await owner.client.get(
      '/api/materials/8a4f3c1e-0000-4000-8000-000000000000/price-history',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Material não encontrado');
  });
});
