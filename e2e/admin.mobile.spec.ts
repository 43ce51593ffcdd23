import { expect, expectNoSeriousA11yViolations, test, useLanguage } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'ko');
  await page.goto('/login');
  await page.getByLabel(/^아이디\*?$/).fill('admin');
  await page.getByLabel(/^비밀번호\*?$/).fill('Admin!2345');
  await page.getByRole('main').getByRole('button', { name: '로그인', exact: true }).tap();
  await expect(page).toHaveURL('/admin');
});

test('the back office fits a 390 px screen: the grouped menu folds behind a button and tables scroll inside their box', async ({
  page,
}) => {
  await expect(page).toHaveURL('/admin');
  const nav = page.getByRole('navigation', { name: '관리자 메뉴' });
  const menu = nav.getByRole('button', { name: /메뉴: 대시보드/ });
  await expect(nav.getByRole('link', { name: '페이지 조회' })).toBeHidden();
  await menu.tap();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('list', { name: '시스템' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);

  await nav.getByRole('link', { name: '페이지 조회' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: '페이지 조회' })).toBeVisible();
  await expect(nav.getByRole('button', { name: /메뉴: 페이지 조회/ })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('img', { name: /일별 페이지 조회/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  for (const path of ['/admin/companies', '/admin/holidays', '/admin/audit', '/admin/notifications']) {
    await page.goto(path);
    await expect(page.getByRole('table').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }

  await page.goto('/admin/users');
  const table = page.getByRole('region', { name: '사용자' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expectNoSeriousA11yViolations(page);
});
