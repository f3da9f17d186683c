// Public entry of this module: what other areas may use.
export { salesSettingsOf } from './service.ts';
