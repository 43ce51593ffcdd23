import { SPEC_AMENITY_TERMS, type AmenityTerms } from '@tea/shared/reservations/amenity-terms';
import { api } from './api-client';
import { queryClient } from './query-client';

/** The rooms and the lounge as the back office has set them (GET /building/amenity-terms). */
const amenityTermsQuery = {
  queryKey: ['building', 'amenity-terms'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api<AmenityTerms>('/building/amenity-terms', { signal }),
  staleTime: 5 * 60_000,
};

/**
 * The figures the intros and the /amenities overview show: those the page's route read before it
 * rendered (preloadAmenityTerms), or the spec's when that read failed. Read once, not watched: a page
 * shows one set of figures, and the next visit reads again when they are over five minutes old.
 * (No useQuery here: its observer would put the public intro over its initial-JS budget.)
 */
export function useAmenityTerms(): AmenityTerms {
  return queryClient.getQueryData<AmenityTerms>(amenityTermsQuery.queryKey) ?? SPEC_AMENITY_TERMS;
}

/** Read with the page's code, so the page's first paint already shows the building's figures. Never throws. */
export function preloadAmenityTerms(): Promise<void> {
  return queryClient.prefetchQuery(amenityTermsQuery);
}
