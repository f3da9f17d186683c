// Public entry of this module: what other areas may use (its tables through schema.ts).

export { searchSalesOrdersForPalette } from './palette-search.ts';
export { getSalesOrder, listSalesOrders } from './read.ts';
export { createSalesOrder, SALES_ORDER_REFERENCE } from './service.ts';
export { cancelSalesOrder, moveSalesOrder, produceShortfall } from './status.service.ts';
