import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProductFixture,
  TINY_GIF,
  TINY_JPEG,
  TINY_PNG,
  TINY_WEBP,
  uploadFile,
} from '../../../test/fixtures/products.ts';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
  testStorage,
} from '../../../test/test-app.ts';
import { runAsSystemForCompany } from '../../platform/db/tenant.ts';
import { products } from './schema.ts';

let ctx: TestContext;
let owner: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Fotos');
});
afterAll(() => ctx.close());

const upload = (id: string, bytes: Uint8Array, name = 'foto.png', type = 'image/png') =>
  uploadFile(owner.client, `/api/products/${id}/photo`, bytes, name, type);

/** The key the product row points at (not exposed by the API). */
async function photoKey(id: string): Promise<string | null> {
  const [row] = await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
    tx.select({ key: products.photoKey }).from(products).where(eq(products.id, id)),
  );
  return row?.key ?? null;
}

describe('product photo', () => {
  it('stores a PNG, JPEG or WebP recognised by its content, under a generated key, and serves it', async () => {
    const product = await createProductFixture(owner.client, 'foto');
    for (const [bytes, type] of [
      [TINY_PNG, 'image/png'],
      [TINY_JPEG, 'image/jpeg'],
      [TINY_WEBP, 'image/webp'],
    ] as const) {
      // The browser's name and type are ignored: the bytes decide.
      const res = await upload(product.id, bytes, '../../etc/passwd', 'application/octet-stream');
      expect(res.status, type).toBe(200);
      expect(res.body.photoUrl).toMatch(new RegExp(`^/api/products/${product.id}/photo\\?v=[0-9a-f-]{36}$`));
      const key = await photoKey(product.id);
      expect(key).toMatch(new RegExp(`^${owner.companyId}/[0-9a-f-]{36}\\.(png|jpg|webp)$`));

      const photo = await owner.client.get(res.body.photoUrl);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe(type);
      expect(photo.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      const raw = await ctx.app.request(`http://localhost:3000${res.body.photoUrl}`, {
        headers: { cookie: owner.client.cookie },
      });
      expect(new Uint8Array(await raw.arrayBuffer())).toEqual(new Uint8Array(bytes));
    }
  });

  it('gives a new photo a new key and removes the old file only after switching', async () => {
    const product = await createProductFixture(owner.client, 'troca');
    const first = await upload(product.id, TINY_PNG);
    const firstKey = (await photoKey(product.id))!;
    expect(await testStorage(ctx).get(firstKey)).not.toBeNull();

    const second = await upload(product.id, TINY_JPEG, 'nova.jpg', 'image/jpeg');
    const secondKey = (await photoKey(product.id))!;
    expect(secondKey).not.toBe(firstKey);
    expect(second.body.photoUrl).not.toBe(first.body.photoUrl);
    expect(await testStorage(ctx).get(firstKey)).toBeNull();
    expect((await testStorage(ctx).get(secondKey))?.contentType).toBe('image/jpeg');

    // An old address no longer matches: revalidated, not cached for a year.
    const stale = await owner.client.get(first.body.photoUrl);
    expect(stale.headers.get('cache-control')).toBe('private, no-cache');
    const etag = stale.headers.get('etag')!;
    const revalidated = await owner.client.request('GET', `/api/products/${product.id}/photo`, undefined, {
      'if-none-match': etag,
    });
    expect(revalidated.status).toBe(304);
  });

  it('keeps the old photo when the new one is refused', async () => {
    const product = await createProductFixture(owner.client, 'recusa');
    await upload(product.id, TINY_PNG);
    const key = await photoKey(product.id);

    const gif = await upload(product.id, TINY_GIF, 'foto.gif', 'image/gif');
    expect(gif.status).toBe(400);
    expect(gif.body.error).toMatchObject({
      message: 'Envie uma imagem JPG, PNG ou WebP',
      fields: { file: 'Envie uma imagem JPG, PNG ou WebP' },
    });
    const disguised = await upload(product.id, new TextEncoder().encode('<svg onload="alert(1)"/>'), 'x.png');
    expect(disguised.body.error.message).toBe('Envie uma imagem JPG, PNG ou WebP');

    const tooBig = new Uint8Array(5 * 1024 * 1024 + 1);
    tooBig.set(TINY_PNG);
    const big = await upload(product.id, tooBig);
    expect(big.status).toBe(413);
    expect(big.body.error.message).toBe('A foto deve ter no máximo 5 MB');

    const huge = new Uint8Array(8 * 1024 * 1024);
    huge.set(TINY_PNG);
    const hugeRes = await upload(product.id, huge);
    expect(hugeRes.status).toBe(413);
    expect(hugeRes.body.error.message).toBe('A foto deve ter no máximo 5 MB');

    const wrongField = await uploadFile(
      owner.client,
      `/api/products/${product.id}/photo`,
      TINY_PNG,
      'a.png',
      'image/png',
      'foto',
    );
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.error.message).toBe('Escolha uma foto');
    const json = await owner.client.post(`/api/products/${product.id}/photo`, { file: 'x' });
    expect(json.status).toBe(400);

    expect(await photoKey(product.id)).toBe(key);
    expect(await testStorage(ctx).get(key!)).not.toBeNull();
  });

  it('accepts a photo of exactly 5 MB', async () => {
    const product = await createProductFixture(owner.client, 'limite');
    const exact = new Uint8Array(5 * 1024 * 1024);
    exact.set(TINY_JPEG);
    const res = await upload(product.id, exact, 'grande.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
  });

  it('removes the photo and its file', async () => {
    const product = await createProductFixture(owner.client, 'remove');
    await upload(product.id, TINY_PNG);
    const key = (await photoKey(product.id))!;
    const res = await owner.client.delete(`/api/products/${product.id}/photo`);
    expect(res.status).toBe(200);
    expect(res.body.photoUrl).toBeNull();
    expect(await testStorage(ctx).get(key)).toBeNull();
    const gone = await owner.client.get(`/api/products/${product.id}/photo`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe('Foto não encontrada');
  });

  it('answers 404 to another company, for reading, replacing and removing, and keeps the photo', async () => {
    const product = await createProductFixture(owner.client, 'alheia');
    await upload(product.id, TINY_PNG);
    const key = await photoKey(product.id);
    const other = await signUpCompany(ctx, 'Outra Confecção');
    const read = await other.client.get(`/api/products/${product.id}/photo`);
    expect(read.status).toBe(404);
    expect(read.body.error.message).toBe('Produto não encontrado');
    const replace = await uploadFile(
      other.client,
      `/api/products/${product.id}/photo`,
      TINY_JPEG,
      'a.jpg',
      'image/jpeg',
    );
    expect(replace.status).toBe(404);
    expect((await other.client.delete(`/api/products/${product.id}/photo`)).status).toBe(404);
    expect(await photoKey(product.id)).toBe(key);
    expect((await owner.client.get(`/api/products/${product.id}/photo`)).status).toBe(200);
  });

  it('lets a member with products access see the photo but not change it', async () => {
    const product = await createProductFixture(owner.client, 'leitor');
    await upload(product.id, TINY_PNG);
    const reader = await addMember(ctx, owner.companyId, 'user', { products: { canAccess: true } });
    expect((await reader.client.get(`/api/products/${product.id}/photo`)).status).toBe(200);
    const res = await uploadFile(
      reader.client,
      `/api/products/${product.id}/photo`,
      TINY_JPEG,
      'a.jpg',
      'image/jpeg',
    );
    expect(res.status).toBe(403);
  });

  it('removes the photo file when the product is deleted', async () => {
    const product = await createProductFixture(owner.client, 'apaga');
    await upload(product.id, TINY_PNG);
    const key = (await photoKey(product.id))!;
    expect((await owner.client.delete(`/api/products/${product.id}`)).status).toBe(204);
    expect(await testStorage(ctx).get(key)).toBeNull();
  });
});
