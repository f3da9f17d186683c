// Public entry of this module: what other areas may use.
export {
  cancelProductionOrder,
  concludeProductionOrder,
  createProductionOrder,
  markOrderInProduction,
} from './service.ts';
