import { createBrowserRouter, type DOMRouterOpts, type RouteObject } from 'react-router';
import { ServerErrorPage } from '../features/errors/pages/server-error-page';
import { isLoggedIn } from '../shared/session';
import { RootLayout } from './layouts/root-layout';
import * as routeKit from './route-kit';
import { publicRoutes } from './routes';

/** The route every page hangs under; the member table is patched in beside the public one. */
export const PAGES_ROUTE_ID = 'pages';

/** The route tree of the first load; the browser router below and the build-time prerender use it. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ServerErrorPage />,
    hydrateFallbackElement: <div className="min-h-screen" />,
    children: [{ id: PAGES_ROUTE_ID, errorElement: <ServerErrorPage />, children: publicRoutes }],
  },
];

let memberTable: Promise<void> | undefined;

/** Loads the member table and adds it beside the public one, once. */
function addMemberRoutes(patch: (routeId: string, children: RouteObject[]) => void): Promise<void> {
  return (memberTable ??= import('./member-routes').then((m) => patch(PAGES_ROUTE_ID, m.memberRoutes(routeKit))));
}

/**
 * Finds the member and back-office pages: a path that only the catch-all matches may be one of
 * them, so the member table is added. A path a public route matches loads nothing more.
 */
export const patchRoutesOnNavigation: NonNullable<DOMRouterOpts['patchRoutesOnNavigation']> = async ({ matches, patch }) => {
  if (matches.at(-1)?.route.path === '*') await addMemberRoutes(patch);
};

export function createAppRouter() {
  const router = createBrowserRouter(appRoutes, { patchRoutesOnNavigation });
  // A logged-in person will open member pages: fetch their table while the browser is idle.
  if (isLoggedIn()) {
    (window.requestIdleCallback ?? setTimeout)(() => void addMemberRoutes((id, children) => router.patchRoutes(id, children)));
  }
  return router;
}
