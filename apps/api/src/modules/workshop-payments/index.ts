// Public entry of this module: what other areas may use.

export { paymentRecordsRealtimeTopic } from './realtime.ts';
export { agreedPriceCents, saveBatchPaymentRecord } from './record.service.ts';
export { findPaymentOfBatch, listWorkshopPayments } from './service.ts';
