import { expect, expectNoSeriousA11yViolations, test, useLanguage } from './support/fixtures';

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('the phone menu opens by touch, lists the five groups and follows a link', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).tap();
  const menu = page.getByRole('dialog', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  for (const group of ['About Us', 'Tenants', 'Visitor', 'Tenant Service', 'Community']) {
    await expect(menu.getByRole('heading', { name: group })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Way to Come' }).tap();
  await expect(page).toHaveURL('/location');
  await expect(menu).toBeHidden();
});

test('the phone menu works by keyboard and closes with Escape', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Open menu' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('the home page fits a 390 px screen without sideways scrolling and passes axe', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
});
