import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Done } from '@tea/shared/answers';
import type { ComplaintStatus } from '@tea/shared/voc/complaint.rules';
import type {
  ComplaintCreated,
  ComplaintList,
  ComplaintRated,
  ComplaintRequest,
  ComplaintThread,
  FollowUpRequest,
} from '@tea/shared/voc/complaint.schema';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api-client';

export type { ComplaintList, ComplaintThread };

const KEY = ['complaints'] as const;

/** One page of the person's own complaints (company names translated). */
export function useMyComplaints({ status, page }: { status: ComplaintStatus | ''; page: number }) {
  const { i18n } = useTranslation();
  const search = new URLSearchParams({ page: String(page) });
  if (status) search.set('status', status);
  return useQuery({
    queryKey: [...KEY, 'mine', status, page, i18n.language],
    queryFn: ({ signal }) => api<ComplaintList>(`/voc/complaints?${search.toString()}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A complaint's thread. */
export function useComplaintThread(id: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...KEY, 'thread', id, i18n.language],
    queryFn: ({ signal }) => api<ComplaintThread>(`/voc/complaints/${id}`, { signal }),
    staleTime: 0,
    retry: false,
  });
}

function useComplaintMutation<V, R>(call: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export function useFileComplaint() {
  return useComplaintMutation((body: ComplaintRequest) => api<ComplaintCreated>('/voc/complaints', { method: 'POST', body }));
}

export function useFollowUp(id: number) {
  return useComplaintMutation((body: FollowUpRequest) =>
    api<ComplaintCreated>(`/voc/complaints/${id}/follow-ups`, { method: 'POST', body }),
  );
}

export function useRateComplaint(id: number) {
  return useComplaintMutation((rating: number) =>
    api<ComplaintRated>(`/voc/complaints/${id}/rating`, { method: 'POST', body: { rating } }),
  );
}

export function useResolveComplaint(id: number) {
  return useComplaintMutation(() => api<Done>(`/voc/complaints/${id}/resolve`, { method: 'POST' }));
}
