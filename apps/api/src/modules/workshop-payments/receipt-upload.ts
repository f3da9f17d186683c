import { PAYMENT_RECEIPT_MAX_BYTES } from '@alinhavo/domain';

/** The receipt upload's body: the 10 MB file plus room for the multipart envelope. */
export const RECEIPT_UPLOAD_MAX_BODY_BYTES = PAYMENT_RECEIPT_MAX_BYTES + 64 * 1024;

const RECEIPT_UPLOAD_PATH = /^\/api\/workshop-payments\/[^/]+\/receipts$/;

/** The request with the receipts' body limit instead of the JSON routes' (app.ts). */
export function isReceiptUpload(method: string, path: string): boolean {
  return method === 'POST' && RECEIPT_UPLOAD_PATH.test(path);
}
