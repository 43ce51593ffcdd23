import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { VisitorOnlyPage } from './visitor-only-page';
import { loginPath, useSession, useVisitorToken } from './session';

/**
 * A member's page among the spec's public routes (§2 lists the member's visitor pages there, so the
 * router does not guard them): an anonymous visitor goes to /login, which brings them back here, as
 * the router's login guard does for the routes that require login. A visitor holding a visitor
 * session is asked to log out first ("Please Log-Out", as the shell asks on the guarded routes and
 * the member area). The check lives with the page, not in the route table every page loads.
 */
export function LoginRequired({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const { pathname, search } = useLocation();
  if (useVisitorToken() !== null) return <VisitorOnlyPage />;
  if (!token) return <Navigate replace to={loginPath(pathname + search)} />;
  return children;
}
