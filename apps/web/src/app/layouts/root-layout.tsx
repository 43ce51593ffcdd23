import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AccessDeniedPage } from '../../features/errors/pages/access-denied-page';
import { setApiHandlers } from '../../shared/api-client';
import { useVisitorToken } from '../../shared/session';
import { PageLoading } from '../../shared/ui/page-loading';
import { Footer } from './footer';
import { Header } from './header';
import { layoutFor, requiresLogin } from './layout-rules';
import { useOutcomeUnknownToast } from './outcome-unknown';
import { useSessionExpiredFlow } from './session-expired';
import { usePageViews, useRouteMark, useScrollOnNavigate, useScrollReveal } from './use-shell-effects';

/** Loaded when shown: only a visitor holding a visitor session on a member's page ever sees it. */
const VisitorOnlyPage = lazy(async () => ({
  default: (await import('../../shared/visitor-only-page')).VisitorOnlyPage,
}));

/**
 * The one layout: reads the path's layout rule, runs the navigation effects, shows access denied when
 * the API says so, and "Please Log-Out" to a visitor holding a visitor session on the guarded routes,
 * the member area and the back office (the member's visitor pages, which the router does not guard,
 * say it through their own login check, login-required.tsx).
 */
export function RootLayout() {
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const rule = layoutFor(pathname);
  const [denied, setDenied] = useState(false);
  const onSessionExpired = useSessionExpiredFlow(navigate);
  // Blocked where the session was met, until the next navigation: the page under it never shows
  // (nor calls the API) in the moment between the log-out and the login check of the way on.
  const [blockedAt, setBlockedAt] = useState<string | null>(null);
  const blocked = useVisitorToken() !== null && (rule.headerVariant !== 'default' || requiresLogin(pathname));
  if (blocked && blockedAt !== key) setBlockedAt(key);
  const visitorBlocked = blocked || blockedAt === key;

  useScrollOnNavigate();
  usePageViews();
  useRouteMark();
  useScrollReveal();

  // The app has taken over the page: the prerendered home page's boot script stops standing in for it.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  useEffect(() => setDenied(false), [pathname]);
  const onOutcomeUnknown = useOutcomeUnknownToast();
  useEffect(() => {
    setApiHandlers({ onSessionExpired, onAccessDenied: () => setDenied(true), onOutcomeUnknown });
  }, [onSessionExpired, onOutcomeUnknown]);

  return (
    <div className={rule.background === 'dashboard' ? 'dashboard-bg flex min-h-screen flex-col' : 'flex min-h-screen flex-col'}>
      {rule.header && <Header variant={rule.headerVariant} />}
      <main id="main" className="flex-1" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          {visitorBlocked ? <VisitorOnlyPage /> : denied ? <AccessDeniedPage /> : <Outlet />}
        </Suspense>
      </main>
      {rule.footer && <Footer />}
    </div>
  );
}
