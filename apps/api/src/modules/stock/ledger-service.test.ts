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
import { AppError } from '../../platform/http/errors.ts';
import { recordStockMovements, reverseStockDocument, reverseStockMovement } from './ledger.service.ts';
import { queryRows } from './sql-rows.ts';
import {
  asTenant,
  ledgerCounts,
  materialItem,
  productItem,
  variantStock,
  variationStock,
} from './stock-test-support.ts';

let ctx: TestContext;
let owner: SignedUpCompany;
let fabric: SeededMaterial;
let shirt: SeededProduct;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Serviço');
  fabric = await seedMaterial(ctx.db, owner.companyId, {
    name: 'Tricoline',
    colorNames: ['Branco', 'Vermelho', 'Verde'],
    lastCostCents: 1500,
  });
  shirt = await seedProduct(ctx.db, owner.companyId, { reference: 'SV-1', sizes: ['P', 'M', 'G', 'GG'] });
});
afterAll(() => ctx.close());

async function fails(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function lastCost(materialId: string): Promise<number | null> {
  return runAsSystemForCompany(ctx.db, owner.companyId, async (tx) => {
    const [row] = await queryRows<{ cost: string | null }>(
      tx,
      sql`select last_cost_cents::text as cost from materials where id = ${materialId}`,
    );
    return row!.cost === null ? null : Number(row!.cost);
  });
}

describe('recordStockMovements', () => {
  it('posts a 1,000-line document in one go, with running balances per item', async () => {
    const items = [
      ...fabric.variations.map((v) => materialItem(v.id)),
      ...shirt.variants.map((v) => productItem(v.id)),
    ];
    const lines = Array.from({ length: 1000 }, (_, index) => ({
      item: items[index % items.length]!,
      quantity: index % 10 === 9 ? '-0.50' : '1.25',
    }));
    const started = performance.now();
    const posting = await asTenant(ctx, owner, (tx, tenant) =>
      recordStockMovements(tx, tenant, { type: 'entrada', referenceType: 'purchase_receipt', lines }),
    );
    const elapsed = performance.now() - started;
    expect(posting.movementIds).toHaveLength(1000);
    expect([...posting.movementIds].sort()).toEqual(posting.movementIds);
    // Each of the 7 items gets 142 or 143 lines; every 10th line takes 0.50 out.
    for (const [index, item] of items.entries()) {
      const mine = lines.filter((line) => line.item === item);
      const expected = mine.reduce((sum, line) => sum + Math.round(Number(line.quantity) * 100), 0);
      const stock =
        item.kind === 'material'
          ? await variationStock(ctx, owner.companyId, item.variationId)
          : await variantStock(ctx, owner.companyId, item.variantId);
      expect(stock, `item ${index}`).toBe((expected / 100).toFixed(2));
    }
    const rows = await asTenant(ctx, owner, (tx) =>
      queryRows<{ id: string; balance_after: string }>(
        tx,
        sql`select id::text as id, balance_after::text as balance_after from stock_movements
            where document_id = ${posting.documentId} and material_variation_id = ${fabric.variations[0]!.id}
            order by id`,
      ),
    );
    expect(rows.map((r) => r.balance_after).slice(0, 3)).toEqual(['1.25', '2.50', '3.75']);
    expect(rows.at(-1)!.balance_after).toBe(
      await variationStock(ctx, owner.companyId, fabric.variations[0]!.id),
    );
    // Set-based: well under the 2 s of PostgreSQL even on the embedded engine of a loaded test machine.
    expect(elapsed).toBeLessThan(15_000);
  });

  it('takes any movement type with the sign the caller gives', async () => {
    const variant = shirt.variants[0]!.id;
    const before = await variantStock(ctx, owner.companyId, variant);
    await asTenant(ctx, owner, async (tx, tenant) => {
      await recordStockMovements(tx, tenant, {
        type: 'venda',
        referenceType: 'sale',
        lines: [{ item: productItem(variant), quantity: '-1' }],
      });
      await recordStockMovements(tx, tenant, {
        type: 'devolucao',
        referenceType: 'sale',
        lines: [{ item: productItem(variant), quantity: '1' }],
      });
      await recordStockMovements(tx, tenant, {
        type: 'consumo_corte',
        lines: [{ item: materialItem(fabric.variations[1]!.id), quantity: '-2.30' }],
      });
    });
    expect(await variantStock(ctx, owner.companyId, variant)).toBe(before);
  });

  it('refuses bad quantities, an empty document and foreign items before writing anything', async () => {
    const before = await ledgerCounts(ctx, owner.companyId);
    const item = materialItem(fabric.variations[0]!.id);
    for (const quantity of ['0', '0.00', '1.234', 'dez', '1,5', '']) {
      const error = await fails(
        asTenant(ctx, owner, (tx, tenant) =>
          recordStockMovements(tx, tenant, { type: 'entrada', lines: [{ item, quantity }] }),
        ),
      );
      expect(error.fields).toEqual({ 'lines.0.quantity': 'Quantidade inválida' });
    }
    const empty = await fails(
      asTenant(ctx, owner, (tx, tenant) => recordStockMovements(tx, tenant, { type: 'entrada', lines: [] })),
    );
    expect(empty.fields).toEqual({ lines: 'Inclua ao menos um item' });
    const empty0 = await seedMaterial(ctx.db, owner.companyId, { name: 'Renda guipir' });
    const fresh = materialItem(empty0.variations[0]!.id);
    const huge = await fails(
      asTenant(ctx, owner, (tx, tenant) =>
        recordStockMovements(tx, tenant, {
          type: 'entrada',
          lines: [
            { item: fresh, quantity: '999999999999.00' },
            { item: fresh, quantity: '999999999999.00' },
          ],
        }),
      ),
    );
    expect(huge.fields).toEqual({ 'lines.1.quantity': 'Quantidade alta demais para o estoque' });
    const other = await signUpCompany(ctx, 'Outra');
    const foreign = await fails(
      asTenant(ctx, other, (tx, tenant) =>
        recordStockMovements(tx, tenant, { type: 'entrada', lines: [{ item, quantity: '1' }] }),
      ),
    );
    expect(foreign.status).toBe(404);
    expect(foreign.message).toBe('Item de estoque não encontrado');
    expect(await ledgerCounts(ctx, owner.companyId)).toEqual(before);
  });

  it('changes nothing when refused, and leaves the caller’s transaction usable', async () => {
    const red = fabric.variations[1]!.id;
    const before = await variationStock(ctx, owner.companyId, red);
    const counts = await ledgerCounts(ctx, owner.companyId);
    const message = await asTenant(ctx, owner, async (tx, tenant) => {
      const refused = await recordStockMovements(tx, tenant, {
        type: 'saida',
        lines: [
          { item: materialItem(red), quantity: '-1' },
          { item: materialItem(red), quantity: '-100000' },
        ],
      }).catch((e: AppError) => e.message);
      // The caller goes on in the same transaction (a batch shipment that only warns on stock, part2).
      await recordStockMovements(tx, tenant, {
        type: 'entrada',
        lines: [{ item: materialItem(red), quantity: '1' }],
      });
      return refused;
    });
    expect(message).toMatch(
      /^Estoque insuficiente para Tricoline Vermelho \w+\. Disponível: [\d.,]+, Necessário: 100\.000,00$/,
    );
    expect(await ledgerCounts(ctx, owner.companyId)).toEqual({
      documents: counts.documents + 1,
      movements: counts.movements + 1,
    });
    const after = Number(await variationStock(ctx, owner.companyId, red));
    expect(after).toBeCloseTo(Number(before) + 1, 2);
  });

  it('updates the material’s last cost only from entries that bring stock in', async () => {
    const material = await seedMaterial(ctx.db, owner.companyId, { name: 'Viés', lastCostCents: 100 });
    const item = materialItem(material.variations[0]!.id);
    const entry = await asTenant(ctx, owner, (tx, tenant) =>
      recordStockMovements(tx, tenant, {
        type: 'entrada',
        lines: [
          { item, quantity: '10', unitCostCents: 120 },
          { item, quantity: '5', unitCostCents: 125 },
        ],
      }),
    );
    expect(await lastCost(material.id)).toBe(125);
    await asTenant(ctx, owner, (tx, tenant) =>
      recordStockMovements(tx, tenant, {
        type: 'saida',
        lines: [{ item, quantity: '-1', unitCostCents: 999 }],
      }),
    );
    await asTenant(ctx, owner, (tx, tenant) =>
      reverseStockMovement(tx, tenant, entry.movementIds[1]!, { notes: 'Preço errado' }),
    );
    expect(await lastCost(material.id)).toBe(125);
  });

  it('values a material leaving stock without a cost at its last cost; entries and products stay as given', async () => {
    const material = await seedMaterial(ctx.db, owner.companyId, { name: 'Entretela', lastCostCents: 840 });
    const item = materialItem(material.variations[0]!.id);
    const variant = productItem(shirt.variants[0]!.id);
    await asTenant(ctx, owner, (tx, tenant) =>
      recordStockMovements(tx, tenant, {
        type: 'entrada',
        lines: [
          { item, quantity: '10' },
          { item: variant, quantity: '3' },
        ],
      }),
    );
    const out = await asTenant(ctx, owner, (tx, tenant) =>
      recordStockMovements(tx, tenant, {
        type: 'consumo_corte',
        lines: [
          { item, quantity: '-2.5' },
          { item: variant, quantity: '-1' },
        ],
      }),
    );
    const costs = await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      queryRows<{ quantity: string; cost: string | null; product: boolean }>(
        tx,
        sql`select quantity::text as quantity, unit_cost_cents::text as cost, product_variant_id is not null as product
            from stock_movements where document_id = (select document_id from stock_movements where id = ${out.movementIds[0]!})
            order by product`,
      ),
    );
    expect(costs).toEqual([
      { quantity: '-2.50', cost: '840', product: false },
      { quantity: '-1.00', cost: null, product: true },
    ]);
  });
});

