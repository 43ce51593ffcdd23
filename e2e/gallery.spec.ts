import { loginAs } from './support/auth';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, walkIn } from './support/fixtures';

/** The gallery: the office's photos on /gallery with the viewer, and the office's gallery in the back office. */

/** A 1×1 PNG: a photo of the tower, as far as the server can tell. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

for (const lang of walkIn('en')) {
  test(`${lang}: the gallery shows the office's photos, and the viewer steps through them by keyboard`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/gallery');
    const grid = page.locator('#photos').getByRole('list');
    const first = grid.getByRole('button', { name: 'View Exterior by day larger' });
    await expect(first).toBeVisible();
    expect(await grid.getByRole('listitem').count()).toBeGreaterThanOrEqual(8);
    // The photo's sizes are read by the browser itself, without the API's key.
    await expect.poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);

    await first.click();
    const viewer = page.getByRole('dialog', { name: 'Exterior by day' });
    await expect(viewer.getByRole('img', { name: 'Exterior by day' })).toBeVisible();
    await expect(viewer).toContainText('Towers A and B seen from Eulji-ro');
    const heading = page.getByRole('dialog').getByRole('heading');
    await page.keyboard.press('ArrowRight');
    await expect(heading).toHaveText('Exterior at night');
    await page.keyboard.press('ArrowLeft');
    await expect(heading).toHaveText('Exterior by day');
    // Before the first is the last.
    await page.keyboard.press('ArrowLeft');
    await expect(heading).not.toHaveText('Exterior by day');
    await page.keyboard.press('ArrowRight');
    await expect(heading).toHaveText('Exterior by day');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    // The focus is back on the photo last shown.
    await expect(first).toBeFocused();
  });
}

for (const lang of walkIn('ko')) {
  test(`${lang}: the office adds a hidden photo to the gallery, publishes it, and deletes it after a confirmation`, async ({
    page,
  }) => {
    const title = `새 사진 ${Date.now()}`;
    await loginAs(page, 'admin', { lang });
    await page.goto('/admin/content/gallery');
    await expect(page.getByRole('row', { name: /외관 \(주간\)/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: '사진 추가' }).click();
    const dialog = page.getByRole('dialog', { name: '사진 추가' });
    await dialog.getByLabel(/^사진/).setInputFiles({ name: 'tower.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByLabel('제목 (한국어)').fill(title);
    await dialog.getByLabel('갤러리에 바로 게시').uncheck();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`"${title}" 사진을 추가했습니다.`)).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('숨김');

    await row.getByRole('button', { name: `${title} 게시` }).click();
    await expect(row).toContainText('게시됨');
    await page.goto('/gallery');
    await expect(page.getByRole('button', { name: `${title} 크게 보기` })).toBeVisible();

    await page.goto('/admin/content/gallery');
    await page
      .getByRole('row', { name: new RegExp(title) })
      .getByRole('button', { name: `${title} 삭제` })
      .click();
    const confirm = page.getByRole('dialog', { name: '사진을 삭제할까요?' });
    await confirm.getByRole('button', { name: '삭제' }).click();
    await expect(page.getByText(`"${title}" 사진을 삭제했습니다.`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  });
}
