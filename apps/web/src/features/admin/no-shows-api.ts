import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckInAnswer, NoShowList, RestrictionSettings } from '@tea/shared/reservations/check-in.schema';
import type { Amenity } from '@tea/shared/reservations/reservation.rules';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api-client';
import { queryString } from './api';

const KEY = ['admin', 'no-shows'] as const;

/** A page of the no-shows under the address's filters and order (names in the page's language). */
export function useNoShows(filters: { amenity?: string; from?: string; to?: string; page: number; size: number; sort?: string }) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...KEY, 'list', filters, i18n.language],
    queryFn: ({ signal }) => api<NoShowList>(`/admin/no-shows${queryString(filters)}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useRestrictionSettings() {
  return useQuery({
    queryKey: [...KEY, 'settings'],
    queryFn: ({ signal }) => api<RestrictionSettings>('/admin/no-show-settings', { signal }),
    staleTime: 0,
  });
}

function useNoShowMutation<T, R>(call: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export const useWaiveNoShow = () =>
  useNoShowMutation(({ id, reason }: { id: number; reason: string }) =>
    api(`/admin/no-shows/${id}/waive`, { method: 'POST', body: { reason } }),
  );

export const useSaveRestrictionDays = () =>
  useNoShowMutation(({ amenity, days }: { amenity: Amenity; days: number }) =>
    api(`/admin/no-show-settings/${amenity}`, { method: 'PUT', body: { days } }),
  );

/** The desk's scan of a member QR: their seat booking whose check-in window holds now is checked in, or why not. */
export const useDeskCheckIn = () =>
  useNoShowMutation((token: string) => api<CheckInAnswer>('/admin/seat-check-in/scan', { method: 'POST', body: { token } }));
