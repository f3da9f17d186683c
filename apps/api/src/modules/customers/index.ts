// Public entry of this module: what other areas may use (its table through schema.ts).
export { searchCustomersForPalette } from './palette-search.ts';
export { createCustomer, getCustomer, listCustomers } from './service.ts';
