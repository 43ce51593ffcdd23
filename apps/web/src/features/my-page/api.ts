import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEMBER_QR_REFRESH_SECONDS, type SessionUser } from '@tea/shared/accounts/account.rules';
import type { MemberQrToken, MyProfile, PasswordChangeInput, ProfileUpdateValues } from '@tea/shared/accounts/profile.schema';
import type { MyNapPasses } from '@tea/shared/reservations/sleeping-room.schema';
import { api } from '../../shared/api-client';

const profileKey = ['me', 'profile'] as const;

/** My own info. Called on every visit to My Page: an anonymous visitor gets the session-expired flow from it. */
export function useMyProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => api<MyProfile>('/me/profile', { signal }),
    staleTime: 0,
  });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateValues) => api<SessionUser>('/me/profile', { method: 'PUT', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: profileKey }),
  });
}

export function changePassword(input: PasswordChangeInput): Promise<void> {
  return api('/me/password', { method: 'PUT', body: input });
}

/**
 * The member QR token: a new one every MEMBER_QR_REFRESH_SECONDS (before it expires), never while the
 * tab is hidden (TanStack Query pauses the interval), and at once when the tab is visible again.
 */
export function useMemberQrToken() {
  return useQuery({
    queryKey: ['me', 'qr-token'],
    queryFn: ({ signal }) => api<MemberQrToken>('/me/qr-token', { signal }),
    staleTime: 0,
    gcTime: 0,
    refetchInterval: MEMBER_QR_REFRESH_SECONDS * 1000,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
  });
}

/** The person's paid nap-room passes still valid with sessions left (the nap room's booking refreshes them: key ['nap']). */
export function useMyNapPasses() {
  return useQuery({
    queryKey: ['nap', 'passes'],
    queryFn: ({ signal }) => api<MyNapPasses>('/reservations/sleeping-room/passes', { base: 'v2', signal }),
    staleTime: 0,
  });
}
