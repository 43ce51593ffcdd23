import { SPEC_AMENITY_TERMS, type AmenityTerms } from '@tea/shared/reservations/amenity-terms';
import { hashKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './api-client';
import { queryClient } from './query-client';

/** How long a page waits for the figures before it shows the spec's (the read goes on for the next visit). */
const WAIT_MS = 1500;

/** The rooms and the lounge as the back office has set them (GET /building/amenity-terms). */
const amenityTermsQuery = {
  queryKey: ['building', 'amenity-terms'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api<AmenityTerms>('/building/amenity-terms', { signal }),
  // Figures, the same in every language: one entry, found after the language changes (query-client.ts keeps the rest per language).
  queryKeyHashFn: hashKey,
  staleTime: 5 * 60_000,
  // Kept while the tab lives: nothing watches this query, and the pages must not fall back to the spec's figures.
  gcTime: Infinity,
  // A page waits for this read: a failure shows the spec's figures at once instead of retrying.
  retry: false,
};

/**
 * The figures the intros and the /amenities overview show: those read before the page first
 * rendered (preloadAmenityTerms), or the spec's when that read failed or took too long. Read, not
 * watched: a page shows one set of figures, and each visit reads again, for the next one, when
 * they are over five minutes old. (No useQuery here: its observer would put the public intro over
 * its initial-JS budget.)
 */
export function useAmenityTerms(): AmenityTerms {
  useEffect(() => void queryClient.prefetchQuery(amenityTermsQuery), []);
  const read = queryClient.getQueryCache().find<AmenityTerms>({ queryKey: amenityTermsQuery.queryKey, exact: true });
  return read?.state.data ?? SPEC_AMENITY_TERMS;
}

/** Read with the page's code, so its first paint shows the building's figures; never throws, waits 1.5 s at most. */
export function preloadAmenityTerms(): Promise<void> {
  return Promise.race([queryClient.prefetchQuery(amenityTermsQuery), new Promise<void>((done) => setTimeout(done, WAIT_MS))]);
}
