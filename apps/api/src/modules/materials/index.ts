// Public entry of this module: what other areas may use.
export { searchMaterialsForPalette } from './palette-search.ts';
export { compareVariations } from './queries.ts';
export { createMaterial, listMaterials } from './service.ts';
