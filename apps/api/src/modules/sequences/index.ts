// Public entry of this module: what other areas may use.
export { formatSequenceCode, nextSequenceValue } from './service.ts';
