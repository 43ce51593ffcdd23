import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Lang } from './fixtures';
import { field } from './form';

/** The API key every API call carries (the development default of the server the tests start). */
export const API_HEADERS = { 'x-api-key': 'tea-dev-api-key' };

/** The demo accounts' passwords (README); every other seeded account uses `Member!2345`. */
export const DEMO_PASSWORDS: Record<string, string> = {
  admin: 'Admin!2345',
  'acme.master': 'Master!2345',
  'blue.master': 'Master!2345',
};

export const passwordOf = (loginId: string) => DEMO_PASSWORDS[loginId] ?? 'Member!2345';

/** Logs in through the login page as a person would, with the labels of the page's language. */
export async function loginAs(page: Page, loginId: string, { lang = 'ko', password }: { lang?: Lang; password?: string } = {}) {
  const l = lang === 'ko' ? { id: '아이디', pw: '비밀번호', submit: '로그인' } : { id: 'ID', pw: 'Password', submit: 'Log in' };
  await page.goto('/login');
  await field(page, l.id).fill(loginId);
  await field(page, l.pw).fill(password ?? passwordOf(loginId));
  await page.getByRole('main').getByRole('button', { name: l.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A session opened through the API, as another device would; returns its bearer token. */
export async function apiLogin(request: APIRequestContext, loginId: string, password = passwordOf(loginId)): Promise<string> {
  const res = await request.post('/api/v1/auth/login', { headers: API_HEADERS, data: { loginId, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}
