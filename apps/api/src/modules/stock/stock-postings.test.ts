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
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsSystemForCompany, runAsTenant } from '../../platform/db/tenant.ts';
import { queryRows } from './sql-rows.ts';
import {
  colorName,
  ledgerCounts,
  materialItem,
  productItem,
  variantStock,
  variationStock,
} from './stock-test-support.ts';

let ctx: TestContext;
let owner: SignedUpCompany;
let fabric: SeededMaterial;
let fabricColour: string;
let elastic: SeededMaterial;
let shirt: SeededProduct;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Estoque');
  fabric = await seedMaterial(ctx.db, owner.companyId, { name: 'Malha PV', colorNames: ['Azul', 'Preto'] });
  fabricColour = await colorName(ctx, owner.companyId, fabric.variations[0]!.colorId!);
  elastic = await seedMaterial(ctx.db, owner.companyId, { name: 'Elástico 30 mm', unit: 'm' });
  shirt = await seedProduct(ctx.db, owner.companyId, { name: 'Camiseta Básica', reference: 'CB-01' });
});
afterAll(() => ctx.close());

const blue = () => fabric.variations[0]!.id;

async function enter(variationId: string, quantity: string, extra: Record<string, unknown> = {}) {
  const res = await owner.client.post('/api/stock/documents', {
    type: 'entrada',
    lines: [{ item: materialItem(variationId), quantity, ...extra }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { documentId: string; movementIds: string[] };
}

describe('manual entries (entrada)', () => {
  it('posts several lines in one document, moves the balances and keeps the balance after each line', async () => {
    const supplier = await owner.client.post('/api/suppliers', { name: 'Malharia Itajaí' });
    const res = await owner.client.post('/api/stock/documents', {
      type: 'entrada',
      supplierId: supplier.body.id,
      notes: 'NF 1234',
      lines: [
        { item: materialItem(blue()), quantity: '10', unitCostCents: 1890 },
        { item: productItem(shirt.variants[1]!.id), quantity: 5 },
        { item: materialItem(blue()), quantity: '2,5', unitCostCents: 1950 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.movementIds).toHaveLength(3);
    expect(await variationStock(ctx, owner.companyId, blue())).toBe('12.50');
    expect(await variantStock(ctx, owner.companyId, shirt.variants[1]!.id)).toBe('5.00');

    const first = await owner.client.get(`/api/stock/movements/${res.body.movementIds[0]}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      documentId: res.body.documentId,
      type: 'entrada',
      itemKind: 'material',
      materialId: fabric.id,
      materialVariationId: blue(),
      itemName: 'Malha PV',
      variantLabel: 'Azul',
      colorName: fabricColour,
      unit: 'm',
      quantity: '10.00',
      balanceAfter: '10.00',
      unitCostCents: 1890,
      supplierId: supplier.body.id,
      supplierName: 'Malharia Itajaí',
      referenceType: 'manual',
      notes: 'NF 1234',
      createdBy: owner.userId,
      createdByName: 'Dona Teste',
      reversesMovementId: null,
      reversedByMovementId: null,
    });
    const third = await owner.client.get(`/api/stock/movements/${res.body.movementIds[2]}`);
    expect(third.body).toMatchObject({ quantity: '2.50', balanceAfter: '12.50', unitCostCents: 1950 });
    const sku = await owner.client.get(`/api/stock/movements/${res.body.movementIds[1]}`);
    expect(sku.body).toMatchObject({
      itemKind: 'product',
      productId: shirt.id,
      productVariantId: shirt.variants[1]!.id,
      itemName: 'CB-01 Camiseta Básica',
      sku: shirt.variants[1]!.sku,
      size: 'M',
      quantity: '5.00',
      unit: 'un',
    });
    expect(sku.body.variantLabel).toMatch(/^Preto \w+ \/ M$/);

    // The last entry cost of the material becomes its last cost (the materials screen shows it).
    const material = await owner.client.get(`/api/materials/${fabric.id}`);
    expect(material.body.lastCostCents).toBe(1950);
  });

  it('explains bad lines in Portuguese and saves nothing', async () => {
    const before = await ledgerCounts(ctx, owner.companyId);
    for (const [body, field, message] of [
      [{ type: 'entrada', lines: [] }, 'lines', 'Inclua ao menos um item'],
      [{ type: 'retirada', lines: [] }, 'type', 'Tipo inválido'],
      [
        { type: 'entrada', lines: [{ item: materialItem(blue()), quantity: '0' }] },
        'lines.0.quantity',
        'Informe um valor maior que zero',
      ],
      [
        { type: 'entrada', lines: [{ item: materialItem(blue()), quantity: '1,234' }] },
        'lines.0.quantity',
        'Use no máximo 2 casas decimais',
      ],
      [
        { type: 'entrada', lines: [{ item: { kind: 'material' }, quantity: '1' }] },
        'lines.0.item.variationId',
        'Item inválido',
      ],
      [{ type: 'entrada', lines: [{ quantity: '1' }] }, 'lines.0.item', 'Escolha o item'],
      [
        { type: 'entrada', lines: [{ item: materialItem(blue()), quantity: '1', unitCostCents: -5 }] },
        'lines.0.unitCostCents',
        'O valor não pode ser negativo',
      ],
    ] as const) {
      const res = await owner.client.post('/api/stock/documents', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
    }
    expect(await ledgerCounts(ctx, owner.companyId)).toEqual(before);
  });

  it('answers not found for an unknown item or supplier, and for another company’s', async () => {
    const other = await signUpCompany(ctx, 'Outra Confecção');
    const theirs = await seedMaterial(ctx.db, other.companyId, { stock: '50' });
    const theirSupplier = await other.client.post('/api/suppliers', { name: 'Fornecedor alheio' });
    const before = await ledgerCounts(ctx, owner.companyId);
    const foreignItem = await owner.client.post('/api/stock/documents', {
      type: 'entrada',
      lines: [
        { item: materialItem(blue()), quantity: '1' },
        { item: materialItem(theirs.variations[0]!.id), quantity: '1' },
      ],
    });
    expect(foreignItem.status).toBe(404);
    expect(foreignItem.body.error.message).toBe('Item de estoque não encontrado');
    const unknownVariant = await owner.client.post('/api/stock/documents', {
      type: 'saida',
      lines: [{ item: productItem(crypto.randomUUID()), quantity: '1' }],
    });
    expect(unknownVariant.status).toBe(404);
    const foreignSupplier = await owner.client.post('/api/stock/documents', {
      type: 'entrada',
      supplierId: theirSupplier.body.id,
      lines: [{ item: materialItem(blue()), quantity: '1' }],
    });
    expect(foreignSupplier.status).toBe(404);
    expect(foreignSupplier.body.error.message).toBe('Fornecedor não encontrado');
    expect(await ledgerCounts(ctx, owner.companyId)).toEqual(before);
    expect(await variationStock(ctx, other.companyId, theirs.variations[0]!.id)).toBe('50.00');
  });
});

describe('withdrawals (saida) never take a balance below zero', () => {
  it('refuses with the message of the specification and changes nothing', async () => {
    const black = fabric.variations[1]!;
    const blackColour = await colorName(ctx, owner.companyId, black.colorId!);
    await enter(black.id, '3');
    const before = await ledgerCounts(ctx, owner.companyId);
    const res = await owner.client.post('/api/stock/documents', {
      type: 'saida',
      lines: [
        { item: materialItem(blue()), quantity: '1' },
        { item: materialItem(black.id), quantity: '5' },
      ],
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CONFLICT');
    expect(res.body.error.message).toBe(
      `Estoque insuficiente para Malha PV ${blackColour}. Disponível: 3,00, Necessário: 5,00`,
    );
    expect(await ledgerCounts(ctx, owner.companyId)).toEqual(before);
    expect(await variationStock(ctx, owner.companyId, black.id)).toBe('3.00');
  });

  it('applies the lines of one item in order: the second takes what the first left', async () => {
    const material = await seedMaterial(ctx.db, owner.companyId, { name: 'Linha 120', unit: 'cone' });
    const id = material.variations[0]!.id;
    await enter(id, '10');
    const refused = await owner.client.post('/api/stock/documents', {
      type: 'saida',
      lines: [
        { item: materialItem(id), quantity: '6' },
        { item: materialItem(id), quantity: '6' },
      ],
    });
    expect(refused.status).toBe(409);
    // The default variation has no colour: the message names the material only.
    expect(refused.body.error.message).toBe(
      'Estoque insuficiente para Linha 120. Disponível: 4,00, Necessário: 6,00',
    );
    const ok = await owner.client.post('/api/stock/documents', {
      type: 'saida',
      lines: [
        { item: materialItem(id), quantity: '6' },
        { item: materialItem(id), quantity: '4' },
      ],
    });
    expect(ok.status).toBe(201);
    const lines = await Promise.all(
      ok.body.movementIds.map((movementId: string) => owner.client.get(`/api/stock/movements/${movementId}`)),
    );
    expect(lines.map((l) => [l.body.quantity, l.body.balanceAfter])).toEqual([
      ['-6.00', '4.00'],
      ['-4.00', '0.00'],
    ]);
    expect(await variationStock(ctx, owner.companyId, id)).toBe('0.00');
  });

  it('names a SKU by product reference and name, colour and size, with thousands in pt-BR', async () => {
    const variant = shirt.variants[2]!;
    const colour = await colorName(ctx, owner.companyId, variant.colorId);
    const res = await owner.client.post('/api/stock/documents', {
      type: 'saida',
      lines: [{ item: productItem(variant.id), quantity: '1234.5' }],
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      `Estoque insuficiente para CB-01 Camiseta Básica ${colour} G. Disponível: 0,00, Necessário: 1.234,50`,
    );
  });
});

describe('adjustments (ajuste)', () => {
  it('records the difference between the counted quantity and the balance, up and down', async () => {
    const material = await seedMaterial(ctx.db, owner.companyId, { name: 'Botão 12 mm', unit: 'un' });
    const id = material.variations[0]!.id;
    await enter(id, '100');
    const down = await owner.client.post('/api/stock/adjustments', {
      item: materialItem(id),
      countedQuantity: '97',
      notes: 'Inventário de março',
    });
    expect(down.status).toBe(201);
    const downLine = await owner.client.get(`/api/stock/movements/${down.body.movementIds[0]}`);
    expect(downLine.body).toMatchObject({
      type: 'ajuste',
      quantity: '-3.00',
      balanceAfter: '97.00',
      notes: 'Inventário de março',
      referenceType: 'adjustment',
    });
    const up = await owner.client.post('/api/stock/adjustments', {
      item: materialItem(id),
      countedQuantity: '97,5',
      notes: 'Achado no depósito',
    });
    expect(up.status).toBe(201);
    const upLine = await owner.client.get(`/api/stock/movements/${up.body.movementIds[0]}`);
    expect(upLine.body).toMatchObject({ quantity: '0.50', balanceAfter: '97.50' });
    expect(await variationStock(ctx, owner.companyId, id)).toBe('97.50');

    const toZero = await owner.client.post('/api/stock/adjustments', {
      item: productItem(shirt.variants[1]!.id),
      countedQuantity: '0',
      notes: 'Peças com defeito descartadas',
    });
    expect(toZero.status).toBe(201);
    expect(await variantStock(ctx, owner.companyId, shirt.variants[1]!.id)).toBe('0.00');
  });

  it('refuses a count equal to the balance, and a count without a reason', async () => {
    const before = await ledgerCounts(ctx, owner.companyId);
    const same = await owner.client.post('/api/stock/adjustments', {
      item: productItem(shirt.variants[1]!.id),
      countedQuantity: '0.00',
      notes: 'Conferido',
    });
    expect(same.status).toBe(409);
    expect(same.body.error.message).toBe(
      'O saldo contado é igual ao saldo atual: não há diferença para ajustar',
    );
    expect(same.body.error.fields).toEqual({
      countedQuantity: 'O saldo contado é igual ao saldo atual: não há diferença para ajustar',
    });
    const noReason = await owner.client.post('/api/stock/adjustments', {
      item: materialItem(blue()),
      countedQuantity: '1',
      notes: '  ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields).toEqual({ notes: 'Informe o motivo do ajuste' });
    const negative = await owner.client.post('/api/stock/adjustments', {
      item: materialItem(blue()),
      countedQuantity: '-1',
      notes: 'x',
    });
    expect(negative.status).toBe(400);
    expect(negative.body.error.fields).toEqual({ countedQuantity: 'O valor mínimo é 0' });
    const unknown = await owner.client.post('/api/stock/adjustments', {
      item: materialItem(crypto.randomUUID()),
      countedQuantity: '1',
      notes: 'x',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Item de estoque não encontrado');
    expect(await ledgerCounts(ctx, owner.companyId)).toEqual(before);
  });
});

describe('reversals (estorno)', () => {
  it('reverses a line once with an opposite line, and never reverses a reversal', async () => {
    const material = await seedMaterial(ctx.db, owner.companyId, { name: 'Zíper 15 cm', unit: 'un' });
    const id = material.variations[0]!.id;
    const entry = await enter(id, '20', { unitCostCents: 80 });
    const movementId = entry.movementIds[0]!;
    const res = await owner.client.post(`/api/stock/movements/${movementId}/reverse`, {
      notes: 'Lançado em dobro',
    });
    expect(res.status).toBe(201);
    expect(await variationStock(ctx, owner.companyId, id)).toBe('0.00');
    const reversal = await owner.client.get(`/api/stock/movements/${res.body.movementIds[0]}`);
    expect(reversal.body).toMatchObject({
      type: 'entrada',
      quantity: '-20.00',
      balanceAfter: '0.00',
      unitCostCents: 80,
      reversesMovementId: movementId,
      notes: 'Lançado em dobro',
    });
    const original = await owner.client.get(`/api/stock/movements/${movementId}`);
    expect(original.body.reversedByMovementId).toBe(res.body.movementIds[0]);

    const again = await owner.client.post(`/api/stock/movements/${movementId}/reverse`, { notes: 'De novo' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Esta movimentação já foi estornada');
    const ofReversal = await owner.client.post(`/api/stock/movements/${res.body.movementIds[0]}/reverse`, {
      notes: 'Desfazer o estorno',
    });
    expect(ofReversal.status).toBe(409);
    expect(ofReversal.body.error.message).toBe(
      'Um estorno não pode ser estornado; lance a correção como uma nova movimentação',
    );
    expect(await variationStock(ctx, owner.companyId, id)).toBe('0.00');
  });

  it('refuses to reverse an entry whose stock was already used, and asks for a reason', async () => {
    const material = await seedMaterial(ctx.db, owner.companyId, { name: 'Etiqueta bordada', unit: 'un' });
    const id = material.variations[0]!.id;
    const entry = await enter(id, '10');
    await owner.client.post('/api/stock/documents', {
      type: 'saida',
      lines: [{ item: materialItem(id), quantity: '7' }],
    });
    const res = await owner.client.post(`/api/stock/movements/${entry.movementIds[0]}/reverse`, {
      notes: 'Nota cancelada',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'Estoque insuficiente para Etiqueta bordada. Disponível: 3,00, Necessário: 10,00',
    );
    const noReason = await owner.client.post(`/api/stock/movements/${entry.movementIds[0]}/reverse`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields).toEqual({ notes: 'Informe o motivo do estorno' });
  });

  it('reverses a withdrawal back into stock', async () => {
    const material = await seedMaterial(ctx.db, owner.companyId, { name: 'Entretela', stock: '0' });
    const id = material.variations[0]!.id;
    await enter(id, '8');
    const out = await owner.client.post('/api/stock/documents', {
      type: 'saida',
      lines: [{ item: materialItem(id), quantity: '5' }],
    });
    const res = await owner.client.post(`/api/stock/movements/${out.body.movementIds[0]}/reverse`, {
      notes: 'Saída errada',
    });
    expect(res.status).toBe(201);
    expect(await variationStock(ctx, owner.companyId, id)).toBe('8.00');
  });
});

describe('the ledger is append-only', () => {
  it('refuses UPDATE and DELETE of ledger rows to the app role', async () => {
    const entry = await enter(elastic.variations[0]!.id, '1');
    for (const statement of [
      sql`update stock_movements set quantity = 999 where id = ${entry.movementIds[0]}`,
      sql`delete from stock_movements where id = ${entry.movementIds[0]}`,
      sql`update stock_documents set notes = 'editado' where id = ${entry.documentId}`,
      sql`delete from stock_documents where id = ${entry.documentId}`,
    ]) {
      const error = await runAsTenant(ctx.db, owner.companyId, (tx) => tx.execute(statement)).catch(
        (e: { cause?: { code?: string } }) => e,
      );
      expect((error as { cause?: { code?: string } }).cause?.code).toBe('42501'); // insufficient_privilege
    }
    const line = await owner.client.get(`/api/stock/movements/${entry.movementIds[0]}`);
    expect(line.body.quantity).toBe('1.00');
  });

  it('has the database refuse a negative balance even without the service', async () => {
    const error = await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      tx.execute(sql`update material_variations set stock = -1 where id = ${elastic.variations[0]!.id}`),
    ).catch((e: { cause?: { code?: string } }) => e);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('23514'); // check_violation
    const rows = await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      queryRows<{ stock: string }>(
        tx,
        sql`select stock::text as stock from material_variations where id = ${elastic.variations[0]!.id}`,
      ),
    );
    expect(rows[0]!.stock).toBe('1.00');
  });
});

describe('stock permissions (part1 §6)', () => {
  it('lets a member with access only read the ledger but not post, adjust or reverse', async () => {
    const entry = await enter(elastic.variations[0]!.id, '2');
    const reader = await addMember(ctx, owner.companyId, 'user', { 'stock-movements': { canAccess: true } });
    for (const path of [
      '/api/stock/movements',
      '/api/stock/movements/totals',
      '/api/stock/movements/export',
      `/api/stock/movements/${entry.movementIds[0]}`,
      '/api/stock/items',
      '/api/stock/balances',
      '/api/stock/users',
    ]) {
      expect((await reader.client.get(path)).status, path).toBe(200);
    }
    const before = await ledgerCounts(ctx, owner.companyId);
    const posts = [
      await reader.client.post('/api/stock/documents', {
        type: 'entrada',
        lines: [{ item: materialItem(elastic.variations[0]!.id), quantity: '1' }],
      }),
      await reader.client.post('/api/stock/adjustments', {
        item: materialItem(elastic.variations[0]!.id),
        countedQuantity: '0',
        notes: 'Contagem',
      }),
      await reader.client.post(`/api/stock/movements/${entry.movementIds[0]}/reverse`, { notes: 'Não' }),
    ];
    for (const res of posts) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Você não tem permissão para realizar esta ação.');
    }
    expect(await ledgerCounts(ctx, owner.companyId)).toEqual(before);
  });

  it('denies the ledger to a member without the feature, and lets a writer post', async () => {
    const outsider = await addMember(ctx, owner.companyId, 'manager', { materials: { canAccess: true } });
    expect((await outsider.client.get('/api/stock/movements')).status).toBe(403);
    expect((await outsider.client.get('/api/stock/items')).status).toBe(403);
    const writer = await addMember(ctx, owner.companyId, 'user', {
      'stock-movements': { canAccess: true, canWrite: true },
    });
    const res = await writer.client.post('/api/stock/documents', {
      type: 'entrada',
      lines: [{ item: materialItem(elastic.variations[0]!.id), quantity: '1' }],
    });
    expect(res.status).toBe(201);
    const line = await writer.client.get(`/api/stock/movements/${res.body.movementIds[0]}`);
    expect(line.body).toMatchObject({ createdBy: writer.userId, createdByName: 'Membro Teste' });
  });
});
