export * from './label.ts';
export * from './layouts.ts';
export * from './zpl.ts';
