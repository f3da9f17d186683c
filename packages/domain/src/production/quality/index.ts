export * from './payment.ts';
export * from './review.ts';
