import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Done } from '@tea/shared/answers';
import type {
  AdminApplication,
  AdminApplicationList,
  AdminEvent,
  AdminEventList,
  EventInput,
} from '@tea/shared/events/event.schema';
import { api } from '../../shared/api-client';

export type { AdminApplication, AdminEvent, EventInput };

const KEY = ['admin', 'events'] as const;

/** Every event (both languages), found by a partial word. */
export function useAdminEvents(q: string) {
  return useQuery({
    queryKey: [...KEY, 'list', q],
    queryFn: ({ signal }) => api<AdminEventList>(`/admin/events${q ? `?q=${encodeURIComponent(q)}` : ''}`, { signal }),
    staleTime: 0,
  });
}

/** An event's applicants, confirmed and in line. */
export function useEventApplicants(id: number) {
  return useQuery({
    queryKey: [...KEY, 'applicants', id],
    queryFn: ({ signal }) => api<AdminApplicationList>(`/admin/events/${id}/applications`, { signal }),
    staleTime: 0,
  });
}

function useEventsMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export function useSaveEvent() {
  return useEventsMutation(({ id, input }: { id: number | null; input: EventInput }) =>
    id === null
      ? api<AdminEvent>('/admin/events', { method: 'POST', body: input })
      : api<AdminEvent>(`/admin/events/${id}`, { method: 'PUT', body: input }),
  );
}

export function useCancelApplicant(eventId: number) {
  return useEventsMutation((applicationId: number) =>
    api<Done>(`/admin/events/${eventId}/applications/${applicationId}/cancel`, { method: 'POST' }),
  );
}
