import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SeededProduct, seedProduct } from '../../../test/catalogue-seed.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsSystemForCompany } from '../../platform/db/tenant.ts';
import { materials, materialVariations } from '../materials/schema.ts';
import { colorIdOf, createOrder, insertBatch, insertOutworker, setOrderColumns } from './test-support.ts';

let ctx: TestContext;
let owner: SignedUpCompany;
let shirt: SeededProduct;

type VariationSeed = { name: string; stock: string; colorId?: string; size?: string; isDefault?: boolean };

/** A material with the given variations, straight in the database. */
async function material(
  name: string,
  category: 'tecido' | 'linha' | 'etiqueta' | 'embalagem',
  unit: 'm' | 'cone' | 'un',
  variations: VariationSeed[],
) {
  return runAsSystemForCompany(ctx.db, owner.companyId, async (tx) => {
    const [row] = await tx
      .insert(materials)
      .values({ companyId: owner.companyId, name, category, unit, lastCostCents: 100 })
      .returning();
    const rows = await tx
      .insert(materialVariations)
      .values(
        variations.map((v) => ({
          companyId: owner.companyId,
          materialId: row!.id,
          name: v.name,
          colorId: v.colorId ?? null,
          size: v.size ?? null,
          isDefault: v.isDefault ?? false,
          stock: v.stock,
        })),
      )
      .returning();
    return { id: row!.id, variations: Object.fromEntries(rows.map((r) => [r.name, r.id])) };
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Necessidades');
  shirt = await seedProduct(ctx.db, owner.companyId, {
    name: 'Camiseta Estampada',
    colorNames: ['Preto', 'Branco'],
    sizes: ['P', 'M', 'G'],
  });
});
afterAll(() => ctx.close());

describe('material requirements of an order (part3 §4)', () => {
  it('computes needed, in stock and missing per variation for the whole grid from the sheet in force', async () => {
    const preto = colorIdOf(shirt, 'Preto');
    const branco = colorIdOf(shirt, 'Branco');
    const fabric = await material('Malha PV', 'tecido', 'm', [
      { name: 'Preto', colorId: preto, stock: '30.00' },
      { name: 'Branco', colorId: branco, stock: '50.00' },
    ]);
    const thread = await material('Linha 120', 'linha', 'cone', [
      { name: 'Padrão', isDefault: true, stock: '0.10' },
    ]);
    const label = await material('Etiqueta de tamanho', 'etiqueta', 'un', [
      { name: 'Tam P', stock: '100.00' },
      { name: 'Tam M', size: 'M', stock: '20.00' },
    ]);
    const bag = await material('Saco plástico', 'embalagem', 'un', [
      { name: '30x40', size: '30x40', stock: '45.00' },
      { name: '40x50', size: '40x50', stock: '500.00' },
    ]);
    const sheet = await owner.client.post(`/api/product-costs/${shirt.id}`, {
      materials: [
        {
          materialId: fabric.id,
          colorRule: 'batch_color',
          quantity: '1,2',
          yieldUnits: '1',
          usageArea: 'interno',
        },
        {
          materialId: thread.id,
          colorRule: 'batch_color',
          quantity: '1',
          yieldUnits: '250',
          usageArea: 'faccao',
        },
        {
          materialId: label.id,
          colorRule: 'batch_color',
          quantity: '1',
          yieldUnits: '1',
          usageArea: 'faccao',
        },
        {
          materialId: bag.id,
          colorRule: 'fixed',
          materialVariationId: bag.variations['30x40'],
          quantity: '1',
          yieldUnits: '1',
          usageArea: 'interno',
        },
      ],
    });
    expect(sheet.status).toBe(201);

    // Preto 40 pieces (P 10, M 20, G 10), Branco 20 (P 5, M 10, G 5): 60 in all.
    const order = await createOrder(owner, shirt, {
      Preto: { P: 10, M: 20, G: 10 },
      Branco: { P: 5, M: 10, G: 5 },
    });
    const res = await owner.client.get(`/api/production-orders/${order.id}/requirements`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      productId: shirt.id,
      hasCostSheet: true,
      message: null,
      costSheetVersion: 1,
      pieces: 60,
      piecesToCut: 60,
      piecesToSend: 60,
      short: true,
    });
    // Nothing cut or sent yet: what remains is the whole grid.
    for (const line of res.body.lines) {
      expect(line.remaining, line.materialName).toBe(line.needed);
      expect(line.remainingPieces, line.materialName).toBe(line.pieces);
    }
    const lines = res.body.lines.map((l: Record<string, unknown>) => ({
      stage: l.stage,
      material: l.materialName,
      variation: l.variationName,
      // seedProduct names colours 'Preto 1a2b3c'.
      serves: (l.serves as string[]).map((name) => name.replace(/ [0-9a-f]{6}$/, '')),
      pieces: l.pieces,
      needed: l.needed,
      inStock: l.inStock,
      missing: l.missing,
      missingVariation: l.missingVariation,
    }));
    expect(lines).toEqual([
      // The company's own lines ('interno'), consumed at the cut. 1.2 m per piece × 40 = 48 m of black, 30 in stock.
      {
        stage: 'corte',
        material: 'Malha PV',
        variation: 'Preto',
        serves: ['Preto'],
        pieces: 40,
        needed: '48.00',
        inStock: '30.00',
        missing: '18.00',
        missingVariation: null,
      },
      {
        stage: 'corte',
        material: 'Malha PV',
        variation: 'Branco',
        serves: ['Branco'],
        pieces: 20,
        needed: '24.00',
        inStock: '50.00',
        missing: '0.00',
        missingVariation: null,
      },
      // Fixed variation: the whole grid from 30x40.
      {
        stage: 'corte',
        material: 'Saco plástico',
        variation: '30x40',
        serves: [],
        pieces: 60,
        needed: '60.00',
        inStock: '45.00',
        missing: '15.00',
        missingVariation: null,
      },
      // The workshop's supplies ('faccao'), sent with the batch. 1 cone makes 250 pieces: 0.0040 × 60 = 0.24 on
      // the one generic variation, and cones are counted whole: 1.
      {
        stage: 'envio',
        material: 'Linha 120',
        variation: 'Padrão',
        serves: ['Preto', 'Branco'],
        pieces: 60,
        needed: '1.00',
        inStock: '0.10',
        missing: '0.90',
        missingVariation: null,
      },
      // Labels by size: 'Tam P' by name, M by its size field, no variation for G.
      {
        stage: 'envio',
        material: 'Etiqueta de tamanho',
        variation: 'Tam P',
        serves: ['P'],
        pieces: 15,
        needed: '15.00',
        inStock: '100.00',
        missing: '0.00',
        missingVariation: null,
      },
      {
        stage: 'envio',
        material: 'Etiqueta de tamanho',
        variation: 'Tam M',
        serves: ['M'],
        pieces: 30,
        needed: '30.00',
        inStock: '20.00',
        missing: '10.00',
        missingVariation: null,
      },
      {
        stage: 'envio',
        material: 'Etiqueta de tamanho',
        variation: null,
        serves: ['G'],
        pieces: 15,
        needed: '15.00',
        inStock: '0.00',
        missing: '15.00',
        missingVariation: 'Variação não encontrada para o material Etiqueta de tamanho no tamanho G',
      },
    ]);
    expect(res.body.lines[0]).toMatchObject({
      unit: 'm',
      basis: 'color',
      variationId: fabric.variations.Preto,
    });
  });

  it('rounds up in the unit’s steps: 1 cone for 3 pieces × 10 pieces = 3.34 cones → 4', async () => {
    const product = await seedProduct(ctx.db, owner.companyId, { colorNames: ['Preto'], sizes: ['U'] });
    const cone = await material('Linha Overloque', 'linha', 'cone', [
      { name: 'Padrão', isDefault: true, stock: '5.00' },
    ]);
    await owner.client.post(`/api/product-costs/${product.id}`, {
      materials: [{ materialId: cone.id, quantity: '1', yieldUnits: '3' }],
    });
    const order = await createOrder(owner, product, { Preto: { U: 10 } });
    const res = await owner.client.get(`/api/production-orders/${order.id}/requirements`);
    expect(res.body.lines).toHaveLength(1);
    expect(res.body.lines[0]).toMatchObject({ needed: '4.00', inStock: '5.00', missing: '0.00' });
    expect(res.body.short).toBe(false);
  });

  it('counts only what is still to be consumed: pieces not yet cut for the cut, not yet sent for the workshop', async () => {
    const product = await seedProduct(ctx.db, owner.companyId, { colorNames: ['Preto'], sizes: ['P', 'M'] });
    const preto = colorIdOf(product, 'Preto');
    const fabric = await material('Moletom Flanelado', 'tecido', 'm', [
      { name: 'Preto', colorId: preto, stock: '5.00' },
    ]);
    const thread = await material('Linha Pesponto', 'linha', 'cone', [
      { name: 'Padrão', isDefault: true, stock: '0.50' },
    ]);
    await owner.client.post(`/api/product-costs/${product.id}`, {
      materials: [
        { materialId: fabric.id, quantity: '1', yieldUnits: '1', usageArea: 'interno' },
        { materialId: thread.id, quantity: '1', yieldUnits: '10', usageArea: 'faccao' },
      ],
    });
    const order = await createOrder(owner, product, { Preto: { P: 10, M: 10 } });
    const path = `/api/production-orders/${order.id}/requirements`;
    const before = (await owner.client.get(path)).body;
    expect(before).toMatchObject({ pieces: 20, piecesToCut: 20, piecesToSend: 20, short: true });
    expect(before.lines.map((l: { remaining: string }) => l.remaining)).toEqual(['20.00', '2.00']);

    // P cut and waiting to be sent; M cut (two pieces over the order) and at a workshop; a batch still to cut
    // counts for nothing.
    await insertBatch(ctx, owner.companyId, {
      orderId: order.id,
      productId: product.id,
      status: 'cortado',
      cells: [{ colorId: preto, size: 'P', quantity: 10, cutQuantity: 10 }],
    });
    await insertBatch(ctx, owner.companyId, {
      orderId: order.id,
      productId: product.id,
      status: 'em_producao',
      outworkerId: (await insertOutworker(ctx, owner.companyId)).id,
      cells: [{ colorId: preto, size: 'M', quantity: 12, plannedQuantity: 10, cutQuantity: 12 }],
    });
    await insertBatch(ctx, owner.companyId, {
      orderId: order.id,
      productId: product.id,
      status: 'aguardando_corte',
      cells: [{ colorId: preto, size: 'P', quantity: 4 }],
    });
    const after = (await owner.client.get(path)).body;
    expect(after).toMatchObject({ pieces: 20, piecesToCut: 0, piecesToSend: 10, short: true });
    const [fabricLine, threadLine] = after.lines;
    // The fabric is all cut: the whole grid needed 20 m, nothing is left to take, 5 m in stock is no shortage.
    expect(fabricLine).toMatchObject({
      stage: 'corte',
      pieces: 20,
      needed: '20.00',
      remainingPieces: 0,
      remaining: '0.00',
      inStock: '5.00',
      missing: '0.00',
    });
    // P still goes to a workshop: 10 pieces × 0.1 cone = 1 cone against 0.5 in stock.
    expect(threadLine).toMatchObject({
      stage: 'envio',
      needed: '2.00',
      remainingPieces: 10,
      remaining: '1.00',
      missing: '0.50',
    });

    // A cancelled order consumes nothing more.
    await setOrderColumns(ctx, owner.companyId, order.id, { status: 'cancelada' });
    const cancelled = (await owner.client.get(path)).body;
    expect(cancelled).toMatchObject({ piecesToCut: 0, piecesToSend: 0, short: false });
    expect(cancelled.lines[1]).toMatchObject({ needed: '2.00', remaining: '0.00', missing: '0.00' });
  });

  it("answers 'Sem ficha de custo' with the cost sheet's address when the product has none", async () => {
    const product = await seedProduct(ctx.db, owner.companyId, { colorNames: ['Preto'] });
    const order = await createOrder(owner, product, { Preto: { P: 3 } });
    const res = await owner.client.get(`/api/production-orders/${order.id}/requirements`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      productId: product.id,
      hasCostSheet: false,
      message: 'Sem ficha de custo',
      costSheetPath: `/app/custos-produtos/${product.id}`,
      costSheetVersion: null,
      pieces: 3,
      piecesToCut: 3,
      piecesToSend: 3,
      lines: [],
      short: false,
    });
  });
});
