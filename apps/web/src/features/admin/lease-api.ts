import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeaseInquiryDetail, LeaseInquiryList, LeaseStatusChange } from '@tea/shared/lease/lease-inquiry.schema';
import { api } from '../../shared/api-client';
import { queryString } from './api';

const KEY = ['admin', 'lease'] as const;

/** The lease pipeline under the address's filters, with the count of withdrawn inquiries. */
export function useLeaseInquiries(filters: { page: number; status?: string; occupancy?: string; sort?: string }) {
  return useQuery({
    queryKey: [...KEY, 'list', filters],
    queryFn: ({ signal }) => api<LeaseInquiryList>(`/admin/lease-inquiries${queryString({ ...filters })}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useLeaseInquiry(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: ({ signal }) => api<LeaseInquiryDetail>(`/admin/lease-inquiries/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function useMoveLeaseInquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: LeaseStatusChange & { id: number }) =>
      api(`/admin/lease-inquiries/${id}/status`, { method: 'POST', body: change }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
