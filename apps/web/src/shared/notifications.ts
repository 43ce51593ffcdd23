import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MyNotifications } from '@tea/shared/accounts/profile.schema';
import type { Updated } from '@tea/shared/answers';
import { api } from './api-client';

/**
 * The person's in-app notifications, shared by the header's bell and My Page (one cache key). Kept
 * here, away from the features' modules, so the shell carries only this and the API client.
 */
const notificationsKey = ['me', 'notifications'] as const;
export const NOTIFICATIONS_SHOWN = 5;

/**
 * The latest notifications and the unread count, written in the language the page is in (the server
 * renders each from its kind, so switching language asks again); `poll` asks again every minute
 * while the tab is visible (the bell).
 */
export function useMyNotifications({ poll = false }: { poll?: boolean } = {}) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...notificationsKey, i18n.language],
    queryFn: ({ signal }) => api<MyNotifications>(`/me/notifications?limit=${NOTIFICATIONS_SHOWN}`, { signal }),
    staleTime: poll ? 30_000 : 0,
    refetchInterval: poll ? 60_000 : false,
  });
}

export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<Updated>('/me/notifications/read', { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationsKey }),
  });
}
