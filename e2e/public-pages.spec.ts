import { expect, test, useLanguage } from './support/fixtures';

// Each public page's frame, title, heading and axe are checked where the link crawl reaches it, in both
// languages (links.spec.ts, decision 0049).

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

test('a retail tenant is told, in a popup with the number, that retail tenants book by phone', async ({ page }) => {
  await useLanguage(page, 'ko');
  await page.goto('/amenities');
  await page.getByRole('button', { name: '리테일 입주사이신가요?' }).click();
  const dialog = page.getByRole('dialog', { name: '리테일 입주사는 전화로 예약합니다' });
  await expect(dialog.getByRole('link', { name: '02-6000-1000' })).toHaveAttribute('href', 'tel:02-6000-1000');
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(dialog).toBeHidden();
});
