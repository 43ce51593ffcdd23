import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { queryClient } from '../shared/query-client';
import { onToastDemand } from '../shared/toast';

const Toasts = lazy(() => import('./toasts'));

/** Mounts the toast area (and loads react-toastify) when the first toast is asked for. */
function LazyToasts() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onToastDemand(() => setNeeded(true)), []);
  return needed ? (
    <Suspense>
      <Toasts />
    </Suspense>
  ) : null;
}

/**
 * The providers around the router. The build-time prerender (entry-prerender.tsx) renders the same
 * tree around its static router, so the ids React generates (useId) match when the page is hydrated.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToasts />
    </QueryClientProvider>
  );
}

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
