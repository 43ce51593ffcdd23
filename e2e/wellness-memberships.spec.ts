import type { APIRequestContext } from '@playwright/test';
import { API_HEADERS, loginAs } from './support/auth';
import { seoulDay, seoulToday } from './support/dates';
import { confirmSuspension, fillSuspension, offerTransfer } from './support/wellness';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, type Lang, walkIn } from './support/fixtures';

/**
 * Memberships (issue 15, decision 0029) as people use them. A member suspends their locker rental for
 * 10 days and sees the new last day, then offers it to a colleague, who accepts it from their wellness
 * history; the fitness desk records a member's GX attendance by the member QR typed into the desk's
 * code field (the camera's fallback), and later that day the member's PT session. Accounts no other journey uses: acme.staff38–40 (ko) and
 * acme.staff41, 43, 44 (en), all of ACME.
 */

const TEXT = {
  ko: {
    holder: 'acme.staff38',
    colleague: 'acme.staff39',
    attendee: 'acme.staff40',
    suspend: '일시정지',
    start: '일시정지 시작일',
    days: '일수',
    reason: '사유',
    suspended: '일시정지되었습니다. 새 종료일은 2027년 1월 3일 (일)입니다.',
    transfer: '양도',
    recipient: '받는 분 아이디',
    offer: '양도 요청',
    pending: (id: string) => `(${id})님에게 양도 요청 중`,
    incoming: '나에게 온 양도 요청',
    accept: '수락',
    accepted: '수락했습니다. 이제 회원님의 대여입니다.',
    center: '웰니스센터 관리',
    desk: '출석 데스크',
    code: '회원 QR 코드',
    record: '출석 기록',
    recorded: (name: string) => `출석 기록: ${name}`,
    already: '이미 기록됨',
    pt: (trainer: { nameKo: string }) => `${trainer.nameKo} 트레이너 PT`,
  },
  en: {
    holder: 'acme.staff41',
    colleague: 'acme.staff43',
    attendee: 'acme.staff44',
    suspend: 'Suspend',
    start: 'First day of the suspension',
    days: 'Days',
    reason: 'Reason',
    suspended: 'Suspended. The new last day is Sun 3 Jan 2027.',
    transfer: 'Transfer',
    recipient: "Colleague's ID",
    offer: 'Offer the transfer',
    pending: (id: string) => `(${id}), waiting for an answer`,
    incoming: 'Transfers offered to you',
    accept: 'Accept',
    accepted: 'Accepted. The rental is now yours.',
    center: 'Wellness center',
    desk: 'Attendance desk',
    code: 'Member QR code',
    record: 'Record attendance',
    recorded: (name: string) => `Recorded: ${name}`,
    already: 'Already recorded',
    pt: (trainer: { nameEn: string }) => `PT with ${trainer.nameEn}`,
  },
} satisfies Record<Lang, unknown>;

async function session(request: APIRequestContext, loginId: string, password = 'Member!2345') {
  const res = await request.post('/api/v1/auth/login', { headers: API_HEADERS, data: { loginId, password } });
  expect(res.status(), `login of ${loginId}`).toBe(200);
  const body = (await res.json()) as { accessToken: string; user: { name: string } };
  return { headers: { ...API_HEADERS, authorization: `Bearer ${body.accessToken}` }, name: body.user.name };
}

/** A locker rented through the API from tomorrow for a month (the last day 24 Dec): a free one, from the front (ko) or the back (en). */
async function rentLocker(request: APIRequestContext, headers: Record<string, string>, lang: Lang) {
  const start = seoulDay(1);
  const map = await request.get(`/api/v2/wellness/rentals/map?kind=locker&start=${start}&months=1`, { headers });
  const free = ((await map.json()) as { units: { number: number; free: boolean }[] }).units.filter((u) => u.free);
  const unit = lang === 'ko' ? free[0]! : free.at(-1)!;
  const res = await request.post('/api/v2/wellness/rentals', {
    headers,
    data: { kind: 'locker', number: unit.number, start, months: 1 },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; number: number; lastDay: string };
}

/** An instant of the pinned today in Seoul, for the x-test-now header (decision 0030). */
const at = (hhmm: string) => `${seoulToday()}T${hhmm}:00+09:00`;
const minus20 = (hhmm: string) => {
  const m = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)) - 20;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** The member's QR token as their phone shows it at `hhmm` today. */
async function qrAt(request: APIRequestContext, headers: Record<string, string>, hhmm: string) {
  const qr = await request.get('/api/v1/me/qr-token', { headers: { ...headers, 'x-test-now': at(hhmm) } });
  expect(qr.status(), await qr.text()).toBe(200);
  return ((await qr.json()) as { token: string }).token;
}

