export * from './cut-plan.ts';
export * from './size-label.ts';
