// Public entry of this feature: what other areas may use.
export { accessDeniedPath } from './access-request';
export { DeactivatedAccountScreen } from './deactivated-account-screen';
