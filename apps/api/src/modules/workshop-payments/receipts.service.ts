import {
  attachmentContentType,
  isUuid,
  PAYMENT_RECEIPT_MAX_BYTES,
  PAYMENT_RECEIPT_MESSAGES,
  type PaymentReceipt,
  receiptFilename,
  type SignedFileLink,
} from '@alinhavo/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import type { Tx } from '../../platform/db/client.ts';
import { AppError, invalid, notFound } from '../../platform/http/errors.ts';
import type { RouteServices } from '../../platform/http/route.ts';
import type { FileLinks } from '../../platform/storage/signed-links.ts';
import { newFileKey, requireStorage } from '../../platform/storage/storage.ts';
import { paymentReceipts, paymentRecords } from './schema.ts';

/** part2 §3: receipt files live apart from other files, in the 'payment-receipts' bucket. */
export const RECEIPTS_BUCKET = 'payment-receipts';

const receiptColumns = {
  id: paymentReceipts.id,
  paymentRecordId: paymentReceipts.paymentRecordId,
  filename: paymentReceipts.filename,
  filePath: paymentReceipts.filePath,
  contentType: paymentReceipts.contentType,
  sizeBytes: paymentReceipts.sizeBytes,
  createdAt: paymentReceipts.createdAt,
};

/** The receipts of these payment records, oldest first, by record (what row-level security lets the caller read). */
export async function receiptsOfRecords(
  tx: Tx,
  companyId: string,
  recordIds: string[],
): Promise<Map<string, PaymentReceipt[]>> {
  const byRecord = new Map<string, PaymentReceipt[]>();
  if (recordIds.length === 0) return byRecord;
  const rows = await tx
    .select(receiptColumns)
    .from(paymentReceipts)
    .where(and(eq(paymentReceipts.companyId, companyId), inArray(paymentReceipts.paymentRecordId, recordIds)))
    .orderBy(asc(paymentReceipts.createdAt), asc(paymentReceipts.id));
  for (const row of rows) {
    const list = byRecord.get(row.paymentRecordId) ?? [];
    list.push({
      id: row.id,
      filename: row.filename,
      contentType: row.contentType,
      sizeBytes: row.sizeBytes,
      createdAt: row.createdAt.toISOString(),
    });
    byRecord.set(row.paymentRecordId, list);
  }
  return byRecord;
}

async function readReceiptFile(c: Context): Promise<File> {
  const choose = PAYMENT_RECEIPT_MESSAGES.choose;
  if (!(c.req.header('content-type') ?? '').includes('multipart/form-data')) {
    throw invalid({ file: choose }, choose);
  }
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw invalid({ file: choose }, choose);
  }
  const file = body.file;
  if (!(file instanceof File) || file.size === 0) throw invalid({ file: choose }, choose);
  return file;
}

/** What the file is: part2 §5 types only, the bytes agreeing with the name; refused in Portuguese otherwise. */
async function receiptType(file: File, bytes: Uint8Array): Promise<string> {
  const detected = await fileTypeFromBuffer(bytes);
  const type = attachmentContentType(file.name, file.type, detected?.mime ?? null);
  if (!type) {
    throw invalid({ file: PAYMENT_RECEIPT_MESSAGES.wrongType }, PAYMENT_RECEIPT_MESSAGES.wrongType);
  }
  return type;
}

/**
 * Recounts the record's receipts and bumps its update time: the change of the record makes its realtime trigger
 * tell the screens (company's and workshop's) to reload (a change of the time alone tells nobody, migration 0030).
 */
export async function touchPaymentRecord(tx: Tx, companyId: string, recordId: string): Promise<void> {
  await tx
    .update(paymentRecords)
    .set({
      updatedAt: sql`greatest(now(), ${paymentRecords.updatedAt} + interval '1 millisecond')`,
      receiptCount: sql`(select count(*)::int from ${paymentReceipts} where ${paymentReceipts.paymentRecordId} = ${paymentRecords.id})`,
    })
    .where(and(eq(paymentRecords.id, recordId), eq(paymentRecords.companyId, companyId)));
}

/**
 * 'Anexar comprovante': stores the file under a new key (never overwriting one) and records it; when the row
 * cannot be written the file is removed again. `recordId` was already found in the caller's company.
 */
export async function addPaymentReceipt(
  tx: Tx,
  companyId: string,
  userId: string,
  recordId: string,
  c: Context,
  services: RouteServices,
): Promise<void> {
  const file = await readReceiptFile(c);
  if (file.size > PAYMENT_RECEIPT_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', PAYMENT_RECEIPT_MESSAGES.tooLarge, {
      file: PAYMENT_RECEIPT_MESSAGES.tooLarge,
    });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = await receiptType(file, bytes);
  const storage = requireStorage(services);
  const key = newFileKey(companyId, contentType, RECEIPTS_BUCKET);
  await storage.put(key, bytes, contentType);
  try {
    await tx.insert(paymentReceipts).values({
      companyId,
      paymentRecordId: recordId,
      filename: receiptFilename(file.name),
      filePath: key,
      contentType,
      sizeBytes: bytes.byteLength,
      createdBy: userId,
    });
    await touchPaymentRecord(tx, companyId, recordId);
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

async function findReceipt(tx: Tx, companyId: string, recordId: string, receiptId: string) {
  if (!isUuid(recordId) || !isUuid(receiptId)) throw notFound(PAYMENT_RECEIPT_MESSAGES.notFound);
  const [row] = await tx
    .select(receiptColumns)
    .from(paymentReceipts)
    .where(
      and(
        eq(paymentReceipts.id, receiptId),
        eq(paymentReceipts.paymentRecordId, recordId),
        eq(paymentReceipts.companyId, companyId),
      ),
    )
    .limit(1);
  if (!row) throw notFound(PAYMENT_RECEIPT_MESSAGES.notFound);
  return row;
}

/** Removes a receipt; its file goes after the commit, so a failure keeps both. */
export async function removePaymentReceipt(
  tx: Tx,
  companyId: string,
  recordId: string,
  receiptId: string,
  services: RouteServices,
): Promise<void> {
  const receipt = await findReceipt(tx, companyId, recordId, receiptId);
  await tx
    .delete(paymentReceipts)
    .where(and(eq(paymentReceipts.id, receipt.id), eq(paymentReceipts.companyId, companyId)));
  await touchPaymentRecord(tx, companyId, recordId);
  const storage = requireStorage(services);
  services.defer(() => storage.delete(receipt.filePath));
}

/**
 * 'Baixar': a signed address of the receipt's file, valid 3600 seconds. The receipt is looked up under the
 * caller's row-level security: a company member sees its company's, a workshop login only those of its own
 * payment records in the company it operates; anything else is not found.
 */
export async function receiptLink(
  tx: Tx,
  companyId: string,
  recordId: string,
  receiptId: string,
  links: FileLinks | undefined,
): Promise<SignedFileLink> {
  if (!links) throw new Error('signed file links are not configured');
  const receipt = await findReceipt(tx, companyId, recordId, receiptId);
  return links.sign({ key: receipt.filePath, filename: receipt.filename, contentType: receipt.contentType });
}
