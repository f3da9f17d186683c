// Public entry of this module: what other areas may use.
export { searchSuppliersForPalette } from './palette-search.ts';
export { listSuppliers } from './service.ts';
