// Public entry of this module: what other areas may use.
export type { LedgerLine } from './ledger.service.ts';
export { recordStockMovements } from './ledger.service.ts';
export { postAdjustment } from './manual.service.ts';
export { listMovements, movementTotals } from './movements-query.ts';
export type { ReservationResult, ReservedLine, StockAvailability } from './reservations.service.ts';
export { availableStock, releaseReservations, reserveStock, shipReserved } from './reservations.service.ts';
export type { SalesStockInput } from './sales-stock.service.ts';
export { RETURN_BEYOND_SOLD, returnToStock, sellFromStock } from './sales-stock.service.ts';
export type { SkuLine, StockReference } from './sales-stock-lines.ts';
export { queryRows, uuidArray } from './sql-rows.ts';
