import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsSystemForCompany } from '../../platform/db/tenant.ts';
import { materialVariations } from '../materials/schema.ts';
import { productColors, products } from '../products/schema.ts';
import {
  batchState,
  CUT_GRID,
  createOutworker,
  type DispatchCatalogue,
  seedBatch,
  seedDispatchCatalogue,
  setStock,
  stocksOf,
} from './dispatch-test-support.ts';

let ctx: TestContext;
let owner: SignedUpCompany;
let cat: DispatchCatalogue;
let workshop: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Envio');
  cat = await seedDispatchCatalogue(ctx, owner);
  workshop = await createOutworker(owner.client, 'Facção Costura Fina', {
    productId: cat.product.id,
    priceCents: 350,
  });
  await createOutworker(owner.client, 'Ateliê Arremate');
  await createOutworker(owner.client, 'Zeta Inativa', { status: 'inativo' });
});
afterAll(() => ctx.close());

/** Every variation the sheet touches, back at its starting balance. */
function baseline(): Record<string, string> {
  return {
    ...Object.fromEntries(Object.values(cat.thread.variations).map((id) => [id, '10.00'])),
    ...Object.fromEntries(Object.values(cat.label.variations).map((id) => [id, '500.00'])),
    ...Object.fromEntries(Object.values(cat.fabric.variations).map((id) => [id, '500.00'])),
    [cat.bag.variationId]: '500.00',
  };
}
beforeEach(() => setStock(ctx, owner.companyId, baseline()));

const newBatch = (status: 'aguardando_corte' | 'cortado' | 'enviado' = 'cortado') =>
  seedBatch(
    ctx,
    owner.companyId,
    cat.product.id,
    CUT_GRID,
    cat.colors,
    status,
    status === 'enviado' ? workshop : null,
  );
// Keys start with the line's position among the sheet's workshop supplies: thread, label, bag.
const threadKey = (color: keyof DispatchCatalogue['colors']) =>
  `0:${cat.thread.id}:color:${cat.colors[color]}`;
const labelKey = (size: string) => `1:${cat.label.id}:size:${size}`;
const bagKey = () => `2:${cat.bag.id}:fixed:`;

