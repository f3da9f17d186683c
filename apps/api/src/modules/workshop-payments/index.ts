// Public entry of this module: what other areas may use.
export { agreedPriceCents, saveBatchPaymentRecord } from './record.service.ts';
export { findPaymentOfBatch, listWorkshopPayments } from './service.ts';
