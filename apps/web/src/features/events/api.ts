import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Done } from '@tea/shared/answers';
import type {
  ApplicationRequest,
  ApplicationResult,
  EventList,
  MyApplication,
  MyApplicationList,
} from '@tea/shared/events/event.schema';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api-client';

export type { ApplicationResult, EventList, MyApplication };
export type { EventView } from '@tea/shared/events/event.schema';

const KEY = ['events'] as const;

/** The published events (texts in the page's language), found by a partial word. */
export function useEvents(q: string) {
  const { i18n } = useTranslation();
  const search = q ? `?q=${encodeURIComponent(q)}` : '';
  return useQuery({
    queryKey: [...KEY, 'list', q, i18n.language],
    queryFn: ({ signal }) => api<EventList>(`/events${search}`, { signal }),
    staleTime: 0,
  });
}

/** The member's applications (only with a session). */
export function useMyApplications(enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...KEY, 'mine', i18n.language],
    queryFn: ({ signal }) => api<MyApplicationList>('/events/applications/mine', { signal }),
    enabled,
    staleTime: 0,
  });
}

/** The application an e-mail's link opens. */
export function useApplicationByCode(code: string | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...KEY, 'code', code, i18n.language],
    queryFn: ({ signal }) => api<MyApplication>(`/events/applications/by-code/${code}`, { signal }),
    enabled: code !== null,
    retry: false,
  });
}

/** Everything about events is read again after a change (places taken, the line, the person's list). */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}

export function useApply(eventId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ApplicationRequest) => api<ApplicationResult>(`/events/${eventId}/applications`, { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useCancelMine() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api<Done>(`/events/applications/${id}/cancel`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

export function useCancelByCode(code: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => api<Done>(`/events/applications/by-code/${code}/cancel`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

/** Confirms an application made without a login (decision 0055); read again either way (a refusal means the hold ended). */
export function useConfirmByCode(code: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => api<MyApplication>(`/events/applications/by-code/${code}/confirm`, { method: 'POST' }),
    onSettled: refresh,
  });
}
