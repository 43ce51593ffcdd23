import { loginAs } from './support/auth';
import { expect, expectNoSeriousA11yViolations, test, useLanguage } from './support/fixtures';

test('the employee list becomes cards on a 390 px phone, without sideways scrolling', async ({ page }) => {
  await useLanguage(page, 'ko');
  await loginAs(page, 'acme.master');
  await page.goto('/tenant-manager/employee-management');
  await expect(page.getByRole('heading', { level: 1, name: '임직원 관리' })).toBeVisible();
  const cards = page.getByRole('list', { name: /임직원 목록/ });
  await expect(cards.getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('table')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);

  const first = cards.getByRole('listitem').first().getByRole('link');
  const name = await first.textContent();
  await first.tap();
  await expect(page.getByRole('heading', { level: 1, name: '임직원 상세' })).toBeVisible();
  await expect(page.getByText(name!, { exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
