import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { ApiError } from '../shared/api-client';
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

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      // A 500 reaches the route's error boundary: the Server Error screen.
      throwOnError: (error) => error instanceof ApiError && error.status >= 500,
    },
  },
});

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
