import type { APIRequestContext } from '@playwright/test';
import { API_HEADERS, apiLogin } from './support/auth';
import { businessDayAhead } from './support/dates';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, type Lang } from './support/fixtures';
import { field } from './support/form';
import { linkIn, waitForMail } from './support/mail';

/**
 * A visitor finds their own visit without an account (issue 13): they search by name, e-mail and
 * day, read the link the local SMTP server received, open their visit (the pass, since the tenant
 * approved it), change its time, cancel it, and then, still holding that visitor session, open a
 * member page: "Please Log-Out", and after logging out the login page. Each language has its own
 * visitor and day.
 */

const TEXT = {
  ko: {
    title: '방문 예약 조회',
    name: '방문객 이름',
    contact: '이메일 또는 휴대폰 번호',
    date: '방문일',
    submit: '조회 링크 받기',
    nameRequired: '방문자 이름을 입력해 주세요.',
    sent: '입력하신 내용과 일치하는 방문 예약이 있으면',
    resultTitle: '내 방문 예약',
    approved: '승인됨',
    waiting: '승인 대기',
    waitingAgain:
      '입주사의 승인을 다시 기다리고 있습니다. 이전 출입증으로는 출입할 수 없으며, 승인되면 새 출입증을 보내 드립니다.',
    cancelled: '취소됨',
    pass: (name: string) => `${name} 님의 출입증 열기`,
    change: (name: string) => `${name} 님의 예약 변경`,
    cancel: (name: string) => `${name} 님의 방문 취소`,
    editTitle: '방문 신청 수정',
    time: '방문 시간',
    save: '변경 저장',
    confirmUpdate: '변경',
    edited: '방문 신청이 수정되었습니다.',
    back: '내 방문 예약',
    cancelConfirm: '방문 취소',
    cancelledNotice: '방문을 취소했습니다.',
    memberPage: '/old-visitor-reservation',
    pleaseLogOut: '로그아웃해 주세요.',
    logout: '로그아웃',
  },
  en: {
    title: 'Find my visit reservation',
    name: 'Visitor name',
    contact: 'E-mail or mobile',
    date: 'Visit date',
    submit: 'Send me the link',
    nameRequired: "Please enter the visitor's name.",
    sent: 'If a visit matches what you entered',
    resultTitle: 'My visit reservation',
    approved: 'Approved',
    waiting: 'Waiting for approval',
    waitingAgain:
      "It is waiting for the tenant's approval again: your earlier pass no longer opens the gate, and a new one is sent once it is approved.",
    cancelled: 'Cancelled',
    pass: (name: string) => `Open the pass of ${name}`,
    change: (name: string) => `Change the reservation of ${name}`,
    cancel: (name: string) => `Cancel the visit of ${name}`,
    editTitle: 'Change my visit application',
    time: 'Visit time',
    save: 'Save changes',
    confirmUpdate: 'Update',
    edited: 'Your visit application has been changed.',
    back: 'My visit reservation',
    cancelConfirm: 'Cancel the visit',
    cancelledNotice: 'The visit has been cancelled.',
    memberPage: '/tenant-service-home',
    pleaseLogOut: 'Please Log-Out.',
    logout: 'Log out',
  },
} as const;

/** An anonymous application to Blue Ocean Partners, approved by its tenant manager: what the visitor will look for. */
async function approvedApplication(
  request: APIRequestContext,
  visitor: { name: string; email: string; date: string; lang: Lang },
) {
  const companies = (await (await request.get('/api/v1/visits/companies', { headers: API_HEADERS })).json()) as {
    id: number;
    name: string;
  }[];
  const blue = companies.find((c) => /Blue Ocean|블루/.test(c.name))!;
  const applied = await request.post('/api/v1/visits/external', {
    headers: API_HEADERS,
    data: {
      companyId: blue.id,
      personInCharge: { name: 'Park Seojun', building: 'B', floor: 22 },
      visitors: [
        {
          name: visitor.name,
          company: 'Northwind',
          email: visitor.email,
          mobile: '',
          date: visitor.date,
          time: '10:30',
          durationMinutes: 60,
          purpose: 'Partnership meeting',
          visitedPerson: 'Park Seojun',
          building: 'B',
          qrLang: visitor.lang,
        },
      ],
      consent: true,
    },
  });
  expect(applied.status()).toBe(201);
  const manager = { ...API_HEADERS, authorization: `Bearer ${await apiLogin(request, 'blue.master')}` };
  const waiting = (await (await request.get('/api/v1/visits?view=waiting', { headers: manager })).json()) as {
    items: { id: number; visitor: { name: string } }[];
  };
  const visit = waiting.items.find((v) => v.visitor.name === visitor.name)!;
  const approved = await request.post('/api/v1/visits/approve', { headers: manager, data: { ids: [visit.id] } });
  expect(approved.status()).toBe(200);
}

