// Public entry of this module: what other areas may use.

export { RECEIVABLE_PLAN_MESSAGES } from './plan.ts';
export {
  type CreateReceivablesInput,
  type CustomerOpenReceivables,
  cancelReceivablesOf,
  createReceivables,
  openReceivablesOfCustomer,
  type ReceivableOrigin,
} from './service.ts';