describe('reverseStockDocument', () => {
  it('reverses the lines not yet reversed, once', async () => {
    const material = await seedMaterial(ctx.db, owner.companyId, {
      name: 'Ribana',
      colorNames: ['Cinza', 'Creme'],
    });
    const [grey, cream] = material.variations.map((v) => materialItem(v.id));
    const doc = await asTenant(ctx, owner, (tx, tenant) =>
      recordStockMovements(tx, tenant, {
        type: 'retorno_faccao',
        referenceType: 'production_batch',
        origin: 'Facção Boa Costura',
        lines: [
          { item: grey!, quantity: '4' },
          { item: cream!, quantity: '6' },
          { item: grey!, quantity: '1' },
        ],
      }),
    );
    await asTenant(ctx, owner, (tx, tenant) =>
      reverseStockMovement(tx, tenant, doc.movementIds[1]!, { notes: 'Creme voltou por engano' }),
    );
    const reversal = await asTenant(ctx, owner, (tx, tenant) =>
      reverseStockDocument(tx, tenant, doc.documentId, { notes: 'Lote cancelado' }),
    );
    expect(reversal.movementIds).toHaveLength(2);
    expect(await variationStock(ctx, owner.companyId, grey!.variationId)).toBe('0.00');
    expect(await variationStock(ctx, owner.companyId, cream!.variationId)).toBe('0.00');
    const lines = await asTenant(ctx, owner, (tx) =>
      queryRows<{ type: string; quantity: string; reverses: string; destination: string | null }>(
        tx,
        sql`select type, quantity::text as quantity, reverses_movement_id::text as reverses, destination
            from stock_movements where document_id = ${reversal.documentId} order by id`,
      ),
    );
    expect(lines).toEqual([
      {
        type: 'retorno_faccao',
        quantity: '-4.00',
        reverses: doc.movementIds[0],
        destination: 'Facção Boa Costura',
      },
      {
        type: 'retorno_faccao',
        quantity: '-1.00',
        reverses: doc.movementIds[2],
        destination: 'Facção Boa Costura',
      },
    ]);

    const again = await fails(
      asTenant(ctx, owner, (tx, tenant) => reverseStockDocument(tx, tenant, doc.documentId, { notes: 'x' })),
    );
    expect(again.message).toBe('Este lançamento já foi estornado');
    const ofReversal = await fails(
      asTenant(ctx, owner, (tx, tenant) =>
        reverseStockDocument(tx, tenant, reversal.documentId, { notes: 'x' }),
      ),
    );
    expect(ofReversal.message).toBe(
      'Um estorno não pode ser estornado; lance a correção como uma nova movimentação',
    );
    const unknown = await fails(
      asTenant(ctx, owner, (tx, tenant) =>
        reverseStockDocument(tx, tenant, crypto.randomUUID(), { notes: 'x' }),
      ),
    );
    expect(unknown.message).toBe('Lançamento de estoque não encontrado');
  });
});
