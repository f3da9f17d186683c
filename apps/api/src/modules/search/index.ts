// Public entry of this module: what other areas may use.
export { searchPalette } from './service.ts';
