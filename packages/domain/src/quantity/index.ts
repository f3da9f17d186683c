export * from './decimal.ts';
export * from './schemas.ts';
