import ExcelJS from 'exceljs';
import { readFileSync, rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { API_HEADERS, apiLogin, loginAs } from './support/auth';
import { seoulToday } from './support/dates';
import { fakeCameraFile, fakeCameraLaunch, writeQrVideo } from './support/fake-camera';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, type Lang, walkIn } from './support/fixtures';
import { field } from './support/form';
import { linkIn, mailsTo, waitForMail } from './support/mail';

/**
 * The lobby desk (issue 13): a visitor applies for today, the tenant manager approves it among the
 * waiting ones, the pass arrives by e-mail in the language the visitor chose for it, and the desk's
 * camera (Chromium's fake camera playing a video of the pass's QR) opens the visit for its check-in;
 * the back office then lists it checked in and the host is told. And the back office's visit list:
 * filters, a check-in by hand after a question, and the Excel export of what it shows.
 */

const TEXT = {
  ko: {
    applyLink: /^방문 신청/,
    tenant: '입주사',
    tenantName: '블루오션파트너스',
    picName: '담당자 이름',
    floor: '방문 층',
    name: '방문객 이름',
    company: '회사명',
    email: '이메일',
    date: '방문일',
    time: '방문 시간',
    purpose: '방문 목적',
    visitedPerson: '방문 대상자',
    qrLang: 'English',
    consent: '개인정보 수집 및 이용에 동의합니다.',
    apply: '신청하기',
    applyTitle: '방문 예약 신청',
    applyConfirm: '신청',
    sent: '방문 신청이 접수되었습니다.',
    waitingTab: '승인 대기',
    choose: (name: string, reference: string) => `${name} (${reference}) 선택`,
    approveSelected: '선택 승인',
    approveTitle: '방문 승인',
    approve: '승인',
    approved: '1건을 승인했습니다.',
    settings: '방문 승인 설정',
    byManager: '입주사 관리자 승인',
    atOnce: '즉시 승인',
    saveSetting: '설정 저장',
    settingTitle: '방문 승인 설정 변경',
    change: '변경',
    settingSaved: '방문 승인 설정이 저장되었습니다.',
    mailGreeting: (name: string) => `Hello ${name}, your visit to Blue Ocean Partners is confirmed.`,
    passTitle: 'Visitor pass',
    deskTitle: '프런트 데스크',
    valid: '유효',
    checkIn: '입장 처리',
    deskDone: (name: string) => `${name} 님이 입장 처리되었습니다. 다음 방문증을 스캔하세요.`,
    visitsNav: '방문객 관리',
    checkedIn: '입장 완료',
    filterName: '방문객 이름',
    filterStatus: '상태',
    statusApproved: '승인됨',
    search: '조회',
    checkInRow: (name: string) => `${name} 입장 처리`,
    confirmTitle: '방문객 입장 처리',
    done: (name: string) => `${name} 님이 입장 처리되었습니다.`,
    export: '엑셀 다운로드',
    sheetHeader: '방문자 이름',
  },
  en: {
    applyLink: /^Apply for a visit/,
    tenant: 'Tenant company',
    tenantName: 'Blue Ocean Partners',
    picName: 'Name of the person in charge',
    floor: 'Landing floor',
    name: 'Visitor name',
    company: 'Company name',
    email: 'E-mail',
    date: 'Visit date',
    time: 'Visit time',
    purpose: 'Purpose of visit',
    visitedPerson: 'Visited person',
    qrLang: '한국어',
    consent: 'I consent to the collection and use of my personal information.',
    apply: 'Apply',
    applyTitle: 'Apply for the visit reservation',
    applyConfirm: 'Apply',
    sent: 'Your application has been sent.',
    waitingTab: 'Waiting for approval',
    choose: (name: string, reference: string) => `Choose ${name} (${reference})`,
    approveSelected: 'Approve selected',
    approveTitle: 'Approve visits',
    approve: 'Approve',
    approved: '1 visit approved.',
    settings: 'Visit approval',
    byManager: 'Approved by a tenant manager',
    atOnce: 'Approved at once',
    saveSetting: 'Save the setting',
    settingTitle: 'Change the visit approval',
    change: 'Change',
    settingSaved: 'The visit approval setting is saved.',
    mailGreeting: (name: string) => `${name}님, 블루오션파트너스 방문이 확정되었습니다.`,
    passTitle: '방문증',
    deskTitle: 'Front desk',
    valid: 'Valid',
    checkIn: 'Check in',
    deskDone: (name: string) => `${name} is checked in. Ready for the next pass.`,
    visitsNav: 'Visits',
    checkedIn: 'Checked in',
    filterName: 'Visitor name',
    filterStatus: 'Status',
    statusApproved: 'Approved',
    search: 'Search',
    checkInRow: (name: string) => `Check in ${name}`,
    confirmTitle: 'Check the visitor in',
    done: (name: string) => `${name} is checked in.`,
    export: 'Export to Excel',
    sheetHeader: 'Visitor',
  },
} as const;

