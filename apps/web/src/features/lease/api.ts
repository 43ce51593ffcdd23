import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  LeaseFormTokenAnswer,
  LeaseInquiryRequestInput,
  LeaseWithdrawalView,
  LeaseWithdrawn,
} from '@tea/shared/lease/lease-inquiry.schema';
import type { Sent } from '@tea/shared/answers';
import { api } from '../../shared/api-client';

/** The lease inquiry's public calls (issue 17): the form-start token, the inquiry, the withdrawal link. */

export const formToken = () => api<LeaseFormTokenAnswer>('/lease-inquiries/form-token').then((a) => a.token);

export const sendInquiry = (body: LeaseInquiryRequestInput) => api<Sent>('/lease-inquiries', { method: 'POST', body });

const withdrawalPath = (code: string) => `/lease-inquiries/withdrawals/${encodeURIComponent(code)}`;

/** What a withdrawal link withdraws (404 once withdrawn: the query fails, never retried). */
export function useWithdrawal(code: string) {
  return useQuery({
    queryKey: ['lease-withdrawal', code],
    queryFn: () => api<LeaseWithdrawalView>(withdrawalPath(code)),
    retry: false,
  });
}

export function useWithdraw(code: string) {
  return useMutation({ mutationFn: () => api<LeaseWithdrawn>(withdrawalPath(code), { method: 'POST' }) });
}
