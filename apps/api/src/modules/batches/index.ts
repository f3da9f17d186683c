// Public entry of this module: what other areas may use.
export { addBatchNote, recordWorkshopProgress } from './batch-actions.ts';
export { batchApprovedBetween, batchAtWorkshop, lateBatch, openBatch } from './batch-conditions.ts';
export { listBatches } from './batch-list.ts';
export { createBatch } from './create-batch.ts';
export { searchBatchesForPalette } from './palette-search.ts';
export { batchesRealtimeTopic } from './realtime.ts';
