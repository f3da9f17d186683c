// Public entry of this module: what other areas may use.
export { defaultPriceTableId, seedDefaultPriceTable } from './price-tables.service.ts';
export { resolveUnitPrices } from './resolve-prices.ts';
