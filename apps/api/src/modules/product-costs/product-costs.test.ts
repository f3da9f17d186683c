import { computeCostSheet, percentString } from '@alinhavo/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMaterial, seedProcess, seedProduct } from '../../../test/catalogue-seed.ts';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsTenant } from '../../platform/db/tenant.ts';

let ctx: TestContext;
let owner: SignedUpCompany;
let other: SignedUpCompany;

type Catalogue = {
  fabric: Awaited<ReturnType<typeof seedMaterial>>;
  thread: Awaited<ReturnType<typeof seedMaterial>>;
  label: Awaited<ReturnType<typeof seedMaterial>>;
  cutting: Awaited<ReturnType<typeof seedProcess>>;
  sewing: Awaited<ReturnType<typeof seedProcess>>;
};
let cat: Catalogue;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Custos');
  other = await signUpCompany(ctx, 'Outra Confecção');
  cat = {
    fabric: await seedMaterial(ctx.db, owner.companyId, {
      name: 'Malha PV',
      category: 'tecido',
      unit: 'm',
      colorNames: ['Preto', 'Branco'],
      lastCostCents: 1890,
    }),
    thread: await seedMaterial(ctx.db, owner.companyId, {
      name: 'Linha 120',
      category: 'linha',
      unit: 'cone',
      lastCostCents: 1250,
    }),
    label: await seedMaterial(ctx.db, owner.companyId, {
      name: 'Etiqueta de composição',
      category: 'etiqueta',
      unit: 'un',
      lastCostCents: 35,
    }),
    cutting: await seedProcess(ctx.db, owner.companyId, 'Corte teste', 150),
    sewing: await seedProcess(ctx.db, owner.companyId, 'Costura teste', 300),
  };
});
afterAll(() => ctx.close());

/** A T-shirt sheet: 1.2 m of fabric following the batch colour, a 250-piece cone of thread, a label. */
function tShirtBody(overrides: Record<string, unknown> = {}) {
  return {
    materials: [
      { materialId: cat.fabric.id, colorRule: 'batch_color', quantity: '1,2', yieldUnits: '1' },
      { materialId: cat.thread.id, quantity: '1', yieldUnits: '250', usageArea: 'faccao' },
      { materialId: cat.label.id, quantity: 1, usageArea: 'faccao' },
    ],
    processes: [{ processId: cat.cutting.id }, { processId: cat.sewing.id }],
    overheadPercent: '10',
    taxesPercent: '6',
    feesPercent: '4',
    targetMarginPercent: '30',
    notes: 'Ficha da camiseta básica',
    ...overrides,
  };
}

