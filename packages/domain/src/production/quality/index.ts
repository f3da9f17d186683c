export * from './payment.ts';
export * from './review.ts';
export * from './payment-receipts.ts';
