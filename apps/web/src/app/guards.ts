import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isLoggedIn } from '../shared/session';
import { requiresLogin } from './layouts/layout-rules';

/** An anonymous user opening a guarded route goes to /login, which brings them back afterwards. */
export function loginGuard({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (requiresLogin(url.pathname) && !isLoggedIn()) {
    throw redirect(`/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return null;
}
