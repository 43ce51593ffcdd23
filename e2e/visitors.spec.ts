import { formatDate } from '@tea/shared/format';
import type { Locator, Page } from '@playwright/test';
import { loginAs } from './support/auth';
import { businessDayAhead } from './support/dates';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, type Lang } from './support/fixtures';
import { field } from './support/form';
import { linkIn, waitForMail } from './support/mail';

/**
 * Visitor reservations (issue 13) as people use them: a member registers two visitors and finds them
 * in the list; an anonymous visitor applies, the tenant manager approves the application from the
 * waiting list, and the pass the visitor receives opens as a pass that is not open yet. Each journey
 * has its own people and days.
 */

const TEXT = {
  ko: {
    hub: '방문 예약',
    register: '방문객 등록',
    floor: '방문 층',
    visitor: (n: number) => `방문객 ${n}`,
    name: '방문객 이름',
    company: '회사명',
    email: '이메일',
    mobile: '휴대폰 번호',
    date: '방문일',
    time: '방문 시간',
    purpose: '방문 목적',
    add: '방문객 추가',
    apply: '신청하기',
    nameRequired: '방문자 이름을 입력해 주세요.',
    contactRequired: '방문자의 이메일 또는 휴대폰 번호 중 하나 이상을 입력해 주세요.',
    confirmTitle: '방문 예약 신청',
    confirmQuestion: '방문객 2명의 방문 예약을 신청하시겠습니까?',
    confirm: '신청',
    done: '방문객 등록이 완료되었습니다.',
    passesSent: '방문객에게 이메일 또는 문자로 방문증을 발송했습니다.',
    list: '방문 예약 목록 보기',
    listTitle: '방문 예약 목록',
    approved: '승인됨',
  },
  en: {
    hub: 'Visitor reservation',
    register: 'Register visitors',
    floor: 'Landing floor',
    visitor: (n: number) => `Visitor ${n}`,
    name: 'Visitor name',
    company: 'Company name',
    email: 'E-mail',
    mobile: 'Mobile',
    date: 'Visit date',
    time: 'Visit time',
    purpose: 'Purpose of visit',
    add: 'Add a visitor',
    apply: 'Apply',
    nameRequired: "Please enter the visitor's name.",
    contactRequired: 'A visitor needs at least one of email or mobile.',
    confirmTitle: 'Apply for the visit reservation',
    confirmQuestion: 'Do you want to apply for the visit reservation of 2 visitors?',
    confirm: 'Apply',
    done: 'Your visitors are registered.',
    passesSent: 'The passes have been sent to your visitors by e-mail or SMS.',
    list: 'See the visitor list',
    listTitle: 'Visitor reservation list',
    approved: 'Approved',
  },
} as const;

const row = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

/** Fills one visitor row: who, and (for the first row) when and why. */
async function fillVisitor(
  scope: Locator,
  l: (typeof TEXT)[Lang],
  v: { name: string; company: string; email?: string; mobile?: string; date?: string; time?: string; purpose?: string },
) {
  await field(scope, l.name).fill(v.name);
  await field(scope, l.company).fill(v.company);
  if (v.email) await field(scope, l.email).fill(v.email);
  if (v.mobile) await field(scope, l.mobile).fill(v.mobile);
  if (v.date) await field(scope, l.date).fill(v.date);
  if (v.time) await field(scope, l.time).fill(v.time);
  if (v.purpose) await field(scope, l.purpose).fill(v.purpose);
}

for (const [lang, who, days] of [
  ['ko', 'acme.staff01', 8],
  ['en', 'acme.staff02', 9],
] as [Lang, string, number][]) {
  const l = TEXT[lang];
  test(`${lang}: a member registers two visitors and finds them in the list`, async ({ page }) => {
    test.slow();
    const date = businessDayAhead(days);
    const tag = `${lang}${Date.now().toString(36)}`;
    const [first, second] = [`Park ${tag}`, `Lee ${tag}`];
    await useLanguage(page, lang);
    await loginAs(page, who, { lang });
    await page.goto('/visitor-reservation-main/');
    await expect(page.getByRole('heading', { level: 1, name: l.hub })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`^${l.register}`) })
      .click();
    await expect(page).toHaveURL('/visitor-reservation-application/0');
    await expect(page.getByRole('heading', { level: 1, name: l.register })).toBeVisible();

    // Nothing filled: each required field says so, on its field, and nothing is asked yet.
    await page.getByRole('button', { name: l.apply }).click();
    await expect(row(page, l.visitor(1)).getByText(l.nameRequired)).toBeVisible();
    await expect(row(page, l.visitor(1)).getByText(l.contactRequired)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await field(page, l.floor).selectOption('13');
    await fillVisitor(row(page, l.visitor(1)), l, {
      name: first,
      company: 'Northwind',
      email: `${tag}.park@example.com`,
      date,
      time: '14:00',
      purpose: 'Contract review',
    });
    // A second visitor starts with the first one's visit.
    await page.getByRole('button', { name: l.add }).click();
    await expect(field(row(page, l.visitor(2)), l.date)).toHaveValue(date);
    await expect(field(row(page, l.visitor(2)), l.time)).toHaveValue('14:00');
    await fillVisitor(row(page, l.visitor(2)), l, { name: second, company: 'Northwind', mobile: '010-2345-6789' });

    await page.getByRole('button', { name: l.apply }).click();
    const dialog = page.getByRole('dialog', { name: l.confirmTitle });
    await expect(dialog).toContainText(l.confirmQuestion);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: l.confirm, exact: true }).click();
    await expect(page.getByRole('heading', { name: l.done })).toBeVisible();
    const done = page.getByRole('status').filter({ has: page.getByRole('heading', { name: l.done }) });
    await expect(done).toContainText(l.passesSent);
    await expect(done.getByText(/^VS-\d{8}-[A-KMNP-Z2-9]{8}$/)).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: l.list }).click();
    await expect(page.getByRole('heading', { level: 1, name: l.listTitle })).toBeVisible();
    for (const name of [first, second]) {
      const line = page.getByRole('row').filter({ hasText: name });
      await expect(line).toContainText(l.approved);
      await expect(line).toContainText(formatDate(date, lang));
      await expect(line).toContainText('14:00');
    }
    await expectNoSeriousA11yViolations(page);
  });
}

