import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Items } from '@tea/shared/answers';
import type { Contact, OtherService } from '@tea/shared/building/building.responses';
import type { GalleryPhoto } from '@tea/shared/building/gallery.schema';
import type { FaqItem } from '@tea/shared/faq/faq.schema';
import type { FaqTopic } from '@tea/shared/faq/faq.topics';
import { api } from '../../shared/api-client';

export type { Contact, FaqItem, GalleryPhoto, OtherService };

export const buildingKeys = {
  otherServices: ['building', 'other-services'] as const,
  contacts: ['building', 'contacts'] as const,
  gallery: ['building', 'gallery'] as const,
  faq: (q: string, topic: FaqTopic | undefined) => ['building', 'faq', q, topic ?? 'all'] as const,
};

export function useOtherServices() {
  return useQuery({
    queryKey: buildingKeys.otherServices,
    queryFn: ({ signal }) => api<Items<OtherService>>('/building/other-services', { signal }),
    select: (data) => data.items,
    staleTime: 10 * 60_000,
  });
}

export function useContacts() {
  return useQuery({
    queryKey: buildingKeys.contacts,
    queryFn: ({ signal }) => api<Items<Contact>>('/building/contacts', { signal }),
    select: (data) => data.items,
    staleTime: 10 * 60_000,
  });
}

/** The gallery's published photos in the office's order. */
export function useGallery() {
  return useQuery({
    queryKey: buildingKeys.gallery,
    queryFn: ({ signal }) => api<Items<GalleryPhoto>>('/building/gallery', { signal }),
    select: (data) => data.items,
    staleTime: 60_000,
  });
}

/** The published FAQ, searched (both languages, partial words) and by topic; the last answer stays while the next loads. */
export function useFaq(q: string, topic: FaqTopic | undefined) {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (topic) params.set('topic', topic);
  return useQuery({
    queryKey: buildingKeys.faq(q, topic),
    queryFn: ({ signal }) => api<Items<FaqItem>>(`/faq?${params.toString()}`, { signal }),
    select: (data) => data.items,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
