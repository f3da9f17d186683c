// Public entry of this module: what other areas may use.
export { salesSettingsOf, saveSalesSettings } from './service.ts';