for (const [lang, days] of [
  ['ko', 14],
  ['en', 15],
] as [Lang, number][]) {
  const l = TEXT[lang];
  test(`${lang}: a visitor finds their visit by name, e-mail and day, changes its hour (which waits for the tenant again), cancels it, and is asked to log out of member pages`, async ({
    page,
    request,
  }) => {
    test.slow();
    const date = businessDayAhead(days);
    const tag = `${lang}${Date.now().toString(36)}`;
    const name = `Jane ${tag}`;
    const email = `jane.${tag}@example.com`;
    await approvedApplication(request, { name, email, date, lang });

    await useLanguage(page, lang);
    await page.goto(lang === 'ko' ? '/external-visitor-reservation-search' : '/visitor/search');
    await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Nothing typed: each field says what it needs, and nothing is sent.
    await page.getByRole('button', { name: l.submit }).click();
    await expect(page.getByText(l.nameRequired)).toBeVisible();
    await expect(field(page, l.name)).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await field(page, l.name).fill(name);
    await field(page, l.contact).fill(email);
    await field(page, l.date).fill(date);
    await page.getByRole('button', { name: l.submit }).click();
    await expect(page.getByRole('status')).toContainText(l.sent);
    await expectNoSeriousA11yViolations(page);

    // The link goes to the contact on file; it opens the visit, and leaves the address without its token.
    const mail = await waitForMail(email, { containing: '/visitor-reservation-inquiry-result' });
    await page.goto(linkIn(mail, '/visitor-reservation-inquiry-result'));
    await expect(page.getByRole('heading', { level: 1, name: l.resultTitle })).toBeVisible();
    await expect(page).toHaveURL('/visitor-reservation-inquiry-result');
    // A card per visit, at every width.
    const line = page.getByRole('listitem').filter({ hasText: name });
    await expect(line).toContainText(l.approved);
    await expect(line).toContainText('10:30');
    await expect(line.getByRole('link', { name: l.pass(name) })).toHaveAttribute('href', /^\/visitor-qr\/[a-z0-9]{26}$/);
    await expectNoSeriousA11yViolations(page);

    // The visitor changes the time of their own application.
    await line.getByRole('link', { name: l.change(name) }).click();
    await expect(page.getByRole('heading', { level: 1, name: l.editTitle })).toBeVisible();
    await expect(field(page, l.name)).toHaveValue(name);
    await field(page, l.time).fill('14:00');
    await page.getByRole('button', { name: l.save }).click();
    await page.getByRole('dialog').getByRole('button', { name: l.confirmUpdate, exact: true }).click();
    await expect(page.getByRole('heading', { name: l.edited })).toBeVisible();
    // Another hour is not what the tenant approved: it waits for them again, without a pass (decision 0050).
    await expect(page.getByText(l.waitingAgain)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: l.back }).click();
    const changed = page.getByRole('listitem').filter({ hasText: name });
    await expect(changed).toContainText('14:00');
    await expect(changed).toContainText(l.waiting);
    await expect(changed.getByRole('link', { name: l.pass(name) })).toHaveCount(0);

    // Then cancels it, after the question.
    await page
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByRole('button', { name: l.cancel(name) })
      .click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: l.cancelConfirm }).click();
    await expect(page.getByText(l.cancelledNotice)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText(l.cancelled);

    // Still holding the visitor session, a member page asks to log out first; then it asks to log in.
    await page.goto(l.memberPage);
    await expect(page.getByText(l.pleaseLogOut)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('main').getByRole('button', { name: l.logout }).click();
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(l.memberPage)}`);
    expect(await page.evaluate(() => localStorage.getItem('visitor_token'))).toBeNull();
  });
}
