import type { Page } from '@playwright/test';
import { loginAs } from './support/auth';
import { expect, test, useLanguage, type Lang } from './support/fixtures';

/**
 * /notice and /event are painted from prerendered HTML before any script runs (issue 17's Lighthouse
 * budget). Their search is disabled until the app has started, so nothing typed into the painted page
 * is lost; the app then takes the page over in place and the search works. An address with a search in
 * it is rendered by the app, with the results.
 */
const PAGES = [
  {
    path: '/notice',
    heading: { ko: '공지사항', en: 'Notices' },
    search: { ko: '제목과 내용 검색', en: 'Search titles and text' },
    term: '소방',
    found: '상반기 소방 대피 훈련 실시 안내',
  },
  {
    path: '/event',
    heading: { ko: '이벤트', en: 'Events' },
    search: { ko: '이벤트 검색', en: 'Search events' },
    term: 'networking',
    found: 'Tenant networking day',
  },
] as const;

/** The search's button, the same on both pages. */
const SUBMIT = { ko: '검색', en: 'Search' };

/** Only the boot script loads, as on a slow phone in the first seconds. */
const holdTheApp = (page: Page) =>
  page.route('**/assets/*.js', (route) =>
    /\/assets\/boot-[\w-]+\.js$/.test(route.request().url()) ? route.continue() : route.abort(),
  );

for (const p of PAGES) {
  test.describe(`prerendered ${p.path}`, () => {
    test.describe('before the app has started', () => {
      test.use({ expectedConsoleErrors: /Failed to load resource|Failed to fetch dynamically imported module/ });

      for (const lang of ['ko', 'en'] as const satisfies Lang[])
        test(`paints the page in ${lang} with its search shown but disabled`, async ({ page, context, baseURL }) => {
          await context.addCookies([{ name: 'selectedLang', value: lang, url: baseURL! }]);
          await holdTheApp(page);
          await page.goto(p.path);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await expect(page.getByRole('heading', { level: 1, name: p.heading[lang] })).toBeVisible();
          await expect(page.getByRole('searchbox', { name: p.search[lang] })).toBeDisabled();
          await expect(page.getByRole('search').getByRole('button', { name: SUBMIT[lang], exact: true })).toBeDisabled();
        });
    });

    test('the app takes the painted page over in place, and its search then finds', async ({ page, context, baseURL }) => {
      await useLanguage(page, 'en');
      await context.addCookies([{ name: 'selectedLang', value: 'en', url: baseURL! }]);
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { painted: Element | null }).painted = document.querySelector('h1');
        }),
      );
      await page.goto(p.path);
      const search = page.getByRole('searchbox', { name: p.search.en });
      await expect(search).toBeEnabled();
      const kept = await page.evaluate(() => {
        const painted = (window as unknown as { painted: Element | null }).painted;
        return painted !== null && painted.isConnected && painted === document.querySelector('h1');
      });
      expect(kept, 'the painted heading is the one on screen').toBe(true);
      await search.fill(p.term);
      await search.press('Enter');
      await expect(page).toHaveURL(`${p.path}?q=${encodeURIComponent(p.term)}`);
      await expect(page.getByRole('link', { name: p.found }).or(page.getByRole('heading', { name: p.found }))).toBeVisible();
      // The address with the search opens the same results (the app renders it, not the painted page).
      await page.reload();
      await expect(page.getByRole('searchbox', { name: p.search.en })).toHaveValue(p.term);
      await expect(page.getByRole('link', { name: p.found }).or(page.getByRole('heading', { name: p.found }))).toBeVisible();
    });
  });
}

test('a signed-in reader gets the painted page redrawn as theirs: their menu, and a search that works', async ({ page }) => {
  await useLanguage(page, 'ko');
  await loginAs(page, 'acme.kim');
  await page.goto('/notice');
  await expect(page.getByRole('banner').getByRole('button', { name: '김민지' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: '제목과 내용 검색' });
  await search.fill('소방');
  await search.press('Enter');
  await expect(page.getByRole('link', { name: '상반기 소방 대피 훈련 실시 안내' })).toBeVisible();
});
