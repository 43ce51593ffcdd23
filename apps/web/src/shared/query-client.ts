import {
  hashKey,
  QueryClient,
  type InvalidateOptions,
  type InvalidateQueryFilters,
  type QueryClientConfig,
  type QueryKey,
} from '@tanstack/react-query';
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

/**
 * A query client whose invalidation, after a write, never settles for an answer read before it.
 * TanStack Query cancels a running fetch on invalidation only when the query already holds data;
 * a query's first fetch (a new search, its page shown meanwhile with the previous results) is
 * reused instead, and its answer may predate the write: an approved sign-up would then stay
 * "pending" on screen. Such queries are asked once more after it lands.
 */
export class PortalQueryClient extends QueryClient {
  override async invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    const firstReads = new Set(
      this.getQueryCache()
        .findAll({ ...filters, fetchStatus: 'fetching' })
        .filter((query) => query.state.data === undefined),
    );
    await super.invalidateQueries(filters, options);
    if (firstReads.size === 0 || filters?.refetchType === 'none') return;
    await this.refetchQueries({ predicate: (query) => firstReads.has(query), type: 'active' }, options);
  }
}

/** The app's one query cache: the providers hand it to React, and route modules may fill it before a page renders. */
export const queryClient = new PortalQueryClient(queryClientConfig);
