import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConferenceRequestInput, LoungeRequest } from '@tea/shared/reservations/reservation.schema';
import type { Amenity } from '@tea/shared/reservations/reservation.rules';
import type { Created } from '@tea/shared/answers';
import type { EmployeeList } from '@tea/shared/accounts/employee.schema';
import type { MyNotifications } from '@tea/shared/accounts/profile.schema';
import { seoulDate } from '@tea/shared/calendar';
import { useTranslation } from 'react-i18next';
import type {
  Allowance,
  Availability,
  CancellationTermsView as CancellationTerms,
  Cancelled,
  ConferencePass,
  ConferenceRoom,
  LoungeDay,
  LoungeInfo,
  Quote,
  ReservationPage,
  ReservationView as Reservation,
  ResourceExtra,
} from '@tea/shared/reservations/reservation.responses';
import { api } from '../../shared/api-client';

export type { Availability, CancellationTerms, ConferenceRoom, LoungeDay, LoungeInfo, Quote, Reservation, ResourceExtra };

const v2 = { base: 'v2' } as const;
const KEY = ['reservations'] as const;

export function useConferenceRooms() {
  return useQuery({
    queryKey: [...KEY, 'rooms'],
    queryFn: ({ signal }) => api<ConferenceRoom[]>('/amenities/conference-rooms', { ...v2, signal }),
    staleTime: 60_000,
  });
}

export function useAvailability(date: string) {
  return useQuery({
    queryKey: [...KEY, 'availability', date],
    queryFn: ({ signal }) => api<Availability>(`/amenities/conference-rooms/availability?date=${date}`, { ...v2, signal }),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The company's free conference hours this month (its own allowance: one hour on a split floor); asked only by tenant staff. */
export function useConferenceAllowance(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [...KEY, 'allowance'],
    queryFn: ({ signal }) => api<Allowance>('/amenities/conference-rooms/allowance', { ...v2, signal }),
    staleTime: 0,
  });
}

/** The lounge's held times on a day, shown before a time is chosen. */
export function useLoungeDay(date: string) {
  return useQuery({
    queryKey: [...KEY, 'lounge-day', date],
    queryFn: ({ signal }) => api<LoungeDay>(`/amenities/executive-lounge/availability?date=${date}`, { ...v2, signal }),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useLounge() {
  return useQuery({
    queryKey: [...KEY, 'lounge'],
    queryFn: ({ signal }) => api<LoungeInfo>('/amenities/executive-lounge', { ...v2, signal }),
    staleTime: 60_000,
  });
}

export function useReservation(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: ({ signal }) => api<Reservation>(`/reservations/${id}`, { ...v2, signal }),
    enabled: id !== null && id > 0,
    staleTime: 0,
  });
}

export function useHistory(amenity: Amenity | null, page: number, size = 10) {
  return useQuery({
    queryKey: [...KEY, 'history', amenity, page, size],
    queryFn: ({ signal }) =>
      api<ReservationPage>(`/me/reservations?amenity=${amenity}&page=${page}&size=${size}`, { ...v2, signal }),
    enabled: amenity !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useCancellationTerms(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'cancellation', id],
    queryFn: ({ signal }) => api<CancellationTerms>(`/reservations/${id}/cancellation`, { ...v2, signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** Everything that changes a reservation refreshes the lists, the day's grid and the reservation itself. */
function useChanging<V, R>(fn: (values: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export const quoteConference = (body: ConferenceRequestInput, exceptId?: number) =>
  api<Quote>(`/reservations/conference/quote${exceptId ? `?exceptId=${exceptId}` : ''}`, { ...v2, method: 'POST', body });

export function useSaveConference(id: number | null) {
  return useChanging((body: ConferenceRequestInput) =>
    id
      ? api<void>(`/reservations/conference/${id}`, { ...v2, method: 'PUT', body }).then(() => ({ id }))
      : api<Created>('/reservations/conference', { ...v2, method: 'POST', body }),
  );
}

export const quoteLounge = (body: LoungeRequest) => api<Quote>('/reservations/lounge/quote', { ...v2, method: 'POST', body });

export function useSaveLounge(id: number | null) {
  return useChanging((body: LoungeRequest) =>
    id
      ? api<void>(`/reservations/lounge/${id}`, { ...v2, method: 'PUT', body }).then(() => ({ id }))
      : api<Created>('/reservations/lounge', { ...v2, method: 'POST', body }),
  );
}

export function useCancelReservation() {
  return useChanging((id: number) => api<Cancelled>(`/reservations/${id}/cancel`, { ...v2, method: 'POST' }));
}

/** The public QR view of a conference booking (no login: the code is the key). */
export function useConferenceQr(code: string) {
  return useQuery({
    queryKey: [...KEY, 'qr', code],
    queryFn: ({ signal }) => api<ConferencePass>(`/conference-qr/${code}`, { signal }),
    refetchInterval: 60_000,
  });
}

/** The person's next bookings (pending or confirmed, today or later), for the tenant-service home. */
export function useUpcoming(size = 5) {
  return useQuery({
    queryKey: [...KEY, 'upcoming', size],
    queryFn: async ({ signal }) => {
      const { items } = await api<ReservationPage>(`/me/reservations?page=1&size=${size}`, { ...v2, signal });
      const today = seoulDate();
      return items.filter((r) => (r.status === 'pending' || r.status === 'confirmed') && r.date >= today);
    },
    staleTime: 0,
  });
}

/** How many sign-ups of the tenant manager's company wait for approval. */
export function usePendingSignups(enabled: boolean) {
  return useQuery({
    queryKey: ['employees', 'pending-count'],
    queryFn: ({ signal }) => api<EmployeeList>('/employees?status=pending&size=1', { signal }).then((r) => r.total),
    enabled,
    staleTime: 0,
  });
}

/** The latest in-app notifications, for the tenant-service home (in the page's language, like the bell). */
export function useRecentNotifications() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['me', 'notifications', 'recent', i18n.language],
    queryFn: ({ signal }) => api<MyNotifications>('/me/notifications?limit=3', { signal }),
    staleTime: 0,
  });
}
