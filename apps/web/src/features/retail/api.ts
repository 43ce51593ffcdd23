import { useQuery } from '@tanstack/react-query';
import type { RetailCategory } from '@tea/shared/retail/retail.rules';
import type { RetailTenantDetail, RetailTenantList, RetailTenantSummary } from '@tea/shared/retail/retail.schema';
import { api } from '../../shared/api-client';

export type { RetailTenantDetail, RetailTenantSummary };

/** The filters of the mall's list, as the address and the API write them (`B1`, `cafe`). */
export interface RetailFilters {
  floor: string | null;
  category: RetailCategory | null;
}

export const retailKeys = {
  list: (filters: RetailFilters) => ['retail-tenants', filters.floor ?? '', filters.category ?? ''] as const,
  one: (id: number) => ['retail-tenants', 'one', id] as const,
};

/** The published tenants on a floor and of a category (both texts come with each, the page picks). */
export function useRetailTenants(filters: RetailFilters) {
  return useQuery({
    queryKey: retailKeys.list(filters),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams();
      if (filters.floor) query.set('floor', filters.floor);
      if (filters.category) query.set('category', filters.category);
      const search = query.toString();
      return api<RetailTenantList>(`/retail-tenants${search ? `?${search}` : ''}`, { signal });
    },
    select: (data) => data.items,
    staleTime: 60_000,
  });
}

export function useRetailTenant(id: number) {
  return useQuery({
    queryKey: retailKeys.one(id),
    queryFn: ({ signal }) => api<RetailTenantDetail>(`/retail-tenants/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 60_000,
    retry: false,
  });
}
