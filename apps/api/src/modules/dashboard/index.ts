// Public entry of this module: what other areas may use.
export {
  getApprovedThisWeek,
  getBatchesAtWorkshops,
  getBatchStages,
  getLateBatches,
} from './production.service.ts';
export { getStockAlerts } from './stock.service.ts';
