// Public entry of this feature: what other areas may use.
export { SalesSettingsForm } from './sales-settings-form';
