import { createBrowserRouter, type RouteObject } from 'react-router';
import { ServerErrorPage } from '../features/errors/pages/server-error-page';
import { RootLayout } from './layouts/root-layout';
import { routes } from './routes';

/** The whole route tree; the browser router below and the build-time prerender use it. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ServerErrorPage />,
    hydrateFallbackElement: <div className="min-h-screen" />,
    children: [{ errorElement: <ServerErrorPage />, children: routes }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
