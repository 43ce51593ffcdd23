import { SPEC_AMENITY_TERMS, type AmenityTerms } from '@tea/shared/reservations/amenity-terms';
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadAmenityTerms, useAmenityTerms } from './amenity-terms';
import { queryClient } from './query-client';
import { storage } from './storage';

afterEach(() => {
  cleanup();
  queryClient.clear();
  storage.remove('selectedLang');
  vi.unstubAllGlobals();
});

describe("the building's amenity figures", () => {
  it('are the ones read from the server, in either language, after the language changes', async () => {
    const edited = structuredClone(SPEC_AMENITY_TERMS) as AmenityTerms;
    edited.conference.rooms = edited.conference.rooms.map((room, i) => (i === 0 ? { ...room, capacity: 24 } : room));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(edited), { headers: { 'content-type': 'application/json' } })),
    );
    storage.set('selectedLang', 'ko');
    await preloadAmenityTerms();
    expect(renderHook(() => useAmenityTerms()).result.current.conference.rooms[0]!.capacity).toBe(24);
    storage.set('selectedLang', 'en');
    expect(renderHook(() => useAmenityTerms()).result.current.conference.rooms[0]!.capacity).toBe(24);
  });
});
