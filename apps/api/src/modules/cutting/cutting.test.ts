import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { cutBody, fullGrid, must, type Production, setupProduction } from '../batches/batch-test-support.ts';

let ctx: TestContext;
let owner: SignedUpCompany;
let p: Production;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Corte');
  p = await setupProduction(owner.client, { stock: '100', perCell: 50 });
});
afterAll(() => ctx.close());

async function newBatch(items = fullGrid(p, 2)) {
  const batch: { id: string; code: string } = await must(
    await owner.client.post('/api/batches', { productionOrderId: p.order.id, items }),
  );
  return batch;
}

const variationOf = (colorId: string) => p.fabric.variations.find((v) => v.colorId === colorId)!;

async function stockOf(variationId: string): Promise<string> {
  const res = await must(await owner.client.get(`/api/material-variations/${variationId}`), 200);
  return res.stock;
}

describe('pending cuts', () => {
  it('lists batches waiting for their cut with the grid, the fabric line and the suggested variation per colour', async () => {
    const batch = await newBatch();
    const res = await owner.client.get('/api/cutting/pending');
    expect(res.status).toBe(200);
    const item = res.body.items.find((b: { id: string }) => b.id === batch.id);
    expect(item).toMatchObject({
      code: batch.code,
      orderCode: p.order.code,
      productName: p.product.name,
      totalQuantity: 24,
      sizeLabel: 'P–GG',
      sizes: ['P', 'M', 'G', 'GG'],
      hasCostSheet: true,
    });
    expect(item.colors.map((c: { id: string }) => c.id)).toEqual(p.colors.map((c) => c.id));
    expect(item.grid).toHaveLength(12);
    expect(item.fabricLines).toEqual([
      {
        materialId: p.fabric.id,
        materialName: p.fabric.name,
        unit: 'm',
        colorRule: 'batch_color',
        consumptionPerPiece: '1.2000',
        perColor: p.colors.map((c) => ({
          colorId: c.id,
          variationId: variationOf(c.id).id,
          variationName: variationOf(c.id).name,
          stock: '100.00',
        })),
      },
    ]);
  });

  it('offers the fabrics with stock and only the cutters of sector corte', async () => {
    await must(
      await owner.client.post('/api/employees', {
        name: 'Costureira Ana',
        sector: 'costura',
        payType: 'mensal',
        payAmountCents: 200000,
      }),
    );
    const res = await owner.client.get('/api/cutting/options');
    expect(res.status).toBe(200);
    expect(res.body.cutters).toEqual([{ id: p.cutter.id, name: p.cutter.name }]);
    const fabric = res.body.fabrics.find((f: { materialId: string }) => f.materialId === p.fabric.id);
    expect(fabric).toMatchObject({ unit: 'm', category: 'tecido' });
    expect(fabric.variations).toHaveLength(3);
    expect(fabric.variations.every((v: { stock: string }) => v.stock === '100.00')).toBe(true);
  });
});

