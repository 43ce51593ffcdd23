import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { flushAnalytics, track } from '../../shared/analytics';
import { apiHeaders, apiUrl } from '../../shared/api-client';
import { storage } from '../../shared/storage';

/** Logout (spec §4): end the session (and any visitor's session) on the server, remember the route, remove the stored user values, send the event, go home. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    // The server revokes the token; the request outlives the page change (keepalive) and a failure changes nothing here.
    // Plain fetch: an already expired token must not start the session-expired flow on the way out.
    if (storage.get('accessToken'))
      void fetch(apiUrl('/auth/logout'), { method: 'POST', headers: apiHeaders(), keepalive: true }).catch(() => undefined);
    // A visitor's link opened on this browser ends too, on the server as well: the storage below forgets it.
    const visitor = storage.get('visitorToken');
    if (visitor) void import('../../shared/visitor-session').then((session) => session.endVisitorSession(visitor));
    storage.set('lastRoute', pathname + search);
    storage.clearUser();
    track('logout', pathname);
    flushAnalytics();
    void navigate('/');
  }, [navigate, pathname, search]);
}
