import { loginAs } from './support/auth';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, walkIn } from './support/fixtures';

/** The retail mall (issue 17): browsing by floor and category, a tenant's phone-only reservation, and the office's editor. */
const T = {
  ko: {
    b1: 'B1',
    cafe: '카페·베이커리',
    allCategories: '전체 업종',
    cafeName: '카페 온더코너',
    openNow: '영업 중 · 21:00까지',
    b1Heading: 'B1 매장',
    americano: '아메리카노',
    americanoPrice: '4,500원',
    reserve: '예약하기',
    dialog: '매장 예약은 전화로만 받습니다',
    close: '닫기',
    sushi: '스시 하루',
    edit: '스시 하루 수정',
    description: '매장 소개 (한국어)',
    save: '저장',
    saved: '스시 하루를 저장했습니다.',
    addPhoto: '사진 추가',
    removePhoto: 'shop-front-ko.png 빼기',
    photo: /^스시 하루 사진 \d$/,
  },
  en: {
    b1: 'B1',
    cafe: 'Cafés & bakeries',
    allCategories: 'All categories',
    cafeName: 'Café on the Corner',
    openNow: 'Open now · until 21:00',
    b1Heading: 'Shops on B1',
    americano: 'Americano',
    americanoPrice: 'KRW 4,500',
    reserve: 'Reserve',
    dialog: 'Reservations by phone only',
    close: 'Close',
    sushi: 'Sushi Haru',
    edit: 'Edit 스시 하루',
    description: 'Description (English)',
    save: 'Save',
    saved: '스시 하루 saved.',
    addPhoto: 'Add a photo',
    removePhoto: 'Remove shop-front-en.png',
    photo: /^Sushi Haru, photo \d$/,
  },
} as const;

/** A 1×1 PNG: a photo of a shop front, as far as the server can tell. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const header = (page: import('@playwright/test').Page) => page.locator('header[data-variant]');
const footer = (page: import('@playwright/test').Page) => page.locator('footer[data-site-footer]');

for (const lang of walkIn('ko')) {
  const t = T[lang];

  test(`${lang}: browses the retail mall by floor and category and opens a tenant with its menu`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/retail-mall');
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(4);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: t.b1 }).click();
    await expect(page).toHaveURL(/\?floor=B1$/);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([t.b1Heading]);

    await page.getByRole('button', { name: t.cafe }).click();
    await expect(page).toHaveURL(/floor=B1&category=cafe/);
    await expect(page.getByRole('button', { name: t.cafe })).toHaveAttribute('aria-pressed', 'true');
    const cards = page.getByRole('heading', { level: 3 });
    await expect(cards).toHaveText([t.cafeName]);

    // The filters live in the address: a reload shows the same list.
    await page.reload();
    await expect(cards).toHaveText([t.cafeName]);
    await page.getByRole('button', { name: t.allCategories }).click();
    await expect(page).toHaveURL(/\?floor=B1$/);
    await expect(cards).not.toHaveCount(1);

    await page.getByRole('tab', { name: t.b1 }).click();
    await page.getByRole('button', { name: t.cafe }).click();
    // The previous list stays on screen until the filtered one arrives: open the café once it is alone.
    await expect(cards).toHaveText([t.cafeName]);
    await cards.getByRole('link').click();
    await expect(page).toHaveURL(/\/retail-mall-detail-menu-o\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.cafeName);
    // 09:30 on a Tuesday in Seoul (the pinned clock): the café keeps 07:30–21:00 on weekdays.
    await expect(page.getByText(t.openNow)).toBeVisible();
    await expect(page.getByRole('row', { name: `${t.americano} ${t.americanoPrice}` })).toBeVisible();
    await expect(header(page)).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });

  test(`${lang}: opens a tenant on the -mbl route, without header or footer, and is told to reserve by phone`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await page.goto('/retail-mall-mbl?category=cafe');
    await expect(header(page)).toHaveCount(0);
    await expect(footer(page)).toHaveCount(0);
    await page.getByRole('heading', { level: 3, name: t.cafeName }).getByRole('link').click();
    await expect(page).toHaveURL(/\/retail-mall-detail-menu-o-mbl\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.cafeName);
    await expect(header(page)).toHaveCount(0);
    await expect(footer(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: t.reserve }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await expect(dialog).toContainText(t.cafeName);
    await expect(dialog.getByRole('link', { name: /02-6000-2102/ })).toHaveAttribute('href', 'tel:+82260002102');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: t.close }).click();
    await expect(dialog).toBeHidden();
  });

  test(`${lang}: the office edits a tenant in the back office and the public page shows the change`, async ({ page }) => {
    await loginAs(page, 'admin', { lang });
    await page.goto('/admin/content/retail');
    await expect(page.getByRole('row', { name: new RegExp(t.sushi) })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const text = `${lang === 'ko' ? '새 소개' : 'New description'} ${Date.now()}`;
    await page.getByRole('button', { name: t.edit }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.description).fill(text);
    await dialog.getByLabel(t.addPhoto).setInputFiles({ name: `shop-front-${lang}.png`, mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('button', { name: t.removePhoto })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t.saved)).toBeVisible();

    await page.goto('/retail-mall?floor=2F');
    await page.getByRole('heading', { level: 3, name: t.sushi }).getByRole('link').click();
    await expect(page.getByText(text)).toBeVisible();
    // The photo is read by anyone, without a session, once its tenant is published.
    await expect(page.getByRole('img', { name: t.photo }).first()).toBeVisible();
  });
}
