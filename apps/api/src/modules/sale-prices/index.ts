// Public entry of this module: what other areas may use.
export {
  createPriceTable,
  defaultPriceTableId,
  seedDefaultPriceTable,
} from './price-tables.service.ts';
export { resolveUnitPrices } from './resolve-prices.ts';
export { savePrices } from './save-prices.service.ts';
