import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComplaintList, ComplaintThread, SlaTargetList, SlaTargets, StaffList } from '@tea/shared/voc/complaint.schema';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api-client';
import { queryString } from './api';

const KEY = ['admin', 'voc'] as const;

export interface ComplaintFilters {
  page: number;
  type?: string;
  floor?: string;
  companyId?: string;
  status?: string;
  sla?: string;
}

/** The complaint queue under the address's filters (company names translated). */
export function useAdminComplaints(filters: ComplaintFilters) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...KEY, 'queue', filters, i18n.language],
    queryFn: ({ signal }) => api<ComplaintList>(`/admin/voc/complaints${queryString({ ...filters })}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useComplaintForOffice(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...KEY, 'thread', id, i18n.language],
    queryFn: ({ signal }) => api<ComplaintThread>(`/voc/complaints/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function useVocStaff() {
  return useQuery({
    queryKey: [...KEY, 'staff'],
    queryFn: ({ signal }) => api<StaffList>('/admin/voc/staff', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useSlaTargets() {
  return useQuery({
    queryKey: [...KEY, 'sla'],
    queryFn: ({ signal }) => api<SlaTargetList>('/admin/voc/sla-targets', { signal }),
  });
}

function useVocMutation<V>(call: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export function useAssignComplaint() {
  return useVocMutation(({ id, assigneeId }: { id: number; assigneeId: number }) =>
    api(`/admin/voc/complaints/${id}/assign`, { method: 'POST', body: { assigneeId } }),
  );
}

export function useAnswerComplaint() {
  return useVocMutation(({ id, body }: { id: number; body: string }) =>
    api(`/admin/voc/complaints/${id}/answers`, { method: 'POST', body: { body } }),
  );
}

export function useSaveSlaTargets() {
  return useVocMutation((input: SlaTargets) => api<SlaTargetList>('/admin/voc/sla-targets', { method: 'PUT', body: input }));
}
