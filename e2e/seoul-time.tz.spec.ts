import { formatDate, formatTimeSpan } from '@tea/shared/format';
import { loginAs } from './support/auth';
import { bookConferenceByApi } from './support/bookings';
import { businessDayAhead } from './support/dates';
import { expect, test, useLanguage } from './support/fixtures';

/**
 * Run with the browser in Los Angeles (the 'los-angeles' project): a booking at 10:00 in Seoul is
 * 17:00 the day before there. Every page shows Seoul's time and day: the history, the QR page, the
 * notifications and the back office.
 */
test('a device in Los Angeles sees Seoul times on the history, QR, notification and back-office pages', async ({
  page,
  request,
}) => {
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/Los_Angeles');
  const date = businessDayAhead(9);
  const { id, headers } = await bookConferenceByApi(request, 'acme.staff05', {
    room: 0,
    date,
    start: '10:00',
    end: '11:00',
    purpose: 'Seoul morning',
    contactEmail: 'staff05@example.com',
  });
  const view = (await (await request.get(`/api/v2/reservations/${id}`, { headers })).json()) as {
    code: string;
    createdAt: string;
  };
  const when = formatTimeSpan(date, '10:00', '11:00', 'en');

  await useLanguage(page, 'en');
  await loginAs(page, 'acme.staff05', { lang: 'en' });
  await page.goto('/my-page/amenity-reservation-history?tab=conference');
  await expect(page.getByRole('listitem').filter({ hasText: 'Seoul morning' })).toContainText(when);

  await page.goto(`/conference-qr/${view.code}`);
  await expect(page.getByText(when)).toBeVisible();

  // The confirmation notice, stamped when it was made: its Seoul day and time, not Los Angeles'.
  await page.goto('/my-page');
  const notice = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem').first();
  const stamped = await notice.locator('time').getAttribute('datetime');
  const seoul = new Date(new Date(stamped!).getTime() + 9 * 3_600_000);
  const hhmm = `${String(seoul.getUTCHours()).padStart(2, '0')}:${String(seoul.getUTCMinutes()).padStart(2, '0')}`;
  await expect(notice.locator('time')).toHaveText(`${formatDate(stamped!, 'en')}, ${hhmm}`);

  // The back office lists the day under its Seoul date. The office's session replaces the member's
  // as the next page opens (loginAs): the member's page keeps its own session until then, since its
  // timers (the member QR renews itself) may still ask, and asking with none answers 403.
  await page.context().clearCookies();
  await loginAs(page, 'admin', { lang: 'en' });
  await page.goto(`/admin/reservations?from=${date}&to=${date}`);
  await expect(page.getByText(formatDate(date, 'en')).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Seoul morning' })).toContainText('10:00');
});