const HOST_EMAIL = 'blue.master@tea-demo.example';

// Each worker's browser has a fake camera playing a file of its own: it must exist when the browser
// starts (a white wall), and a journey writes the pass's QR into it before the desk starts the camera.
const camera = fakeCameraFile(`worker${process.env.TEST_WORKER_INDEX ?? 0}`);
writeQrVideo(camera, null);
test.use({ launchOptions: fakeCameraLaunch(camera, ['--no-sandbox', '--disable-gpu', '--no-first-run']) });
test.afterAll(() => rmSync(camera, { force: true }));

/**
 * The visits' time today: an hour after the pinned start, so the pass is open from the first minute
 * (it opens an hour before) and the time is still ahead while the journeys run (the server's clock
 * runs on from 09:30: a long run on a slow machine passed 10:00).
 */
const VISIT_TIME = '10:30';

/** Applies as an anonymous visitor for today at VISIT_TIME, and returns the reference. */
async function applyForToday(page: Page, lang: Lang, visitor: { name: string; email: string }): Promise<string> {
  const l = TEXT[lang];
  await page.goto('/visitor-reservation-main/');
  await page.getByRole('main').getByRole('link', { name: l.applyLink }).click();
  await field(page, l.tenant).selectOption({ label: l.tenantName });
  await field(page, l.picName).fill('Park Seojun');
  await field(page, l.floor).selectOption('22');
  const row = page.getByRole('group', { name: lang === 'ko' ? '방문객 1' : 'Visitor 1', exact: true });
  await field(row, l.name).fill(visitor.name);
  await field(row, l.company).fill('Northwind');
  await field(row, l.email).fill(visitor.email);
  await field(row, l.date).fill(seoulToday());
  await field(row, l.time).fill(VISIT_TIME);
  await field(row, l.purpose).fill('Partnership meeting');
  await field(row, l.visitedPerson).fill('Park Seojun');
  // The pass in the other language than the page's: the e-mail follows the pass's language.
  await row.getByRole('radio', { name: l.qrLang, exact: true }).check();
  await page.getByRole('checkbox', { name: l.consent }).check();
  await page.getByRole('button', { name: l.apply, exact: true }).click();
  await page.getByRole('dialog', { name: l.applyTitle }).getByRole('button', { name: l.applyConfirm, exact: true }).click();
  await expect(page.getByRole('heading', { name: l.sent })).toBeVisible();
  return (await page
    .getByRole('status')
    .getByText(/^VS-\d{8}-[A-KMNP-Z2-9]{8}$/)
    .textContent())!;
}

test.describe("the desk's camera", () => {
  // Both languages switch blue's approval mode and back, which the other reads: one after the other.
  test.describe.configure({ mode: 'serial' });
  for (const lang of walkIn('ko')) {
    test(`${lang}: an application approved at once with others, its pass by e-mail, checked in by the desk's camera`, async ({
      page,
      browser,
      baseURL,
    }) => {
      test.slow();
      const l = TEXT[lang];
      const tag = `${lang}${Date.now().toString(36)}`;
      const visitor = { name: `Desk ${tag}`, email: `desk.${tag}@example.com` };
      await useLanguage(page, lang);
      const reference = await applyForToday(page, lang, visitor);

      // The tenant manager approves it, chosen among the waiting visits.
      await loginAs(page, 'blue.master', { lang });
      await page.goto('/old-visitor-reservation?view=waiting');
      await expect(page.getByRole('tab', { name: l.waitingTab, selected: true })).toBeVisible();
      await page.getByRole('checkbox', { name: l.choose(visitor.name, reference) }).check();
      await page.getByRole('button', { name: l.approveSelected }).click();
      await page.getByRole('dialog', { name: l.approveTitle }).getByRole('button', { name: l.approve, exact: true }).click();
      await expect(page.getByText(l.approved, { exact: false })).toBeVisible();
      // Beside the waiting list, the company's choice for its members' registrations (asked, then a toast).
      const settings = page.getByRole('region', { name: l.settings });
      await expect(settings.getByRole('radio', { name: l.atOnce })).toBeChecked();
      await expectNoSeriousA11yViolations(page);
      for (const mode of [l.byManager, l.atOnce]) {
        await settings.getByRole('radio', { name: mode }).check();
        await settings.getByRole('button', { name: l.saveSetting }).click();
        await page.getByRole('dialog', { name: l.settingTitle }).getByRole('button', { name: l.change, exact: true }).click();
        await expect(page.getByRole('alert').filter({ hasText: l.settingSaved }).last()).toBeVisible();
        await expect(settings.getByRole('radio', { name: mode })).toBeChecked();
      }

      // The pass arrives in the language chosen for it, and opens now.
      const mail = await waitForMail(visitor.email, { containing: '/visitor-qr/' });
      expect(mail.text).toContain(l.mailGreeting(visitor.name));
      const pass = linkIn(mail, '/visitor-qr/');
      // On the visitor's own phone (nothing stored), the pass opens in its language.
      const phone = await browser.newPage({ baseURL });
      await phone.goto(pass);
      await expect(phone.getByRole('heading', { level: 1, name: l.passTitle })).toBeVisible();
      await expect(phone.getByRole('img', { name: /QR/ })).toBeVisible();
      await phone.close();

      // The desk: the camera sees the pass's QR (the scanner's link it holds) and opens the visit.
      const code = pass.split('/').pop()!;
      writeQrVideo(camera, `${baseURL}/QRCodeScanner/visitor/${code}`);
      await loginAs(page, 'admin', { lang });
      await page.goto('/admin/front-desk');
      await expect(page.getByRole('heading', { level: 1, name: l.deskTitle })).toBeVisible();
      const card = page.getByRole('region', { name: lang === 'ko' ? '스캔한 방문' : 'Scanned visit' });
      await expect(card.getByText(visitor.name)).toBeVisible({ timeout: 20_000 });
      await expect(card.getByRole('status')).toContainText(l.valid);
      await expect(card.getByText(reference)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await card.getByRole('button', { name: l.checkIn, exact: true }).click();
      await expect(card.getByText(l.deskDone(visitor.name))).toBeVisible();
      await expect(card.getByText(visitor.name, { exact: true })).toHaveCount(0);

      // The back office lists it checked in; the host (the company's tenant managers) is told.
      await page.getByRole('link', { name: l.visitsNav }).click();
      await expect(page.getByRole('heading', { level: 1, name: l.visitsNav })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: visitor.name })).toContainText(l.checkedIn);
      await expect
        .poll(
          () =>
            mailsTo(HOST_EMAIL).some(
              (m) =>
                m.text.includes(visitor.name) && /has checked in at the front desk|안내 데스크에서 체크인했습니다/.test(m.text),
            ),
          {
            timeout: 15_000,
          },
        )
        .toBe(true);
    });
  }
});