describe('GET /batches/:id/dispatch', () => {
  it('plans a realistic sheet: thread per colour, label per size, a fixed bag, and no fabric', async () => {
    const batch = await newBatch();
    const res = await owner.client.get(`/api/batches/${batch.id}/dispatch`);
    expect(res.status).toBe(200);
    expect(res.body.batch).toMatchObject({
      id: batch.id,
      code: batch.code,
      status: 'cortado',
      productId: cat.product.id,
      productName: 'Camiseta Básica',
      totalQuantity: 110,
      sizeLabel: 'P, M, G, GG',
      sizes: [
        { size: 'P', quantity: 15 },
        { size: 'M', quantity: 40 },
        { size: 'G', quantity: 40 },
        { size: 'GG', quantity: 15 },
      ],
    });
    // The cut pieces, in the product's colour order; Azul P was planned but not cut.
    expect(res.body.batch.colors.map((c: any) => [c.colorName, c.quantity, c.sizes])).toEqual([
      [
        'Preto',
        60,
        [
          { size: 'P', quantity: 10 },
          { size: 'M', quantity: 20 },
          { size: 'G', quantity: 20 },
          { size: 'GG', quantity: 10 },
        ],
      ],
      [
        'Branco',
        30,
        [
          { size: 'P', quantity: 5 },
          { size: 'M', quantity: 10 },
          { size: 'G', quantity: 10 },
          { size: 'GG', quantity: 5 },
        ],
      ],
      [
        'Azul',
        20,
        [
          { size: 'M', quantity: 10 },
          { size: 'G', quantity: 10 },
        ],
      ],
    ]);
    expect(res.body.blockedReason).toBeNull();
    expect(res.body.noCosts).toBe(false);
    expect(res.body.costSheet).toEqual({ version: 1 });
    expect(res.body.outworkers).toEqual([
      { id: expect.any(String), name: 'Ateliê Arremate', priceCents: null, capacityPerDay: null },
      { id: workshop, name: 'Facção Costura Fina', priceCents: 350, capacityPerDay: null },
    ]);
    const rows = res.body.supplies.map((s: any) => [
      s.key,
      s.materialName,
      s.colorName ?? s.size ?? s.basis,
      s.pieces,
      s.perPiece,
      s.required,
      s.variation?.name,
      s.available,
      s.missingVariation,
    ]);
    expect(rows).toEqual([
      [threadKey('Preto'), 'Linha 120', 'Preto', 60, '0.0200', '2.00', 'Preto', '10.00', null],
      [threadKey('Branco'), 'Linha 120', 'Branco', 30, '0.0200', '1.00', 'Branco', '10.00', null],
      [threadKey('Azul'), 'Linha 120', 'Azul', 20, '0.0200', '1.00', 'Azul', '10.00', null],
      [labelKey('P'), 'Etiqueta de composição', 'P', 15, '1.0000', '15.00', 'Tam. P', '500.00', null],
      [labelKey('M'), 'Etiqueta de composição', 'M', 40, '1.0000', '40.00', 'Tam. M', '500.00', null],
      [labelKey('G'), 'Etiqueta de composição', 'G', 40, '1.0000', '40.00', 'Tam. G', '500.00', null],
      [labelKey('GG'), 'Etiqueta de composição', 'GG', 15, '1.0000', '15.00', 'Tamanho GG', '500.00', null],
      [bagKey(), 'Saco plástico', 'fixed', 110, '1.0000', '110.00', 'Padrão', '500.00', null],
    ]);
    expect(JSON.stringify(res.body.supplies)).not.toContain('Malha PV');
  });

  it('says why a batch that is not cut cannot be sent', async () => {
    const batch = await newBatch('aguardando_corte');
    const res = await owner.client.get(`/api/batches/${batch.id}/dispatch`);
    expect(res.status).toBe(200);
    expect(res.body.blockedReason).toBe('O lote está "Aguardando corte"; esta ação pede um lote "Cortado".');
    // Before cutting, the planned pieces (Azul P: 5) count.
    expect(res.body.batch.colors[2]).toMatchObject({ colorName: 'Azul', quantity: 25 });
  });

  it('answers noCosts for a product without a cost sheet, and the send is refused with part2’s words', async () => {
    const bare = await seedDispatchCatalogueProductWithoutSheet();
    const batch = await seedBatch(ctx, owner.companyId, bare, CUT_GRID, cat.colors);
    const res = await owner.client.get(`/api/batches/${batch.id}/dispatch`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ noCosts: true, costSheet: null, supplies: [] });
    const send = await owner.client.post(`/api/batches/${batch.id}/send`, { outworkerId: workshop });
    expect(send.status).toBe(409);
    expect(send.body.error.message).toBe(
      'Este produto não possui custos cadastrados. É necessário cadastrar os custos do produto antes de enviar para facção.',
    );
    expect((await batchState(ctx, owner.companyId, batch.id)).batch.status).toBe('cortado');
  });

  it('finds no supplies when the sheet sends nothing to the workshop', async () => {
    const productId = await seedDispatchCatalogueProductWithoutSheet();
    const sheet = await owner.client.post(`/api/product-costs/${productId}`, {
      materials: [{ materialId: cat.fabric.id, quantity: '1', usageArea: 'interno' }],
    });
    expect(sheet.status).toBe(201);
    const batch = await seedBatch(ctx, owner.companyId, productId, CUT_GRID, cat.colors);
    const res = await owner.client.get(`/api/batches/${batch.id}/dispatch`);
    expect(res.body).toMatchObject({ noCosts: false, supplies: [] });
    const send = await owner.client.post(`/api/batches/${batch.id}/send`, { outworkerId: workshop });
    expect(send.status).toBe(409);
    expect(send.body.error.message).toBe('Nenhum insumo encontrado para este produto');
  });
});

