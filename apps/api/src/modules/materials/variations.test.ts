import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedColor } from '../../../test/catalogue-seed.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { seedCostSheetLine, seedMovement } from './materials-test-support.ts';

let ctx: TestContext;
let owner: SignedUpCompany;
let azul: { id: string };
let verde: { id: string };

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Variações');
  azul = await seedColor(ctx.db, owner.companyId, 'Azul');
  verde = await seedColor(ctx.db, owner.companyId, 'Verde');
});
afterAll(() => ctx.close());

type Variation = {
  id: string;
  name: string;
  isDefault: boolean;
  status: string;
  stock: string;
  colorId: string | null;
  size: string | null;
};
type MaterialBody = { id: string; variations: Variation[] };

let counter = 0;
async function newMaterial(extra: Record<string, unknown> = {}): Promise<MaterialBody> {
  counter += 1;
  const res = await owner.client.post('/api/materials', {
    name: `Material ${counter}`,
    category: 'aviamento',
    unit: 'un',
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body;
}

const names = (m: MaterialBody) => m.variations.map((v) => v.name);

describe('the default variation', () => {
  it('is replaced by the first real variations when it never held stock', async () => {
    const material = await newMaterial();
    const res = await owner.client.post(`/api/materials/${material.id}/variations`, {
      colorIds: [azul.id, verde.id],
    });
    expect(res.status).toBe(201);
    expect(names(res.body)).toEqual(['Azul', 'Verde']);
    expect(res.body.variations.some((v: Variation) => v.isDefault)).toBe(false);
    expect((await owner.client.get(`/api/material-variations/${material.variations[0]!.id}`)).status).toBe(
      404,
    );
  });

  it('stays, with its stock and history, when it has stock', async () => {
    const material = await newMaterial();
    const fallback = material.variations[0]!;
    await seedMovement(ctx, owner.companyId, {
      materialId: material.id,
      variationId: fallback.id,
      quantity: '7.25',
    });
    const res = await owner.client.post(`/api/materials/${material.id}/variations`, { sizes: ['P', 'M'] });
    expect(res.status).toBe(201);
    expect(names(res.body)).toEqual(['Padrão', 'P', 'M']);
    expect(res.body.variations[0]).toMatchObject({ id: fallback.id, isDefault: true, stock: '7.25' });
    expect(res.body.stockTotal).toBe('7.25');
  });

  it('stays when it has movements, even with its stock back at zero', async () => {
    const material = await newMaterial();
    const fallback = material.variations[0]!;
    for (const quantity of ['3.00', '-3.00'])
      await seedMovement(ctx, owner.companyId, {
        materialId: material.id,
        variationId: fallback.id,
        quantity,
        type: quantity.startsWith('-') ? 'saida' : 'entrada',
      });
    const res = await owner.client.post(`/api/materials/${material.id}/variations`, { sizes: ['U'] });
    expect(res.body.variations[0]).toMatchObject({ id: fallback.id, isDefault: true, hasMovements: true });
    expect(names(res.body)).toEqual(['Padrão', 'U']);
  });

  it('stays when a cost sheet points at it', async () => {
    const material = await newMaterial();
    await seedCostSheetLine(ctx, owner.companyId, material.id, material.variations[0]!.id);
    const res = await owner.client.post(`/api/materials/${material.id}/variations`, { sizes: ['U'] });
    expect(names(res.body)).toEqual(['Padrão', 'U']);
  });

  it('comes back when the last real variation is deleted, and cannot itself be deleted alone', async () => {
    const material = await newMaterial({ sizes: ['Único'] });
    const only = material.variations[0]!;
    expect((await owner.client.delete(`/api/material-variations/${only.id}`)).status).toBe(204);
    const after = (await owner.client.get(`/api/materials/${material.id}`)).body;
    expect(after.variations).toEqual([expect.objectContaining({ name: 'Padrão', isDefault: true })]);
    const res = await owner.client.delete(`/api/material-variations/${after.variations[0].id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'A variação padrão não pode ser excluída: todo material tem ao menos uma variação.',
    );
  });
});

describe('adding variations', () => {
  it('refuses a colour and size the material already has, naming it', async () => {
    const material = await newMaterial({ colorIds: [azul.id], sizes: ['P'] });
    const res = await owner.client.post(`/api/materials/${material.id}/variations`, {
      colorIds: [verde.id, azul.id],
      sizes: ['p'],
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Já existe a variação Azul / P neste material');
    expect(names((await owner.client.get(`/api/materials/${material.id}`)).body)).toEqual(['Azul / P']);
  });

  it("refuses another company's colour and bad input, in Portuguese", async () => {
    const material = await newMaterial();
    const other = await signUpCompany(ctx, 'Outra');
    const theirs = await seedColor(ctx.db, other.companyId, 'Cor alheia');
    const foreign = await owner.client.post(`/api/materials/${material.id}/variations`, {
      colorIds: [theirs.id],
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.fields).toEqual({ colorIds: 'Cor não encontrada' });
    for (const [body, field, message] of [
      [{}, 'colorIds', 'Escolha ao menos uma cor ou um tamanho'],
      [{ colorIds: ['azul'] }, 'colorIds.0', 'Cor inválida'],
      [{ sizes: [''] }, 'sizes.0', 'Tamanho inválido'],
      [{ sizes: 'P' }, 'sizes', 'Tamanhos inválidos'],
      [{ sizes: ['P', 'P'] }, 'sizes', 'Tamanho repetido'],
    ] as const) {
      const res = await owner.client.post(`/api/materials/${material.id}/variations`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
    }
  });
});

describe('editing, deactivating and deleting a variation', () => {
  it('renames, and a generated name follows a new colour or size', async () => {
    const material = await newMaterial({ colorIds: [azul.id], sizes: ['P', 'M'] });
    const [p, m] = material.variations;
    const recoloured = await owner.client.patch(`/api/material-variations/${p!.id}`, { colorId: verde.id });
    expect(recoloured.status).toBe(200);
    expect(recoloured.body).toMatchObject({
      name: 'Verde / P',
      colorId: verde.id,
      colorName: 'Verde',
      size: 'P',
    });
    const renamed = await owner.client.patch(`/api/material-variations/${m!.id}`, { name: 'Azul royal M' });
    expect(renamed.body.name).toBe('Azul royal M');
    const resized = await owner.client.patch(`/api/material-variations/${m!.id}`, { size: 'G' });
    expect(resized.body).toMatchObject({ name: 'Azul royal M', size: 'G' });
  });

  it('refuses a twin, and a variation with neither colour nor size', async () => {
    const material = await newMaterial({ sizes: ['P', 'M'] });
    const [p] = material.variations;
    const twin = await owner.client.patch(`/api/material-variations/${p!.id}`, { size: 'M' });
    expect(twin.status).toBe(409);
    expect(twin.body.error.fields.size).toBe('Já existe a variação M neste material');
    const bare = await owner.client.patch(`/api/material-variations/${p!.id}`, { size: null });
    expect(bare.status).toBe(400);
    expect(bare.body.error.fields.size).toBe('Informe a cor ou o tamanho da variação');
    const bad = await owner.client.patch(`/api/material-variations/${p!.id}`, {
      name: '',
      colorId: 'x',
      status: 'apagada',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      name: 'Nome é obrigatório',
      colorId: 'Cor inválida',
      status: 'Situação inválida',
    });
  });

  it('gives the default variation a colour, making it an ordinary one with its stock', async () => {
    const material = await newMaterial();
    const fallback = material.variations[0]!;
    await seedMovement(ctx, owner.companyId, {
      materialId: material.id,
      variationId: fallback.id,
      quantity: '2',
    });
    const res = await owner.client.patch(`/api/material-variations/${fallback.id}`, { colorId: azul.id });
    expect(res.body).toMatchObject({ name: 'Azul', isDefault: false, stock: '2.00', hasMovements: true });
  });

  it('deactivates a variation with stock instead of deleting it, and reactivates it', async () => {
    const material = await newMaterial({ sizes: ['P', 'M'] });
    const [p] = material.variations;
    await seedMovement(ctx, owner.companyId, { materialId: material.id, variationId: p!.id, quantity: '4' });
    const del = await owner.client.delete(`/api/material-variations/${p!.id}`);
    expect(del.status).toBe(409);
    expect(del.body.error.message).toBe('Esta variação tem estoque e não pode ser excluída. Desative-a.');
    const off = await owner.client.patch(`/api/material-variations/${p!.id}`, { status: 'inativo' });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ status: 'inativo', stock: '4.00', belowMinimum: false });
    const options = await owner.client.get('/api/materials/options');
    const listed = options.body.items.find((m: { id: string }) => m.id === material.id);
    expect(listed.variations.map((v: Variation) => v.name)).toEqual(['M']);
    const on = await owner.client.patch(`/api/material-variations/${p!.id}`, { status: 'ativo' });
    expect(on.body.status).toBe('ativo');
  });

  it('refuses deleting a variation with movements or in a cost sheet, and deletes an unused one', async () => {
    const material = await newMaterial({ sizes: ['P', 'M', 'G'] });
    const [p, m, g] = material.variations;
    for (const quantity of ['1', '-1'])
      await seedMovement(ctx, owner.companyId, {
        materialId: material.id,
        variationId: p!.id,
        quantity,
        type: quantity === '1' ? 'entrada' : 'saida',
      });
    const moved = await owner.client.delete(`/api/material-variations/${p!.id}`);
    expect(moved.status).toBe(409);
    expect(moved.body.error.message).toBe(
      'Esta variação tem movimentações de estoque e não pode ser excluída. Desative-a.',
    );
    await seedCostSheetLine(ctx, owner.companyId, material.id, m!.id);
    const costed = await owner.client.delete(`/api/material-variations/${m!.id}`);
    expect(costed.status).toBe(409);
    expect(costed.body.error.message).toMatch(/ficha de custo/);
    expect((await owner.client.delete(`/api/material-variations/${g!.id}`)).status).toBe(204);
    expect(names((await owner.client.get(`/api/materials/${material.id}`)).body)).toEqual(['P', 'M']);
  });

  it('keeps at least one active variation on an active material', async () => {
    const material = await newMaterial({ sizes: ['P', 'M'] });
    const [p, m] = material.variations;
    await owner.client.patch(`/api/material-variations/${p!.id}`, { status: 'inativo' });
    const last = await owner.client.patch(`/api/material-variations/${m!.id}`, { status: 'inativo' });
    expect(last.status).toBe(409);
    expect(last.body.error.message).toBe(
      'Esta é a única variação ativa do material. Para deixar de usá-lo, desative o material.',
    );
  });

  it('shows each variation below the minimum of its material', async () => {
    const material = await newMaterial({ sizes: ['P', 'M'], minimumStock: '3' });
    const [p] = material.variations;
    await seedMovement(ctx, owner.companyId, { materialId: material.id, variationId: p!.id, quantity: '3' });
    const detail = (await owner.client.get(`/api/materials/${material.id}`)).body;
    expect(
      detail.variations.map((v: Variation & { belowMinimum: boolean }) => [v.name, v.belowMinimum]),
    ).toEqual([
      ['P', false],
      ['M', true],
    ]);
    expect(detail.belowMinimum).toBe(true);
  });
});
