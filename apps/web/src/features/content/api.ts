import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContentKind } from '@tea/shared/content/content.rules';
import type { PublicDetail, PublicList } from '@tea/shared/content/content.schema';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../shared/api-client';
import { useSession } from '../../shared/session';

/** The API path of each kind's public list (the notices' is the issue's) and the web's paths. */
export const KIND_PATHS: Record<ContentKind, { api: string; list: string; detail: string }> = {
  notice: { api: '/notices', list: '/notice', detail: '/notice-details' },
  community: { api: '/community', list: '/community', detail: '/community-detail' },
  advertisement: { api: '/advertisements', list: '/advertisement', detail: '/advertisement-detail' },
};

export interface ListParams {
  q: string;
  category: string;
  page: number;
}

export const PUBLIC_PAGE_SIZE = 10;

function query(params: Record<string, string | number>): string {
  const entries = Object.entries(params).filter(([, v]) => v !== '' && v !== undefined);
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : '';
}

/** A kind's visible items (in the reader's language; a session opens tenants-only community items). */
export function usePublicList(kind: ContentKind, params: ListParams) {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['content', kind, 'list', params, i18n.language, token !== null],
    queryFn: ({ signal }) =>
      api<PublicList>(`${KIND_PATHS[kind].api}${query({ ...params, size: PUBLIC_PAGE_SIZE })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePublicDetail(kind: ContentKind, id: number) {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['content', kind, 'detail', id, i18n.language, token !== null],
    queryFn: ({ signal }) => api<PublicDetail>(`${KIND_PATHS[kind].api}/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}
