// Public entry of this feature: what other areas may use.
export { BatchStatusBadge } from './batch-status-badge';
export { batchStatusFillClass } from './batch-status-colors';
export { ColorDots } from './color-dots';
export { DueDate } from './due-date';
export { ScreenLink } from './screen-link';
