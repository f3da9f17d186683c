// Public entry of this feature: what other areas may use.
export { applySeo } from './apply-seo';
