import type { APIRequestContext, Page } from '@playwright/test';
import { API_HEADERS, loginAs } from './support/auth';
import { seoulDay, seoulToday } from './support/dates';
import { field } from './support/form';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, type Lang, walkIn } from './support/fixtures';

/**
 * Check-in and no-shows (issue 16, decision 0035) as people meet them: a member books a nap seat, opens
 * the link of that seat's QR too early (told from when), then within the window (checked in); another
 * member's booking marked a no-show keeps them from booking the nap room, the form showing until when.
 * acme.staff60 (a woman, ko) and acme.staff61 (a man, en) check in; acme.staff62 (ko) and acme.staff63
 * (en) are the no-shows. None of them books the nap room in another journey. Requests and pages name
 * their instant (x-test-now, decision 0030), so the journey does not depend on the server's clock.
 */
const TEXT = {
  ko: {
    who: 'acme.staff60',
    absent: 'acme.staff62',
    gender: 'female',
    time: '시간',
    date: '날짜',
    map: '여성 수면실 좌석 배치도',
    seat: '4번 좌석, 예약 가능',
    next: '다음',
    reserve: '예약하기',
    done: '수면실이 예약되었습니다.',
    early: '아직 이릅니다: 09:50부터 체크인할 수 있습니다.',
    checkedIn: '체크인되었습니다.',
    booking: '내 예약 10:00–11:00',
    restricted: /노쇼로 인해 2026년 12월 1일.*까지 수면실을 예약할 수 없습니다/,
  },
  en: {
    who: 'acme.staff61',
    absent: 'acme.staff63',
    gender: 'male',
    time: 'Time',
    date: 'Date',
    map: "Seat map of the Men's room",
    seat: 'Seat 4, free',
    next: 'Next',
    reserve: 'Book',
    done: 'Your nap is booked.',
    early: 'Too early: check-in opens at 09:50.',
    checkedIn: 'You are checked in.',
    booking: 'Your booking 10:00–11:00',
    restricted: /you cannot book the nap room until Tue,? 1 Dec 2026/,
  },
} satisfies Record<Lang, unknown>;

/** An instant of the pinned today in Seoul. */
const at = (hhmm: string) => `${seoulToday()}T${hhmm}:00+09:00`;

/** The page's clock and the server's idea of now (every request the page makes) at `hhmm` today. */
async function moveTo(page: Page, hhmm: string) {
  await page.clock.setSystemTime(new Date(at(hhmm)));
  await page.setExtraHTTPHeaders({ 'x-test-now': at(hhmm) });
}

async function bearer(request: APIRequestContext, loginId: string, password = 'Member!2345') {
  const res = await request.post('/api/v1/auth/login', { headers: API_HEADERS, data: { loginId, password } });
  expect(res.status(), `login of ${loginId}`).toBe(200);
  return { ...API_HEADERS, authorization: `Bearer ${((await res.json()) as { accessToken: string }).accessToken}` };
}

/** The link a nap seat's QR opens, as the back office prints it. */
async function seatLink(request: APIRequestContext, gender: string, number: number) {
  const admin = await bearer(request, 'admin', 'Admin!2345');
  const res = await request.get(`/api/v1/admin/seat-qr?amenity=sleepingRoom&gender=${gender}`, { headers: admin });
  expect(res.status(), await res.text()).toBe(200);
  const seats = ((await res.json()) as { items: { seatId: number; number: number; path: string }[] }).items;
  return seats.find((s) => s.number === number)!;
}

for (const lang of walkIn('ko')) {
  const t = TEXT[lang];

  test(`${lang}: a member books a nap seat and checks in by opening the seat's QR link, not before 10 minutes ahead`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await loginAs(page, t.who, { lang });
    await moveTo(page, '09:40');
    await page.goto('/tenant-service/amenities/sleeping-room/reservation');
    await field(page, t.date).selectOption({ index: 1 });
    await field(page, t.time).selectOption('10:00');
    const map = page.getByRole('group', { name: t.map });
    await map.getByRole('button', { name: t.seat, exact: true }).click();
    await page.getByRole('button', { name: t.next }).click();
    await page.getByRole('button', { name: t.reserve, exact: true }).click();
    await expect(page.getByRole('heading', { name: t.done })).toBeVisible();

    const seat = await seatLink(page.request, t.gender, 4);
    await page.goto(seat.path);
    await expect(page.getByText(t.early)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await moveTo(page, '09:55');
    await page.reload();
    await expect(page.getByText(t.checkedIn, { exact: true })).toBeVisible();
    await expect(page.getByText(t.booking)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test(`${lang}: a nap booking marked a no-show frees its seat and keeps the member from booking the nap room, with the date shown`, async ({
    page,
  }) => {
    const member = await bearer(page.request, t.absent);
    const before = { ...member, 'x-test-now': at('10:40') };
    const seats = await page.request.get(`/api/v2/reservations/sleeping-room/seats?date=${seoulToday()}&start=11:00&end=12:00`, {
      headers: before,
    });
    const seat = ((await seats.json()) as { seats: { id: number; number: number }[] }).seats.find((s) => s.number === 5)!;
    const booked = await page.request.post('/api/v2/reservations/sleeping-room', {
      headers: before,
      data: { seatId: seat.id, date: seoulToday(), start: '11:00', end: '12:00' },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { id } = (await booked.json()) as { id: number };

    // Not checked in by 11:15: the back office marks the no-show at 11:16 (the no-show job's rule, its own test).
    const admin = { ...(await bearer(page.request, 'admin', 'Admin!2345')), 'x-test-now': at('11:16') };
    const marked = await page.request.post(`/api/v1/admin/reservations/${id}/no-show`, { headers: admin });
    expect(marked.status(), await marked.text()).toBe(204);
    // The no-show released the seat at once: the hour shows it free again.
    const after = await page.request.get(`/api/v2/reservations/sleeping-room/seats?date=${seoulToday()}&start=11:00&end=12:00`, {
      headers: { ...member, 'x-test-now': at('11:17') },
    });
    const released = ((await after.json()) as { seats: { number: number; free: boolean }[] }).seats.find((s) => s.number === 5)!;
    expect(released.free).toBe(true);

    const again = await page.request.post('/api/v2/reservations/sleeping-room', {
      headers: { ...member, 'x-test-now': at('11:20'), 'accept-language': lang },
      data: { seatId: seat.id, date: seoulToday(), start: '13:00', end: '14:00' },
    });
    expect(again.status()).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'NO_SHOW_RESTRICTED' });
    expect(((await again.json()) as { message: string }).message).toContain(seoulDay(7));

    await useLanguage(page, lang);
    await loginAs(page, t.absent, { lang });
    await moveTo(page, '11:20');
    await page.goto('/tenant-service/amenities/sleeping-room/reservation');
    await expect(page.getByText(t.restricted)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
