// Public entry of this module: what other areas may use.
export { getCutRecordOfBatch } from './cut-records.ts';
export { recordCut } from './record-cut.ts';
