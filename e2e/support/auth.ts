import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Lang } from './fixtures';
import { field } from './form';
import type { SessionUser } from '@tea/shared/accounts/account.rules';
import { STORAGE_KEYS, sessionValues } from '@tea/shared/accounts/stored-session';

/** The API key every API call carries (the development default of the server the tests start). */
export const API_HEADERS = { 'x-api-key': 'tea-dev-api-key' };

/** The demo accounts' passwords (README); every other seeded account uses `Member!2345`. */
export const DEMO_PASSWORDS: Record<string, string> = {
  admin: 'Admin!2345',
  'acme.master': 'Master!2345',
  'blue.master': 'Master!2345',
};

export const passwordOf = (loginId: string) => DEMO_PASSWORDS[loginId] ?? 'Member!2345';

/** Logs in through the login page as a person would, with the labels of the page's language; lands where the login sends them. */
export async function loginThroughForm(
  page: Page,
  loginId: string,
  { lang = 'ko', password }: { lang?: Lang; password?: string } = {},
) {
  const l = lang === 'ko' ? { id: '아이디', pw: '비밀번호', submit: '로그인' } : { id: 'ID', pw: 'Password', submit: 'Log in' };
  await page.goto('/login');
  await field(page, l.id).fill(loginId);
  await field(page, l.pw).fill(password ?? passwordOf(loginId));
  await page.getByRole('main').getByRole('button', { name: l.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Opens a saved session: the login happens through the API and the page starts with what the login
 * page would have stored (spec §3), so a journey begins on its own page instead of the login form.
 * The values are written once per tab, before the first page loads; a logout in the journey sticks.
 * The login form itself is covered by the journeys that call `loginThroughForm`.
 */
export async function loginAs(page: Page, loginId: string, { lang = 'ko', password }: { lang?: Lang; password?: string } = {}) {
  const res = await page.request.post('/api/v1/auth/login', {
    headers: { ...API_HEADERS, 'accept-language': lang },
    data: { loginId, password: password ?? passwordOf(loginId) },
  });
  expect(res.status(), `login of ${loginId}`).toBe(200);
  const { accessToken, user } = (await res.json()) as { accessToken: string; user: SessionUser };
  const entries = sessionValues(accessToken, user).map(([key, value]) => [STORAGE_KEYS[key], value] as const);
  // A later login in the same journey replaces an earlier one: each is applied once, in order.
  const seq = (logins.get(page) ?? 0) + 1;
  logins.set(page, seq);
  await page.addInitScript(
    ({ entries, lang, seq }) => {
      if (Number(sessionStorage.getItem('e2e-session') ?? 0) >= seq) return;
      sessionStorage.setItem('e2e-session', String(seq));
      if (!localStorage.getItem('selectedLang')) localStorage.setItem('selectedLang', lang);
      for (const [key, value] of entries) {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      }
    },
    { entries, lang, seq },
  );
}

const logins = new WeakMap<Page, number>();

/** A session opened through the API, as another device would; returns its bearer token. */
export async function apiLogin(request: APIRequestContext, loginId: string, password = passwordOf(loginId)): Promise<string> {
  const res = await request.post('/api/v1/auth/login', { headers: API_HEADERS, data: { loginId, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}
