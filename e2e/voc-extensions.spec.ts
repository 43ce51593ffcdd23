import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { formatDate } from '@tea/shared/format';
import { loginAs } from './support/auth';
import { weekdayFromToday } from './support/dates';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, type Lang, walkIn } from './support/fixtures';
import { field } from './support/form';

/**
 * Lights-out extensions (issue 14) as people use them: a member asks for a Saturday lights-out. The
 * pinned today (a Tuesday) is before the coming Saturday's deadline (Friday 15:00), so it is priced
 * and taken; last Saturday's deadline has passed, so the form says to phone the facility team. The
 * building office approves the request and the tenant manager finds it in the month's charges. The
 * form offers only the company's floors, each with its tower.
 */

const FRIDAY = 5;
const SATURDAY = 6;
const PHONE = '02-6000-1002';

const TEXT = {
  ko: {
    heading: '소등 연장 신청',
    name: '이름',
    date: '신청일',
    start: '시작 시간',
    end: '종료 시간',
    floor: 'A동 12층',
    deadlinePassed: `시설팀(${PHONE})으로 전화해 주세요`,
    total: '66,000원',
    submit: '신청하기',
    done: '신청이 접수되었습니다.',
    approve: /^승인:/,
    approved: '신청을 승인했습니다.',
    line: '소등 연장 · 12층',
    download: '엑셀 다운로드',
    dueBy: '이 날의 신청 마감은',
  },
  en: {
    heading: 'Lights-out extension request',
    name: 'Name',
    date: 'Application date',
    start: 'Start time',
    end: 'End time',
    floor: 'Tower A, 12F',
    deadlinePassed: `phone the facility team: ${PHONE}`,
    total: 'KRW 66,000',
    submit: 'Submit the request',
    done: 'Your request was received.',
    approve: /^Approve:/,
    approved: 'The request was approved.',
    line: 'Lights-out · 12F',
    download: 'Download Excel',
    dueBy: 'Requests for this day are taken until',
  },
} satisfies Record<Lang, unknown>;

test.use({ expectedConsoleErrors: /status of 409/ });

for (const lang of walkIn('ko')) {
  const t = TEXT[lang];
  test(`${lang}: a Saturday lights-out before the Friday 15:00 deadline is taken, approved and charged; after it, the form says to phone`, async ({
    page,
  }) => {
    const requester = `${lang === 'ko' ? '김연장' : 'Kim Extension'} ${Math.random().toString(36).slice(2, 7)}`;
    await useLanguage(page, lang);
    // A person no journey edits, whose notifications no journey reads (my-page.spec.ts changes acme.staff15's password).
    await loginAs(page, 'acme.staff02', { lang });
    await page.goto('/request-for-light-out');
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await field(page, t.name).fill(requester);
    await field(page, t.start).selectOption('19:00');
    await field(page, t.end).selectOption('21:00');
    await page.getByLabel(t.floor, { exact: true }).check();

    // Last Saturday: its deadline (the Friday before, 15:00) has passed.
    await field(page, t.date).fill(weekdayFromToday(SATURDAY, -1));
    await expect(page.getByRole('alert').filter({ hasText: t.deadlinePassed })).toBeVisible();

    // The coming Saturday: priced per floor and hour with VAT, then taken.
    await field(page, t.date).fill(weekdayFromToday(SATURDAY));
    await expect(page.getByText(t.total)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.done)).toBeVisible();

    await loginAs(page, 'admin', { lang });
    await page.goto('/admin/voc/extensions');
    const row = page.getByRole('row').filter({ hasText: requester });
    await row.getByRole('button', { name: t.approve }).click();
    await expect(page.getByText(t.approved)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await loginAs(page, 'acme.master', { lang });
    await page.goto('/tenant-manager/amenity-charges');
    await expect(page.getByText(t.line).first()).toBeVisible();

    // The back office's statement of that month lists it, and so does its Excel file, line by line.
    const saturday = weekdayFromToday(SATURDAY);
    const month = saturday.slice(0, 7);
    await loginAs(page, 'admin', { lang });
    await page.goto(`/admin/charges?month=${month}`);
    await expect(page.getByRole('row').filter({ hasText: t.line }).first()).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.download }).click()]);
    expect(download.suggestedFilename()).toBe(`charges-${month}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync((await download.path())!) as unknown as ExcelJS.Buffer);
    const rows = book.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
    const extensionRows = rows.filter((r) => r?.some((v) => typeof v === 'string' && v.startsWith('EXT-')));
    expect(extensionRows.some((r) => r.includes(formatDate(saturday, lang)) && r.includes(t.line))).toBe(true);
  });
}

/**
 * The Friday bound itself (decision 0030): the page's clock and each request's instant (the test-mode
 * header the server honours only with a pinned clock) are Friday 14:59, then 15:00, in Seoul. At 14:59
 * the coming Saturday is priced and taken; a minute later the same Saturday is refused with the phone.
 */
const FLOOR = { ko: 'A동 14층', en: 'Tower A, 13F' } satisfies Record<Lang, string>;

async function atSeoul(page: Page, date: string, time: string) {
  const instant = `${date}T${time}:00+09:00`;
  await page.clock.setSystemTime(new Date(instant));
  await page.setExtraHTTPHeaders({ 'x-test-now': instant });
}

for (const lang of walkIn('en')) {
  const t = TEXT[lang];
  test(`${lang}: on Friday a Saturday lights-out is taken at 14:59 and refused at 15:00`, async ({ page }) => {
    const friday = weekdayFromToday(FRIDAY);
    const saturday = weekdayFromToday(SATURDAY);
    const requester = `${lang === 'ko' ? '박금요' : 'Park Friday'} ${Math.random().toString(36).slice(2, 7)}`;
    await useLanguage(page, lang);
    // Accounts no other journey uses.
    await loginAs(page, lang === 'ko' ? 'acme.staff29' : 'acme.staff31', { lang });

    const fill = async () => {
      await page.goto('/request-for-light-out');
      await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
      await field(page, t.name).fill(requester);
      await field(page, t.start).selectOption('19:00');
      await field(page, t.end).selectOption('20:00');
      await page.getByLabel(FLOOR[lang], { exact: true }).check();
      await field(page, t.date).fill(saturday);
    };

    await atSeoul(page, friday, '14:59');
    await fill();
    await expect(page.getByText(t.dueBy)).toBeVisible(); // the quote names Friday 15:00
    await expect(page.getByRole('alert').filter({ hasText: t.deadlinePassed })).toHaveCount(0);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.done)).toBeVisible();

    await atSeoul(page, friday, '15:00');
    await fill();
    await expect(page.getByRole('alert').filter({ hasText: t.deadlinePassed })).toBeVisible();
    // What was typed stays; the request is not taken.
    await expect(field(page, t.name)).toHaveValue(requester);
    // Sent anyway, the server refuses it at the request's instant.
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/voc/extensions') && r.request().method() === 'POST'),
      page.getByRole('button', { name: t.submit }).click(),
    ]);
    expect(refused.status()).toBe(409);
    await expect(page.getByText(t.done)).toHaveCount(0);
  });
}
