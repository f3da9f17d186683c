// Public entry of this module: what other areas may use.
export { createColor } from './colors-service.ts';
export { searchProductsForPalette, searchVariantsForPalette } from './palette-search.ts';
export { isPhotoUpload, PHOTO_UPLOAD_MAX_BODY_BYTES } from './photo-upload.ts';
export { listProducts } from './product-read.ts';
export { createProduct } from './product-write.ts';
export { createSizeGrid } from './size-grids-service.ts';