/** Another product of the same colours and sizes, without a cost sheet. */
async function seedDispatchCatalogueProductWithoutSheet(): Promise<string> {
  return runAsSystemForCompany(ctx.db, owner.companyId, async (tx) => {
    const [product] = await tx
      .insert(products)
      .values({
        companyId: owner.companyId,
        reference: `SEM-${Math.random().toString(36).slice(2, 8)}`,
        name: 'Regata sem ficha',
        sizes: ['P', 'M', 'G', 'GG'],
      })
      .returning();
    for (const [position, colorId] of Object.values(cat.colors).entries()) {
      await tx
        .insert(productColors)
        .values({ companyId: owner.companyId, productId: product!.id, colorId, position });
    }
    return product!.id;
  });
}

describe('POST /batches/:id/send', () => {
  it('deducts every supply per colour and size, references the batch, and moves it to the workshop', async () => {
    const batch = await newBatch();
    const res = await owner.client.post(`/api/batches/${batch.id}/send`, {
      outworkerId: workshop,
      observations: 'Entregar na segunda',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: batch.id,
      code: batch.code,
      status: 'enviado',
      outworkerId: workshop,
      outworkerName: 'Facção Costura Fina',
      notes: 'Entregar na segunda',
      movedLines: 8,
    });
    expect(res.body.sentAt).toEqual(expect.any(String));
    expect(res.body.stockDocumentId).toEqual(expect.any(String));

    const t = cat.thread.variations;
    const l = cat.label.variations;
    const stocks = await stocksOf(ctx, owner.companyId, Object.keys(baseline()));
    expect(stocks).toEqual({
      ...baseline(),
      [t.Preto!]: '8.00',
      [t.Branco!]: '9.00',
      [t.Azul!]: '9.00',
      [l.P!]: '485.00',
      [l.M!]: '460.00',
      [l.G!]: '460.00',
      [l.GG!]: '485.00',
      [cat.bag.variationId]: '390.00',
    });

    const state = await batchState(ctx, owner.companyId, batch.id);
    expect(state.batch).toMatchObject({ status: 'enviado', outworker_id: workshop });
    expect(state.batch.sent_at).not.toBeNull();
    expect(state.history).toEqual([
      {
        action_type: 'enviado',
        from_status: 'cortado',
        to_status: 'enviado',
        notes: 'Entregar na segunda',
        user_id: owner.userId,
      },
    ]);
    expect(state.documents).toBe(1);
    expect(state.movements.map((m) => [m.material_variation_id, m.quantity, m.notes]).sort()).toEqual(
      [
        [t.Preto, '-2.00', 'Linha 120 Preto'],
        [t.Branco, '-1.00', 'Linha 120 Branco'],
        [t.Azul, '-1.00', 'Linha 120 Azul'],
        [l.P, '-15.00', 'Etiqueta de composição Tamanho P'],
        [l.M, '-40.00', 'Etiqueta de composição Tamanho M'],
        [l.G, '-40.00', 'Etiqueta de composição Tamanho G'],
        [l.GG, '-15.00', 'Etiqueta de composição Tamanho GG'],
        [cat.bag.variationId, '-110.00', 'Saco plástico Padrão'],
      ].sort(),
    );
    for (const m of state.movements) {
      expect(m).toMatchObject({
        type: 'envio_faccao',
        reference_type: 'production_batch',
        reference_id: batch.id,
        destination: 'Facção Costura Fina',
      });
    }
    // The batch detail lists the stock it moved through the ledger API.
    const ledger = await owner.client.get(`/api/stock/movements?referenceId=${batch.id}`);
    expect(ledger.status).toBe(200);
    expect(ledger.body.items).toHaveLength(8);

    const again = await owner.client.get(`/api/batches/${batch.id}/dispatch`);
    expect(again.body.blockedReason).toBe('O lote está "Enviado"; esta ação pede um lote "Cortado".');
  });

  it('refuses a shortage with part2’s exact lines and changes nothing', async () => {
    const batch = await newBatch();
    const t = cat.thread.variations;
    const l = cat.label.variations;
    await setStock(ctx, owner.companyId, { [t.Azul!]: '0.30', [l.M!]: '30' });
    const before = await stocksOf(ctx, owner.companyId, Object.keys(baseline()));
    const res = await owner.client.post(`/api/batches/${batch.id}/send`, { outworkerId: workshop });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      [
        'Estoque insuficiente para os seguintes materiais:',
        'Linha 120 Azul: necessário 1,00, disponível 0,30',
        'Etiqueta de composição Tamanho M: necessário 40,00, disponível 30,00',
      ].join('\n'),
    );
    expect(res.body.error.fields).toEqual({
      'shortages.0': 'Linha 120 Azul: necessário 1,00, disponível 0,30',
      'shortages.1': 'Etiqueta de composição Tamanho M: necessário 40,00, disponível 30,00',
    });
    expect(await stocksOf(ctx, owner.companyId, Object.keys(baseline()))).toEqual(before);
    const state = await batchState(ctx, owner.companyId, batch.id);
    expect(state).toMatchObject({
      batch: { status: 'cortado', outworker_id: null },
      history: [],
      movements: [],
    });
    expect(state.documents).toBe(0);
  });

  it('respects adjusted quantities: more, less, and 0 skips the line (even a short one)', async () => {
    const batch = await newBatch();
    const t = cat.thread.variations;
    const l = cat.label.variations;
    await setStock(ctx, owner.companyId, { [t.Azul!]: '0.10' });
    const res = await owner.client.post(`/api/batches/${batch.id}/send`, {
      outworkerId: workshop,
      quantities: [
        { key: threadKey('Preto'), quantity: '2,5' },
        { key: threadKey('Azul'), quantity: 0 },
        { key: labelKey('P'), quantity: '16' },
        { key: bagKey(), quantity: '0' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.movedLines).toBe(6);
    const stocks = await stocksOf(ctx, owner.companyId, [
      t.Preto!,
      t.Branco!,
      t.Azul!,
      l.P!,
      cat.bag.variationId,
    ]);
    expect(stocks).toEqual({
      [t.Preto!]: '7.50',
      [t.Branco!]: '9.00',
      [t.Azul!]: '0.10',
      [l.P!]: '484.00',
      [cat.bag.variationId]: '500.00',
    });
    const moved = (await batchState(ctx, owner.companyId, batch.id)).movements.map(
      (m) => m.material_variation_id,
    );
    expect(moved).not.toContain(t.Azul);
    expect(moved).not.toContain(cat.bag.variationId);
  });

  it('checks the adjusted quantities against stock, and refuses a line the server does not know', async () => {
    const batch = await newBatch();
    const tooMuch = await owner.client.post(`/api/batches/${batch.id}/send`, {
      outworkerId: workshop,
      quantities: [{ key: threadKey('Branco'), quantity: '10.01' }],
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error.message).toBe(
      'Estoque insuficiente para os seguintes materiais:\nLinha 120 Branco: necessário 10,01, disponível 10,00',
    );
    const unknown = await owner.client.post(`/api/batches/${batch.id}/send`, {
      outworkerId: workshop,
      quantities: [{ key: `${cat.fabric.id}:color:${cat.colors.Preto}`, quantity: '1' }],
    });
    expect(unknown.status).toBe(409);
    expect(unknown.body.error.message).toBe(
      'Os insumos deste lote mudaram desde que a página foi aberta. Recarregue a página e confira as quantidades.',
    );
    expect((await batchState(ctx, owner.companyId, batch.id)).batch.status).toBe('cortado');
  });

  it('refuses a batch that is not cut, and one already sent', async () => {
    for (const status of ['aguardando_corte', 'enviado'] as const) {
      const batch = await newBatch(status);
      const res = await owner.client.post(`/api/batches/${batch.id}/send`, { outworkerId: workshop });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(
        status === 'enviado'
          ? 'O lote está "Enviado"; esta ação pede um lote "Cortado".'
          : 'O lote está "Aguardando corte"; esta ação pede um lote "Cortado".',
      );
      expect((await batchState(ctx, owner.companyId, batch.id)).movements).toEqual([]);
    }
  });

  it('refuses an inactive workshop', async () => {
    const batch = await newBatch();
    const inactive = await createOutworker(owner.client, 'Facção Fechada', { status: 'inativo' });
    const res = await owner.client.post(`/api/batches/${batch.id}/send`, { outworkerId: inactive });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Esta facção está inativa. Escolha uma facção ativa.');
    expect((await batchState(ctx, owner.companyId, batch.id)).batch.status).toBe('cortado');
  });

  it('names a missing variation, unless its line is adjusted to 0', async () => {
    // Branco thread goes out of the catalogue (inactive): the batch's Branco finds no variation.
    await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      tx
        .update(materialVariations)
        .set({ status: 'inativo' })
        .where(eq(materialVariations.id, cat.thread.variations.Branco!)),
    );
    try {
      const batch = await newBatch();
      const plan = await owner.client.get(`/api/batches/${batch.id}/dispatch`);
      const branco = plan.body.supplies.find((s: any) => s.key === threadKey('Branco'));
      expect(branco).toMatchObject({
        variation: null,
        available: '0.00',
        missingVariation: 'Variação não encontrada para o material Linha 120 na cor Branco',
      });
      const refused = await owner.client.post(`/api/batches/${batch.id}/send`, { outworkerId: workshop });
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(
        'Variação não encontrada para o material Linha 120 na cor Branco',
      );
      const sent = await owner.client.post(`/api/batches/${batch.id}/send`, {
        outworkerId: workshop,
        quantities: [{ key: threadKey('Branco'), quantity: '0' }],
      });
      expect(sent.status).toBe(200);
      expect(sent.body.movedLines).toBe(7);
    } finally {
      await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
        tx
          .update(materialVariations)
          .set({ status: 'ativo' })
          .where(eq(materialVariations.id, cat.thread.variations.Branco!)),
      );
    }
  });

  it('validates the body in Portuguese', async () => {
    const batch = await newBatch();
    const path = `/api/batches/${batch.id}/send`;
    const cases: [unknown, string, string][] = [
      [{}, 'outworkerId', 'Por favor, selecione uma facção'],
      [{ outworkerId: '  ' }, 'outworkerId', 'Por favor, selecione uma facção'],
      [
        { outworkerId: workshop, quantities: [{ key: labelKey('P'), quantity: '-1' }] },
        'quantities.0.quantity',
        'O valor mínimo é 0',
      ],
      [
        { outworkerId: workshop, quantities: [{ key: labelKey('P'), quantity: '1,234' }] },
        'quantities.0.quantity',
        'Use no máximo 2 casas decimais',
      ],
      [
        { outworkerId: workshop, quantities: [{ key: labelKey('P'), quantity: 'dez' }] },
        'quantities.0.quantity',
        'Quantidade inválida',
      ],
      [
        {
          outworkerId: workshop,
          quantities: [
            { key: labelKey('P'), quantity: '1' },
            { key: labelKey('P'), quantity: '2' },
          ],
        },
        'quantities.1.key',
        'Insumo repetido',
      ],
      [
        { outworkerId: workshop, observations: 'x'.repeat(2001) },
        'observations',
        'Máximo de 2000 caracteres',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await owner.client.post(path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
    }
    const notAnId = await owner.client.post(path, { outworkerId: 'nao-existe' });
    expect(notAnId.status).toBe(404);
    expect(notAnId.body.error.message).toBe('Facção não encontrada');
    expect((await batchState(ctx, owner.companyId, batch.id)).batch.status).toBe('cortado');
  });

  it('follows permissions: reading needs access, sending needs write', async () => {
    const batch = await newBatch();
    const reader = await addMember(ctx, owner.companyId, 'user', {
      'production-batches': { canAccess: true },
    });
    const outsider = await addMember(ctx, owner.companyId, 'user', { products: { canAccess: true } });
    const writer = await addMember(ctx, owner.companyId, 'user', {
      'production-batches': { canAccess: true, canWrite: true },
    });
    expect((await reader.client.get(`/api/batches/${batch.id}/dispatch`)).status).toBe(200);
    expect((await outsider.client.get(`/api/batches/${batch.id}/dispatch`)).status).toBe(403);
    const refused = await reader.client.post(`/api/batches/${batch.id}/send`, { outworkerId: workshop });
    expect(refused.status).toBe(403);
    expect((await batchState(ctx, owner.companyId, batch.id)).batch.status).toBe('cortado');
    const sent = await writer.client.post(`/api/batches/${batch.id}/send`, { outworkerId: workshop });
    expect(sent.status).toBe(200);
  });
});
