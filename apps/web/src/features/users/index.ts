// Public entry of this feature: what other areas may use.
export { ConfirmDialog } from './confirm-dialog';