/** A member's visitor for today at VISIT_TIME, approved at once (the company's default), through the API. */
async function registerForToday(page: Page, name: string): Promise<void> {
  // acme.staff05: my-page.spec changes acme.staff03's password while journeys run in parallel.
  const token = await apiLogin(page.request, 'acme.staff05');
  const res = await page.request.post('/api/v1/visits', {
    headers: { ...API_HEADERS, authorization: `Bearer ${token}` },
    data: {
      personInCharge: { name: 'Kim Minji', building: 'A', floor: 12 },
      visitors: [
        {
          name,
          company: 'Contoso',
          email: `${name.replace(/\s/g, '.').toLowerCase()}@example.com`,
          mobile: '',
          date: seoulToday(),
          time: VISIT_TIME,
          durationMinutes: 60,
          purpose: 'Audit',
          visitedPerson: 'Kim Minji',
          building: 'A',
          qrLang: 'ko',
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

for (const lang of walkIn('en')) {
  test(`${lang}: the back office filters the visits, checks one in by hand and exports them`, async ({ page }) => {
    test.slow();
    const l = TEXT[lang];
    const name = `Hand ${lang}${Date.now().toString(36)}`;
    await registerForToday(page, name);
    await useLanguage(page, lang);
    await loginAs(page, 'admin', { lang });
    await page.goto('/admin');
    await page.getByRole('link', { name: l.visitsNav, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: l.visitsNav })).toBeVisible();
    await expect(field(page, TEXT[lang].date)).toHaveValue(seoulToday());
    await expectNoSeriousA11yViolations(page);

    await field(page, l.filterName).fill(name);
    await field(page, l.filterStatus).selectOption({ label: l.statusApproved });
    await page.getByRole('button', { name: l.search, exact: true }).click();
    await expect(page).toHaveURL(/status=approved/);
    const line = page.getByRole('row').filter({ hasText: name });
    await expect(line).toHaveCount(1);
    await expect(page.getByRole('row')).toHaveCount(2);

    await line.getByRole('button', { name: l.checkInRow(name) }).click();
    const dialog = page.getByRole('dialog', { name: l.confirmTitle });
    await expect(dialog).toContainText(name);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: l.checkIn, exact: true }).click();
    await expect(page.getByText(l.done(name))).toBeVisible();
    // Checked in, it leaves the "approved" filter; without it, the row says so.
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    await field(page, l.filterStatus).selectOption({ index: 0 });
    await page.getByRole('button', { name: l.search, exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText(l.checkedIn);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: l.export }).click()]);
    expect(download.suggestedFilename()).toBe(`visits-${seoulToday()}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync((await download.path())!) as unknown as ExcelJS.Buffer);
    const values = book.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
    expect(values[0]).toContain(l.sheetHeader);
    expect(values).toHaveLength(2);
    expect(values[1]).toContain(name);
    expect(values[1]).toContain(l.checkedIn);
  });
}
