import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentAction, ContentKind } from '@tea/shared/content/content.rules';
import type { AdminItem, AdminList, ContentHistory, ContentInput, ContentVersionList } from '@tea/shared/content/content.schema';
import { api } from '../../shared/api-client';
import { queryString } from './api';

const KEY = ['admin', 'content'] as const;

/** A kind's items in the CMS, by the address's search, state and page. */
export function useAdminContentList(kind: ContentKind, params: { page: number; q?: string; status?: string }) {
  return useQuery({
    queryKey: [...KEY, 'list', kind, params],
    queryFn: ({ signal }) => api<AdminList>(`/admin/content${queryString({ kind, size: 20, ...params })}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminContent(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'item', id],
    queryFn: ({ signal }) => api<AdminItem>(`/admin/content/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function useContentVersions(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'versions', id],
    queryFn: ({ signal }) => api<ContentVersionList>(`/admin/content/${id}/versions`, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function useContentHistory(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'history', id],
    queryFn: ({ signal }) => api<ContentHistory>(`/admin/content/${id}/history`, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

function useContentMutation<V>(call: (vars: V) => Promise<AdminItem>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (item) => {
      client.setQueryData([...KEY, 'item', item.id], item);
      return client.invalidateQueries({ queryKey: KEY });
    },
  });
}

/** Creates (no id) or saves (an id) an item's fields. */
export function useSaveContent() {
  return useContentMutation(({ id, input }: { id: number | null; input: ContentInput }) =>
    id === null
      ? api<AdminItem>('/admin/content', { method: 'POST', body: input })
      : api<AdminItem>(`/admin/content/${id}`, { method: 'PUT', body: input }),
  );
}

export function useMoveContent() {
  return useContentMutation(
    ({
      id,
      action,
      publishAt,
      unpublishAt,
    }: {
      id: number;
      action: ContentAction;
      publishAt?: string;
      unpublishAt?: string | null;
    }) =>
      api<AdminItem>(`/admin/content/${id}/${action}`, {
        method: 'POST',
        body: action === 'schedule' ? { publishAt, unpublishAt } : action === 'publish' ? { unpublishAt } : {},
      }),
  );
}

export function useRestoreVersion() {
  return useContentMutation(({ id, version }: { id: number; version: number }) =>
    api<AdminItem>(`/admin/content/${id}/versions/${version}/restore`, { method: 'POST', body: {} }),
  );
}
