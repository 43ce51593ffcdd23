import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { flushAnalytics, track } from '../../shared/analytics';
import { storage } from '../../shared/storage';

/** Logout (spec §4): remember the route, remove the stored user values, send the event, go home. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    storage.set('lastRoute', pathname + search);
    storage.clearUser();
    track('logout', pathname);
    flushAnalytics();
    void navigate('/');
  }, [navigate, pathname, search]);
}
