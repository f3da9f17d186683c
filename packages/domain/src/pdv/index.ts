export * from './cash-session.ts';
export * from './scan-input.ts';
export * from './sale-rules.ts';
