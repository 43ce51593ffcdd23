import { useQuery } from '@tanstack/react-query';
import type { Contact, OtherService } from '@tea/shared/building/building.responses';
import { api } from '../../shared/api-client';

export type { Contact, OtherService };

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
