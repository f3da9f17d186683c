// Public entry of this module: what other areas may use.
export { packBatch } from './pack.service.ts';
