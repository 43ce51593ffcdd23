import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GolfAvailability, GolfRequest, GolfStatus } from '@tea/shared/reservations/golf.schema';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api-client';
import { useLiveQuery } from '../../shared/live-board';
import { useOwnBooking, useSaveSlot } from './booking-api';

const v2 = { base: 'v2' } as const;
const KEY = ['golf'] as const;

/** A no-show restriction of each golf kind and their booking windows; tenant staff's own (the page asks only for them). */
export function useGolfStatus() {
  return useQuery({
    queryKey: [...KEY, 'status'],
    queryFn: ({ signal }) => api<GolfStatus>('/reservations/golf/status', { ...v2, signal }),
    staleTime: 0,
  });
}

/** The bays and pros with their slots of a day, free or taken (no names; the pros' names in the language); `except`: the booking being moved. */
export function useGolfAvailability(date: string, except: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...KEY, 'availability', date, except, i18n.language],
    queryFn: ({ signal }) =>
      api<GolfAvailability>(`/reservations/golf/availability?date=${date}${except ? `&except=${except}` : ''}`, {
        ...v2,
        signal,
      }),
    enabled: date !== '',
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
}

/** Books (id null) or moves the booking `id`. */
export const useSaveGolf = (id: number | null) => useSaveSlot<GolfRequest>(KEY, '/reservations/golf', id);

/** One of the person's bookings (a reservation of the core), to move it. */
export const useGolfBooking = (id: number | null) => useOwnBooking(KEY, id);

/** The bays' availability follows the golf room's stream (lessons are asked again on the next visit). */
export function useLiveGolfBays() {
  useLiveQuery('golf', [...KEY, 'availability']);
}
