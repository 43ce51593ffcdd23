import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRetailTenant, AdminRetailTenantList, RetailTenantInput } from '@tea/shared/retail/retail.schema';
import { api } from '../../shared/api-client';

export type { AdminRetailTenant };

const KEY = ['admin', 'retail-tenants'] as const;

/** Every retail tenant, drafts too, in the mall's order. */
export function useOfficeRetailTenants() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api<AdminRetailTenantList>('/admin/retail-tenants', { signal }),
    select: (data) => data.items,
  });
}

/** The public pages' answers change with the office's: their cache goes too. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: KEY }), client.invalidateQueries({ queryKey: ['retail-tenants'] })]);
}

/** Adds a tenant (id null) or replaces one. */
export function useSaveRetailTenant() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: RetailTenantInput }) =>
      id === null
        ? api<AdminRetailTenant>('/admin/retail-tenants', { method: 'POST', body: input })
        : api<AdminRetailTenant>(`/admin/retail-tenants/${id}`, { method: 'PUT', body: input }),
    onSuccess: refresh,
  });
}

export function usePublishRetailTenant() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      api<AdminRetailTenant>(`/admin/retail-tenants/${id}/published`, { method: 'PATCH', body: { published } }),
    onSuccess: refresh,
  });
}

/** The tenants named, in this order (a floor's order). */
export function useOrderRetailTenants() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (ids: number[]) => api<null>('/admin/retail-tenants/order', { method: 'PUT', body: { ids } }),
    onSuccess: refresh,
  });
}

export function useDeleteRetailTenant() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api<null>(`/admin/retail-tenants/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
