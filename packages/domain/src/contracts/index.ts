export * from './auth.ts';
export * from './common.ts';
export * from './suppliers.ts';
