import {
  PRODUCT_PHOTO_MAX_BYTES,
  PRODUCT_PHOTO_TOO_LARGE,
  PRODUCT_PHOTO_TYPES,
  PRODUCT_PHOTO_WRONG_TYPE,
  type Product,
} from '@alinhavo/domain';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import type { Tx } from '../../platform/db/client.ts';
import { AppError, invalid, notFound } from '../../platform/http/errors.ts';
import type { RouteServices } from '../../platform/http/route.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { newFileKey } from '../../platform/storage/storage.ts';
import { photoVersion } from './photo-key.ts';
import { findProductRow, getProduct } from './product-read.ts';
import { products } from './schema.ts';

/** What file work needs: the storage, and a way to run after the commit. */
export type FileServices = { defer: RouteServices['defer']; storage: FileStorage };

const PHOTO_NOT_FOUND = 'Foto não encontrada';
const CHOOSE_PHOTO = 'Escolha uma foto';

async function readPhoto(c: Context): Promise<File> {
  if (!(c.req.header('content-type') ?? '').includes('multipart/form-data')) {
    throw invalid({ file: CHOOSE_PHOTO }, CHOOSE_PHOTO);
  }
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw invalid({ file: CHOOSE_PHOTO }, CHOOSE_PHOTO);
  }
  const file = body.file;
  if (!(file instanceof File) || file.size === 0) throw invalid({ file: CHOOSE_PHOTO }, CHOOSE_PHOTO);
  return file;
}

/** What the bytes are (magic numbers), whatever name or type the browser gave the file. */
async function photoType(bytes: Uint8Array): Promise<string> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(PRODUCT_PHOTO_TYPES as readonly string[]).includes(detected.mime)) {
    throw invalid({ file: PRODUCT_PHOTO_WRONG_TYPE }, PRODUCT_PHOTO_WRONG_TYPE);
  }
  return detected.mime;
}

/**
 * Stores a new photo under a new key and points the product at it; the previous file is removed only after
 * the transaction committed, so a failure leaves the product with its old photo.
 */
export async function uploadProductPhoto(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  c: Context,
  services: FileServices,
): Promise<Product> {
  const product = await findProductRow(tx, tenant, id);
  const file = await readPhoto(c);
  if (file.size > PRODUCT_PHOTO_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', PRODUCT_PHOTO_TOO_LARGE, { file: PRODUCT_PHOTO_TOO_LARGE });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = await photoType(bytes);
  const key = newFileKey(tenant.companyId, contentType);
  await services.storage.put(key, bytes, contentType);
  try {
    await tx
      .update(products)
      .set({ photoKey: key, updatedAt: new Date() })
      .where(and(eq(products.id, id), eq(products.companyId, tenant.companyId)));
  } catch (error) {
    await services.storage.delete(key).catch(() => undefined);
    throw error;
  }
  const previous = product.photoKey;
  if (previous) services.defer(() => services.storage.delete(previous));
  return getProduct(tx, tenant, id);
}

export async function deleteProductPhoto(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  services: FileServices,
): Promise<Product> {
  const product = await findProductRow(tx, tenant, id);
  const previous = product.photoKey;
  if (previous) {
    await tx
      .update(products)
      .set({ photoKey: null, updatedAt: new Date() })
      .where(and(eq(products.id, id), eq(products.companyId, tenant.companyId)));
    services.defer(() => services.storage.delete(previous));
  }
  return getProduct(tx, tenant, id);
}

/**
 * The photo's bytes. The address carries the photo's version (?v=), so a matching request may be cached for a
 * long time; without it the browser revalidates with the ETag.
 */
export async function productPhotoResponse(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  c: Context,
  version: string | undefined,
  services: Pick<FileServices, 'storage'>,
): Promise<Response> {
  const product = await findProductRow(tx, tenant, id);
  if (!product.photoKey) throw notFound(PHOTO_NOT_FOUND);
  const current = photoVersion(product.photoKey);
  const etag = `"${current}"`;
  const cacheControl = version === current ? 'private, max-age=31536000, immutable' : 'private, no-cache';
  if (c.req.header('if-none-match') === etag) {
    return new Response(null, { status: 304, headers: { etag, 'cache-control': cacheControl } });
  }
  const file = await services.storage.get(product.photoKey);
  if (!file) throw notFound(PHOTO_NOT_FOUND);
  return new Response(file.bytes, {
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.bytes.byteLength),
      'cache-control': cacheControl,
      etag,
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
    },
  });
}
