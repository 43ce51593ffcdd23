import { useQuery } from '@tanstack/react-query';
import type { LoginAnswer, LoginInput } from '@tea/shared/accounts/account.rules';
import type {
  Accepted,
  FindIdInput,
  LoginIdAvailability,
  PasswordResetConfirmInput,
  PasswordResetRequestInput,
  ResetLinkState,
  SignupAnswer,
  SignupValues,
} from '@tea/shared/accounts/signup.schema';
import type { Items } from '@tea/shared/answers';
import type { TenantCompany } from '@tea/shared/building/building.responses';
import { api } from '../../shared/api-client';

export function login(input: LoginInput): Promise<LoginAnswer> {
  return api('/auth/login', { method: 'POST', body: input });
}

export type SignupCompany = TenantCompany;

/** Office tenants only: retail tenants reserve by phone and have no portal staff (the server refuses them too). */
export function useSignupCompanies() {
  return useQuery({
    queryKey: ['companies'],
    queryFn: ({ signal }) => api<Items<SignupCompany>>('/companies', { signal }),
    select: (data) => data.items.filter((c) => c.kind === 'office'),
    staleTime: 10 * 60_000,
  });
}

export function checkLoginId(loginId: string): Promise<LoginIdAvailability> {
  return api(`/accounts/login-id-available?loginId=${encodeURIComponent(loginId)}`);
}

export function signup(input: SignupValues): Promise<SignupAnswer> {
  return api('/accounts/signup', { method: 'POST', body: input });
}

export function findId(input: FindIdInput): Promise<Accepted> {
  return api('/accounts/find-id', { method: 'POST', body: input });
}

export function requestPasswordReset(input: PasswordResetRequestInput): Promise<Accepted> {
  return api('/accounts/password-reset', { method: 'POST', body: input });
}

/** Whether a reset or invitation link still works, and which it is. */
export function useResetLink(token: string) {
  return useQuery({
    queryKey: ['password-link', token],
    queryFn: () => api<ResetLinkState>('/accounts/password-reset/check', { method: 'POST', body: { token } }),
    enabled: token.length > 0,
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function confirmPasswordReset(input: PasswordResetConfirmInput): Promise<void> {
  return api('/accounts/password-reset/confirm', { method: 'POST', body: input });
}
