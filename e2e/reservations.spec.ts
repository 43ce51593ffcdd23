import type { Page } from '@playwright/test';
import { API_HEADERS, apiLogin, loginAs } from './support/auth';
import { bookConferenceByApi } from './support/bookings';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, type Lang } from './support/fixtures';
import { formatDate, formatTimeSpan } from '@tea/shared/format';
import { businessDayAhead, seoulDay } from './support/dates';
import { field } from './support/form';

/**
 * Amenity reservations (issue 4) as tenants use them: a conference room with a meeting package
 * through the confirm page, changed and cancelled from the history; the executive lounge requested,
 * approved by the building office, and shown approved. Each journey uses its own people and days.
 */

const TEXT = {
  ko: {
    amenities: '편의시설',
    book: '예약하기',
    date: '날짜',
    room: '회의실 303',
    purpose: '사용 목적',
    participants: '참석 인원',
    premium: /비즈니스 런치 패키지/,
    next: '다음: 요금 확인',
    confirmTitle: '예약 내용 확인',
    reserve: '예약하기',
    previous: '이전',
    done: '회의실 예약이 완료되었습니다.',
    history: '내 예약 보기',
    historyTitle: '예약 내역',
    confirmed: '예약 확정',
    change: '변경',
    end: '종료',
    save: '변경 저장',
    changed: '변경 내용을 저장했습니다.',
    cancel: '취소',
    cancelQuestion: '정말 예약을 취소하시겠습니까?',
    free: '취소 수수료가 없습니다.',
    cancelConfirm: '예약 취소',
    cancelled: '예약을 취소했습니다.',
    cancelledStatus: '취소됨',
    qrLabel: '이 예약의 QR 코드',
    noCharge: '청구 금액 없음',
    packageLine: /비즈니스 런치 패키지 \(20명 × 30,000원\)/,
    total: '합계',
  },
  en: {
    amenities: 'Amenities',
    book: 'Book',
    date: 'Date',
    room: 'Conference room 303',
    purpose: 'Purpose',
    participants: 'Number of participants',
    premium: /Business lunch package/,
    next: 'Next: check the price',
    confirmTitle: 'Check and confirm',
    reserve: 'Reserve',
    previous: 'Previous',
    done: 'Your conference room is booked.',
    history: 'See my reservations',
    historyTitle: 'My reservations',
    confirmed: 'Confirmed',
    change: 'Change',
    end: 'End',
    save: 'Save changes',
    changed: 'Your changes have been saved.',
    cancel: 'Cancel',
    cancelQuestion: 'Do you really want to cancel your reservation?',
    free: 'Nothing is charged.',
    cancelConfirm: 'Cancel reservation',
    cancelled: 'Your reservation has been cancelled.',
    cancelledStatus: 'Cancelled',
    qrLabel: 'QR code of this booking',
    noCharge: 'Nothing charged',
    packageLine: /Business lunch package \(20 people × KRW 30,000\)/,
    total: 'Total',
  },
} as const;

const slot = (page: Page, room: string, start: string) => page.getByRole('button', { name: new RegExp(`^${room}, ${start}`) });

