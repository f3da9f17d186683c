export * from './installments.ts';
export * from './order-status.ts';
export * from './order-totals.ts';
export * from './sales-period.ts';
