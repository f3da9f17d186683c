// Public entry of this module: what other areas may use.

export { paymentRecordsRealtimeTopic } from './realtime.ts';
export { isReceiptUpload, RECEIPT_UPLOAD_MAX_BODY_BYTES } from './receipt-upload.ts';
export { receiptLink } from './receipts.service.ts';
export { agreedPriceCents, saveBatchPaymentRecord } from './record.service.ts';
export { findPaymentOfBatch, listWorkshopPayments } from './service.ts';
