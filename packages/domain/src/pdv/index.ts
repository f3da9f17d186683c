export * from './cash-session.ts';
export * from './sale-rules.ts';
export * from './scan-input.ts';
