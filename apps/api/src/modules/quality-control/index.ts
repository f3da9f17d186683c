// Public entry of this module: what other areas may use.
export type { GridCellRow } from './batch-grid.ts';
export { cellKey, getBatchRef, listBatchRefs, loadGridCells } from './batch-grid.ts';
export { completeReview } from './complete.service.ts';
export { assertBatchStatus, CELL_NOT_IN_BATCH, saveReview, startReview } from './review-write.ts';
