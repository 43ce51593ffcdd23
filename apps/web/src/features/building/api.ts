import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api-client';

/** A paid or free service of the building (car wash, shoe care, umbrella, mailroom). */
export interface OtherService {
  slug: string;
  nameKo: string;
  nameEn: string;
  descriptionKo: string;
  descriptionEn: string;
  locationKo: string;
  locationEn: string;
  hours: string;
  /** Integer KRW a month; null means the service is free. */
  monthlyPrice: number | null;
}

/** One line of the contact directory. */
export interface Contact {
  slug: string;
  categoryKo: string;
  categoryEn: string;
  nameKo: string;
  nameEn: string;
  phone: string;
  hoursKo: string;
  hoursEn: string;
}

export const buildingKeys = {
  otherServices: ['building', 'other-services'] as const,
  contacts: ['building', 'contacts'] as const,
};

export function useOtherServices() {
  return useQuery({
    queryKey: buildingKeys.otherServices,
    queryFn: ({ signal }) => api<{ items: OtherService[] }>('/building/other-services', { signal }),
    select: (data) => data.items,
    staleTime: 10 * 60_000,
  });
}

export function useContacts() {
  return useQuery({
    queryKey: buildingKeys.contacts,
    queryFn: ({ signal }) => api<{ items: Contact[] }>('/building/contacts', { signal }),
    select: (data) => data.items,
    staleTime: 10 * 60_000,
  });
}
