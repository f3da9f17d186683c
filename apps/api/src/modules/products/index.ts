// Public entry of this module: what other areas may use.
export { createColor, listColors, updateColor } from './colors-service.ts';
export { DEFAULT_COLORS, DEFAULT_SIZE_GRIDS, seedDefaultCatalogue } from './default-catalogue.ts';
export { searchProductsForPalette, searchVariantsForPalette } from './palette-search.ts';
export { isPhotoUpload, PHOTO_UPLOAD_MAX_BODY_BYTES } from './photo-upload.ts';
export { listProducts } from './product-read.ts';
export { createProduct } from './product-write.ts';
export { createSizeGrid, listSizeGrids } from './size-grids-service.ts';
