import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The app's one query cache: the providers hand it to React, and route modules may fill it before a page renders. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      // A 500 reaches the route's error boundary: the Server Error screen.
      throwOnError: (error) => error instanceof ApiError && error.status >= 500,
    },
  },
});
