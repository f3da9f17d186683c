export * from './dates.ts';
export * from './money.ts';
export * from './numbers.ts';
