export * from './cost-rules.ts';
export * from './cost-sheet.ts';
export * from './percent.ts';
