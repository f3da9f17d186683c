import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedColor } from '../../../test/catalogue-seed.ts';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { seedCostSheetLine, seedMovement } from './materials-test-support.ts';

let ctx: TestContext;
let owner: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Materiais');
});
afterAll(() => ctx.close());

type Variation = {
  id: string;
  name: string;
  colorId: string | null;
  size: string | null;
  isDefault: boolean;
};

describe('creating materials', () => {
  it('creates a material with its one default variation and normalised fields', async () => {
    const supplier = await owner.client.post('/api/suppliers', { name: 'Malharia Vale' });
    const res = await owner.client.post('/api/materials', {
      name: '  Malha PV  ',
      category: 'tecido',
      unit: 'kg',
      defaultSupplierId: supplier.body.id,
      lastCostCents: 'R$ 32,90',
      minimumStock: '12,5',
      notes: '',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Malha PV',
      category: 'tecido',
      unit: 'kg',
      defaultSupplierId: supplier.body.id,
      defaultSupplierName: 'Malharia Vale',
      lastCostCents: 3290,
      minimumStock: '12.50',
      notes: null,
      status: 'ativo',
      stockTotal: '0.00',
    });
    expect(res.body.variations).toHaveLength(1);
    expect(res.body.variations[0]).toMatchObject({
      name: 'Padrão',
      isDefault: true,
      colorId: null,
      size: null,
      stock: '0.00',
      status: 'ativo',
      hasMovements: false,
    });
    // Stock 0 under a minimum of 12,50: the default variation is below the minimum.
    expect(res.body.belowMinimum).toBe(true);
    const detail = await owner.client.get(`/api/materials/${res.body.id}`);
    expect(detail.body).toEqual(res.body);
  });

  it('generates one variation per colour × size at once, in grid order', async () => {
    const azul = await seedColor(ctx.db, owner.companyId, 'Azul marinho');
    const preto = await seedColor(ctx.db, owner.companyId, 'Preto');
    const res = await owner.client.post('/api/materials', {
      name: 'Ribana',
      category: 'tecido',
      unit: 'kg',
      colorIds: [preto.id, azul.id],
      sizes: ['G', 'P', 'M'],
    });
    expect(res.status).toBe(201);
    expect(res.body.variations.map((v: Variation) => v.name)).toEqual([
      'Azul marinho / P',
      'Azul marinho / M',
      'Azul marinho / G',
      'Preto / P',
      'Preto / M',
      'Preto / G',
    ]);
    expect(res.body.variations.every((v: Variation) => !v.isDefault)).toBe(true);
    expect(res.body.variations[0]).toMatchObject({ colorId: azul.id, colorName: 'Azul marinho', size: 'P' });

    const onlyColours = await owner.client.post('/api/materials', {
      name: 'Zíper 15 cm',
      category: 'aviamento',
      unit: 'un',
      colorIds: [azul.id],
    });
    expect(onlyColours.body.variations.map((v: Variation) => [v.name, v.size])).toEqual([
      ['Azul marinho', null],
    ]);
  });

  it('refuses a name already used, whatever the case, with a Portuguese message on the field', async () => {
    await owner.client.post('/api/materials', { name: 'Elástico 3 cm', category: 'aviamento', unit: 'm' });
    const res = await owner.client.post('/api/materials', {
      name: 'ELÁSTICO 3 CM',
      category: 'aviamento',
      unit: 'm',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Já existe um material com este nome');
    expect(res.body.error.fields).toEqual({ name: 'Já existe um material com este nome' });
    // Another company may use the same name.
    const other = await signUpCompany(ctx, 'Outra confecção');
    const elsewhere = await other.client.post('/api/materials', {
      name: 'Elástico 3 cm',
      category: 'aviamento',
      unit: 'm',
    });
    expect(elsewhere.status).toBe(201);
  });

  it("refuses another company's supplier or colour as if they did not exist, and saves nothing", async () => {
    const other = await signUpCompany(ctx, 'Confecção Vizinha');
    const theirSupplier = await other.client.post('/api/suppliers', { name: 'Fornecedor alheio' });
    const theirColor = await seedColor(ctx.db, other.companyId, 'Vermelho alheio');
    const before = (await owner.client.get('/api/materials?pageSize=100')).body.total;

    const bySupplier = await owner.client.post('/api/materials', {
      name: 'Botão 12 mm',
      category: 'aviamento',
      unit: 'un',
      defaultSupplierId: theirSupplier.body.id,
    });
    expect(bySupplier.status).toBe(404);
    expect(bySupplier.body.error.message).toBe('Fornecedor não encontrado');
    expect(bySupplier.body.error.fields).toEqual({ defaultSupplierId: 'Fornecedor não encontrado' });

    const byColor = await owner.client.post('/api/materials', {
      name: 'Botão 12 mm',
      category: 'aviamento',
      unit: 'un',
      colorIds: [theirColor.id],
    });
    expect(byColor.status).toBe(404);
    expect(byColor.body.error.fields).toEqual({ colorIds: 'Cor não encontrada' });
    expect(JSON.stringify(byColor.body)).not.toContain('Vermelho alheio');
    expect((await owner.client.get('/api/materials?pageSize=100')).body.total).toBe(before);
  });

  it('explains each invalid field in Portuguese', async () => {
    const res = await owner.client.post('/api/materials', {
      name: ' ',
      category: 'couro',
      unit: 'litro',
      lastCostCents: -1,
      minimumStock: 'dez',
      status: 'apagado',
      sizes: ['P', 'p'],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: 'Nome é obrigatório',
      category: 'Escolha a categoria',
      unit: 'Escolha a unidade',
      lastCostCents: 'O valor não pode ser negativo',
      minimumStock: 'Quantidade inválida',
      status: 'Situação inválida',
    });
  });
});

describe('editing and deleting materials', () => {
  it('edits the fields, keeps the unique name rule and clears optional ones', async () => {
    const supplier = await owner.client.post('/api/suppliers', { name: 'Aviamentos Sul' });
    const created = await owner.client.post('/api/materials', {
      name: 'Linha 120',
      category: 'linha',
      unit: 'cone',
      defaultSupplierId: supplier.body.id,
      lastCostCents: 850,
    });
    await owner.client.post('/api/materials', { name: 'Linha 80', category: 'linha', unit: 'cone' });
    const res = await owner.client.patch(`/api/materials/${created.body.id}`, {
      name: 'Linha 120 poliéster',
      minimumStock: 4,
      defaultSupplierId: null,
      lastCostCents: '',
      status: 'inativo',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Linha 120 poliéster',
      minimumStock: '4.00',
      defaultSupplierId: null,
      defaultSupplierName: null,
      lastCostCents: null,
      status: 'inativo',
      unit: 'cone',
    });
    // Inactive: not flagged below the minimum even with no stock.
    expect(res.body.belowMinimum).toBe(false);
    const taken = await owner.client.patch(`/api/materials/${created.body.id}`, { name: 'linha 80' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields.name).toBe('Já existe um material com este nome');
    // Its own name in another case is fine.
    const same = await owner.client.patch(`/api/materials/${created.body.id}`, {
      name: 'LINHA 120 POLIÉSTER',
    });
    expect(same.status).toBe(200);
    const bad = await owner.client.patch(`/api/materials/${created.body.id}`, { unit: 'litro', name: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ unit: 'Escolha a unidade', name: 'Nome é obrigatório' });
  });

  it('deletes a material never used, with its variations', async () => {
    const created = await owner.client.post('/api/materials', {
      name: 'Etiqueta descartável',
      category: 'etiqueta',
      unit: 'un',
      sizes: ['P', 'M'],
    });
    expect((await owner.client.delete(`/api/materials/${created.body.id}`)).status).toBe(204);
    const gone = await owner.client.get(`/api/materials/${created.body.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe('Material não encontrado');
    const variation = await owner.client.get(`/api/material-variations/${created.body.variations[0].id}`);
    expect(variation.status).toBe(404);
  });

  it('refuses to delete a material with stock, with movements or in a cost sheet, saying why', async () => {
    const make = async (name: string) =>
      (await owner.client.post('/api/materials', { name, category: 'tecido', unit: 'm' })).body;

    const stocked = await make('Tricoline com estoque');
    await seedMovement(ctx, owner.companyId, {
      materialId: stocked.id,
      variationId: stocked.variations[0].id,
      quantity: '10.00',
    });
    const withStock = await owner.client.delete(`/api/materials/${stocked.id}`);
    expect(withStock.status).toBe(409);
    expect(withStock.body.error.message).toBe(
      'Não é possível excluir este material porque ele tem estoque. Zere o estoque com um ajuste ou desative o material.',
    );

    const moved = await make('Tricoline que já se moveu');
    await seedMovement(ctx, owner.companyId, {
      materialId: moved.id,
      variationId: moved.variations[0].id,
      quantity: '5.00',
    });
    await seedMovement(ctx, owner.companyId, {
      materialId: moved.id,
      variationId: moved.variations[0].id,
      quantity: '-5.00',
      type: 'saida',
    });
    const withMovements = await owner.client.delete(`/api/materials/${moved.id}`);
    expect(withMovements.status).toBe(409);
    expect(withMovements.body.error.message).toMatch(/tem movimentações de estoque\. Desative-o/);

    const costed = await make('Tricoline da ficha');
    await seedCostSheetLine(ctx, owner.companyId, costed.id);
    const inSheet = await owner.client.delete(`/api/materials/${costed.id}`);
    expect(inSheet.status).toBe(409);
    expect(inSheet.body.error.message).toMatch(/usado em uma ficha de custo/);

    for (const m of [stocked, moved, costed])
      expect((await owner.client.get(`/api/materials/${m.id}`)).status).toBe(200);
  });
});

describe('material list', () => {
  let company: SignedUpCompany;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    company = await signUpCompany(ctx, 'Confecção Lista de Materiais');
    const supplier = await company.client.post('/api/suppliers', { name: 'Tecelagem Oeste' });
    const specs = [
      { name: 'Malha abaixo', category: 'tecido', unit: 'kg', minimumStock: '10', stock: '5.50' },
      { name: 'Malha acima', category: 'tecido', unit: 'kg', minimumStock: '10', stock: '20.25' },
      { name: 'Botão sem mínimo', category: 'aviamento', unit: 'un', minimumStock: '0', stock: null },
      { name: 'Etiqueta inativa', category: 'etiqueta', unit: 'un', minimumStock: '5', stock: null },
      { name: 'Linha 100%_algodão', category: 'linha', unit: 'cone', minimumStock: '0', stock: '3' },
    ] as const;
    for (const spec of specs) {
      const res = await company.client.post('/api/materials', {
        name: spec.name,
        category: spec.category,
        unit: spec.unit,
        minimumStock: spec.minimumStock,
        defaultSupplierId: spec.name === 'Malha acima' ? supplier.body.id : null,
        status: spec.name === 'Etiqueta inativa' ? 'inativo' : 'ativo',
      });
      ids[spec.name] = res.body.id;
      if (spec.stock)
        await seedMovement(ctx, company.companyId, {
          materialId: res.body.id,
          variationId: res.body.variations[0].id,
          quantity: spec.stock,
        });
    }
  });

  const names = (body: { items: { name: string }[] }) => body.items.map((m) => m.name);

  it('lists with stock totals, variation counts and the below-minimum flag', async () => {
    const res = await company.client.get('/api/materials');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(5);
    const byName = Object.fromEntries(res.body.items.map((m: { name: string }) => [m.name, m]));
    expect(byName['Malha abaixo']).toMatchObject({
      stockTotal: '5.50',
      variationCount: 1,
      belowMinimum: true,
      belowMinimumCount: 1,
    });
    expect(byName['Malha acima']).toMatchObject({
      stockTotal: '20.25',
      belowMinimum: false,
      defaultSupplierName: 'Tecelagem Oeste',
    });
    expect(byName['Botão sem mínimo']).toMatchObject({ stockTotal: '0.00', belowMinimum: false });
    expect(byName['Etiqueta inativa']).toMatchObject({
      status: 'inativo',
      belowMinimum: false,
      belowMinimumCount: 0,
    });
  });

  it('counts the variations below the minimum, whatever the total', async () => {
    const other = await signUpCompany(ctx, 'Confecção Variações Abaixo');
    const colorIds: string[] = [];
    for (const name of ['Grafite', 'Gelo', 'Azul Royal']) {
      colorIds.push((await other.client.post('/api/colors', { name, hex: '#222222' })).body.id);
    }
    const created = await other.client.post('/api/materials', {
      name: 'Linha de costura',
      category: 'linha',
      unit: 'cone',
      minimumStock: '10',
      colorIds,
    });
    expect(created.status).toBe(201);
    // A big total (500 cones) with two colours under 10.
    for (const [index, quantity] of ['485', '8', '7'].entries()) {
      await seedMovement(ctx, other.companyId, {
        materialId: created.body.id,
        variationId: created.body.variations[index].id,
        quantity,
      });
    }
    const [item] = (await other.client.get('/api/materials')).body.items;
    expect(item).toMatchObject({
      stockTotal: '500.00',
      variationCount: 3,
      belowMinimum: true,
      belowMinimumCount: 2,
    });
  });

  it('filters by category, status and below the minimum', async () => {
    expect(names((await company.client.get('/api/materials?category=tecido')).body)).toEqual([
      'Malha abaixo',
      'Malha acima',
    ]);
    expect(names((await company.client.get('/api/materials?status=inativo')).body)).toEqual([
      'Etiqueta inativa',
    ]);
    expect(names((await company.client.get('/api/materials?belowMinimum=true')).body)).toEqual([
      'Malha abaixo',
    ]);
    const none = await company.client.get('/api/materials?belowMinimum=true&category=linha');
    expect(none.body).toMatchObject({ items: [], total: 0 });
    expect((await company.client.get('/api/materials?category=&status=')).body.total).toBe(5);
  });

  it('searches by name (with % and _ taken literally) or by supplier, and sorts by stock', async () => {
    expect(names((await company.client.get('/api/materials?q=MALHA')).body)).toEqual([
      'Malha abaixo',
      'Malha acima',
    ]);
    expect(names((await company.client.get(`/api/materials?q=${encodeURIComponent('100%_')}`)).body)).toEqual(
      ['Linha 100%_algodão'],
    );
    expect(names((await company.client.get('/api/materials?q=tecelagem')).body)).toEqual(['Malha acima']);
    const byStock = await company.client.get('/api/materials?sort=stockTotal&dir=desc&pageSize=2');
    expect(names(byStock.body)).toEqual(['Malha acima', 'Malha abaixo']);
    expect(byStock.body.total).toBe(5);
  });

  it('sorts by minimum and by last cost, materials without a cost last either way', async () => {
    await company.client.patch(`/api/materials/${ids['Malha acima']}`, { lastCostCents: 3290 });
    await company.client.patch(`/api/materials/${ids['Botão sem mínimo']}`, { lastCostCents: 15 });
    const sorted = async (query: string) => names((await company.client.get(`/api/materials?${query}`)).body);
    expect(await sorted('sort=lastCost')).toEqual([
      'Botão sem mínimo',
      'Malha acima',
      'Etiqueta inativa',
      'Linha 100%_algodão',
      'Malha abaixo',
    ]);
    expect(await sorted('sort=lastCost&dir=desc')).toEqual([
      'Malha acima',
      'Botão sem mínimo',
      'Malha abaixo',
      'Linha 100%_algodão',
      'Etiqueta inativa',
    ]);
    expect(await sorted('sort=minimumStock')).toEqual([
      'Botão sem mínimo',
      'Linha 100%_algodão',
      'Etiqueta inativa',
      'Malha abaixo',
      'Malha acima',
    ]);
  });

  it('rejects bad filters, sorts and pages in Portuguese', async () => {
    for (const [query, field, message] of [
      ['category=couro', 'category', 'Categoria inválida'],
      ['status=x', 'status', 'Situação inválida'],
      ['belowMinimum=talvez', 'belowMinimum', 'Filtro inválido'],
      ['sort=stock', 'sort', 'Ordenação inválida'],
      ['pageSize=1000', 'pageSize', 'No máximo 100 por página'],
    ] as const) {
      const res = await company.client.get(`/api/materials?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
    }
  });

  it('gives pickers the active materials with active variations, colours and suppliers', async () => {
    const cor = await seedColor(ctx.db, company.companyId, 'Creme', '#f5f5f0');
    const res = await company.client.get('/api/materials/options');
    expect(res.status).toBe(200);
    expect(res.body.items.map((m: { name: string }) => m.name)).not.toContain('Etiqueta inativa');
    const malha = res.body.items.find((m: { id: string }) => m.id === ids['Malha abaixo']);
    expect(malha).toMatchObject({ unit: 'kg', category: 'tecido', minimumStock: '10.00' });
    expect(malha.variations).toEqual([
      expect.objectContaining({ name: 'Padrão', isDefault: true, stock: '5.50', status: 'ativo' }),
    ]);
    // The company's colours: the twelve every company starts with, and its own.
    expect(res.body.colors).toHaveLength(13);
    expect(res.body.colors).toContainEqual({ id: cor.id, name: 'Creme', code: null, hex: '#f5f5f0' });
    expect(res.body.suppliers.map((s: { name: string }) => s.name)).toEqual(['Tecelagem Oeste']);
    const all = await company.client.get('/api/materials/options?includeInactive=true&q=etiqueta');
    expect(all.body.items.map((m: { name: string }) => m.name)).toEqual(['Etiqueta inativa']);
    const bad = await company.client.get('/api/materials/options?includeInactive=sim');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.includeInactive).toBe('Filtro inválido');
  });
});

describe('material permissions (part1 §6)', () => {
  it('lets a reader list and open but not write; denies without a row', async () => {
    const created = await owner.client.post('/api/materials', {
      name: 'Material das permissões',
      category: 'outro',
      unit: 'un',
    });
    const id = created.body.id;
    const variationId = created.body.variations[0].id;
    const reader = await addMember(ctx, owner.companyId, 'user', { materials: { canAccess: true } });
    for (const path of [
      '/api/materials',
      '/api/materials/options',
      `/api/materials/${id}`,
      `/api/materials/${id}/price-history`,
      `/api/material-variations/${variationId}`,
    ])
      expect((await reader.client.get(path)).status, path).toBe(200);
    const writes = [
      reader.client.post('/api/materials', { name: 'Não deveria', category: 'outro', unit: 'un' }),
      reader.client.patch(`/api/materials/${id}`, { name: 'Não deveria' }),
      reader.client.post(`/api/materials/${id}/variations`, { sizes: ['P'] }),
      reader.client.patch(`/api/material-variations/${variationId}`, { name: 'Não deveria' }),
      reader.client.delete(`/api/materials/${id}`),
      reader.client.delete(`/api/material-variations/${variationId}`),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Você não tem permissão para realizar esta ação.');
    }

    const outsider = await addMember(ctx, owner.companyId, 'manager', { suppliers: { canAccess: true } });
    expect((await outsider.client.get('/api/materials')).status).toBe(403);
    expect((await outsider.client.get('/api/materials/options')).status).toBe(403);
    expect((await owner.client.get(`/api/materials/${id}`)).body.name).toBe('Material das permissões');
  });

  it('lets a writer create and edit but not delete', async () => {
    const writer = await addMember(ctx, owner.companyId, 'admin', {
      materials: { canAccess: true, canWrite: true },
    });
    const created = await writer.client.post('/api/materials', {
      name: 'Criado pelo admin',
      category: 'embalagem',
      unit: 'un',
    });
    expect(created.status).toBe(201);
    expect((await writer.client.patch(`/api/materials/${created.body.id}`, { notes: 'ok' })).status).toBe(
      200,
    );
    expect(
      (await writer.client.post(`/api/materials/${created.body.id}/variations`, { sizes: ['P'] })).status,
    ).toBe(201);
    expect((await writer.client.delete(`/api/materials/${created.body.id}`)).status).toBe(403);
    const deleter = await addMember(ctx, owner.companyId, 'admin', {
      materials: { canAccess: true, canWrite: true, canDelete: true },
    });
    expect((await deleter.client.delete(`/api/materials/${created.body.id}`)).status).toBe(204);
  });
});
