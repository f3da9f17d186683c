// Public entry of this module: what other areas may use.
export { getSalesProducts, getSalesSummary } from './figures.service.ts';
export { getCustomerSales, getRecentSales } from './recent.service.ts';
