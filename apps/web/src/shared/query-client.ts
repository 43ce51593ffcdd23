import { hashKey, QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { ApiError, requestLanguage } from './api-client';

/**
 * The answers are in the language they were asked in: each query is kept per language (its key is
 * hashed with it), so choosing another language asks every page's data again in that language,
 * whether or not a feature put the language in its keys. Invalidating by key still reaches both.
 */
export const queryClientConfig: QueryClientConfig = {
  defaultOptions: {
    queries: {
      queryKeyHashFn: (key) => `${requestLanguage()}|${hashKey(key)}`,
      staleTime: 60_000,
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      // A 500 reaches the route's error boundary: the Server Error screen.
      throwOnError: (error) => error instanceof ApiError && error.status >= 500,
    },
  },
};

/** The app's one query cache: the providers hand it to React, and route modules may fill it before a page renders. */
export const queryClient = new QueryClient(queryClientConfig);