test('en: a visitor applies, the tenant manager approves it, and the pass is not open yet', async ({ page }) => {
  test.slow();
  const date = businessDayAhead(12);
  const tag = Date.now().toString(36);
  const visitor = `Jane ${tag}`;
  const email = `jane.${tag}@example.com`;
  await useLanguage(page, 'en');
  await page.goto('/visitor-reservation-main/');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Apply for a visit/ })
    .click();
  await expect(page).toHaveURL('/external-visitor-reservation-application/0');
  await expect(page.getByRole('heading', { level: 1, name: 'Apply for a visit' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await field(page, 'Tenant company').selectOption({ label: 'Blue Ocean Partners' });
  await expect(field(page, 'Visit building')).toHaveValue('B');
  await field(page, 'Name of the person in charge').fill('Park Seojun');
  await field(page, 'Landing floor').selectOption('22');
  await fillVisitor(row(page, 'Visitor 1'), TEXT.en, {
    name: visitor,
    company: 'Northwind',
    email,
    date,
    time: '10:30',
    purpose: 'Partnership meeting',
  });
  await field(row(page, 'Visitor 1'), 'Visited person').fill('Park Seojun');
  // The consent of the spec, with how long the visit is kept.
  await expect(page.getByText('The visit history is kept for 3 months after the visit, then deleted.')).toBeVisible();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Please consent to collect and use of personal information')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I consent to the collection and use of my personal information.' }).check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('dialog', { name: 'Apply for the visit reservation' }).getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('heading', { name: 'Your application has been sent.' })).toBeVisible();
  await expect(page.getByText(/waiting for the tenant's approval/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const reference = (await page
    .getByRole('status')
    .getByText(/^VS-\d{8}-[A-KMNP-Z2-9]{8}$/)
    .textContent())!;

  // The tenant manager of Blue Ocean approves it from the waiting list.
  await loginAs(page, 'blue.master', { lang: 'en' });
  await page.goto('/old-visitor-reservation?view=waiting');
  await expect(page.getByRole('tab', { name: 'Waiting for approval', selected: true })).toBeVisible();
  const line = page.getByRole('row').filter({ hasText: visitor });
  await expect(line).toContainText('Waiting for approval');
  await expectNoSeriousA11yViolations(page);
  await line.getByRole('checkbox', { name: `Choose ${visitor} (${reference})` }).check();
  await page.getByRole('button', { name: 'Approve selected' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve visits' });
  await expect(approve).toContainText('The visitors get their QR pass by e-mail or SMS.');
  await expectNoSeriousA11yViolations(page);
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('1 visit approved.', { exact: false })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: visitor })).toHaveCount(0);

  // The visitor's pass, from the e-mail: the visit day is ahead, so it is not open yet.
  const pass = linkIn(await waitForMail(email, { containing: '/visitor-qr/' }), '/visitor-qr/');
  await page.goto(pass);
  await expect(page.getByRole('heading', { level: 1, name: 'Visitor pass' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Not yet open');
  await expect(page.getByText(visitor)).toBeVisible();
  await expect(page.getByText(formatDate(date, 'en'), { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: `QR pass of ${visitor}` })).toBeVisible();
  await expect(page.locator('header')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // What the desk's scanner opens: anyone but the building office sees the state, never the person.
  const code = pass.split('/').pop()!;
  await page.goto(`/QRCodeScanner/visitor/${code}`);
  await expect(page.getByRole('status')).toContainText('Not yet open');
  await expect(page.getByText(visitor)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
