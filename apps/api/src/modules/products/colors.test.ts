import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMaterial } from '../../../test/catalogue-seed.ts';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';

let ctx: TestContext;
let owner: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Cores');
});
afterAll(() => ctx.close());

describe('colours (/app/cores)', () => {
  it('creates a colour with its code upper-cased and the swatch as #RRGGBB', async () => {
    const res = await owner.client.post('/api/colors', {
      name: '  Azul Marinho ',
      code: 'azm',
      hex: '1f3a5f',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Azul Marinho', code: 'AZM', hex: '#1F3A5F', productCount: 0 });
    const list = await owner.client.get('/api/colors');
    expect(list.body.items.map((c: { name: string }) => c.name)).toContain('Azul Marinho');
  });

  it('refuses a second colour with the same name in any case', async () => {
    await owner.client.post('/api/colors', { name: 'Carmim' });
    const res = await owner.client.post('/api/colors', { name: 'CARMIM' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Já existe uma cor com este nome');
    expect(res.body.error.fields).toEqual({ name: 'Já existe uma cor com este nome' });

    const other = await owner.client.post('/api/colors', { name: 'Vinho' });
    const rename = await owner.client.patch(`/api/colors/${other.body.id}`, { name: 'carmim' });
    expect(rename.status).toBe(409);
    expect(rename.body.error.message).toBe('Já existe uma cor com este nome');
    // Renaming to itself (another case) is fine.
    expect((await owner.client.patch(`/api/colors/${other.body.id}`, { name: 'VINHO' })).body.name).toBe(
      'VINHO',
    );
  });

  it('lets another company use the same colour name', async () => {
    const other = await signUpCompany(ctx, 'Outra Confecção');
    await owner.client.post('/api/colors', { name: 'Verde Musgo' });
    expect((await other.client.post('/api/colors', { name: 'Verde Musgo' })).status).toBe(201);
  });

  it('explains a bad name, code or swatch in Portuguese', async () => {
    const res = await owner.client.post('/api/colors', { name: ' ', code: 'A B', hex: '#12345' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: 'Nome é obrigatório',
      code: 'Use até 12 letras, números ou hífen',
      hex: 'Cor inválida: use o formato #RRGGBB',
    });
  });

  it('searches by name or code', async () => {
    await owner.client.post('/api/colors', { name: 'Creme', code: 'CRM' });
    const byCode = await owner.client.get('/api/colors?q=crm');
    expect(byCode.body.items.map((c: { name: string }) => c.name)).toEqual(['Creme']);
  });

  it('deletes an unused colour, and refuses one used by a product or a material', async () => {
    const free = await owner.client.post('/api/colors', { name: 'Descartável' });
    expect((await owner.client.delete(`/api/colors/${free.body.id}`)).status).toBe(204);
    expect((await owner.client.get(`/api/colors/${free.body.id}`)).body.error.message).toBe(
      'Cor não encontrada',
    );

    const used = await owner.client.post('/api/colors', { name: 'Amarelo Ouro' });
    const grid = await owner.client.post('/api/size-grids', { name: 'Grade amarela', sizes: ['P'] });
    await owner.client.post('/api/products', {
      reference: 'AMR-1',
      name: 'Blusa amarela',
      sizeGridId: grid.body.id,
      colorIds: [used.body.id],
    });
    expect((await owner.client.get(`/api/colors/${used.body.id}`)).body.productCount).toBe(1);
    const refused = await owner.client.delete(`/api/colors/${used.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Esta cor é usada em 1 produto e não pode ser excluída.');

    const material = await seedMaterial(ctx.db, owner.companyId, { colorNames: ['Linha'] });
    const materialColor = material.variations[0]!.colorId!;
    const byMaterial = await owner.client.delete(`/api/colors/${materialColor}`);
    expect(byMaterial.status).toBe(409);
    expect(byMaterial.body.error.message).toBe('Esta cor é usada em materiais e não pode ser excluída.');
  });
});

describe('size grids (grades)', () => {
  it('keeps the sizes in the order given', async () => {
    const res = await owner.client.post('/api/size-grids', {
      name: 'Adulto',
      sizes: ['PP', 'P', ' M ', 'G', 'GG'],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Adulto', sizes: ['PP', 'P', 'M', 'G', 'GG'], productCount: 0 });
    expect((await owner.client.get(`/api/size-grids/${res.body.id}`)).body.sizes).toEqual([
      'PP',
      'P',
      'M',
      'G',
      'GG',
    ]);
  });

  it('refuses an empty grid, a repeated size, more than 30 sizes and a repeated name', async () => {
    const empty = await owner.client.post('/api/size-grids', { name: 'Vazia', sizes: [] });
    expect(empty.body.error.fields).toEqual({ sizes: 'Informe ao menos um tamanho' });
    const repeated = await owner.client.post('/api/size-grids', { name: 'Repetida', sizes: ['P', 'M', 'p'] });
    expect(repeated.body.error.fields).toEqual({ sizes: 'Tamanho repetido: p' });
    const many = await owner.client.post('/api/size-grids', {
      name: 'Enorme',
      sizes: Array.from({ length: 31 }, (_, i) => String(i + 1)),
    });
    expect(many.body.error.fields).toEqual({ sizes: 'No máximo 30 tamanhos' });
    const blank = await owner.client.post('/api/size-grids', { name: 'Branco', sizes: ['P', ''] });
    expect(blank.body.error.fields).toEqual({ 'sizes.1': 'Tamanho vazio' });

    await owner.client.post('/api/size-grids', { name: 'Numérica', sizes: ['36', '38'] });
    const dup = await owner.client.post('/api/size-grids', { name: 'numérica', sizes: ['40'] });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe('Já existe uma grade com este nome');
  });

  it('changes a grid without touching the products made from it, and keeps a grid in use', async () => {
    const grid = await owner.client.post('/api/size-grids', { name: 'Infantil', sizes: ['2', '4', '6'] });
    const color = await owner.client.post('/api/colors', { name: 'Rosa Bebê' });
    const product = await owner.client.post('/api/products', {
      reference: 'INF-01',
      name: 'Body infantil',
      sizeGridId: grid.body.id,
      colorIds: [color.body.id],
    });
    const edited = await owner.client.patch(`/api/size-grids/${grid.body.id}`, {
      sizes: ['2', '4', '6', '8'],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ sizes: ['2', '4', '6', '8'], productCount: 1 });
    const after = await owner.client.get(`/api/products/${product.body.id}`);
    expect(after.body.sizes).toEqual(['2', '4', '6']);
    expect(after.body.variants).toHaveLength(3);

    const refused = await owner.client.delete(`/api/size-grids/${grid.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Esta grade é usada em 1 produto e não pode ser excluída.');

    const unused = await owner.client.post('/api/size-grids', { name: 'Sem uso', sizes: ['U'] });
    expect((await owner.client.delete(`/api/size-grids/${unused.body.id}`)).status).toBe(204);
  });
});

describe('colour and grid permissions', () => {
  it('lets a member with products access read but not write or delete', async () => {
    const reader = await addMember(ctx, owner.companyId, 'user', { products: { canAccess: true } });
    expect((await reader.client.get('/api/colors')).status).toBe(200);
    expect((await reader.client.get('/api/size-grids')).status).toBe(200);
    const write = await reader.client.post('/api/colors', { name: 'Não deveria' });
    expect(write.status).toBe(403);
    expect(write.body.error.message).toBe('Você não tem permissão para realizar esta ação.');
    expect((await reader.client.post('/api/size-grids', { name: 'Não', sizes: ['U'] })).status).toBe(403);

    const writer = await addMember(ctx, owner.companyId, 'manager', {
      products: { canAccess: true, canWrite: true },
    });
    const created = await writer.client.post('/api/colors', { name: 'Criada pelo gerente' });
    expect(created.status).toBe(201);
    expect((await writer.client.delete(`/api/colors/${created.body.id}`)).status).toBe(403);

    const outsider = await addMember(ctx, owner.companyId, 'user', { materials: { canAccess: true } });
    expect((await outsider.client.get('/api/colors')).status).toBe(403);
  });
});
