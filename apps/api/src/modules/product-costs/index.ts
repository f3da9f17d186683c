// Public entry of this module: what other areas may use.
export { getProductCost } from './get-product-cost.ts';
export { listProductCosts, sheetInForce } from './list-product-costs.ts';
export { saveCostSheet } from './save-cost-sheet.ts';
