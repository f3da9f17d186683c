import { Navigate, useLocation } from 'react-router';
import { type PortalTab, portalRedirect } from './portal-params';

/** /faccao/mensagens, /faccao/lotes, /faccao/pagamentos → /faccao?tab=…, keeping the other parameters. */
export function PortalTabRedirect({ tab }: { tab: PortalTab }) {
  return <Navigate to={portalRedirect(tab, useLocation().search)} replace />;
}
