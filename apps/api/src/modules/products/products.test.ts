import { isValidEan13 } from '@alinhavo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsSystemForCompany } from '../../platform/db/tenant.ts';
import { productVariants } from './schema.ts';

let ctx: TestContext;
let owner: SignedUpCompany;
let colorIds: { branco: string; preto: string; vermelho: string; azul: string };
let gridId: string;

type Variant = {
  id: string;
  colorId: string;
  colorName: string;
  size: string;
  sku: string;
  barcode: string;
  stock: string;
  status: string;
};

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Produtos');
  // Branco, Preto and Vermelho are default colours of every new company: they are given their codes here.
  const defaults = (await owner.client.get('/api/colors')).body.items as { id: string; name: string }[];
  const color = async (name: string, code?: string) => {
    const existing = defaults.find((c) => c.name === name);
    if (existing) {
      if (code) await owner.client.patch(`/api/colors/${existing.id}`, { code });
      return existing.id;
    }
    return (await owner.client.post('/api/colors', { name, ...(code ? { code } : {}) })).body.id as string;
  };
  colorIds = {
    branco: await color('Branco', 'BR'),
    preto: await color('Preto', 'PT'),
    vermelho: await color('Vermelho'),
    azul: await color('Azul Marinho'),
  };
  gridId = (await owner.client.post('/api/size-grids', { name: 'Adulto', sizes: ['P', 'M', 'G', 'GG'] })).body
    .id;
});
afterAll(() => ctx.close());

const newProduct = (reference: string, extra: Record<string, unknown> = {}) =>
  owner.client.post('/api/products', {
    reference,
    name: `Camiseta ${reference}`,
    sizeGridId: gridId,
    colorIds: [colorIds.branco, colorIds.preto, colorIds.vermelho],
    ...extra,
  });

