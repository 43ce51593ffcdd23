import { loginAs } from './support/auth';
import { field } from './support/form';
import { expect, expectNoSeriousA11yViolations, test, useLanguage } from './support/fixtures';

/**
 * On a 390 px phone the fitness seat map shows a whole row of ten seats inside its panel: the seats
 * at the right end are seen and tapped without a sideways scroll. Only looks; books nothing.
 */
test('the fitness seat map fits a 390 px phone: seat 10 is in view and can be tapped', async ({ page }) => {
  await useLanguage(page, 'en');
  await loginAs(page, 'acme.kim', { lang: 'en' });
  await page.goto('/fitness-reservation/seat/0');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a fitness seat' })).toBeVisible();
  await field(page, 'Start time').selectOption('17:00');
  await field(page, 'End time').selectOption('18:00');

  const map = page.getByRole('group', { name: 'Map of the fitness seats' });
  const tenth = map.getByRole('button', { name: /^Seat 10,/ });
  await expect(tenth).toBeVisible();
  const box = (await tenth.boundingBox())!;
  const panel = (await map.boundingBox())!;
  expect(box.x + box.width, 'seat 10 ends inside the map').toBeLessThanOrEqual(panel.x + panel.width);
  expect(box.width, 'a seat is at least 24 px wide').toBeGreaterThanOrEqual(24);
  const sideways = await map.evaluate((el) =>
    Array.from(el.querySelectorAll('.overflow-x-auto')).some((s) => s.scrollWidth > s.clientWidth),
  );
  expect(sideways, 'no row of the map scrolls sideways').toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await tenth.tap();
  await expect(tenth).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Chosen: seat 10')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
