// Public entry of this feature: what other areas may use.
export { OutworkerPortalCard } from './outworker-portal-card';
