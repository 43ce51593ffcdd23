import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Created, Done } from '@tea/shared/answers';
import type {
  PtMoveRequest,
  PtPackage,
  PtPackageList,
  PtPackageRequest,
  PtSessionRequest,
  PtSlots,
  PtTrainer,
  PtTrainerList,
} from '@tea/shared/wellness/pt.schema';
import { seoulDate } from '@tea/shared/calendar';
import { addDays } from '@tea/shared/reservations/reservation.rules';
import { PT_SLOT_RANGE_MAX_DAYS } from '@tea/shared/wellness/pt.rules';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api-client';

export type { PtPackage, PtSlots, PtTrainer };

const v2 = { base: 'v2' } as const;
/** The PT queries' key (the memberships' changes refresh them too). */
export const PT_KEY = ['pt'] as const;
const KEY = PT_KEY;

/** The bookable trainers with their weekly hours (names in the page's language). */
export function usePtTrainers() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...KEY, 'trainers', i18n.language],
    queryFn: ({ signal }) => api<PtTrainerList>('/wellness/pt/trainers', { ...v2, signal }),
  });
}

/** A trainer's free session starts on one day. */
export function usePtSlots(trainerId: number | null, date: string) {
  return useQuery({
    queryKey: [...KEY, 'slots', trainerId, date],
    queryFn: ({ signal }) => api<PtSlots>(`/wellness/pt/slots?trainerId=${trainerId}&from=${date}&to=${date}`, { ...v2, signal }),
    enabled: trainerId !== null && /^\d{4}-\d{2}-\d{2}$/.test(date),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
}

/**
 * A trainer's free session starts over the next two weeks (the most one request may ask), from which the
 * booking form takes the first that can still be changed once booked.
 */
export function usePtUpcomingSlots(trainerId: number | null) {
  const today = seoulDate();
  const to = addDays(today, PT_SLOT_RANGE_MAX_DAYS - 1);
  return useQuery({
    queryKey: [...KEY, 'slots', trainerId, today, to],
    queryFn: ({ signal }) => api<PtSlots>(`/wellness/pt/slots?trainerId=${trainerId}&from=${today}&to=${to}`, { ...v2, signal }),
    enabled: trainerId !== null,
    retry: false,
  });
}

export function useMyPtPackages() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...KEY, 'mine', i18n.language],
    queryFn: ({ signal }) => api<PtPackageList>('/wellness/pt/packages', { ...v2, signal }),
  });
}

export function usePtPackage(id: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...KEY, 'one', id, i18n.language],
    queryFn: ({ signal }) => api<PtPackage>(`/wellness/pt/packages/${id}`, { ...v2, signal }),
    retry: false,
    staleTime: 0,
  });
}

function usePtMutation<V, R>(call: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export const useBuyPtPackage = () =>
  usePtMutation((body: PtPackageRequest) => api<Created>('/wellness/pt/packages', { ...v2, method: 'POST', body }));
export const useBookPtSession = () =>
  usePtMutation((body: PtSessionRequest) => api<Created>('/wellness/pt/sessions', { ...v2, method: 'POST', body }));
export const useMovePtSession = () =>
  usePtMutation(({ id, ...body }: PtMoveRequest & { id: number }) =>
    api<Done>(`/wellness/pt/sessions/${id}`, { ...v2, method: 'PUT', body }),
  );
export const useCancelPtSession = () =>
  usePtMutation((id: number) => api<Done>(`/wellness/pt/sessions/${id}/cancel`, { ...v2, method: 'POST' }));
