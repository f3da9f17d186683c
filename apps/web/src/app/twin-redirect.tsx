import { Navigate, useLocation } from 'react-router';
import { twinTarget } from './app-paths';

/** An un-prefixed twin (e.g. /fornecedores/123) goes to its one canonical address under /app. */
export function TwinRedirect() {
  return <Navigate to={twinTarget(useLocation())} replace />;
}
