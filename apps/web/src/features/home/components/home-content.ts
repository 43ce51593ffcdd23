import { useQuery } from '@tanstack/react-query';
import type { HomeContent } from '@tea/shared/content/content.schema';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api-client';

/**
 * The home's advertisement banner and notice modal showing now, from the CMS (issue 17): one small
 * JSON read after the page shows (the prerendered home never contains them), plain text only.
 */
export function useHomeContent() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['content', 'home', i18n.language],
    queryFn: ({ signal }) => api<HomeContent>('/content/home', { signal }),
    staleTime: 5 * 60_000,
  });
}
