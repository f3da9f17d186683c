// Public entry of this module: what other areas may use.
export { searchOutworkersForPalette } from './palette-search.ts';
export { setOutworkerPrices } from './prices.service.ts';
export { createOutworker, listOutworkers } from './service.ts';
