import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExtensionGroup, ExtensionStatus } from '@tea/shared/voc/extension.rules';
import type {
  ExtensionCancelled,
  ExtensionCreated,
  ExtensionFloors,
  ExtensionList,
  ExtensionQuoteAnswer,
  ExtensionQuoteRequest,
  ExtensionRequest,
} from '@tea/shared/voc/extension.schema';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api-client';

export type { ExtensionList, ExtensionQuoteAnswer };

const KEY = ['extensions'] as const;

/** One page of the person's own lights-out and heating/cooling requests (company names translated). */
export function useMyExtensions({ status, group, page }: { status: ExtensionStatus | ''; group?: ExtensionGroup; page: number }) {
  const { i18n } = useTranslation();
  const search = new URLSearchParams({ page: String(page) });
  if (status) search.set('status', status);
  if (group) search.set('group', group);
  return useQuery({
    queryKey: [...KEY, 'mine', status, group, page, i18n.language],
    queryFn: ({ signal }) => api<ExtensionList>(`/voc/extensions?${search.toString()}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The floors the person's company occupies, with its tower: the only floors the form offers (the server refuses others). */
export function useExtensionFloors() {
  return useQuery({
    queryKey: [...KEY, 'floors'],
    queryFn: ({ signal }) => api<ExtensionFloors>('/voc/extensions/floors', { signal }),
  });
}

/** The live quote of a complete period (null: not yet complete); a refusal (deadline, office hours) is its error. */
export function useExtensionQuote(request: ExtensionQuoteRequest | null) {
  return useQuery({
    queryKey: [...KEY, 'quote', request],
    queryFn: ({ signal }) => api<ExtensionQuoteAnswer>('/voc/extensions/quote', { method: 'POST', body: request, signal }),
    enabled: request !== null,
    retry: false,
    staleTime: 0,
  });
}

export function useRequestExtension() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ExtensionRequest) => api<ExtensionCreated>('/voc/extensions', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useCancelExtension() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<ExtensionCancelled>(`/voc/extensions/${id}/cancel`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