describe('creating a product (part3 §1)', () => {
  it('creates 3 colours × 4 sizes = 12 SKUs at once, REF-COR-TAM, each with a valid unique EAN-13', async () => {
    const res = await newProduct('CAM-001', {
      collection: 'Verão 2027',
      category: 'Camisetas',
      ncm: '6109.10.00',
      salePriceCents: 8990,
      description: 'Malha 100% algodão',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      reference: 'CAM-001',
      unit: 'un',
      ncm: '61091000',
      salePriceCents: 8990,
      status: 'ativo',
      sizeGridId: gridId,
      sizeGridName: 'Adulto',
      sizes: ['P', 'M', 'G', 'GG'],
      variantCount: 12,
      totalStock: '0.00',
      photoUrl: null,
    });
    expect(res.body.colors.map((c: { name: string }) => c.name)).toEqual(['Branco', 'Preto', 'Vermelho']);
    const variants: Variant[] = res.body.variants;
    expect(variants).toHaveLength(12);
    expect(variants.slice(0, 4).map((v) => v.sku)).toEqual([
      'CAM-001-BR-P',
      'CAM-001-BR-M',
      'CAM-001-BR-G',
      'CAM-001-BR-GG',
    ]);
    expect(variants.map((v) => v.sku)).toContain('CAM-001-VERMELHO-GG');
    expect(new Set(variants.map((v) => v.sku)).size).toBe(12);
    expect(new Set(variants.map((v) => v.barcode)).size).toBe(12);
    for (const v of variants) {
      expect(isValidEan13(v.barcode), v.barcode).toBe(true);
      expect(v.barcode.startsWith('20')).toBe(true);
      expect(v.stock).toBe('0.00');
    }
  });

  it('continues the barcode sequence on the next product, never repeating a code', async () => {
    const first = await newProduct('SEQ-1');
    const second = await newProduct('SEQ-2');
    const codes = [...first.body.variants, ...second.body.variants].map((v: Variant) => v.barcode);
    expect(new Set(codes).size).toBe(24);
    const items = codes.map((code) => Number(code.slice(2, 12))).sort((a, b) => a - b);
    expect(items.at(-1)! - items[0]! + 1).toBe(24);
  });

  it('numbers a generated SKU that clashes with an existing one, predictably', async () => {
    const taken = await newProduct('CLASH', { colorIds: [colorIds.preto] });
    // Another product's SKU typed as CLASH-PT-M-like codes: the next 'CLASH' product is refused by reference,
    // so a second reference that slugs to the same prefix meets the clash.
    const variant = taken.body.variants.find((v: Variant) => v.size === 'M');
    expect(variant.sku).toBe('CLASH-PT-M');
    const other = await newProduct('clash ', { colorIds: [colorIds.preto] });
    expect(other.status).toBe(409);
    const spaced = await newProduct('Clash.', { colorIds: [colorIds.preto] });
    expect(spaced.status).toBe(201);
    expect(spaced.body.variants.map((v: Variant) => v.sku)).toEqual([
      'CLASH-PT-P-2',
      'CLASH-PT-M-2',
      'CLASH-PT-G-2',
      'CLASH-PT-GG-2',
    ]);
  });

  it('takes SKUs and barcodes typed for some colour × size and generates the rest', async () => {
    const res = await newProduct('TYPED', {
      colorIds: [colorIds.azul],
      variants: [
        { colorId: colorIds.azul, size: 'P', sku: 'meu-sku-p', barcode: '590 1234 123457' },
        { colorId: colorIds.azul, size: 'M', sku: '', barcode: '' },
      ],
    });
    expect(res.status).toBe(201);
    const bySize = Object.fromEntries(res.body.variants.map((v: Variant) => [v.size, v]));
    expect(bySize.P).toMatchObject({ sku: 'meu-sku-p', barcode: '5901234123457' });
    expect(bySize.M.sku).toBe('TYPED-AZUL-MARINHO-M');
    expect(bySize.M.barcode.startsWith('20')).toBe(true);
  });

  it('refuses a typed barcode with a wrong check digit or already used, saving nothing', async () => {
    const bad = await newProduct('BAD-EAN', {
      variants: [{ colorId: colorIds.branco, size: 'P', barcode: '5901234123458' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ 'variants.0.barcode': 'Código de barras inválido' });

    const used = await newProduct('USED-EAN', {
      variants: [{ colorId: colorIds.branco, size: 'G', barcode: '5901234123457' }],
    });
    expect(used.status).toBe(409);
    expect(used.body.error.message).toBe('Código de barras já usado em outro produto');
    expect(used.body.error.fields).toEqual({
      'variants.0.barcode': 'Código de barras já usado em outro produto',
    });

    const usedSku = await newProduct('USED-SKU', {
      variants: [{ colorId: colorIds.branco, size: 'G', sku: 'MEU-SKU-P' }],
    });
    expect(usedSku.status).toBe(409);
    expect(usedSku.body.error.message).toBe('Este SKU já é usado em outro produto');

    const list = await owner.client.get('/api/products?q=USED-');
    expect(list.body.total).toBe(0);
    expect((await owner.client.get('/api/products?q=BAD-EAN')).body.total).toBe(0);
  });

  it('refuses a second product with the same reference in any case', async () => {
    await newProduct('REF-DUP');
    const res = await newProduct('ref-dup');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Já existe um produto com esta referência');
    expect(res.body.error.fields).toEqual({ reference: 'Já existe um produto com esta referência' });
  });

  it('checks the NCM: 8 digits, typed with or without dots', async () => {
    for (const ncm of ['6109.10', '610910001', '6109.10.0A']) {
      const res = await newProduct(`NCM-${ncm}`, { ncm });
      expect(res.status, ncm).toBe(400);
      expect(res.body.error.fields).toEqual({ ncm: 'NCM deve ter 8 dígitos' });
    }
    const plain = await newProduct('NCM-OK', { ncm: '62034200' });
    expect(plain.body.ncm).toBe('62034200');
    const none = await newProduct('NCM-NONE', { ncm: '' });
    expect(none.body.ncm).toBeNull();
  });

  it('explains missing fields, an unknown grid and another company’s colour in Portuguese', async () => {
    const empty = await owner.client.post('/api/products', { reference: '', name: '', colorIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({
      reference: 'Referência é obrigatória',
      name: 'Nome é obrigatório',
      sizeGridId: 'Escolha a grade de tamanhos',
      colorIds: 'Escolha ao menos uma cor',
    });
    const price = await newProduct('PRICE', { salePriceCents: -5 });
    expect(price.body.error.fields).toEqual({ salePriceCents: 'O valor não pode ser negativo' });
    const text = await newProduct('PRICE-TEXT', { salePriceCents: '1.234,56' });
    expect(text.body.salePriceCents).toBe(123456);

    const other = await signUpCompany(ctx, 'Outra');
    const foreignColor = (await other.client.post('/api/colors', { name: 'Cor alheia' })).body.id;
    const foreignGrid = (await other.client.post('/api/size-grids', { name: 'Grade alheia', sizes: ['U'] }))
      .body.id;
    const withColor = await newProduct('FOREIGN-1', { colorIds: [foreignColor] });
    expect(withColor.status).toBe(400);
    expect(withColor.body.error.fields).toEqual({ colorIds: 'Cor não encontrada' });
    const withGrid = await newProduct('FOREIGN-2', { sizeGridId: foreignGrid });
    expect(withGrid.status).toBe(400);
    expect(withGrid.body.error.fields).toEqual({ sizeGridId: 'Grade não encontrada' });
  });
});

describe('editing a product', () => {
  it('edits fields; new colours and sizes create variants, removed ones are deactivated and come back', async () => {
    const created = await newProduct('EDIT-1', { colorIds: [colorIds.branco, colorIds.preto] });
    const id = created.body.id;
    expect(created.body.variantCount).toBe(8);

    const renamed = await owner.client.patch(`/api/products/${id}`, {
      name: 'Camiseta básica',
      status: 'inativo',
    });
    expect(renamed.body).toMatchObject({ name: 'Camiseta básica', status: 'inativo', variantCount: 8 });

    // Out with Preto and GG, in with Vermelho and XG.
    const res = await owner.client.patch(`/api/products/${id}`, {
      colorIds: [colorIds.branco, colorIds.vermelho],
      sizes: ['P', 'M', 'G', 'XG'],
    });
    expect(res.status).toBe(200);
    const variants: Variant[] = res.body.variants;
    expect(res.body.sizes).toEqual(['P', 'M', 'G', 'XG']);
    expect(res.body.colors.map((c: { name: string }) => c.name)).toEqual(['Branco', 'Vermelho']);
    expect(res.body.variantCount).toBe(8);
    expect(variants).toHaveLength(8 + 4 + 1); // 8 old (some inactive), Vermelho × 4, Branco × XG
    const active = variants.filter((v) => v.status === 'ativo').map((v) => v.sku);
    expect(active).toEqual([
      'EDIT-1-BR-P',
      'EDIT-1-BR-M',
      'EDIT-1-BR-G',
      'EDIT-1-BR-XG',
      'EDIT-1-VERMELHO-P',
      'EDIT-1-VERMELHO-M',
      'EDIT-1-VERMELHO-G',
      'EDIT-1-VERMELHO-XG',
    ]);
    const inactive = variants.filter((v) => v.status === 'inativo').map((v) => v.sku);
    expect(inactive.sort()).toEqual(
      ['EDIT-1-BR-GG', 'EDIT-1-PT-P', 'EDIT-1-PT-M', 'EDIT-1-PT-G', 'EDIT-1-PT-GG'].sort(),
    );

    // Preto back: its old SKUs return (same ids and barcodes), only Preto × XG is new.
    const before = new Map(variants.map((v) => [v.sku, v]));
    const back = await owner.client.patch(`/api/products/${id}`, {
      colorIds: [colorIds.branco, colorIds.vermelho, colorIds.preto],
    });
    const preto = back.body.variants.filter(
      (v: Variant) => v.colorId === colorIds.preto && v.status === 'ativo',
    );
    expect(preto.map((v: Variant) => v.sku)).toEqual([
      'EDIT-1-PT-P',
      'EDIT-1-PT-M',
      'EDIT-1-PT-G',
      'EDIT-1-PT-XG',
    ]);
    expect(preto[0].id).toBe(before.get('EDIT-1-PT-P')!.id);
    expect(preto[0].barcode).toBe(before.get('EDIT-1-PT-P')!.barcode);
    expect(back.body.variantCount).toBe(12);
  });

  it('never deletes a variant with stock: it is deactivated and keeps its stock', async () => {
    const created = await newProduct('EDIT-STOCK', { colorIds: [colorIds.branco] });
    const gg = created.body.variants.find((v: Variant) => v.size === 'GG');
    await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      tx.update(productVariants).set({ stock: '7.00' }).where(eq(productVariants.id, gg.id)),
    );
    const res = await owner.client.patch(`/api/products/${created.body.id}`, { sizes: ['P', 'M', 'G'] });
    const kept = res.body.variants.find((v: Variant) => v.id === gg.id);
    expect(kept).toMatchObject({ status: 'inativo', stock: '7.00' });
    expect(res.body.totalStock).toBe('7.00');
  });

  it('takes the sizes of a newly chosen grid, and keeps its own copy afterwards', async () => {
    const created = await newProduct('EDIT-GRID', { colorIds: [colorIds.branco] });
    const numeric = await owner.client.post('/api/size-grids', { name: 'Jeans', sizes: ['38', '40'] });
    const res = await owner.client.patch(`/api/products/${created.body.id}`, { sizeGridId: numeric.body.id });
    expect(res.body).toMatchObject({ sizeGridId: numeric.body.id, sizes: ['38', '40'], variantCount: 2 });
  });

  it('refuses a reference of another product and bad values, leaving the product as it was', async () => {
    const a = await newProduct('EDIT-A');
    await newProduct('EDIT-B');
    const res = await owner.client.patch(`/api/products/${a.body.id}`, { reference: 'edit-b' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Já existe um produto com esta referência');
    const bad = await owner.client.patch(`/api/products/${a.body.id}`, { ncm: '123', colorIds: [] });
    expect(bad.body.error.fields).toEqual({
      ncm: 'NCM deve ter 8 dígitos',
      colorIds: 'Escolha ao menos uma cor',
    });
    expect((await owner.client.get(`/api/products/${a.body.id}`)).body.reference).toBe('EDIT-A');
  });
});

describe('editing a variant (/product-variants/:id)', () => {
  it('changes SKU and barcode with the same checks as on creation', async () => {
    const a = await newProduct('VAR-A', { colorIds: [colorIds.branco] });
    const b = await newProduct('VAR-B', { colorIds: [colorIds.branco] });
    const variant: Variant = a.body.variants[0];

    const ok = await owner.client.patch(`/api/product-variants/${variant.id}`, {
      sku: 'VAR-A-ESPECIAL',
      barcode: '4006381333931',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      sku: 'VAR-A-ESPECIAL',
      barcode: '4006381333931',
      size: 'P',
      colorName: 'Branco',
    });
    expect((await owner.client.get(`/api/product-variants/${variant.id}`)).body.sku).toBe('VAR-A-ESPECIAL');

    const badBarcode = await owner.client.patch(`/api/product-variants/${variant.id}`, {
      barcode: '4006381333932',
    });
    expect(badBarcode.status).toBe(400);
    expect(badBarcode.body.error.fields).toEqual({ barcode: 'Código de barras inválido' });

    const otherVariant: Variant = b.body.variants[0];
    const takenBarcode = await owner.client.patch(`/api/product-variants/${otherVariant.id}`, {
      barcode: '4006381333931',
    });
    expect(takenBarcode.status).toBe(409);
    expect(takenBarcode.body.error.message).toBe('Código de barras já usado em outro produto');
    const takenSku = await owner.client.patch(`/api/product-variants/${otherVariant.id}`, {
      sku: 'var-a-especial',
    });
    expect(takenSku.status).toBe(409);
    expect(takenSku.body.error.fields).toEqual({ sku: 'Este SKU já é usado em outro produto' });
    const badSku = await owner.client.patch(`/api/product-variants/${otherVariant.id}`, {
      sku: 'com espaço',
    });
    expect(badSku.body.error.fields).toEqual({ sku: 'Use só letras, números, ponto, barra e hífen' });

    // Case-only change of its own SKU is allowed.
    const recased = await owner.client.patch(`/api/product-variants/${variant.id}`, {
      sku: 'var-a-especial',
    });
    expect(recased.body.sku).toBe('var-a-especial');
  });

  it('deactivates one SKU, and reactivates it only while its colour and size are in the product', async () => {
    const p = await newProduct('VAR-STATUS', { colorIds: [colorIds.branco] });
    const gg: Variant = p.body.variants.find((v: Variant) => v.size === 'GG');
    const off = await owner.client.patch(`/api/product-variants/${gg.id}`, { status: 'inativo' });
    expect(off.body.status).toBe('inativo');
    expect((await owner.client.get(`/api/products/${p.body.id}`)).body.variantCount).toBe(3);
    expect(
      (await owner.client.patch(`/api/product-variants/${gg.id}`, { status: 'ativo' })).body.status,
    ).toBe('ativo');

    await owner.client.patch(`/api/products/${p.body.id}`, { sizes: ['P', 'M', 'G'] });
    const refused = await owner.client.patch(`/api/product-variants/${gg.id}`, { status: 'ativo' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({
      status: 'Inclua a cor e o tamanho no produto para reativar este SKU',
    });
  });

  it('does not let the stock be written here', async () => {
    const p = await newProduct('VAR-STOCK', { colorIds: [colorIds.branco] });
    const variant: Variant = p.body.variants[0];
    const res = await owner.client.patch(`/api/product-variants/${variant.id}`, { stock: '100' });
    expect(res.status).toBe(200);
    expect(res.body.stock).toBe('0.00');
  });
});

describe('deleting a product', () => {
  it('deletes a product never moved in stock, with its variants', async () => {
    const p = await newProduct('DEL-1');
    expect((await owner.client.delete(`/api/products/${p.body.id}`)).status).toBe(204);
    const gone = await owner.client.get(`/api/products/${p.body.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe('Produto não encontrado');
    expect((await owner.client.get(`/api/product-variants/${p.body.variants[0].id}`)).status).toBe(404);
  });

  it('keeps a product with stock and says to make it inactive', async () => {
    const p = await newProduct('DEL-2', { colorIds: [colorIds.branco] });
    await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      tx.update(productVariants).set({ stock: '1.00' }).where(eq(productVariants.id, p.body.variants[0].id)),
    );
    const res = await owner.client.delete(`/api/products/${p.body.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/não pode ser excluído/);
    expect((await owner.client.get(`/api/products/${p.body.id}`)).status).toBe(200);
  });
});

describe('product permissions (part1 §6)', () => {
  it('lets a member with products access only read, not create, edit or delete', async () => {
    const p = await newProduct('PERM-1');
    const reader = await addMember(ctx, owner.companyId, 'user', { products: { canAccess: true } });
    expect((await reader.client.get('/api/products')).status).toBe(200);
    expect((await reader.client.get(`/api/products/${p.body.id}`)).status).toBe(200);
    for (const res of [
      await reader.client.post('/api/products', {
        reference: 'X',
        name: 'X',
        sizeGridId: gridId,
        colorIds: [colorIds.branco],
      }),
      await reader.client.patch(`/api/products/${p.body.id}`, { name: 'Não' }),
      await reader.client.delete(`/api/products/${p.body.id}`),
      await reader.client.patch(`/api/product-variants/${p.body.variants[0].id}`, { sku: 'NAO' }),
      await reader.client.delete(`/api/products/${p.body.id}/photo`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Você não tem permissão para realizar esta ação.');
    }
    expect((await owner.client.get(`/api/products/${p.body.id}`)).body.name).toBe('Camiseta PERM-1');

    const writer = await addMember(ctx, owner.companyId, 'manager', {
      products: { canAccess: true, canWrite: true },
    });
    expect((await writer.client.patch(`/api/products/${p.body.id}`, { name: 'Editado' })).status).toBe(200);
    expect((await writer.client.delete(`/api/products/${p.body.id}`)).status).toBe(403);

    const outsider = await addMember(ctx, owner.companyId, 'user', { suppliers: { canAccess: true } });
    expect((await outsider.client.get('/api/products')).status).toBe(403);
  });
});

describe('concurrent creation', () => {
  it('never hands out the same barcode twice, even when products are created at the same time', async () => {
    const company = await signUpCompany(ctx, 'Confecção Concorrente');
    const color = (await company.client.post('/api/colors', { name: 'Grafite' })).body.id;
    const grid = (await company.client.post('/api/size-grids', { name: 'Grade', sizes: ['P', 'M', 'G'] }))
      .body.id;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        company.client.post('/api/products', {
          reference: `PAR-${i}`,
          name: 'Paralelo',
          sizeGridId: grid,
          colorIds: [color],
        }),
      ),
    );
    for (const res of results) expect(res.status, JSON.stringify(res.body)).toBe(201);
    const codes = results.flatMap((r) => r.body.variants.map((v: Variant) => v.barcode));
    expect(codes).toHaveLength(18);
    expect(new Set(codes).size).toBe(18);
  });
});
