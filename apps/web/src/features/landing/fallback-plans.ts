/**
 * Loaded only when the plans cannot be fetched: the domain's plans module brings its zod schemas, which the
 * landing page's entry chunk should not carry.
 */
export { FALLBACK_PLANS, FALLBACK_SALES_CONTACT } from '@alinhavo/domain';
