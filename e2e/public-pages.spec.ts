import { PUBLIC_ROUTES } from './support/routes';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, type Lang } from './support/fixtures';

const TITLES: Record<Lang, RegExp> = { ko: /T\.E\.A\. 예약 시스템/, en: /T\.E\.A\. RESERVATION SYSTEM/ };

for (const lang of ['ko', 'en'] as const) {
  test.describe(`public pages in ${lang}`, () => {
    for (const route of PUBLIC_ROUTES) {
      test(`${route.path} renders with ${route.chrome ? 'header and footer' : 'no header or footer'} and passes axe`, async ({
        page,
      }) => {
        await useLanguage(page, lang);
        await page.goto(route.path);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page).toHaveTitle(TITLES[lang]);
        await expect(page.locator('header[data-variant]')).toHaveCount(route.chrome ? 1 : 0);
        await expect(page.locator('footer[data-site-footer]')).toHaveCount(route.chrome ? 1 : 0);
        await page.waitForLoadState('networkidle');
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}

test('texts follow the language: the same page reads in Korean and in English', async ({ page }) => {
  await useLanguage(page, 'ko');
  await page.goto('/about');
  await expect(page.getByRole('navigation', { name: '주 메뉴' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('selectedLang', 'en'));
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('a legal page, which has no site header, switches between Korean and English itself', async ({ page }) => {
  await useLanguage(page, 'ko');
  await page.goto('/privacypolicy');
  const switcher = page.getByRole('group', { name: '언어 선택' });
  await expect(switcher.getByRole('button', { name: '한국어' })).toHaveAttribute('aria-pressed', 'true');
  const koTitle = await page.locator('h1').textContent();
  await switcher.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('h1')).not.toHaveText(koTitle ?? '');
  expect(await page.evaluate(() => localStorage.getItem('selectedLang'))).toBe('en');
});

test('each public page has a header picture of its own', async ({ page }) => {
  await useLanguage(page, 'en');
  // Every page in the site's frame but the home page, whose poster is a picture of its own kind.
  const pages = PUBLIC_ROUTES.filter((route) => route.chrome && route.path !== '/').map((route) => route.path);
  const scenes: string[] = [];
  for (const path of pages) {
    await page.goto(path);
    scenes.push((await page.locator('main section svg[data-scene]').first().getAttribute('data-scene')) ?? '');
  }
  expect(new Set(scenes).size).toBe(pages.length);
});

test('a retail tenant is told, in a popup with the number, that retail tenants book by phone', async ({ page }) => {
  await useLanguage(page, 'ko');
  await page.goto('/amenities');
  await page.getByRole('button', { name: '리테일 입주사이신가요?' }).click();
  const dialog = page.getByRole('dialog', { name: '리테일 입주사는 전화로 예약합니다' });
  await expect(dialog.getByRole('link', { name: '02-6000-1000' })).toHaveAttribute('href', 'tel:02-6000-1000');
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(dialog).toBeHidden();
});
