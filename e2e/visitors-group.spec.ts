import { formatDate } from '@tea/shared/format';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { VISIT_SHEET_HEADERS } from '../apps/api/src/test/visit-sheet';
import { loginAs } from './support/auth';
import { businessDayAhead, seoulDay } from './support/dates';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, type Lang } from './support/fixtures';
import { field } from './support/form';

/**
 * The group registration (issue 13) as a member uses it: the header's visitor menu leads to it; the
 * sample comes in the page's language; a filled sample with two bad rows is read, its problems listed
 * by row and column beside the rows, nothing registered; the rows are fixed where they are and the
 * group is applied, and the visitors are in the list. Each language has its own member and day.
 */

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const TEXT = {
  ko: {
    mainMenu: '주 메뉴',
    menu: '방문객',
    menuGroup: '단체 방문 예약',
    title: '단체 방문객 등록',
    template: '견본 파일 내려받기',
    headers: VISIT_SHEET_HEADERS.ko,
    file: '방문객 파일',
    read: '파일에서 방문객 3명을 읽었습니다.',
    problems: '파일의 문제 (행과 열별)',
    email: '이메일',
    date: '방문일',
    emailProblem: '올바른 이메일 주소를 입력해 주세요.',
    dateProblem: '방문일은 오늘부터 3개월 이내에서 선택해 주세요.',
    goTo: (row: number, column: string) => `${row}행, ${column}: 입력란으로 이동`,
    fromRow: (row: number) => `파일의 ${row}행`,
    allFixed: '파일의 문제를 모두 고쳤습니다.',
    limit: '단체 등록은 최대 20명까지 가능합니다.',
    visitor: (n: number) => `방문객 ${n}`,
    floor: '방문 층',
    apply: '신청하기',
    confirmTitle: '방문 예약 신청',
    confirmQuestion: '방문객 3명의 방문 예약을 신청하시겠습니까?',
    confirm: '신청',
    done: '방문객 등록이 완료되었습니다.',
    list: '방문 예약 목록 보기',
    listTitle: '방문 예약 목록',
    approved: '승인됨',
  },
  en: {
    mainMenu: 'Main menu',
    menu: 'Visitor',
    menuGroup: 'Group Reservation',
    title: 'Group visitor registration',
    template: 'Download the sample file',
    headers: VISIT_SHEET_HEADERS.en,
    file: 'Visitor file',
    read: '3 visitors were read from the file.',
    problems: 'Problems in the file, by row and column',
    email: 'E-mail',
    date: 'Visit date',
    emailProblem: 'Please enter a valid email address.',
    dateProblem: 'Please choose a visit date from today up to 3 months ahead.',
    goTo: (row: number, column: string) => `Row ${row}, ${column}: go to the field`,
    fromRow: (row: number) => `Row ${row} of the file`,
    allFixed: 'Every problem of the file is fixed.',
    limit: 'A group registration takes up to 20 visitors.',
    visitor: (n: number) => `Visitor ${n}`,
    floor: 'Landing floor',
    apply: 'Apply',
    confirmTitle: 'Apply for the visit reservation',
    confirmQuestion: 'Do you want to apply for the visit reservation of 3 visitors?',
    confirm: 'Apply',
    done: 'Your visitors are registered.',
    list: 'See the visitor list',
    listTitle: 'Visitor reservation list',
    approved: 'Approved',
  },
} as const;

const group = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

/** A visitor of the sheet, as a person types it into the sample: the day and the time as Excel keeps them. */
function visitorRow(name: string, email: string, date: string) {
  return [
    name,
    'Northwind',
    email,
    '',
    new Date(`${date}T00:00:00Z`),
    new Date('1899-12-30T14:00:00Z'),
    60,
    'Quarterly review',
    'Kim Minsu',
    'A',
    'en',
  ];
}

/** The sample filled in from its third row (the second is the example), as the bytes of an .xlsx. */
async function filled(sample: ExcelJS.Workbook, rows: unknown[][], first = 3): Promise<Buffer> {
  const sheet = sample.worksheets[0]!;
  rows.forEach((values, i) => {
    const row = sheet.getRow(first + i);
    values.forEach((value, col) => (row.getCell(col + 1).value = value as ExcelJS.CellValue));
  });
  return Buffer.from(await sample.xlsx.writeBuffer());
}