for (const [lang, who, days, start] of [
  ['ko', 'acme.staff21', 16, '09:00'],
  ['en', 'acme.staff22', 17, '13:00'],
] as [Lang, string, number, string][]) {
  const l = TEXT[lang];
  test(`${lang}: books a conference room with a package through the confirm page, then changes and cancels it`, async ({
    page,
  }) => {
    test.slow();
    const date = businessDayAhead(days);
    const purpose = `Board prep ${lang} ${Date.now().toString(36)}`;
    await useLanguage(page, lang);
    await loginAs(page, who, { lang });
    await page.goto('/tenant-service/amenities');
    await expect(page.getByRole('heading', { level: 1, name: l.amenities })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The conference room's card comes first (the nap room's has a Book link too).
    await page.getByRole('link', { name: l.book, exact: true }).first().click();
    await expect(page).toHaveURL('/tenant-service/amenities/conference-room/reservation');

    // Nothing filled: each required field says so, on its field.
    await field(page, l.date).fill(date);
    await page.getByRole('button', { name: l.next }).click();
    await expect(page.getByText(lang === 'ko' ? '사용 목적을 입력해 주세요.' : 'Please enter the purpose.')).toBeVisible();

    // Two hours of room 303 in the day's grid, 20 people and the premium package.
    await slot(page, l.room, start).click();
    const next = `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`;
    const end = `${String(Number(start.slice(0, 2)) + 2).padStart(2, '0')}:00`; // two hours booked
    await slot(page, l.room, next).click();
    await expect(slot(page, l.room, next)).toHaveAttribute('aria-pressed', 'true');
    await field(page, l.purpose).fill(purpose);
    await field(page, l.participants).fill('20');
    await page.getByRole('radio', { name: l.premium }).check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: l.next }).click();

    await expect(page.getByRole('heading', { name: l.confirmTitle })).toBeVisible();
    await expect(page.getByText(l.packageLine)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Previous keeps everything entered.
    await page.getByRole('button', { name: l.previous }).click();
    await expect(field(page, l.purpose)).toHaveValue(purpose);
    await page.getByRole('button', { name: l.next }).click();
    await page.getByRole('button', { name: l.reserve, exact: true }).click();
    await expect(page.getByRole('heading', { name: l.done })).toBeVisible();
    // The recap: the reference, where and when, the price lines and the room's QR code.
    const recap = page.getByRole('status').filter({ has: page.getByRole('heading', { name: l.done }) });
    await expect(recap.getByText(/^CR-\d{8}-\d{4}$/)).toBeVisible();
    await expect(recap).toContainText(formatTimeSpan(date, start, end, lang));
    await expect(recap.getByText(l.packageLine)).toBeVisible();
    await expect(recap.getByRole('img', { name: l.qrLabel })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: l.history }).click();
    await expect(page.getByRole('heading', { level: 1, name: l.historyTitle })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: purpose });
    await expect(card).toContainText(l.confirmed);
    await expect(card).toContainText(formatTimeSpan(date, start, end, lang));
    await expect(card.getByText(/^CR-\d{8}-\d{4}$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Change the end: an hour longer.
    await card.getByRole('link', { name: new RegExp(`^${l.change}`) }).click();
    const later = `${String(Number(start.slice(0, 2)) + 3).padStart(2, '0')}:00`;
    await expect(field(page, l.purpose)).toHaveValue(purpose);
    await field(page, l.end).selectOption(later);
    await page.getByRole('button', { name: l.next }).click();
    await page.getByRole('button', { name: l.save }).click();
    await expect(page.getByRole('heading', { name: l.changed })).toBeVisible();
    await page.getByRole('link', { name: l.history }).click();
    await expect(card).toContainText(`${start}–${later}`);

    // Cancel: the question of the spec and what it costs.
    await card.getByRole('button', { name: new RegExp(`^${l.cancel}`) }).click();
    const dialog = page.getByRole('dialog', {
      name: l.cancelConfirm === 'Cancel reservation' ? 'Cancel reservation' : '예약 취소',
    });
    await expect(dialog).toContainText(l.cancelQuestion);
    await expect(dialog).toContainText(l.free);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: l.cancelConfirm }).click();
    await expect(page.getByRole('status').filter({ hasText: l.cancelled })).toBeVisible();
    // The status reads as a state, not an action, and the card says what the cancellation cost.
    await expect(card.getByText(l.cancelledStatus, { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: l.cancelledStatus })).toHaveCount(0);
    await expect(card).toContainText(l.noCharge);
    await expect(card).not.toContainText(l.total);
  });
}

test('en: requests the executive lounge, and sees it approved by the building office', async ({ page, request }) => {
  const date = businessDayAhead(30);
  const purpose = `Launch party ${Date.now().toString(36)}`;
  await useLanguage(page, 'en');
  await loginAs(page, 'acme.staff23', { lang: 'en' });
  await page.goto('/tenant-service/amenities/executive-lounge');
  await expect(page.getByRole('heading', { level: 1, name: 'Executive Lounge' })).toBeVisible();
  // Someone else already asked for the morning of that day.
  const other = await request.post('/api/v2/reservations/lounge', {
    headers: { ...API_HEADERS, authorization: `Bearer ${await apiLogin(request, 'blue.park')}` },
    data: {
      date,
      start: '09:00',
      end: '11:00',
      purpose: 'Morning briefing',
      participants: 30,
      layout: 'seated',
      equipment: [],
      paymentMethod: 'invoice',
    },
  });
  expect(other.status(), await other.text()).toBe(201);
  await page.getByRole('link', { name: 'Request the lounge' }).click();
  await field(page, 'Date').fill(date);
  // The day's held times show before a time is chosen, and the form proposes the first free one.
  const held = page.getByText(`Bookings on ${formatDate(date, 'en')}`).locator('..');
  await expect(held.getByRole('listitem')).toHaveText(['09:00–11:00Waiting for approval']);
  await expect(field(page, 'Start')).toHaveValue('11:00');
  await expect(field(page, 'End')).toHaveValue('13:00');
  // What is always included is said so, not offered as boxes to tick.
  await expect(page.getByText('Always included')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Sound system' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Sound system/ })).toHaveCount(0);
  // A paid service is asked for with its price, and joins the bill.
  await page.getByRole('checkbox', { name: /Coffee and refreshments/ }).check();
  await field(page, 'Start').selectOption('14:00');
  await field(page, 'End').selectOption('17:00');
  await field(page, 'Event purpose').fill(purpose);
  await field(page, 'Number of participants').fill('120');
  await page.getByRole('button', { name: 'Next: check the price' }).click();
  // 120 standing is fine; seated, the lounge holds 90: the form says so before sending anything.
  await expect(page.getByText('The lounge seats 90 people.')).toBeVisible();
  await page.getByRole('radio', { name: /Standing/ }).check();
  await page.getByRole('button', { name: 'Next: check the price' }).click();
  await expect(page.getByText('Executive lounge, 3 h × KRW 330,000')).toBeVisible();
  await expect(
    page.getByText(/Projector and screen, Sound system, Podium, Stage lighting, Coffee and refreshments/),
  ).toBeVisible();
  await expect(page.getByText('Deposit 30%: KRW 402,000')).toBeVisible();
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { name: 'Your request has been sent.' })).toBeVisible();

  await page.goto('/my-page/amenity-reservation-history?tab=executive-lounge');
  const card = page.getByRole('listitem').filter({ hasText: purpose });
  await expect(card).toContainText('Waiting for approval');

  const admin = await apiLogin(request, 'admin');
  const mine = await request.get('/api/v1/admin/reservations', {
    headers: { ...API_HEADERS, authorization: `Bearer ${admin}` },
    params: { from: date, to: date, amenity: 'lounge', status: 'pending' },
  });
  const id = ((await mine.json()) as { items: { id: number; purpose: string }[] }).items.find((i) => i.purpose === purpose)!.id;
  const approved = await request.post(`/api/v1/admin/reservations/${id}/approve`, {
    headers: { ...API_HEADERS, authorization: `Bearer ${admin}` },
  });
  expect(approved.status()).toBe(204);
  await page.reload();
  await expect(card).toContainText('Confirmed');
  await expect(card.getByRole('button', { name: 'Calendar file' })).toBeVisible();
});

