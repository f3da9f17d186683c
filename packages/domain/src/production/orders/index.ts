export * from './grid.ts';
export * from './order-status.ts';
export * from './requirements.ts';
