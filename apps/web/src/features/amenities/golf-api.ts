import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GolfAvailability, GolfRequest, GolfStatus } from '@tea/shared/reservations/golf.schema';
import type { ReservationView } from '@tea/shared/reservations/reservation.responses';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api-client';

const v2 = { base: 'v2' } as const;
const KEY = ['golf'] as const;

/** A no-show restriction of each golf kind and their booking windows; asked only of tenant staff (`enabled`), who book. */
export function useGolfStatus(enabled = true) {
  return useQuery({
    enabled,
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

/** Books a bay or a lesson (id null) or moves the booking `id`. */
export function useSaveGolf(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: GolfRequest) =>
      id === null
        ? api<{ id: number }>('/reservations/golf', { ...v2, method: 'POST', body })
        : (await api<null>(`/reservations/golf/${id}`, { ...v2, method: 'PUT', body }), { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** One of the person's golf bookings (a reservation of the core), to move it. */
export function useGolfBooking(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...KEY, 'booking', id, i18n.language],
    queryFn: ({ signal }) => api<ReservationView>(`/reservations/${id}`, { ...v2, signal }),
    enabled: id !== null,
    retry: false,
  });
}
