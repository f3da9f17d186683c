// Public entry of the sale-prices feature: what other features may use.
export { usePriceTables } from './api';
