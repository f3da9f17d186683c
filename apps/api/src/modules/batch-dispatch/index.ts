// Public entry of this module: what other areas may use.
export { sendBatchToWorkshop } from './send-batch.ts';
