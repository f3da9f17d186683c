// Public entry of this feature: what other areas may use.
export { PriorityBadge } from './order-badges';
export { ProductPicker } from './product-picker';
