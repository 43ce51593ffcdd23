import type { APIRequestContext } from '@playwright/test';
import { API_HEADERS, loginAs } from './support/auth';
import { seoulDay } from './support/dates';
import { confirmSuspension, fillSuspension, offerTransfer, ptTrainerByApi } from './support/wellness';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, type Lang, walkIn } from './support/fixtures';

/**
 * Memberships of a PT package (issue 15, decisions 0028 and 0029) as people use them. The pinned
 * today is Tuesday 24 November 2026. A member holds a package whose first session is on Thursday 26
 * November (valid until 25 December), suspends it for 10 days from that day and sees the new last
 * valid day (4 January 2027), then offers it to a colleague, who accepts it from their wellness
 * history and finds the package and its session on their own package page. Each language has its own
 * trainer (through the office's API) and its own people, used by no other journey: acme.staff32 and
 * acme.staff35 (ko), acme.staff37 and acme.staff42 (en).
 */

const TEXT = {
  ko: {
    holder: 'acme.staff32',
    colleague: 'acme.staff35',
    suspend: '일시정지',
    start: '일시정지 시작일',
    days: '일수',
    reason: '사유',
    newLastDay: '변경될 종료일: 2027년 1월 4일 (월)',
    suspended: '일시정지되었습니다. 새 종료일은 2027년 1월 4일 (월)입니다.',
    transfer: '양도',
    transferLead: /패키지\(잔여 10회, 2027년 1월 4일 \(월\)까지\)/,
    recipient: '받는 분 아이디',
    offer: '양도 요청',
    pending: (id: string) => `(${id})님에게 양도 요청 중`,
    incoming: '나에게 온 양도 요청',
    offered: /잔여 10회 PT 패키지\(PT-\d+, 2027년 1월 4일 \(월\)까지\)/,
    accept: '수락',
    accepted: '수락했습니다. 이제 회원님의 PT 패키지입니다.',
    uses: '사용 0회 / 잔여 10회',
  },
  en: {
    holder: 'acme.staff37',
    colleague: 'acme.staff42',
    suspend: 'Suspend',
    start: 'First day of the suspension',
    days: 'Days',
    reason: 'Reason',
    newLastDay: 'New last day: Mon 4 Jan 2027',
    suspended: 'Suspended. The new last day is Mon 4 Jan 2027.',
    transfer: 'Transfer',
    transferLead: /The package \(10 sessions left, until Mon 4 Jan 2027\)/,
    recipient: "Colleague's ID",
    offer: 'Offer the transfer',
    pending: (id: string) => `(${id}), waiting for an answer`,
    incoming: 'Transfers offered to you',
    offered: /PT package, 10 sessions left/,
    accept: 'Accept',
    accepted: 'Accepted. The PT package is now yours.',
    uses: 'Used 0 / remaining 10',
  },
} satisfies Record<Lang, unknown>;

async function session(request: APIRequestContext, loginId: string, password = 'Member!2345') {
  const res = await request.post('/api/v1/auth/login', { headers: API_HEADERS, data: { loginId, password } });
  expect(res.status(), `login of ${loginId}`).toBe(200);
  const body = (await res.json()) as { accessToken: string };
  return { ...API_HEADERS, authorization: `Bearer ${body.accessToken}` };
}

/** A package of the holder's with its first session on Thursday 26 November at 09:00, with a trainer of the journey's own. */
async function packageWithSession(request: APIRequestContext, holder: Record<string, string>, lang: Lang) {
  const trainerId = await ptTrainerByApi(request, `PT membership ${lang} ${Math.random().toString(36).slice(2, 7)}`);
  const bought = await request.post('/api/v2/wellness/pt/packages', { headers: holder, data: { paymentMethod: 'invoice' } });
  expect(bought.status(), await bought.text()).toBe(201);
  const { id } = (await bought.json()) as { id: number };
  const booked = await request.post('/api/v2/wellness/pt/sessions', {
    headers: holder,
    data: { packageId: id, trainerId, date: seoulDay(2), start: '09:00' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return id;
}

for (const lang of walkIn('ko')) {
  const t = TEXT[lang];
  test(`${lang}: a member suspends a PT package and sees the new last valid day, then transfers it and the colleague accepts`, async ({
    page,
  }) => {
    const holder = await session(page.request, t.holder);
    const id = await packageWithSession(page.request, holder, lang);

    await useLanguage(page, lang);
    await loginAs(page, t.holder, { lang });
    await page.goto(`/fitness-reservation/pt/${id}`);
    const suspendDialog = await fillSuspension(page, t, {
      start: seoulDay(2),
      days: 10,
      reason: lang === 'ko' ? '부상 치료' : 'Recovering from an injury',
    });
    await expect(suspendDialog.getByText(t.newLastDay)).toBeVisible();
    await confirmSuspension(page, suspendDialog, t);

    await offerTransfer(page, t, t.colleague, t.transferLead);
    await expect(page.getByText(t.pending(t.colleague))).toBeVisible();

    await loginAs(page, t.colleague, { lang });
    await page.goto('/my-page/wellness-reservation-history?tab=pt');
    const offers = page.getByRole('region', { name: t.incoming });
    await expect(offers.getByText(t.offered)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await offers.getByRole('button', { name: t.accept }).click();
    await expect(page.getByText(t.accepted)).toBeVisible();
    await page.goto(`/fitness-reservation/pt/${id}`);
    // Now the colleague's package, with its session and the longer validity.
    await expect(page.getByText(t.uses)).toBeVisible();
    await expect(page.getByRole('button', { name: t.transfer, exact: true })).toBeVisible();
  });
}
