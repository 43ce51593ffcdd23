import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExtensionList, ExtensionTariffInput } from '@tea/shared/voc/extension.schema';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api-client';
import { queryString } from './api';

const KEY = ['admin', 'extensions'] as const;

/** Every extension request under the address's filters (company names translated). */
export function useAdminExtensions(filters: { page: number; status?: string; group?: string; sort?: string }) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...KEY, 'list', filters, i18n.language],
    queryFn: ({ signal }) => api<ExtensionList>(`/admin/voc/extensions${queryString({ ...filters })}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useExtensionTariff() {
  return useQuery({
    queryKey: [...KEY, 'tariff'],
    queryFn: ({ signal }) => api<ExtensionTariffInput>('/admin/voc/extension-tariff', { signal }),
  });
}

function useExtensionMutation<V>(call: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export function useDecideExtension() {
  return useExtensionMutation(({ id, reason }: { id: number; reason?: string }) =>
    reason === undefined
      ? api(`/admin/voc/extensions/${id}/approve`, { method: 'POST' })
      : api(`/admin/voc/extensions/${id}/reject`, { method: 'POST', body: { reason } }),
  );
}

export function useSaveExtensionTariff() {
  return useExtensionMutation((input: ExtensionTariffInput) =>
    api<ExtensionTariffInput>('/admin/voc/extension-tariff', { method: 'PUT', body: input }),
  );
}
