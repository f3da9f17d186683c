// Public entry of this module: what other areas may use.
export { searchOrdersForPalette } from './palette-search.ts';
export { listProductionOrders } from './read.ts';
export { productionOrdersRealtimeTopic } from './realtime.ts';
export {
  cancelProductionOrder,
  concludeProductionOrder,
  createProductionOrder,
  markOrderInProduction,
} from './service.ts';
