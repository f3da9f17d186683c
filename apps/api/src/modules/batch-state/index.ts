// Public entry of this module: what every production step (cutting, dispatch, quality control, packaging)
// needs of a batch: its status machine (lock, checked moves, history) and the colours of its grid.
export { loadGridColors, loadGridColorsByProduct } from './grid-read.ts';
export type { BatchRow } from './status.service.ts';
export {
  assertBatchCanMove,
  BATCH_NOT_FOUND,
  lockBatch,
  moveBatchStatus,
  recordBatchHistory,
} from './status.service.ts';
