// Public entry of this module: what other areas may use.
export type { LedgerLine } from './ledger.service.ts';
export { recordStockMovements } from './ledger.service.ts';
export { postAdjustment } from './manual.service.ts';
export { listMovements, movementTotals } from './movements-query.ts';
export { queryRows, uuidArray } from './sql-rows.ts';
