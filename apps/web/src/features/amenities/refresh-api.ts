import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  RefreshBooking,
  RefreshRequest,
  RefreshSeatMap,
  RefreshStatus,
} from '@tea/shared/reservations/refresh-lounge.schema';
import { api } from '../../shared/api-client';
import { useOwnBooking, useSaveSlot } from './booking-api';
import { useLiveQuery } from '../../shared/live-board';

const v2 = { base: 'v2' } as const;
const KEY = ['refresh-lounge'] as const;

/** A no-show restriction and a closed day, before anything is picked; tenant staff's own (the page asks only for them). */
export function useRefreshStatus() {
  return useQuery({
    queryKey: [...KEY, 'status'],
    queryFn: ({ signal }) => api<RefreshStatus>('/reservations/refresh-lounge/status', { ...v2, signal }),
    staleTime: 0,
  });
}

/** The lounge's seats by zone, free or taken at a time today (no names); `except`: the booking being changed. */
export function useRefreshSeats(date: string, start: string, end: string, except: number | null) {
  const query = `date=${date}&start=${start}&end=${end}${except ? `&except=${except}` : ''}`;
  return useQuery({
    queryKey: [...KEY, 'seats', date, start, end, except],
    queryFn: ({ signal }) => api<RefreshSeatMap>(`/reservations/refresh-lounge/seats?${query}`, { ...v2, signal }),
    enabled: date !== '' && start !== '' && end !== '',
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
}

/** Books a seat (id null) or changes the booking `id`. */
export const useSaveRefresh = (id: number | null) => useSaveSlot<RefreshRequest>(KEY, '/reservations/refresh-lounge', id);

/** The booking just made or changed as the core shows it (reference, seat, time), for the done step. */
export const useRefreshBooked = (id: number | null) => useOwnBooking(KEY, id);

/** One's own booking with its seat, equipment and purpose, to change it. */
export function useRefreshBooking(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'booking', id],
    queryFn: ({ signal }) => api<RefreshBooking>(`/reservations/refresh-lounge/${id}`, { ...v2, signal }),
    enabled: id !== null,
    retry: false,
  });
}

/** The seat map follows the refresh lounge's stream (shared/live-board.ts). */
export function useLiveRefreshSeats() {
  useLiveQuery('refresh-lounge', [...KEY, 'seats']);
}
