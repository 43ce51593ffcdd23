import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Created, Done } from '@tea/shared/answers';
import type { GxAttendance, GxCopied, GxProgramInput, GxProgramList, GxRoster } from '@tea/shared/wellness/gx.schema';
import type { AttendanceScanResult } from '@tea/shared/wellness/membership.responses';
import type { GxOfficeCancel } from '@tea/shared/wellness/membership.schema';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api-client';

const KEY = ['admin', 'gx'] as const;

/** The month's GX programs with places taken (names translated). */
export function useAdminGxPrograms(month: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...KEY, 'programs', month, i18n.language],
    queryFn: ({ signal }) => api<GxProgramList>(`/admin/wellness/gx/programs?month=${month}`, { base: 'v2', signal }),
    placeholderData: keepPreviousData,
    enabled: /^\d{4}-\d{2}$/.test(month),
    staleTime: 0,
  });
}

/** A program's roster with attendance. */
export function useGxRoster(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...KEY, 'roster', id, i18n.language],
    queryFn: ({ signal }) => api<GxRoster>(`/admin/wellness/gx/programs/${id}/roster`, { base: 'v2', signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

function useGxMutation<V, R>(call: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export function useSaveGxProgram() {
  return useGxMutation(({ id, input }: { id: number | null; input: GxProgramInput }): Promise<unknown> =>
    id === null
      ? api<Created>('/admin/wellness/gx/programs', { base: 'v2', method: 'POST', body: input })
      : api<Done>(`/admin/wellness/gx/programs/${id}`, { base: 'v2', method: 'PUT', body: input }),
  );
}

export function useCopyGxPrograms() {
  return useGxMutation((month: string) =>
    api<GxCopied>('/admin/wellness/gx/programs/copy', { base: 'v2', method: 'POST', body: { month } }),
  );
}

export function useMarkAttendance() {
  return useGxMutation(({ id, date, attended }: GxAttendance & { id: number }) =>
    api<Done>(`/admin/wellness/gx/registrations/${id}/attendance`, {
      base: 'v2',
      method: 'PUT',
      body: { date, attended },
    }),
  );
}

/** The office cancels one registration with the reason the member reads (the first in line is promoted). */
export function useOfficeCancelGx() {
  return useGxMutation(({ id, reason }: GxOfficeCancel & { id: number }) =>
    api<Done>(`/admin/wellness/gx/registrations/${id}/cancel`, { base: 'v2', method: 'POST', body: { reason } }),
  );
}

/** The fitness desk's scan of a member QR: today's GX session recorded, or why not. */
export function useScanAttendance() {
  return useGxMutation((token: string) =>
    api<AttendanceScanResult>('/admin/wellness/gx/attendance/scan', { base: 'v2', method: 'POST', body: { token } }),
  );
}
