import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VisitView } from '@tea/shared/visitors/visit.schema';
import { useTranslation } from 'react-i18next';
import { api } from './api-client';

/**
 * The desk's calls (building managers): a scanned pass's visit by its code, and its check-in. The
 * scanner page a pass's QR opens and the back office's front desk both use them.
 */
const deskKey = (code: string, lang: string) => ['visits', 'desk', code, lang] as const;

/** What the desk sees of a scanned pass. */
export function useDeskVisit(code: string, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: deskKey(code, i18n.language),
    queryFn: ({ signal }) => api<VisitView>(`/admin/visits/by-code/${encodeURIComponent(code)}`, { signal }),
    enabled,
    retry: false,
  });
}

/** Checks a visitor in: the pass's view shows it at once, and every visit list and back-office list is asked again. */
export function useCheckIn(code?: string) {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (id: number) => api<VisitView>(`/admin/visits/${id}/check-in`, { method: 'POST' }),
    onSuccess: (visit) => {
      if (code) client.setQueryData(deskKey(code, i18n.language), visit);
      void client.invalidateQueries({ queryKey: ['admin', 'visits'] });
    },
  });
}
