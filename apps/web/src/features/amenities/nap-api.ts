import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NapRequest, NapSeatMap, NapStatus } from '@tea/shared/reservations/sleeping-room.schema';
import { api } from '../../shared/api-client';
import { useOwnBooking, useSaveSlot } from './booking-api';

const v2 = { base: 'v2' } as const;
const KEY = ['nap'] as const;

/** The person's side of the nap room, a no-show restriction and whether bookings are taken now. */
/** The person's side and what blocks booking now; asked only of tenant staff (`enabled`), who book. */
export function useNapStatus(enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...KEY, 'status'],
    queryFn: ({ signal }) => api<NapStatus>('/reservations/sleeping-room/status', { ...v2, signal }),
    staleTime: 0,
  });
}

/** The seats of the person's side, free or taken at an hour today (no names); `except`: the booking being moved. */
export function useNapSeats(date: string, start: string, end: string, except: number | null) {
  const query = `date=${date}&start=${start}&end=${end}${except ? `&except=${except}` : ''}`;
  return useQuery({
    queryKey: [...KEY, 'seats', date, start, end, except],
    queryFn: ({ signal }) => api<NapSeatMap>(`/reservations/sleeping-room/seats?${query}`, { ...v2, signal }),
    enabled: date !== '' && start !== '',
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
}

/** Books (id null) or moves the booking `id`. */
export const useSaveNap = (id: number | null) => useSaveSlot<NapRequest>(KEY, '/reservations/sleeping-room', id);

/** One of the person's bookings (a reservation of the core), to move it. */
export const useNapBooking = (id: number | null) => useOwnBooking(KEY, id);
