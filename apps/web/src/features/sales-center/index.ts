// Public entry of this feature: what other areas may use.
export { useCustomerSales } from './api';
export { SaleList } from './recent-sales-card';
export { SaleChannelBadge, SaleStatusBadge, salePath } from './sale-badges';
