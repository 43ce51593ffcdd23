import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api-client';

/** The lease inquiry's public calls (issue 17): the form-start token, the inquiry, the withdrawal link. */

export const formToken = () => api<{ token: string }>('/lease-inquiries/form-token').then((a) => a.token);

export interface LeaseInquiryBody {
  writer: string;
  email: string;
  contact: string;
  occupancy: string;
  moveInDate: string;
  area: string;
  sectors: string[];
  title: string;
  detail: string;
  consent: boolean;
  formToken: string;
  website: string;
}

export const sendInquiry = (body: LeaseInquiryBody) => api<{ sent: true }>('/lease-inquiries', { method: 'POST', body });

export interface WithdrawalView {
  title: string;
  createdAt: string;
}

const withdrawalPath = (code: string) => `/lease-inquiries/withdrawals/${encodeURIComponent(code)}`;

/** What a withdrawal link withdraws (404 once withdrawn: the query fails, never retried). */
export function useWithdrawal(code: string) {
  return useQuery({
    queryKey: ['lease-withdrawal', code],
    queryFn: () => api<WithdrawalView>(withdrawalPath(code)),
    retry: false,
  });
}

export function useWithdraw(code: string) {
  return useMutation({ mutationFn: () => api<{ withdrawn: true }>(withdrawalPath(code), { method: 'POST' }) });
}
