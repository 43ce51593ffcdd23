import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  GxCancelAnswer,
  GxProgram,
  GxProgramList,
  GxRegistration,
  GxRegistrationCreated,
  GxRegistrationList,
} from '@tea/shared/wellness/gx.schema';
import { useTranslation } from 'react-i18next';
import { api } from '../api-client';

export type { GxProgram, GxProgramList, GxRegistration };

const KEY = ['gx'] as const;

/** The month's GX programs with places taken and the person's own registration (names translated). */
export function useGxPrograms(month: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...KEY, 'programs', month, i18n.language],
    queryFn: ({ signal }) => api<GxProgramList>(`/wellness/gx/programs?month=${month}`, { base: 'v2', signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** One program (the registration page). */
export function useGxProgram(id: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...KEY, 'program', id, i18n.language],
    queryFn: ({ signal }) => api<GxProgram>(`/wellness/gx/programs/${id}`, { base: 'v2', signal }),
    staleTime: 0,
    retry: false,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** The person's registrations, newest first. */
export function useMyGxRegistrations() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...KEY, 'mine', i18n.language],
    queryFn: ({ signal }) => api<GxRegistrationList>('/wellness/gx/registrations', { base: 'v2', signal }),
    staleTime: 0,
  });
}

function useGxMutation<V, R>(call: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export function useRegisterGx() {
  return useGxMutation((programId: number) =>
    api<GxRegistrationCreated>('/wellness/gx/registrations', { base: 'v2', method: 'POST', body: { programId } }),
  );
}

export function useCancelGx() {
  return useGxMutation((id: number) =>
    api<GxCancelAnswer>(`/wellness/gx/registrations/${id}/cancel`, { base: 'v2', method: 'POST' }),
  );
}
