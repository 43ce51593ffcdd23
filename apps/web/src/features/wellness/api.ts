import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Created } from '@tea/shared/answers';
import type { Cancelled, ReservationPage, ReservationView } from '@tea/shared/reservations/reservation.responses';
import type { FitnessSeatMap, FitnessSeatRequest } from '@tea/shared/wellness/fitness-seat.schema';
import type { ColleagueList, MembershipState, TransferList, WithdrawalResult } from '@tea/shared/wellness/membership.responses';
import type { HoldingKind } from '@tea/shared/wellness/membership.rules';
import type { SuspensionRequest, TransferRequest } from '@tea/shared/wellness/membership.schema';
import type { RentalMap, RentalPage, RentalQuote, RentalView } from '@tea/shared/wellness/rental.responses';
import type { RentalKind } from '@tea/shared/wellness/rental.rules';
import type { RentalRequest } from '@tea/shared/wellness/rental.schema';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api-client';
import { PT_KEY } from './pt-api';

export type { FitnessSeatMap, RentalMap, RentalQuote, RentalView, ReservationView };

const v2 = { base: 'v2' } as const;
const KEY = ['rentals'] as const;

/** The units of a kind, free or taken for the period (no names). */
export function useRentalMap(kind: RentalKind, start: string, months: number) {
  return useQuery({
    queryKey: [...KEY, 'map', kind, start, months],
    queryFn: ({ signal }) =>
      api<RentalMap>(`/wellness/rentals/map?kind=${kind}&start=${start}&months=${months}`, { ...v2, signal }),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(start) && [1, 3, 12].includes(months),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export const quoteRental = (body: RentalRequest) => api<RentalQuote>('/wellness/rentals/quote', { ...v2, method: 'POST', body });

export function useRent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RentalRequest) => api<RentalView>('/wellness/rentals', { ...v2, method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** One of the person's rentals (its texts are in the request's language). */
export function useRental(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...KEY, 'one', id, i18n.language],
    queryFn: ({ signal }) => api<RentalView>(`/wellness/rentals/${id}`, { ...v2, signal }),
    enabled: id !== null,
    retry: false,
  });
}

export function useMyRentals(kind: RentalKind, page: number, size = 10) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...KEY, 'mine', kind, page, size, i18n.language],
    queryFn: ({ signal }) => api<RentalPage>(`/wellness/rentals?kind=${kind}&page=${page}&size=${size}`, { ...v2, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Cancels a rental before its start, through the reservation core (free until the day before). */
export function useCancelRental() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<Cancelled>(`/reservations/${id}/cancel`, { ...v2, method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** The fitness seats, free or taken at a time today (no names). */
export function useFitnessSeats(date: string, start: string, end: string, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'seats', date, start, end],
    queryFn: ({ signal }) =>
      api<FitnessSeatMap>(`/wellness/fitness-seats?date=${date}&start=${start}&end=${end}`, { ...v2, signal }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
}

export function useBookSeat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FitnessSeatRequest) => api<Created>('/wellness/fitness-seats', { ...v2, method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** One of the person's fitness seat bookings (a reservation of the core). */
export function useSeatBooking(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...KEY, 'seat', id, i18n.language],
    queryFn: ({ signal }) => api<ReservationView>(`/reservations/${id}`, { ...v2, signal }),
    enabled: id !== null,
    retry: false,
  });
}

export function useMySeats(page: number, size = 10) {
  return useMyBookings('amenity=fitnessSeat', page, size);
}

/** The person's golf seats and lessons (the golf tab: the registry's kinds of that tab, decision 0033). */
export function useMyGolf(page: number, size = 10) {
  return useMyBookings('wellnessTab=golf', page, size);
}

function useMyBookings(filter: string, page: number, size: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...KEY, 'my-bookings', filter, page, size, i18n.language],
    queryFn: ({ signal }) => api<ReservationPage>(`/me/reservations?${filter}&page=${page}&size=${size}`, { ...v2, signal }),
    placeholderData: keepPreviousData,
    // Read afresh each time the tab opens: the bookings are made and moved on other features' pages.
    staleTime: 0,
  });
}

/* Memberships (decision 0029): suspend, transfer and withdraw a holding; answer a transfer offered. */
const MEMBERSHIP_KEY = ['memberships'] as const;

/** A holding's membership state: its suspension, waiting transfer, and what each action would do now. */
export function useMembership(kind: HoldingKind, id: number, enabled = true) {
  return useQuery({
    queryKey: [...MEMBERSHIP_KEY, kind, id],
    queryFn: ({ signal }) => api<MembershipState>(`/wellness/memberships/${kind}/${id}`, { ...v2, signal }),
    enabled,
  });
}

/** Refreshes the rentals, PT packages and memberships after a change (the last day, the holder or the state moved). */
function useMembershipChange<T, V>(mutationFn: (vars: V) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: MEMBERSHIP_KEY }),
        client.invalidateQueries({ queryKey: KEY }),
        client.invalidateQueries({ queryKey: PT_KEY }),
      ]);
    },
  });
}

type HoldingRef = { kind: HoldingKind; id: number };

export const useSuspend = () =>
  useMembershipChange(({ kind, id, ...body }: HoldingRef & SuspensionRequest) =>
    api<MembershipState>(`/wellness/memberships/${kind}/${id}/suspend`, { ...v2, method: 'POST', body }),
  );

export const useOfferTransfer = () =>
  useMembershipChange(({ kind, id, loginId }: HoldingRef & TransferRequest) =>
    api<MembershipState>(`/wellness/memberships/${kind}/${id}/transfer`, { ...v2, method: 'POST', body: { loginId } }),
  );

export const useWithdrawHolding = () =>
  useMembershipChange(({ kind, id }: HoldingRef) =>
    api<WithdrawalResult>(`/wellness/memberships/${kind}/${id}/withdraw`, { ...v2, method: 'POST' }),
  );

/** Transfers offered to the person, and their own waiting offers. */
export function useTransfers() {
  return useQuery({
    queryKey: [...MEMBERSHIP_KEY, 'transfers'],
    queryFn: ({ signal }) => api<TransferList>('/wellness/memberships/transfers', { ...v2, signal }),
  });
}

export const useAnswerTransfer = () =>
  useMembershipChange(({ id, answer }: { id: number; answer: 'accept' | 'decline' | 'withdraw' }) =>
    api<TransferList>(`/wellness/memberships/transfers/${id}/${answer}`, { ...v2, method: 'POST' }),
  );

/** The approved colleagues a holding may be offered to (the transfer dialog's list). */
export function useColleagues(enabled: boolean) {
  return useQuery({
    queryKey: [...MEMBERSHIP_KEY, 'colleagues'],
    queryFn: ({ signal }) => api<ColleagueList>('/wellness/memberships/colleagues', { ...v2, signal }),
    enabled,
    staleTime: 60_000,
  });
}
