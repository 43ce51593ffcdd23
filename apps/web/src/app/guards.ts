import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isLoggedIn } from '../shared/session';
import { storage } from '../shared/storage';
import { requiresLogin } from './layouts/layout-rules';

/**
 * An anonymous user opening a guarded route goes to /login, which brings them back afterwards. A
 * visitor holding a visitor session stays: the shell shows them "Please Log-Out" (root-layout.tsx),
 * and once they log out the guard runs again.
 */
export function loginGuard({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (requiresLogin(url.pathname) && !isLoggedIn() && storage.get('visitorToken') === null) {
    throw redirect(`/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return null;
}
