import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfficeRentals, RentalPrices, RentalView } from '@tea/shared/wellness/rental.responses';
import type { RentalKind } from '@tea/shared/wellness/rental.rules';
import type { RentalAssign, RentalExtend, RentalPrice } from '@tea/shared/wellness/rental.schema';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api-client';

const KEY = ['admin', 'rentals'] as const;

/** The map of a kind today, the rentals the office follows and the monthly prices. */
export function useOfficeRentals(kind: RentalKind) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...KEY, kind, i18n.language],
    queryFn: ({ signal }) => api<OfficeRentals>(`/admin/wellness/rentals?kind=${kind}`, { signal }),
    staleTime: 0,
  });
}

function useRentalMutation<V>(call: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export const useAssignRental = () =>
  useRentalMutation((body: RentalAssign) => api<RentalView>('/admin/wellness/rentals', { method: 'POST', body }));
export const useExtendRental = () =>
  useRentalMutation(({ id, months }: RentalExtend & { id: number }) =>
    api<RentalView>(`/admin/wellness/rentals/${id}/extend`, { method: 'POST', body: { months } }),
  );
export const useReturnRental = () =>
  useRentalMutation((id: number) => api<RentalView>(`/admin/wellness/rentals/${id}/return`, { method: 'POST' }));
export const useSetRentalPrice = () =>
  useRentalMutation((body: RentalPrice) => api<RentalPrices>('/admin/wellness/rental-prices', { method: 'PUT', body }));