/** A PT package bought and a session booked (at 08:00 today) at the first free start from 11:00 of a seeded trainer. */
async function bookPtToday(request: APIRequestContext, member: Record<string, string>) {
  const headers = { ...member, 'x-test-now': at('08:00') };
  const today = seoulToday();
  const list = await request.get('/api/v2/wellness/pt/trainers', { headers });
  const trainers = ((await list.json()) as { items: { id: number; nameKo: string; nameEn: string }[] }).items;
  for (const trainer of trainers) {
    const slots = await request.get(`/api/v2/wellness/pt/slots?trainerId=${trainer.id}&from=${today}&to=${today}`, { headers });
    const days = ((await slots.json()) as { days: { date: string; starts: string[] }[] }).days;
    const start = days.find((d) => d.date === today)?.starts.find((s) => s >= '11:00');
    if (!start) continue;
    const bought = await request.post('/api/v2/wellness/pt/packages', { headers, data: { paymentMethod: 'invoice' } });
    expect(bought.status(), await bought.text()).toBe(201);
    const { id: packageId } = (await bought.json()) as { id: number };
    const booked = await request.post('/api/v2/wellness/pt/sessions', {
      headers,
      data: { packageId, trainerId: trainer.id, date: today, start },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    return { trainer, start };
  }
  throw new Error('no PT trainer has a free start from 11:00 today');
}

for (const lang of walkIn('en')) {
  const t = TEXT[lang];
  test(`${lang}: a member suspends a locker rental and sees the new last day, then transfers it and the colleague accepts`, async ({
    page,
  }) => {
    const holder = await session(page.request, t.holder);
    const rental = await rentLocker(page.request, holder.headers, lang);
    expect(rental.lastDay).toBe('2026-12-24');

    await useLanguage(page, lang);
    await loginAs(page, t.holder, { lang });
    await page.goto(`/fitness-reservation/locker/${rental.id}`);
    const suspendDialog = await fillSuspension(page, t, {
      start: seoulDay(2),
      days: 10,
      reason: lang === 'ko' ? '해외 출장' : 'Business trip abroad',
    });
    // Once per period: the button is gone.
    await confirmSuspension(page, suspendDialog, t);

    await offerTransfer(page, t, t.colleague);
    await expect(page.getByText(t.pending(t.colleague))).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await loginAs(page, t.colleague, { lang });
    await page.goto('/my-page/wellness-reservation-history?tab=locker');
    const offers = page.getByRole('region', { name: t.incoming });
    await expect(offers).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await offers.getByRole('button', { name: t.accept }).click();
    await expect(page.getByText(t.accepted)).toBeVisible();
    await page.goto(`/fitness-reservation/locker/${rental.id}`);
    // Now the colleague's rental, with its suspension kept.
    await expect(page.getByRole('button', { name: t.transfer, exact: true })).toBeVisible();
  });

  test(`${lang}: the fitness desk records GX attendance with a member QR, then the member's PT session of the hour`, async ({
    page,
  }) => {
    const admin = await session(page.request, 'admin', 'Admin!2345');
    const attendee = await session(page.request, t.attendee);
    const tag = Math.random().toString(36).slice(2, 7);
    // A November program of the office's late round that meets today (Tuesday) at this hour.
    const created = await page.request.post('/api/v2/admin/wellness/gx/programs', {
      headers: admin.headers,
      data: {
        month: '2026-11',
        nameKo: `출석 ${tag}`,
        nameEn: `Attendance ${tag}`,
        weekdays: [2, 4],
        start: '09:00',
        end: '09:50',
        instructor: 'Kim Haneul',
        capacity: 10,
        waitlistLength: 0,
        price: 120_000,
        registrationOpens: seoulDay(-4),
        registrationCloses: seoulDay(6),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const registered = await page.request.post('/api/v2/wellness/gx/registrations', {
      headers: attendee.headers,
      data: { programId: id },
    });
    expect(registered.status(), await registered.text()).toBe(201);

    await useLanguage(page, lang);
    await loginAs(page, 'admin', { lang });
    await page.goto('/admin/wellness/attendance');
    await expect(page.getByRole('navigation', { name: t.center }).getByRole('link', { name: t.desk })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoSeriousA11yViolations(page);

    // The desk's clock at 09:10 (decision 0030), whenever the suite reaches this journey: the GX session's hour.
    await page.setExtraHTTPHeaders({ 'x-test-now': at('09:10') });
    // The member's QR, as their phone shows it (valid 60 seconds), typed at the desk.
    await page.getByLabel(t.code).fill(await qrAt(page.request, attendee.headers, '09:10'));
    await page.getByRole('button', { name: t.record }).click();
    await expect(page.getByText(t.recorded(attendee.name))).toBeVisible();
    await page.getByRole('button', { name: t.record }).click();
    await expect(page.getByText(t.already)).toBeVisible();

    // A PT session later today: scanned 20 minutes before its start, the desk records it, not the GX class.
    const pt = await bookPtToday(page.request, attendee.headers);
    const scanAt = minus20(pt.start);
    await page.setExtraHTTPHeaders({ 'x-test-now': at(scanAt) });
    await page.getByLabel(t.code).fill(await qrAt(page.request, attendee.headers, scanAt));
    await page.getByRole('button', { name: t.record }).click();
    await expect(page.getByText(t.recorded(attendee.name))).toContainText(t.pt(pt.trainer));
    await page.getByRole('button', { name: t.record }).click();
    await expect(page.getByText(t.already)).toContainText(t.pt(pt.trainer));
  });
}