describe('recording a cut', () => {
  it('computes pieces per colour × size, takes the fabric from stock and moves the batch to Cortado', async () => {
    const batch = await newBatch();
    const [preto, branco, azul] = p.colors;
    const res = await owner.client.post(`/api/batches/${batch.id}/cut`, {
      sizes: [
        { size: 'P', piecesPerPly: 1 },
        { size: 'M', piecesPerPly: '2' },
        { size: 'G', piecesPerPly: 2 },
        { size: 'GG', piecesPerPly: 0 },
      ],
      colors: [
        { colorId: preto!.id, materialVariationId: variationOf(preto!.id).id, plies: 3, fabricUsed: '19,50' },
        { colorId: branco!.id, materialVariationId: variationOf(branco!.id).id, plies: 2, fabricUsed: 11.9 },
        // Azul cut in the black fabric: no cost-sheet mismatch, same material.
        { colorId: azul!.id, materialVariationId: variationOf(preto!.id).id, plies: 1, fabricUsed: '6.00' },
      ],
      cutterEmployeeId: p.cutter.id,
      notes: 'Encaixe 2024-A',
    });
    expect(res.status).toBe(201);
    // 5 pieces per ply: preto 15, branco 10, azul 5 = 30.
    expect(res.body).toMatchObject({
      batchId: batch.id,
      batchCode: batch.code,
      cutterEmployeeId: p.cutter.id,
      cutterName: p.cutter.name,
      notes: 'Encaixe 2024-A',
      pieces: 30,
      unit: 'm',
      fabricUsed: '37.40',
      plannedFabric: '36.00',
      differencePercent: '3.9',
      piecesPerPly: [
        { size: 'P', pieces: 1 },
        { size: 'M', pieces: 2 },
        { size: 'G', pieces: 2 },
        { size: 'GG', pieces: 0 },
      ],
    });
    expect(
      res.body.colors.map((c: Record<string, unknown>) => [
        c.colorId,
        c.plies,
        c.pieces,
        c.fabricUsed,
        c.plannedFabric,
      ]),
    ).toEqual([
      [preto!.id, 3, 15, '19.50', '18.00'],
      [branco!.id, 2, 10, '11.90', '12.00'],
      [azul!.id, 1, 5, '6.00', '6.00'],
    ]);
    expect(res.body.colors[0].differencePercent).toBe('8.3');

    const detail = await must(await owner.client.get(`/api/batches/${batch.id}`), 200);
    expect(detail).toMatchObject({
      status: 'cortado',
      totalQuantity: 30,
      plannedQuantity: 24,
      sizeLabel: 'P, M, G',
    });
    const cell = (colorId: string, size: string) =>
      detail.items.find((i: { colorId: string; size: string }) => i.colorId === colorId && i.size === size);
    expect(cell(preto!.id, 'M')).toMatchObject({ planned: 2, quantity: 6, cut: 6 });
    expect(cell(branco!.id, 'G')).toMatchObject({ planned: 2, quantity: 4, cut: 4 });
    expect(cell(azul!.id, 'GG')).toMatchObject({ planned: 2, quantity: 0, cut: 0 });
    expect(detail.cut.id).toBe(res.body.id);
    expect(detail.history.at(-1)).toMatchObject({
      actionType: 'cortado',
      fromStatus: 'aguardando_corte',
      toStatus: 'cortado',
      actionLabel: 'Corte registrado',
    });
    expect(detail.history.at(-1).notes).toBe(
      `Corte: 30 peças. ${preto!.name}: 3 folhas, 15 peças, 19,50 m (planejado 18,00 m); ` +
        `${branco!.name}: 2 folhas, 10 peças, 11,90 m (planejado 12,00 m); ` +
        `${azul!.name}: 1 folha, 5 peças, 6,00 m (planejado 6,00 m).`,
    );

    expect(await stockOf(variationOf(preto!.id).id)).toBe('74.50');
    expect(await stockOf(variationOf(branco!.id).id)).toBe('88.10');
    expect(await stockOf(variationOf(azul!.id).id)).toBe('100.00');
    const moves = await must(await owner.client.get(`/api/stock/movements?referenceId=${batch.id}`), 200);
    expect(moves.items).toHaveLength(3);
    for (const move of moves.items) {
      expect(move).toMatchObject({
        type: 'consumo_corte',
        referenceType: 'production_batch',
        referenceId: batch.id,
      });
    }
    expect(moves.items.map((m: { quantity: string }) => m.quantity).sort()).toEqual([
      '-11.90',
      '-19.50',
      '-6.00',
    ]);

    const list = await must(await owner.client.get('/api/cutting'), 200);
    expect(list.items[0]).toMatchObject({
      id: res.body.id,
      batchCode: batch.code,
      pieces: 30,
      differencePercent: '3.9',
    });
    const pending = await must(await owner.client.get('/api/cutting/pending'), 200);
    expect(pending.items.map((b: { id: string }) => b.id)).not.toContain(batch.id);
  });

  it('adds a colour × size the plan did not have and gives uncut pieces back to the order', async () => {
    const fresh = await setupProduction(owner.client, { sizes: ['P', 'M'] });
    const [preto, branco] = fresh.colors;
    const batch = await must(
      await owner.client.post('/api/batches', {
        productionOrderId: fresh.order.id,
        items: [
          { colorId: preto!.id, size: 'P', quantity: 8 },
          { colorId: branco!.id, size: 'M', quantity: 8 },
        ],
      }),
    );
    const body = cutBody(fresh, 2, '3.00');
    body.colors = body.colors.filter((c) => c.colorId !== fresh.colors[2]!.id);
    const res = await owner.client.post(`/api/batches/${batch.id}/cut`, body);
    expect(res.status).toBe(201);
    const detail = await must(await owner.client.get(`/api/batches/${batch.id}`), 200);
    expect(
      detail.items.map((i: { colorId: string; size: string; planned: number; quantity: number }) => [
        i.colorId,
        i.size,
        i.planned,
        i.quantity,
      ]),
    ).toEqual([
      [preto!.id, 'P', 8, 2],
      [preto!.id, 'M', 0, 2],
      [branco!.id, 'P', 0, 2],
      [branco!.id, 'M', 8, 2],
    ]);
    const balance = (await owner.client.get(`/api/batches/order-options?orderId=${fresh.order.id}`)).body
      .items[0];
    const cell = (colorId: string, size: string) =>
      balance.cells.find((c: { colorId: string; size: string }) => c.colorId === colorId && c.size === size);
    expect(cell(preto!.id, 'P').remaining).toBe(8);
    expect(cell(preto!.id, 'M').remaining).toBe(8);
  });

  it('refuses a cut with too little fabric with the ledger message, changing nothing', async () => {
    const batch = await newBatch();
    const [preto, branco] = p.colors;
    const stockBefore = await stockOf(variationOf(branco!.id).id);
    const body = cutBody(p, 2, '10.00');
    body.colors[1]!.fabricUsed = '500.00';
    const res = await owner.client.post(`/api/batches/${batch.id}/cut`, body);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      `Estoque insuficiente para ${p.fabric.name} ${branco!.name}. Disponível: ${stockBefore.replace('.', ',')}, Necessário: 500,00`,
    );
    expect(await stockOf(variationOf(branco!.id).id)).toBe(stockBefore);
    const detail = await must(await owner.client.get(`/api/batches/${batch.id}`), 200);
    expect(detail).toMatchObject({ status: 'aguardando_corte', cut: null, totalQuantity: 24 });
    expect(detail.history).toHaveLength(1);
    expect(detail.items.every((i: { cut: number | null }) => i.cut === null)).toBe(true);
    expect((await owner.client.get(`/api/stock/movements?referenceId=${batch.id}`)).body.items).toEqual([]);
    expect(preto).toBeDefined();
  });

  it('records one cut per batch and only on a batch waiting for it', async () => {
    const batch = await newBatch();
    await must(await owner.client.post(`/api/batches/${batch.id}/cut`, cutBody(p, 1, '2.00')));
    const stock = await stockOf(variationOf(p.colors[0]!.id).id);
    const again = await owner.client.post(`/api/batches/${batch.id}/cut`, cutBody(p, 1, '2.00'));
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('O lote já está "Cortado".');
    expect(await stockOf(variationOf(p.colors[0]!.id).id)).toBe(stock);
    expect((await owner.client.get(`/api/stock/movements?referenceId=${batch.id}`)).body.items).toHaveLength(
      3,
    );
  });

  it('explains bad input in Portuguese', async () => {
    const batch = await newBatch();
    const base = cutBody(p);
    const cases: [unknown, Record<string, string>][] = [
      [
        { ...base, sizes: base.sizes.map((s) => ({ ...s, piecesPerPly: 0 })) },
        { sizes: 'Informe as peças por folha de ao menos um tamanho' },
      ],
      [
        { ...base, sizes: [{ size: 'P', piecesPerPly: -1 }] },
        { 'sizes.0.piecesPerPly': 'Informe um número inteiro (0 ou mais)' },
      ],
      [
        { ...base, colors: base.colors.map((c, i) => (i === 0 ? { ...c, plies: 0 } : c)) },
        { 'colors.0.plies': 'Informe o número de folhas (inteiro maior que zero)' },
      ],
      [
        { ...base, colors: base.colors.map((c, i) => (i === 1 ? { ...c, fabricUsed: '0' } : c)) },
        { 'colors.1.fabricUsed': 'Informe um valor maior que zero' },
      ],
      [
        { ...base, colors: base.colors.map((c, i) => (i === 1 ? { ...c, fabricUsed: '1,234' } : c)) },
        { 'colors.1.fabricUsed': 'Use no máximo 2 casas decimais' },
      ],
      [{ ...base, colors: [] }, { colors: 'Informe o corte de cada cor do lote' }],
      [{ ...base, colors: base.colors.slice(1) }, { colors: `Informe o corte da cor ${p.colors[0]!.name}` }],
      [
        { ...base, sizes: [{ size: 'XG', piecesPerPly: 1 }] },
        { 'sizes.0.size': 'Este tamanho não faz parte do lote' },
      ],
      [
        {
          ...base,
          colors: [...base.colors, { ...base.colors[0]!, colorId: '00000000-0000-4000-8000-000000000003' }],
        },
        { 'colors.3.colorId': 'Esta cor não faz parte do lote' },
      ],
      [{ ...base, cutterEmployeeId: 'fulano' }, { cutterEmployeeId: 'Funcionário não encontrado' }],
    ];
    for (const [body, fields] of cases) {
      const res = await owner.client.post(`/api/batches/${batch.id}/cut`, body);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.error.fields).toEqual(fields);
    }
    expect((await owner.client.get(`/api/batches/${batch.id}`)).body.status).toBe('aguardando_corte');
  });

  it('answers 404 for a fabric or cutter of another company', async () => {
    const batch = await newBatch();
    const other = await signUpCompany(ctx, 'Outra Confecção Corte');
    const theirs = await setupProduction(other.client);
    const body = cutBody(p);
    body.colors[0]!.materialVariationId = theirs.fabric.variations[0]!.id;
    const fabric = await owner.client.post(`/api/batches/${batch.id}/cut`, body);
    expect(fabric.status).toBe(404);
    expect(fabric.body.error).toMatchObject({
      message: 'Variação não encontrada',
      fields: { 'colors.0.materialVariationId': 'Variação não encontrada' },
    });
    const cutter = await owner.client.post(`/api/batches/${batch.id}/cut`, {
      ...cutBody(p),
      cutterEmployeeId: theirs.cutter.id,
    });
    expect(cutter.status).toBe(404);
    expect(cutter.body.error.message).toBe('Funcionário não encontrado');
    expect(await stockOf(theirs.fabric.variations[0]!.id).catch(() => 'não visível')).toBe('não visível');
    expect(
      (await other.client.get(`/api/material-variations/${theirs.fabric.variations[0]!.id}`)).body.stock,
    ).toBe('100.00');
  });
});