describe('saving cost sheets (part3 §2)', () => {
  it('answers a product without a sheet with sheet null, and 404 for another company’s product', async () => {
    const product = await seedProduct(ctx.db, owner.companyId, { name: 'Camiseta sem ficha' });
    const res = await owner.client.get(`/api/product-costs/${product.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ product: { id: product.id, name: 'Camiseta sem ficha' }, sheet: null });
    expect(res.body.versions).toEqual([]);

    const foreign = await seedProduct(ctx.db, other.companyId, { name: 'Produto alheio' });
    const hidden = await owner.client.get(`/api/product-costs/${foreign.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.message).toBe('Produto não encontrado');
    expect(JSON.stringify(hidden.body)).not.toContain('Produto alheio');
  });

  it('computes the figures with the domain functions on a sheet with fabric, thread and a label', async () => {
    const product = await seedProduct(ctx.db, owner.companyId, {
      name: 'Camiseta básica',
      salePriceCents: 4990,
    });
    const res = await owner.client.post(`/api/product-costs/${product.id}`, tShirtBody());
    expect(res.status).toBe(201);
    const sheet = res.body.sheet;
    expect(sheet.version).toBe(1);
    expect(sheet.isCurrent).toBe(true);
    expect(sheet.notes).toBe('Ficha da camiseta básica');
    expect(sheet.createdByName).toBe('Dona Teste');
    expect(
      sheet.materials.map((l: Record<string, unknown>) => [
        l.materialName,
        l.materialUnit,
        l.materialCategory,
        l.colorRule,
        l.quantity,
        l.yieldUnits,
        l.consumptionPerPiece,
        l.usageArea,
        l.unitCostCents,
        l.costPerPieceCents,
      ]),
    ).toEqual([
      ['Malha PV', 'm', 'tecido', 'batch_color', '1.2000', '1.0000', '1.2000', 'interno', 1890, '2268.0000'],
      ['Linha 120', 'cone', 'linha', 'batch_color', '1.0000', '250.0000', '0.0040', 'faccao', 1250, '5.0000'],
      [
        'Etiqueta de composição',
        'un',
        'etiqueta',
        'batch_color',
        '1.0000',
        '1.0000',
        '1.0000',
        'faccao',
        35,
        '35.0000',
      ],
    ]);
    expect(sheet.processes.map((l: Record<string, unknown>) => [l.processName, l.costPerPieceCents])).toEqual(
      [
        ['Corte teste', 150],
        ['Costura teste', 300],
      ],
    );

    const expected = computeCostSheet({
      materials: [
        { quantity: '1.2', yieldUnits: '1', unitCostCents: 1890 },
        { quantity: '1', yieldUnits: '250', unitCostCents: 1250 },
        { quantity: '1', yieldUnits: '1', unitCostCents: 35 },
      ],
      processes: [{ costPerPieceCents: 150 }, { costPerPieceCents: 300 }],
      overheadPercent: '10',
      taxesPercent: '6',
      feesPercent: '4',
      targetMarginPercent: '30',
      salePriceCents: 4990,
    });
    expect(sheet.figures).toEqual({
      materialsCents: '2308.0000',
      processesCents: '450.0000',
      baseCents: '2758.0000',
      overheadCents: '275.8000',
      unitCostCents: expected.unitCostCents,
      suggestedPriceCents: expected.suggestedPrice.ok ? expected.suggestedPrice.cents : null,
      suggestedPriceMessage: null,
      salePriceCents: 4990,
      deductionsCents: expected.deductionsCents,
      profitCents: expected.profitCents,
      marginPercent: percentString(expected.marginPercent),
      belowCost: false,
    });
    expect(sheet.figures).toMatchObject({
      unitCostCents: 3034,
      suggestedPriceCents: 5057,
      marginPercent: '29.20',
    });
  });

  it('keeps every save as a new version; the list and the detail show the latest; older ones stay readable', async () => {
    const product = await seedProduct(ctx.db, owner.companyId, {
      name: 'Regata versionada',
      salePriceCents: 3990,
    });
    const first = await owner.client.post(`/api/product-costs/${product.id}`, tShirtBody());
    expect(first.body.sheet.version).toBe(1);
    const second = await owner.client.post(
      `/api/product-costs/${product.id}`,
      tShirtBody({ overheadPercent: '0', notes: 'Sem custos indiretos' }),
    );
    expect(second.status).toBe(201);
    expect(second.body.sheet.version).toBe(2);
    expect(second.body.sheet.figures.unitCostCents).toBe(2758);
    expect(second.body.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(second.body.versions.map((v: { unitCostCents: number }) => v.unitCostCents)).toEqual([2758, 3034]);

    const detail = await owner.client.get(`/api/product-costs/${product.id}`);
    expect(detail.body.sheet).toMatchObject({ version: 2, isCurrent: true, notes: 'Sem custos indiretos' });

    const old = await owner.client.get(`/api/product-costs/${product.id}?version=1`);
    expect(old.status).toBe(200);
    expect(old.body.sheet).toMatchObject({ version: 1, isCurrent: false, overheadPercent: '10.00' });
    expect(old.body.sheet.figures.unitCostCents).toBe(3034);

    const list = await owner.client.get(`/api/product-costs?q=${encodeURIComponent('Regata versionada')}`);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({
      id: product.id,
      hasSheet: true,
      version: 2,
      unitCostCents: 2758,
      salePriceCents: 3990,
      belowCost: false,
      targetMarginPercent: '30.00',
    });
    expect(list.body.items[0].updatedAt).toBe(second.body.sheet.createdAt);
    // (3990 × 0.9 − 2758) / 3990 = 20.877…%
    expect(list.body.items[0].marginPercent).toBe('20.88');

    const missing = await owner.client.get(`/api/product-costs/${product.id}?version=7`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Versão da ficha de custo não encontrada');
    const bad = await owner.client.get(`/api/product-costs/${product.id}?version=um`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ version: 'Versão inválida' });
  });

  it('gives two saves at the same time consecutive versions', async () => {
    const product = await seedProduct(ctx.db, owner.companyId);
    const results = await Promise.all(
      ['0', '5', '10', '15', '20'].map((overheadPercent) =>
        owner.client.post(`/api/product-costs/${product.id}`, tShirtBody({ overheadPercent })),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(results.map((r) => r.body.sheet.version).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the versions as history: the app role cannot change a saved sheet', async () => {
    const product = await seedProduct(ctx.db, owner.companyId);
    await owner.client.post(`/api/product-costs/${product.id}`, tShirtBody());
    const error = await runAsTenant(ctx.db, owner.companyId, (tx) =>
      tx.execute(sql`update product_cost_sheets set notes = 'alterada' where product_id = ${product.id}`),
    ).catch((e: { cause?: { code?: string } }) => e);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('42501'); // insufficient_privilege
  });

  it('takes a fixed variation of the material and explicit unit costs', async () => {
    const product = await seedProduct(ctx.db, owner.companyId, { salePriceCents: 10000 });
    const white = cat.fabric.variations.find((v) => v.name === 'Branco')!;
    const res = await owner.client.post(`/api/product-costs/${product.id}`, {
      materials: [
        {
          materialId: cat.fabric.id,
          colorRule: 'fixed',
          materialVariationId: white.id,
          quantity: '1',
          yieldUnits: '3',
          unitCostCents: 'R$ 20,00',
        },
      ],
      processes: [{ processId: cat.sewing.id, costPerPieceCents: 0 }],
    });
    expect(res.status).toBe(201);
    expect(res.body.sheet.materials[0]).toMatchObject({
      colorRule: 'fixed',
      materialVariationId: white.id,
      variationName: 'Branco',
      consumptionPerPiece: '0.3333',
      unitCostCents: 2000,
      costPerPieceCents: '666.6000',
    });
    expect(res.body.sheet.processes[0].costPerPieceCents).toBe(0);
    expect(res.body.sheet.figures).toMatchObject({ unitCostCents: 667, suggestedPriceCents: 667 });
  });

  it('refuses another company’s material, variation or process per line and saves nothing', async () => {
    const product = await seedProduct(ctx.db, owner.companyId);
    const foreignMaterial = await seedMaterial(ctx.db, other.companyId, { name: 'Tecido alheio' });
    const foreignProcess = await seedProcess(ctx.db, other.companyId, 'Processo alheio');
    const res = await owner.client.post(`/api/product-costs/${product.id}`, {
      materials: [
        { materialId: cat.fabric.id, quantity: '1' },
        { materialId: foreignMaterial.id, quantity: '1' },
        {
          materialId: cat.fabric.id,
          colorRule: 'fixed',
          materialVariationId: foreignMaterial.variations[0]!.id,
          quantity: '1',
        },
        // A variation of this company, but of another material.
        {
          materialId: cat.thread.id,
          colorRule: 'fixed',
          materialVariationId: cat.fabric.variations[0]!.id,
          quantity: '1',
        },
      ],
      processes: [{ processId: cat.cutting.id }, { processId: foreignProcess.id }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
    expect(res.body.error.fields).toEqual({
      'materials.1.materialId': 'Material não encontrado',
      'materials.2.materialVariationId': 'Variação não encontrada para este material',
      'materials.3.materialVariationId': 'Variação não encontrada para este material',
      'processes.1.processId': 'Processo não encontrado',
    });
    expect(JSON.stringify(res.body)).not.toContain('alheio');
    const detail = await owner.client.get(`/api/product-costs/${product.id}`);
    expect(detail.body.sheet).toBeNull();
  });

  it('asks for a unit cost when the material has none', async () => {
    const product = await seedProduct(ctx.db, owner.companyId);
    const noCost = await seedMaterial(ctx.db, owner.companyId, { name: 'Botão sem custo', unit: 'un' });
    await runAsTenant(ctx.db, owner.companyId, (tx) =>
      tx.execute(sql`update materials set last_cost_cents = null where id = ${noCost.id}`),
    );
    const res = await owner.client.post(`/api/product-costs/${product.id}`, {
      materials: [{ materialId: noCost.id, quantity: '4' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      'materials.0.unitCostCents': 'Informe o custo: o material não tem custo cadastrado',
    });
    const ok = await owner.client.post(`/api/product-costs/${product.id}`, {
      materials: [{ materialId: noCost.id, quantity: '4', unitCostCents: 15 }],
    });
    expect(ok.status).toBe(201);
    expect(ok.body.sheet.figures.unitCostCents).toBe(60);
  });

  it('explains bad input in Portuguese', async () => {
    const product = await seedProduct(ctx.db, owner.companyId);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{}, { materials: 'Adicione ao menos um material ou processo' }],
      [
        { materials: [{ materialId: 'abc', quantity: '0', yieldUnits: '-1', usageArea: 'casa' }] },
        {
          'materials.0.materialId': 'Selecione o material',
          'materials.0.quantity': 'Informe um valor maior que zero',
          'materials.0.yieldUnits': 'Informe um valor maior que zero',
          'materials.0.usageArea': 'Escolha onde o material é usado',
        },
      ],
      [
        { materials: [{ materialId: cat.fabric.id, quantity: '1,23456' }] },
        { 'materials.0.quantity': 'Use no máximo 4 casas decimais' },
      ],
      [
        { materials: [{ materialId: cat.fabric.id, quantity: '1', colorRule: 'fixed' }] },
        { 'materials.0.materialVariationId': 'Escolha a variação' },
      ],
      [
        {
          processes: [{ processId: cat.cutting.id }],
          taxesPercent: '50',
          feesPercent: '30',
          targetMarginPercent: '20',
        },
        { targetMarginPercent: 'Impostos, taxas e margem alvo devem somar menos de 100%' },
      ],
      [
        {
          processes: [{ processId: cat.cutting.id, costPerPieceCents: -5 }],
          overheadPercent: '-1',
          feesPercent: '100',
        },
        {
          'processes.0.costPerPieceCents': 'O valor não pode ser negativo',
          overheadPercent: 'O percentual não pode ser negativo',
          feesPercent: 'Use um percentual menor que 100%',
        },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await owner.client.post(`/api/product-costs/${product.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields, JSON.stringify(body)).toEqual(fields);
    }
    expect((await owner.client.get(`/api/product-costs/${product.id}`)).body.versions).toEqual([]);
  });

  it('answers 404 for a product that does not exist, even with a valid body', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nao-existe']) {
      const res = await owner.client.post(`/api/product-costs/${id}`, tShirtBody());
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Produto não encontrado');
    }
  });
});

describe('the product list with costs', () => {
  let company: SignedUpCompany;
  let ids: Record<string, string>;

  beforeAll(async () => {
    company = await signUpCompany(ctx, 'Confecção Lista de Custos');
    const process = await seedProcess(ctx.db, company.companyId, 'Costura lista', 1000);
    const make = async (name: string, reference: string, price: number | null, cost: number | null) => {
      const product = await seedProduct(ctx.db, company.companyId, {
        name,
        reference,
        salePriceCents: price ?? 0,
      });
      if (price === null) {
        await runAsTenant(ctx.db, company.companyId, (tx) =>
          tx.execute(sql`update products set sale_price_cents = null where id = ${product.id}`),
        );
      }
      if (cost !== null) {
        const res = await company.client.post(`/api/product-costs/${product.id}`, {
          processes: [{ processId: process.id, costPerPieceCents: cost }],
          taxesPercent: '10',
        });
        if (res.status !== 201) throw new Error(JSON.stringify(res.body));
      }
      return product.id;
    };
    ids = {
      profitable: await make('Vestido lucrativo', 'VES-01', 5000, 1000),
      thin: await make('Blusa apertada', 'BLU-02', 1111, 1000), // 1111 × 0.9 = 999.9 < 1000
      noSheet: await make('Saia sem ficha', 'SAI-03', 4000, null),
      noPrice: await make('Calça sem preço', 'CAL-04', null, 1500),
      free: await make('Brinde grátis', 'BRI-05', 0, 200),
    };
  });

  it('lists every product with its sheet in force summarised', async () => {
    const res = await company.client.get('/api/product-costs?pageSize=100');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(5);
    const byName = Object.fromEntries(res.body.items.map((i: { name: string }) => [i.name, i]));
    expect(byName['Vestido lucrativo']).toMatchObject({
      reference: 'VES-01',
      hasSheet: true,
      version: 1,
      unitCostCents: 1000,
      salePriceCents: 5000,
      marginPercent: '70.00',
      belowCost: false,
    });
    expect(byName['Blusa apertada']).toMatchObject({ belowCost: true, marginPercent: '-0.01' });
    expect(byName['Saia sem ficha']).toMatchObject({
      hasSheet: false,
      version: null,
      unitCostCents: null,
      marginPercent: null,
      belowCost: false,
      updatedAt: null,
    });
    expect(byName['Calça sem preço']).toMatchObject({
      salePriceCents: null,
      marginPercent: null,
      belowCost: false,
    });
    expect(byName['Brinde grátis']).toMatchObject({
      salePriceCents: 0,
      marginPercent: null,
      belowCost: true,
    });
  });

  it('filters products without a sheet and those sold below cost', async () => {
    const without = await company.client.get('/api/product-costs?filter=without_sheet');
    expect(without.body.items.map((i: { id: string }) => i.id)).toEqual([ids.noSheet]);
    expect(without.body.total).toBe(1);
    const below = await company.client.get('/api/product-costs?filter=below_cost');
    expect(below.body.items.map((i: { name: string }) => i.name)).toEqual([
      'Blusa apertada',
      'Brinde grátis',
    ]);
    const bad = await company.client.get('/api/product-costs?filter=todos');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ filter: 'Filtro inválido' });
  });

  it('searches by name or reference', async () => {
    const byRef = await company.client.get('/api/product-costs?q=blu-0');
    expect(byRef.body.items.map((i: { id: string }) => i.id)).toEqual([ids.thin]);
    const byName = await company.client.get(`/api/product-costs?q=${encodeURIComponent('VESTIDO')}`);
    expect(byName.body.items.map((i: { id: string }) => i.id)).toEqual([ids.profitable]);
  });

  it('sorts by margin and unit cost, products without one last', async () => {
    const margin = await company.client.get('/api/product-costs?sort=margin&dir=desc');
    expect(margin.body.items.map((i: { name: string }) => i.name)).toEqual([
      'Vestido lucrativo',
      'Blusa apertada',
      'Brinde grátis',
      'Calça sem preço',
      'Saia sem ficha',
    ]);
    const cost = await company.client.get('/api/product-costs?sort=unitCost');
    expect(cost.body.items.map((i: { unitCostCents: number | null }) => i.unitCostCents)).toEqual([
      200,
      1000,
      1000,
      1500,
      null,
    ]);
  });
});

describe('editor options', () => {
  it('lists the company’s active materials with variations and its active processes, and nothing of others', async () => {
    await seedMaterial(ctx.db, other.companyId, { name: 'Material da outra empresa' });
    const res = await owner.client.get('/api/product-costs/options');
    expect(res.status).toBe(200);
    const fabric = res.body.materials.find((m: { id: string }) => m.id === cat.fabric.id);
    expect(fabric).toMatchObject({ name: 'Malha PV', category: 'tecido', unit: 'm', lastCostCents: 1890 });
    expect(fabric.variations.map((v: { name: string }) => v.name)).toEqual(['Branco', 'Preto']);
    expect(fabric.variations[0].colorName).toMatch(/^Branco/);
    expect(res.body.processes.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['Corte teste', 'Costura teste']),
    );
    expect(res.body.processes.find((p: { name: string }) => p.name === 'Corte teste').costPerPieceCents).toBe(
      150,
    );
    expect(JSON.stringify(res.body)).not.toContain('outra empresa');
  });
});

describe('cost sheet permissions (part1 §6)', () => {
  it('lets a member with access only read but not save, and refuses one without product-costs', async () => {
    const product = await seedProduct(ctx.db, owner.companyId);
    const reader = await addMember(ctx, owner.companyId, 'user', { 'product-costs': { canAccess: true } });
    expect((await reader.client.get('/api/product-costs')).status).toBe(200);
    expect((await reader.client.get(`/api/product-costs/${product.id}`)).status).toBe(200);
    expect((await reader.client.get('/api/product-costs/options')).status).toBe(200);
    const write = await reader.client.post(`/api/product-costs/${product.id}`, tShirtBody());
    expect(write.status).toBe(403);
    expect(write.body.error.message).toBe('Você não tem permissão para realizar esta ação.');

    const outsider = await addMember(ctx, owner.companyId, 'manager', {
      products: { canAccess: true, canWrite: true },
      materials: { canAccess: true, canWrite: true },
    });
    for (const path of [
      '/api/product-costs',
      `/api/product-costs/${product.id}`,
      '/api/product-costs/options',
    ]) {
      expect((await outsider.client.get(path)).status, path).toBe(403);
    }
    expect((await outsider.client.post(`/api/product-costs/${product.id}`, tShirtBody())).status).toBe(403);

    const writer = await addMember(ctx, owner.companyId, 'user', {
      'product-costs': { canAccess: true, canWrite: true },
    });
    const saved = await writer.client.post(`/api/product-costs/${product.id}`, tShirtBody());
    expect(saved.status).toBe(201);
    expect(saved.body.sheet.createdByName).toBe('Membro Teste');
    expect((await owner.client.get(`/api/product-costs/${product.id}`)).body.versions).toHaveLength(1);
  });
});
