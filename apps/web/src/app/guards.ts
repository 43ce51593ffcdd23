import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isLoggedIn, loginPath } from '../shared/session';
import { storage } from '../shared/storage';
import { requiresLogin } from './layouts/layout-rules';

/**
 * An anonymous user opening a guarded route goes to /login, which brings them back afterwards. A
 * visitor holding a visitor session stays: the shell shows them "Please Log-Out" (root-layout.tsx),
 * whose log-out leads on to the login.
 */
export function loginGuard({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (requiresLogin(url.pathname) && !isLoggedIn() && storage.get('visitorToken') === null) {
    throw redirect(loginPath(url.pathname + url.search));
  }
  return null;
}
