import { loginAs } from './support/auth';
import { field } from './support/form';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, type Lang, walkIn } from './support/fixtures';

/**
 * Paid nap-room passes and the seat editor (issue 16, decision 0036): the building manager issues a
 * pass to a member; the member sees it on My Page, books a two-hour nap with it (the first hour free,
 * the second a session) and sees the sessions go down; a seat the building manager closes in the
 * seat editor leaves the map of a colleague of the same side (one nap a day, decision 0059).
 * acme.staff64 and 66 (women, ko) and acme.staff65 and 67 (men, en) are this journey's alone.
 */
const TEXT = {
  ko: {
    who: 'acme.staff64',
    // Another woman: one nap a day (decision 0059), so the closed seat is looked for by someone not booked today.
    other: 'acme.staff66',
    search: '회원 찾기 (이름 또는 아이디)',
    searchButton: '검색',
    person: '회원',
    product: /^5회, 30일 유효/,
    payment: '데스크 결제',
    issue: '이용권 발급',
    issued: /님에게 이용권을 발급했습니다\./,
    passesLink: /^유료 수면실 이용권/,
    panel: '사용하지 않은 수면실 이용권',
    full: '5회 중 5회',
    less: '5회 중 4회',
    date: '날짜',
    time: '시간',
    hours: '이용 시간',
    uses: /^첫 1시간은 무료 이용\(이번 달 \d회 남음\)이고, 나머지 1시간은 이용권 1회를 사용합니다\. 남은 이용권 5회\.$/,
    map: '여성 수면실 좌석 배치도',
    seat: '3번 좌석, 예약 가능',
    closedSeat: /^5번 좌석/,
    next: '다음',
    reserve: '예약하기',
    done: '수면실이 예약되었습니다.',
    editSeat: '수정 여성 5',
    editDialog: '5번 좌석 수정',
    open: '예약 가능',
    save: '저장',
    saved: '좌석을 저장했습니다.',
    start: '13:00',
  },
  en: {
    who: 'acme.staff65',
    other: 'acme.staff67',
    search: 'Find a member (name or ID)',
    searchButton: 'Search',
    person: 'Member',
    product: /^5 sessions, valid 30 days/,
    payment: 'Charged to the company',
    issue: 'Issue a pass',
    issued: /^Pass issued to /,
    passesLink: /^Paid nap-room pass/,
    panel: 'Your unused nap-room passes',
    full: '5 of 5',
    less: '4 of 5',
    date: 'Date',
    time: 'Time',
    hours: 'Usage time',
    uses: /^The first hour is a free use \(\d left this month\); the other hour uses 1 pass session\. You have 5 left\.$/,
    map: "Seat map of the Men's room",
    seat: 'Seat 3, free',
    closedSeat: /^Seat 15,/,
    next: 'Next',
    reserve: 'Book',
    done: 'Your nap is booked.',
    editSeat: 'Edit Men 15',
    editDialog: 'Edit seat 15',
    open: 'Open for booking',
    save: 'Save',
    saved: 'Seat saved.',
    start: '14:00',
  },
} satisfies Record<Lang, unknown>;

for (const lang of walkIn('en')) {
  const t = TEXT[lang];
  test(`${lang}: the building manager issues a nap-room pass, the member books two hours with it and sees a session go; a closed seat leaves the map`, async ({
    page,
  }) => {
    await useLanguage(page, lang);

    // The building office sells a pass to the member.
    await loginAs(page, 'admin', { lang });
    await page.goto('/admin/nap-passes');
    await field(page, t.search).fill(t.who);
    await page.getByRole('button', { name: t.searchButton, exact: true }).click();
    const person = field(page, t.person);
    await expect(person.locator('option')).toHaveCount(2);
    await person.selectOption({ index: 1 });
    await page.getByLabel(t.product).check();
    await page.getByLabel(t.payment, { exact: true }).check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: t.issue, exact: true }).click();
    await expect(page.getByText(t.issued)).toBeVisible();
    await expect(page.getByRole('table').getByText(t.who)).toBeVisible();

    // The member finds it on My Page.
    await loginAs(page, t.who, { lang });
    await page.goto('/my-page');
    await page.getByRole('link', { name: t.passesLink }).click();
    const panel = page.getByRole('table', { name: t.panel });
    await expect(panel).toContainText(t.full);
    await expectNoSeriousA11yViolations(page);

    // Two hours: the first free, the second a session.
    await page.goto('/tenant-service/amenities/sleeping-room/reservation');
    await field(page, t.date).selectOption({ index: 1 });
    await field(page, t.time).selectOption(t.start);
    await field(page, t.hours).selectOption('2');
    await expect(page.getByTestId('nap-cost')).toHaveText(t.uses);
    const map = page.getByRole('group', { name: t.map });
    await map.getByRole('button', { name: t.seat, exact: true }).click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: t.next }).click();
    await page.getByRole('button', { name: t.reserve, exact: true }).click();
    await expect(page.getByRole('heading', { name: t.done })).toBeVisible();
    await page.goto('/my-page/nap-passes');
    await expect(panel).toContainText(t.less);

    // The office closes a seat in the seat editor: it is no longer on the member's map.
    await loginAs(page, 'admin', { lang });
    await page.goto('/admin/seats');
    await page.getByRole('button', { name: t.editSeat, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.editDialog });
    await dialog.getByLabel(t.open).uncheck();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.saved)).toBeVisible();

    await loginAs(page, t.other, { lang });
    await page.goto('/tenant-service/amenities/sleeping-room/reservation');
    await field(page, t.date).selectOption({ index: 1 });
    await field(page, t.time).selectOption('16:00');
    await expect(map).toBeVisible();
    await expect(map.getByRole('button', { name: t.closedSeat })).toHaveCount(0);

    // Opened again, so the room is as it was for every other journey.
    await loginAs(page, 'admin', { lang });
    await page.goto('/admin/seats');
    await page.getByRole('button', { name: t.editSeat, exact: true }).click();
    await dialog.getByLabel(t.open).check();
    await dialog.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
  });
}
