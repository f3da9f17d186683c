export * from './payment.ts';
export * from './payment-receipts.ts';
export * from './review.ts';
