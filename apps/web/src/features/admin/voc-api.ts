import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CannedReplyList,
  CannedReplyRequest,
  ComplaintBulkAssigned,
  ComplaintList,
  ComplaintNoteList,
  ComplaintThread,
  SlaTargetList,
  SlaTargets,
  StaffList,
} from '@tea/shared/voc/complaint.schema';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api-client';
import { queryString } from './api';

const KEY = ['admin', 'voc'] as const;

export interface ComplaintFilters {
  page: number;
  /** An allow-listed column (`-floor`: descending); newest first without one. */
  sort?: string;
  type?: string;
  floor?: string;
  companyId?: string;
  status?: string;
  sla?: string;
  /** `me`, `none` or a staff id (decision 0057). */
  assignee?: string;
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

function useVocMutation<V, R = unknown>(call: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export function useAssignComplaint() {
  return useVocMutation(({ id, assigneeId }: { id: number; assigneeId: number }) =>
    api<ComplaintBulkAssigned>(`/admin/voc/complaints/${id}/assign`, { method: 'POST', body: { assigneeId } }),
  );
}

/** Several complaints to one staff member at once (all or none). */
export function useBulkAssignComplaints() {
  return useVocMutation(({ ids, assigneeId }: { ids: number[]; assigneeId: number }) =>
    api<ComplaintBulkAssigned>('/admin/voc/complaints/assign', { method: 'POST', body: { ids, assigneeId } }),
  );
}

/** The desk's internal notes on a complaint. */
export function useComplaintNotes(id: number) {
  return useQuery({
    queryKey: [...KEY, 'notes', id],
    queryFn: ({ signal }) => api<ComplaintNoteList>(`/admin/voc/complaints/${id}/notes`, { signal }),
    staleTime: 0,
  });
}

export function useAddComplaintNote() {
  return useVocMutation(({ id, body }: { id: number; body: string }) =>
    api<ComplaintNoteList>(`/admin/voc/complaints/${id}/notes`, { method: 'POST', body: { body } }),
  );
}

export function useCannedReplies() {
  return useQuery({
    queryKey: [...KEY, 'replies'],
    queryFn: ({ signal }) => api<CannedReplyList>('/admin/voc/replies', { signal }),
  });
}

/** Adds (id null) or edits a canned reply. */
export function useSaveCannedReply() {
  return useVocMutation(({ id, input }: { id: number | null; input: CannedReplyRequest }) =>
    api<CannedReplyList>(id === null ? '/admin/voc/replies' : `/admin/voc/replies/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body: input,
    }),
  );
}

export function useDeleteCannedReply() {
  return useVocMutation((id: number) => api<CannedReplyList>(`/admin/voc/replies/${id}`, { method: 'DELETE' }));
}

export function useAnswerComplaint() {
  return useVocMutation(({ id, body }: { id: number; body: string }) =>
    api(`/admin/voc/complaints/${id}/answers`, { method: 'POST', body: { body } }),
  );
}

export function useSaveSlaTargets() {
  return useVocMutation((input: SlaTargets) => api<SlaTargetList>('/admin/voc/sla-targets', { method: 'PUT', body: input }));
}
