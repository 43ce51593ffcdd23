import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Created, Done } from '@tea/shared/answers';
import type { PtPackageList, PtTrainerInput, PtTrainerList } from '@tea/shared/wellness/pt.schema';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api-client';

const KEY = ['admin', 'pt'] as const;
const v2 = { base: 'v2' } as const;

/** Every trainer (inactive too) with weekly hours. */
export function useOfficeTrainers() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...KEY, 'trainers', i18n.language],
    queryFn: ({ signal }) => api<PtTrainerList>('/admin/wellness/pt/trainers', { ...v2, signal }),
  });
}

/** The packages bought in a month, with their sessions. */
export function useOfficePackages(month: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...KEY, 'packages', month, i18n.language],
    queryFn: ({ signal }) => api<PtPackageList>(`/admin/wellness/pt/packages?month=${month}`, { ...v2, signal }),
    enabled: /^\d{4}-\d{2}$/.test(month),
  });
}

function usePtMutation<V>(call: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export const useSaveTrainer = () =>
  usePtMutation(({ id, input }: { id: number | null; input: PtTrainerInput }) =>
    id === null
      ? api<Created>('/admin/wellness/pt/trainers', { ...v2, method: 'POST', body: input })
      : api<Done>(`/admin/wellness/pt/trainers/${id}`, { ...v2, method: 'PUT', body: input }),
  );
export const useRemoveTrainer = () =>
  usePtMutation((id: number) => api<Done>(`/admin/wellness/pt/trainers/${id}`, { ...v2, method: 'DELETE' }));
