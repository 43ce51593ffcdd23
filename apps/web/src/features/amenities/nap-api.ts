import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Gender } from '@tea/shared/accounts/account.rules';
import { boardOf } from '@tea/shared/dashboards/board.schema';
import type { NapRequest, NapSeatMap, NapStatus } from '@tea/shared/reservations/sleeping-room.schema';
import { api } from '../../shared/api-client';
import { useOwnBooking, useSaveSlot } from './booking-api';
import { storage } from '../../shared/storage';
import { useLiveQuery } from '../../shared/live-board';

const v2 = { base: 'v2' } as const;
const KEY = ['nap'] as const;

/**
 * The person's side of the nap room, a no-show restriction, whether bookings are taken now and what the
 * one rule asks (decision 0059); `except`: the booking being changed (tenant staff's own: the page asks only for them).
 */
export function useNapStatus(except: number | null = null) {
  const query = except ? `?except=${except}` : '';
  return useQuery({
    queryKey: [...KEY, 'status', except],
    queryFn: async ({ signal }) =>
      rememberBlock(await api<NapStatus>(`/reservations/sleeping-room/status${query}`, { ...v2, signal })),
    staleTime: 0,
  });
}

/**
 * Keeps the spec's browser copy of a nap-room ban (§7: the sleeping-room block status and date) in step
 * with the server's answer, which alone decides: set while a no-show restricts the person, removed once
 * it ends or is waived. Cleared with the other user values at logout.
 */
export function rememberBlock(status: NapStatus): NapStatus {
  if (status.restrictedUntil) {
    storage.set('sleepingRoomBlockStatus', 'blocked');
    storage.set('sleepingRoomBlockDate', status.restrictedUntil);
  } else {
    storage.remove('sleepingRoomBlockStatus');
    storage.remove('sleepingRoomBlockDate');
  }
  return status;
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

/** Books a seat (id null) or moves the booking `id`. */
export const useSaveNap = (id: number | null) => useSaveSlot<NapRequest>(KEY, '/reservations/sleeping-room', id);

/** One of the person's nap-room bookings (a reservation of the core), to move it. */
export const useNapBooking = (id: number | null) => useOwnBooking(KEY, id);

/** The seat map follows the stream of the person's side of the room (shared/live-board.ts). */
export function useLiveNapSeats(gender: Gender) {
  useLiveQuery(boardOf('sleepingRoom', gender), [...KEY, 'seats']);
}
