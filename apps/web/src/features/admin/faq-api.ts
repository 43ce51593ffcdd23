import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Items } from '@tea/shared/answers';
import type { AdminFaqItem, FaqInput } from '@tea/shared/faq/faq.schema';
import { api } from '../../shared/api-client';
import { queryString, useAdminMutation } from './api';

export type { AdminFaqItem };

/** Every FAQ entry for the CMS (drafts included), searched and by topic. */
export function useAdminFaq(filters: { q?: string; topic?: string }) {
  return useQuery({
    queryKey: ['admin', 'faq', filters],
    queryFn: ({ signal }) => api<Items<AdminFaqItem>>(`/admin/faq${queryString(filters)}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useSaveFaq() {
  return useAdminMutation(({ id, input }: { id: number | null; input: FaqInput }) =>
    id === null ? api('/admin/faq', { method: 'POST', body: input }) : api(`/admin/faq/${id}`, { method: 'PUT', body: input }),
  );
}

export function useDeleteFaq() {
  return useAdminMutation((id: number) => api(`/admin/faq/${id}`, { method: 'DELETE' }));
}