test('ko: the conference QR page shows the booking without anyone’s name', async ({ page, request }) => {
  const { id, headers } = await bookConferenceByApi(request, 'acme.staff23', {
    room: 0,
    date: businessDayAhead(5),
    start: '17:00',
    end: '18:00',
    purpose: 'QR 확인 회의',
    personInCharge: '담당자',
    contactEmail: 'qr@example.com',
  });
  const { code } = (await (await request.get(`/api/v2/reservations/${id}`, { headers })).json()) as { code: string };
  await useLanguage(page, 'ko');
  await page.goto(`/conference-qr/${code}`);
  await expect(page.getByRole('heading', { level: 1, name: '회의실 예약' })).toBeVisible();
  await expect(page.getByText('회의실 301')).toBeVisible();
  await expect(page.getByText('QR 확인 회의')).toBeVisible();
  await expect(page.getByRole('img', { name: '이 예약의 QR 코드' })).toBeVisible();
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.getByText('담당자')).toHaveCount(0); // the person in charge is not shown
  await expectNoSeriousA11yViolations(page);
});

test.describe('edit pages', () => {
  // The page asks the server for the id, which answers 404: the browser logs that, and the page says it.
  test.use({ expectedConsoleErrors: /status of 404/ });

  test('en: an edit page of a missing booking, or of someone else’s, says not found instead of an empty form', async ({
    page,
    request,
  }) => {
    const { id } = await bookConferenceByApi(request, 'acme.staff22', {
      room: 1,
      date: businessDayAhead(6),
      start: '17:00',
      end: '18:00',
      purpose: 'Not yours',
      contactEmail: 'staff22@example.com',
    });

    await useLanguage(page, 'en');
    await loginAs(page, 'acme.master', { lang: 'en' }); // the same company: may see the booking, not change it
    for (const path of [
      `/tenant-service/amenities/conference-room/reservation/edit/${id}`,
      '/tenant-service/amenities/conference-room/reservation/edit/2147483647',
      `/tenant-service/amenities/executive-lounge/reservation/edit/${id}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Reservation not found' })).toBeVisible();
      await expect(page.getByRole('textbox')).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'My reservations' }).click();
    await expect(page).toHaveURL(/\/my-page\/amenity-reservation-history/);
  });
});

test('en: a split-floor tenant is told of its one free hour a month, the same allowance its price uses', async ({ page }) => {
  await useLanguage(page, 'en');
  await loginAs(page, 'blue.master', { lang: 'en' });
  await page.goto('/tenant-service/amenities/conference-room/reservation');
  await expect(
    page.getByText(/^Tenants pay half the list price\. Free use each month: 1 h \(\d h left this month\)\.$/),
  ).toBeVisible();
});

test('en: a typed date outside the booking window shows the window, never a grid of free-looking hours', async ({ page }) => {
  await useLanguage(page, 'en');
  await loginAs(page, 'acme.staff21', { lang: 'en' });
  await page.goto('/tenant-service/amenities/conference-room/reservation');
  await field(page, 'Date').fill(seoulDay(100));
  await expect(page.getByText('Conference rooms can be booked from 2 months to 1 day ahead.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Conference room 301, \d\d:00/ })).toHaveCount(0);
  await field(page, 'Date').fill(businessDayAhead(20));
  await expect(page.getByRole('button', { name: /^Conference room 301, \d\d:00/ }).first()).toBeVisible();
});
