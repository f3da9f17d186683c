// Public entry of this feature: what other areas may use.
export type { PickableBatch } from './batch-pick-list';
export { BatchPickList } from './batch-pick-list';
export { PaymentStatusBadge } from './payment-status-badge';
export { ReceiptList } from './receipt-list';
