import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Created } from '@tea/shared/answers';
import type { ReservationView } from '@tea/shared/reservations/reservation.responses';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api-client';

const v2 = { base: 'v2' } as const;

/** Books (id null: POST `path`) or moves the booking `id` (PUT `path/id`) of a seat amenity; refreshes the amenity's queries. */
export function useSaveSlot<B>(key: readonly string[], path: string, id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: B) =>
      id === null
        ? api<Created>(path, { ...v2, method: 'POST', body })
        : (await api<null>(`${path}/${id}`, { ...v2, method: 'PUT', body }), { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** One of the person's bookings (a reservation of the core), to move it. */
export function useOwnBooking(key: readonly string[], id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...key, 'booking', id, i18n.language],
    queryFn: ({ signal }) => api<ReservationView>(`/reservations/${id}`, { ...v2, signal }),
    enabled: id !== null,
    retry: false,
  });
}
