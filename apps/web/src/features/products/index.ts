// Public entry of this feature: what other areas may use.
export { ColorSwatch } from './color-swatch';
export { GridEntry } from './grid-entry';