describe('permissions', () => {
  it('lets a reader see the cutting screens but not record a cut, and keeps out who has no access', async () => {
    const batch = await newBatch();
    const reader = await addMember(ctx, owner.companyId, 'user', { cutting: { canAccess: true } });
    expect((await reader.client.get('/api/cutting/pending')).status).toBe(200);
    expect((await reader.client.get('/api/cutting/options')).status).toBe(200);
    expect((await reader.client.get('/api/cutting')).status).toBe(200);
    expect((await reader.client.post(`/api/batches/${batch.id}/cut`, cutBody(p))).status).toBe(403);
    const cutter = await addMember(ctx, owner.companyId, 'user', {
      cutting: { canAccess: true, canWrite: true },
    });
    expect((await cutter.client.post(`/api/batches/${batch.id}/cut`, cutBody(p, 1, '1.00'))).status).toBe(
      201,
    );
    const outsider = await addMember(ctx, owner.companyId, 'user', {
      'production-batches': { canAccess: true },
    });
    for (const path of ['/api/cutting/pending', '/api/cutting/options', '/api/cutting']) {
      expect((await outsider.client.get(path)).status, path).toBe(403);
    }
  });

  it('rejects bad list queries', async () => {
    const res = await owner.client.get('/api/cutting?page=0');
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ page: 'Página inválida' });
  });
});
