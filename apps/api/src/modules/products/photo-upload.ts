import { PRODUCT_PHOTO_MAX_BYTES } from '@alinhavo/domain';

/** The photo upload's body: the 5 MiB file plus room for the multipart envelope. */
export const PHOTO_UPLOAD_MAX_BODY_BYTES = PRODUCT_PHOTO_MAX_BYTES + 64 * 1024;

const PHOTO_UPLOAD_PATH = /^\/api\/products\/[^/]+\/photo$/;

/** The one request with a larger body limit than the JSON routes (app.ts). */
export function isPhotoUpload(method: string, path: string): boolean {
  return method === 'POST' && PHOTO_UPLOAD_PATH.test(path);
}
