import type { APIRequestContext } from '@playwright/test';
import { formatDate } from '@tea/shared/format';
import { API_HEADERS, apiLogin, loginAs } from './support/auth';
import { expect, expectNoSeriousA11yViolations, test, useLanguage } from './support/fixtures';
import { seoulDay, seoulToday } from './support/dates';
import { field } from './support/form';

/**
 * The back office's amenity reservations (issue 4): a building manager approves and rejects lounge
 * requests, sees the month's charges and downloads them as an Excel file, in Korean and English.
 * Each test books its own lounge time (09:00–11:00, a day of its own 30–45 days ahead) with a
 * purpose of its own, so journeys running alongside do not meet it.
 */

const suffix = () => Math.random().toString(36).slice(2, 8);

/** A lounge request sent through the API by a member; returns its id and booking code. */
async function requestLounge(request: APIRequestContext, loginId: string, date: string, purpose: string) {
  const headers = { ...API_HEADERS, authorization: `Bearer ${await apiLogin(request, loginId)}` };
  const res = await request.post('/api/v2/reservations/lounge', {
    headers,
    data: {
      date,
      start: '09:00',
      end: '11:00',
      purpose,
      participants: 50,
      layout: 'seated',
      equipment: [],
      paymentMethod: 'invoice',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const { code } = (await (await request.get(`/api/v2/reservations/${id}`, { headers })).json()) as { code: string };
  return { id, code };
}

test('ko: approves a waiting lounge request, finds it in the month’s charges and downloads them', async ({ page, request }) => {
  const date = seoulDay(33);
  const month = date.slice(0, 7);
  const purpose = `임원 조찬 ${suffix()}`;
  const { code } = await requestLounge(request, 'acme.kim', date, purpose);

  await useLanguage(page, 'ko');
  await loginAs(page, 'admin', { lang: 'ko' });
  await page.goto('/admin');
  // The dashboard's tile leads to the waiting requests, as the building managers' e-mail does.
  await page.getByRole('link', { name: '라운지 요청 검토' }).click();
  await expect(page).toHaveURL('/admin/reservations?status=pending&amenity=lounge');
  await expect(page.getByRole('heading', { level: 1, name: '예약' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: purpose });
  await expect(row).toContainText('승인 대기');
  await expect(row).toContainText('09:00–11:00');
  await expect(row).toContainText('에이씨엠이코리아');
  await expect(row).toContainText('660,000원');
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: / 승인$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: '요청을 승인했습니다' })).toContainText(date);
  // No longer waiting: it leaves the list of waiting requests.
  await expect(row).toHaveCount(0);

  // The same day with every status, through the filters (kept in the address).
  await field(page, '시작일').fill(date);
  await field(page, '종료일').fill(date);
  await field(page, '상태').selectOption({ label: '전체' });
  await page.getByRole('button', { name: '조회', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]from=${date}&to=${date}`));
  await expect(row).toContainText('확정');
  await expect(row.getByRole('button', { name: / 승인$/ })).toHaveCount(0);
  await expect(row.getByRole('button', { name: / 예약 취소$/ })).toBeVisible();

  await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '청구 내역' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '청구 내역' })).toBeVisible();
  await field(page, '청구 월').fill(month);
  await page.getByRole('button', { name: '조회', exact: true }).click();
  await expect(page).toHaveURL(`/admin/charges?month=${month}`);
  const line = page.getByRole('row').filter({ hasText: code });
  await expect(line).toContainText('에이씨엠이코리아');
  await expect(line).toContainText('이그제큐티브 라운지');
  // Dates in the product's format, as everywhere else.
  await expect(line).toContainText(`${formatDate(date, 'ko')} 09:00–11:00`);
  await expect(line).toContainText('월 청구');
  await expect(line.getByText('청구', { exact: true })).toBeVisible();
  await expect(line).toContainText('660,000원');
  await expect(page.getByRole('row').filter({ hasText: '월 합계' })).toContainText('원');
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '엑셀 다운로드' }).click();
  expect((await download).suggestedFilename()).toBe(`charges-${month}.xlsx`);
});

test('en: rejects a lounge request, asking for the reason first, and shows the reason', async ({ page, request }) => {
  const date = seoulDay(38);
  const purpose = `Product launch ${suffix()}`;
  const reason = `The lounge is closed for maintenance that morning ${suffix()}.`;
  await requestLounge(request, 'blue.park', date, purpose);

  await useLanguage(page, 'en');
  await loginAs(page, 'admin', { lang: 'en' });
  await page.goto('/admin/reservations?status=pending');
  await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: purpose });
  await expect(row).toContainText('Waiting for approval');
  await expect(row).toContainText('KRW 660,000');
  await expect(row).toContainText('Blue Ocean Partners');

  await row.getByRole('button', { name: /^Reject / }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this lounge request?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter the reason.');
  await expect(field(dialog, 'Reason for rejection')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(dialog, 'Reason for rejection')).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await field(dialog, 'Reason for rejection').fill(reason);
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'has been rejected' })).toContainText(date);
  await expect(row).toHaveCount(0);

  await page.goto(`/admin/reservations?from=${date}&to=${date}&amenity=lounge`);
  await expect(row).toContainText('Rejected');
  await expect(row).toContainText(`Reason: ${reason}`);
  await expect(row.getByRole('button')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('en: the month calendar shows a lounge request on its day, and the day opens its list', async ({ page, request }) => {
  const date = seoulDay(41);
  const purpose = `Town hall ${suffix()}`;
  await requestLounge(request, 'blue.park', date, purpose);
  const utc = new Date(`${date}T00:00:00Z`);
  const monthTitle = utc.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const dayName = utc.toLocaleDateString('en-US', { weekday: 'short', month: 'long', day: 'numeric', timeZone: 'UTC' });

  await useLanguage(page, 'en');
  await loginAs(page, 'admin', { lang: 'en' });
  await page.goto('/admin/reservations');
  await page.getByRole('link', { name: 'Month calendar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reservation calendar' })).toBeVisible();
  const months = page.getByRole('navigation', { name: 'Months' });
  // The calendar opens on the pinned today's month; the booked day is a known number of months later.
  const monthsAhead = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
  const title = (d: string) =>
    new Date(`${d}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  await expect(months.getByRole('heading', { name: title(seoulToday()) })).toBeVisible();
  for (let i = 0; i < monthsAhead(date) - monthsAhead(seoulToday()); i++) {
    await months.getByRole('link', { name: /Next month/ }).click();
  }
  await expect(months.getByRole('heading', { name: monthTitle })).toBeVisible();
  const day = page
    .getByRole('cell')
    .filter({ has: page.getByRole('link', { name: new RegExp(`^${dayName}: \\d+ bookings?$`) }) });
  await expect(day).toContainText('09:00 Executive lounge');
  await expect(day).toContainText('Blue Ocean Partners');
  await expectNoSeriousA11yViolations(page);

  await day.getByRole('link', { name: new RegExp(`^${dayName}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/reservations\\?from=${date}&to=${date}`));
  await expect(page.getByRole('row').filter({ hasText: purpose })).toContainText('Waiting for approval');
});

test('en: approves the waiting lounge requests at once, under one confirmation that says what is skipped', async ({
  page,
  request,
}) => {
  const [first, second, third] = [seoulDay(43), seoulDay(44), seoulDay(45)];
  const tag = suffix();
  await requestLounge(request, 'acme.kim', first, `Board meeting ${tag}`);
  await requestLounge(request, 'blue.park', second, `Investor day ${tag}`);
  const decided = await requestLounge(request, 'blue.park', third, `Press briefing ${tag}`);
  const office = { ...API_HEADERS, authorization: `Bearer ${await apiLogin(request, 'admin')}` };
  expect((await request.post(`/api/v1/admin/reservations/${decided.id}/approve`, { headers: office })).status()).toBe(204);

  await useLanguage(page, 'en');
  await loginAs(page, 'admin', { lang: 'en' });
  await page.goto(`/admin/reservations?from=${first}&to=${third}&amenity=lounge`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: tag });
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all()) await row.getByRole('checkbox', { name: /^Select / }).check();
  const bar = page.getByRole('region', { name: '3 selected' });
  await expect(bar).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await bar.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve 3 reservations' });
  await expect(dialog).toContainText(
    '2 pending will be approved, and their bookers told. 1 will be skipped: not waiting for a decision.',
  );
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '2 reservations approved.' })).toContainText(
    '1 skipped: not waiting for a decision.',
  );
  await expect(bar).toBeHidden();
  for (const row of await rows.all()) {
    await expect(row).toContainText('Confirmed');
    await expect(row.getByRole('checkbox')).not.toBeChecked();
  }
});
