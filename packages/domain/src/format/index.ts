export * from './count.ts';
export * from './dates.ts';
export * from './empty.ts';
export * from './money.ts';
export * from './numbers.ts';