for (const [lang, who, days] of [
  ['ko', 'acme.staff09', 20],
  ['en', 'acme.staff10', 21],
] as [Lang, string, number][]) {
  const l = TEXT[lang];
  test(`${lang}: a member registers a group from the sample, fixing two bad rows in place, and finds it in the list`, async ({
    page,
  }) => {
    test.slow();
    const date = businessDayAhead(days);
    const tag = `${lang}${Date.now().toString(36)}`;
    const names = [`Grace ${tag}`, `Henry ${tag}`, `Irene ${tag}`];
    await useLanguage(page, lang);
    await loginAs(page, who, { lang });

    // The header's visitor menu has the group registration for members.
    await page.goto('/visitor-reservation-main/');
    const menu = page.getByRole('navigation', { name: l.mainMenu });
    await menu.getByRole('button', { name: l.menu, exact: true }).click();
    await menu.getByRole('link', { name: l.menuGroup, exact: true }).click();
    await expect(page).toHaveURL('/visitor-group-reservation-application');
    await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The sample, in the page's language.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: l.template }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`visitors-${lang}.xlsx`);
    const sample = new ExcelJS.Workbook();
    await sample.xlsx.readFile(await download.path());
    const headers = sample.worksheets[0]!.getRow(1).values as unknown[];
    expect(headers.slice(1)).toEqual(l.headers);

    // Three visitors, the e-mail of the second and the date of the third wrong.
    const buffer = await filled(sample, [
      visitorRow(names[0]!, `${tag}.grace@example.com`, date),
      visitorRow(names[1]!, 'henry-at-example', date),
      visitorRow(names[2]!, `${tag}.irene@example.com`, seoulDay(120)),
    ]);
    await field(page, l.file).setInputFiles({ name: `visitors-${lang}.xlsx`, mimeType: XLSX, buffer });
    await expect(page.getByText(l.read, { exact: false })).toBeVisible();
    const problems = page.getByRole('table', { name: l.problems });
    const lines = problems.getByRole('row');
    await expect(lines).toHaveCount(3);
    await expect(lines.nth(1)).toHaveText(new RegExp(`^4\\s*${l.email}\\s*${l.emailProblem}$`));
    await expect(lines.nth(2)).toHaveText(new RegExp(`^5\\s*${l.date}\\s*${l.dateProblem}$`));
    await expect(group(page, l.visitor(3))).toContainText(l.fromRow(5));
    await expect(field(group(page, l.visitor(1)), l.email)).toHaveValue(`${tag}.grace@example.com`);
    await expect(field(group(page, l.visitor(1)), l.date)).toHaveValue(date);
    await expectNoSeriousA11yViolations(page);

    // Nothing is registered while a problem is left.
    await page.getByRole('button', { name: l.apply }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Fixed in place: each problem leaves the table as its cell is right.
    await field(group(page, l.visitor(2)), l.email).fill(`${tag}.henry@example.com`);
    await expect(lines).toHaveCount(2);
    await problems.getByRole('button', { name: l.goTo(5, l.date) }).click();
    const third = field(group(page, l.visitor(3)), l.date);
    await expect(third).toBeFocused();
    await third.fill(date);
    await expect(page.getByText(l.allFixed)).toBeVisible();
    await expect(problems).toHaveCount(0);

    await field(page, l.floor).selectOption('13');
    await page.getByRole('button', { name: l.apply }).click();
    const dialog = page.getByRole('dialog', { name: l.confirmTitle });
    await expect(dialog).toContainText(l.confirmQuestion);
    await dialog.getByRole('button', { name: l.confirm, exact: true }).click();
    await expect(page.getByRole('heading', { name: l.done })).toBeVisible();
    await expect(page.getByRole('status').getByText(/^VS-\d{8}-[A-KMNP-Z2-9]{8}$/)).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: l.list }).click();
    await expect(page.getByRole('heading', { level: 1, name: l.listTitle })).toBeVisible();
    for (const name of names) {
      const line = page.getByRole('row').filter({ hasText: name });
      await expect(line).toContainText(l.approved);
      await expect(line).toContainText(formatDate(date, lang));
      await expect(line).toContainText('14:00');
    }
  });
}

test.describe('a sheet past the limit', () => {
  // The server's refusal (400) is what the page shows.
  test.use({ expectedConsoleErrors: /status of 400/ });

  test('en: a sheet of twenty-one visitors is refused whole, with the limit, and the rows stay as they were', async ({
    page,
  }) => {
    const l = TEXT.en;
    const date = businessDayAhead(22);
    await useLanguage(page, 'en');
    await loginAs(page, 'acme.staff10', { lang: 'en' });
    await page.goto('/visitor-group-reservation-application');
    await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Group visitors').addRow(l.headers);
    const buffer = await filled(
      book,
      Array.from({ length: 21 }, (_, i) => visitorRow(`Many ${i}`, `many${i}@example.com`, date)),
      2,
    );
    await field(page, l.file).setInputFiles({ name: 'too-many.xlsx', mimeType: XLSX, buffer });
    await expect(page.getByText(l.limit)).toBeVisible();
    await expect(field(page, l.file)).toHaveAttribute('aria-invalid', 'true');
    await expect(group(page, l.visitor(1))).toBeVisible();
    await expect(group(page, l.visitor(2))).toHaveCount(0);
    await expect(page.getByRole('table', { name: l.problems })).toHaveCount(0);
  });
});
