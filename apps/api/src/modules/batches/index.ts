// Public entry of this module: what other areas may use.
export { addBatchNote, recordWorkshopProgress } from './batch-actions.ts';
export { createBatch } from './create-batch.ts';
export { searchBatchesForPalette } from './palette-search.ts';
