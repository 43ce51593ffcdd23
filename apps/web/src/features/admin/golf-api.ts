import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Created } from '@tea/shared/answers';
import type { GolfProInput, GolfProList } from '@tea/shared/reservations/golf.schema';
import { api } from '../../shared/api-client';

const KEY = ['admin', 'golf'] as const;
const v2 = { base: 'v2' } as const;

/** Every golf pro (inactive too) with their lesson hours. */
export function useOfficePros() {
  return useQuery({
    queryKey: [...KEY, 'pros'],
    queryFn: ({ signal }) => api<GolfProList>('/admin/golf/pros', { ...v2, signal }),
  });
}

/** Adds a pro (id null) or changes one, deactivating included. */
export function useSavePro() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: GolfProInput }) =>
      id === null
        ? api<Created>('/admin/golf/pros', { ...v2, method: 'POST', body: input })
        : api<null>(`/admin/golf/pros/${id}`, { ...v2, method: 'PUT', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
