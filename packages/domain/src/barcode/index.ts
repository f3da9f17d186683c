export * from './ean13.ts';
export * from './sku.ts';
