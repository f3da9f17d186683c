export * from './batch-status.ts';
export * from './cutting/index.ts';
export * from './labels/index.ts';
export * from './orders/index.ts';
export * from './quality/index.ts';
export * from './supplies.ts';
export * from './variation-match.ts';
export * from './workshop-return.ts';
