// Public entry of this feature: what other areas may use (the shell routes /faccao and its tab redirects).
export { PortalTabRedirect } from './portal-redirect';
