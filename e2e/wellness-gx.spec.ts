import type { APIRequestContext } from '@playwright/test';
import { gxProgramBody } from '../apps/api/src/test/gx';
import { API_HEADERS, apiLogin, loginAs } from './support/auth';
import { seoulDay } from './support/dates';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, type Lang, walkIn } from './support/fixtures';

/**
 * GX programs (issue 15) as people use them. The pinned today (Tuesday 24 November 2026) is after
 * December's registration window (2–13 November), so the journey's programs are a late round the
 * office opened around today. A member registers through the wizard for a program whose one place
 * is taken and joins the waiting list; a program whose place and line are both taken says the
 * waiting list is full; a program with room registers them, and they withdraw it from their
 * reservation history's GX tab, shown the refund less the 10% fee. The other language's journey person fills
 * the places (only acme.staff25 and acme.staff26 are used here).
 */

const TEXT = {
  ko: {
    programs: 'GX 프로그램 신청',
    register: '신청하기',
    agree: 'GX 이용약관에 동의합니다.',
    next: '다음',
    waitlistNotice: '대기자 명단에 오르며',
    waitlisted: (name: string) => `${name} 대기자 명단 1번으로 신청되었습니다.`,
    registered: (name: string) => `${name} 신청이 완료되었습니다.`,
    full: '대기자 명단이 가득 차 추가 예약이 불가합니다.',
    closed: '신청 기간이 아닙니다.',
    history: '예약 내역',
    cancel: '취소',
    refund: '환불 148,500원 (수수료 16,500원 제외)',
    confirmCancel: '신청 취소',
    cancelled: '신청을 취소했습니다.',
    waiting: '대기 1번',
    admin: '웰니스센터 관리',
    roster: '수강생 명단',
  },
  en: {
    programs: 'GX programs',
    register: 'Register',
    agree: 'I agree to the GX terms of use.',
    next: 'Next',
    waitlistNotice: 'Registering puts you on the waiting list',
    waitlisted: (name: string) => `You are number 1 on the waiting list for ${name}.`,
    registered: (name: string) => `You are registered for ${name}.`,
    full: 'Additional reservations are not available as waiting list is full.',
    closed: 'Registration is closed.',
    history: 'My reservations',
    cancel: 'Cancel',
    refund: 'Refund KRW 148,500 (less the KRW 16,500 fee)',
    confirmCancel: 'Cancel registration',
    cancelled: 'Your registration is cancelled.',
    waiting: 'Waiting no. 1',
    admin: 'Wellness center',
    roster: 'Roster',
  },
} satisfies Record<Lang, unknown>;

// Accounts no other journey uses (tenant-manager.spec.ts approves, edits and deletes staff06–08, 16–17).
const PERSON: Record<Lang, string> = { ko: 'acme.staff25', en: 'acme.staff26' };
const OTHER: Record<Lang, string> = { ko: 'acme.staff26', en: 'acme.staff25' };

/** A December program of the office's late round (registration open around the pinned today). */
async function program(
  request: APIRequestContext,
  admin: string,
  name: string,
  places: { capacity: number; waitlistLength: number },
) {
  const res = await request.post('/api/v2/admin/wellness/gx/programs', {
    headers: { ...API_HEADERS, authorization: `Bearer ${admin}` },
    data: gxProgramBody({ ko: name, en: name }, { registrationOpens: seoulDay(-4), registrationCloses: seoulDay(6), ...places }),
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function registerThroughApi(request: APIRequestContext, token: string, programId: number) {
  const res = await request.post('/api/v2/wellness/gx/registrations', {
    headers: { ...API_HEADERS, authorization: `Bearer ${token}` },
    data: { programId },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test.use({ expectedConsoleErrors: /status of 409/ });

for (const lang of walkIn('ko')) {
  const t = TEXT[lang];
  test(`${lang}: a full GX program puts the person on the waiting list, a full line refuses, and a registration is withdrawn with its refund`, async ({
    page,
  }) => {
    test.slow(); // three people, five axe scans in one journey
    const tag = Math.random().toString(36).slice(2, 7);
    const [queue, full, open] = ['Queue', 'Full', 'Open'].map((n) => `GX ${n} ${lang} ${tag}`) as [string, string, string];
    const admin = await apiLogin(page.request, 'admin');
    const other = await apiLogin(page.request, OTHER[lang]);
    const queueId = await program(page.request, admin, queue, { capacity: 1, waitlistLength: 1 });
    const fullId = await program(page.request, admin, full, { capacity: 1, waitlistLength: 0 });
    const openId = await program(page.request, admin, open, { capacity: 10, waitlistLength: 5 });
    await registerThroughApi(page.request, other, queueId);
    await registerThroughApi(page.request, other, fullId);

    await useLanguage(page, lang);
    await loginAs(page, PERSON[lang], { lang });

    // The guarded intro leads to the month's programs.
    await page.goto('/tenant-service/amenities/wellness-center');
    await expectNoSeriousA11yViolations(page);
    await page.goto('/tenant-service/amenities/wellness-center-gx/reservation?month=2026-12');
    await expect(page.getByRole('heading', { level: 1, name: t.programs })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: queue });
    await expect(row.getByText('1/1').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The one place is taken: registering joins the waiting list.
    await row.getByRole('link', { name: new RegExp(`${t.register}: ${queue}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/fitness-reservation/gx/${queueId}$`));
    await expect(page.getByText(t.waitlistNotice).first()).toBeVisible();
    await page.getByLabel(t.agree).check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: t.next }).click();
    await page.getByRole('button', { name: t.register, exact: true }).click();
    await expect(page.getByRole('heading', { name: t.waitlisted(queue) })).toBeVisible();

    // Place and line both taken: the waiting list is full.
    await page.goto(`/fitness-reservation/gx/${fullId}`);
    await expect(page.getByText(t.full).first()).toBeVisible();

    // A program with room: registered, then withdrawn before the course starts, with the refund shown.
    await page.goto(`/fitness-reservation/gx/${openId}`);
    await page.getByLabel(t.agree).check();
    await page.getByRole('button', { name: t.next }).click();
    await page.getByRole('button', { name: t.register, exact: true }).click();
    await expect(page.getByRole('heading', { name: t.registered(open) })).toBeVisible();

    // The wellness history's address opens the GX tab of the one history (decision 0064).
    await page.goto('/my-page/wellness-reservation-history?tab=gx');
    await expect(page).toHaveURL(/\/my-page\/amenity-reservation-history\?tab=fitness$/);
    await expect(page.getByRole('heading', { level: 1, name: t.history })).toBeVisible();
    await expect(page.getByText(t.waiting).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: `${t.cancel}: ${open}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(t.refund)).toBeVisible();
    await dialog.getByRole('button', { name: t.confirmCancel }).click();
    await expect(page.getByText(t.cancelled)).toBeVisible();
    await expect(page.getByRole('button', { name: `${t.cancel}: ${open}` })).toHaveCount(0);

    await expect(page.getByText(queue).first()).toBeVisible();

    // The back office sees the program's places and its roster.
    await loginAs(page, 'admin', { lang });
    await page.goto('/admin/wellness?month=2026-12');
    await expect(page.getByRole('heading', { level: 1, name: t.admin })).toBeVisible();
    await page.getByRole('button', { name: `${t.roster}: ${queue}` }).click();
    await expect(page.getByRole('heading', { name: new RegExp(queue) })).toBeVisible();
    await expect(page.getByText(OTHER[lang]).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
