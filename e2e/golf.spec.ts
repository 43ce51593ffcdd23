import { loginAs } from './support/auth';
import { pickOnMapAndBook } from './support/bookings';
import { seoulDay } from './support/dates';
import { field } from './support/form';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, type Lang, walkIn } from './support/fixtures';

/**
 * Golf (issue 16) as people use it: the booking form asks what is missing; a seat (bay) picked on the
 * map for a time, found in the wellness history's golf tab, moved an hour later from there, then
 * cancelled; and a lesson with a pro. acme.staff52 (ko) and acme.staff53 (en) book golf in no other journey.
 */
const TEXT = {
  ko: {
    who: 'acme.staff52',
    day: seoulDay(2),
    lesson: '14:00',
    bay: '1번 타석, 예약 가능',
    heading: '골프 예약',
    missing: '아직 선택하지 않은 항목: 예약 종류, 날짜, 시간, 타석',
    kindSeat: '골프 좌석(타석)',
    kindLesson: '프로 레슨',
    date: '날짜',
    time: '시간',
    pro: '프로',
    proName: '박준호 프로',
    map: '타석 배치도',
    selectBay: '타석 또는 프로를 선택해 주세요.',
    next: '다음',
    confirm: '예약 확인',
    reserve: '예약하기',
    done: '골프 예약이 완료되었습니다.',
    history: '내 골프 예약 보기',
    listed: '골프 타석 1번',
    change: '변경',
    editHeading: '골프 예약 변경',
    save: '변경 저장',
    changed: '예약이 변경되었습니다.',
    cancel: '취소',
    cancelTitle: '이 골프 예약을 취소할까요?',
    cancelConfirm: '예약 취소',
    cancelled: '골프 예약이 취소되었습니다.',
    cancelledStatus: '취소됨',
  },
  en: {
    who: 'acme.staff53',
    day: seoulDay(3),
    lesson: '15:00',
    bay: 'Bay 2, free',
    heading: 'Book golf',
    missing: 'Still to choose: What to book, Date, Time, Bay.',
    kindSeat: 'Golf seat (bay)',
    kindLesson: 'Lesson with a pro',
    date: 'Date',
    time: 'Time',
    pro: 'Pro',
    proName: 'Pro Park Junho',
    map: 'Bay map',
    selectBay: 'Please select a bay or a pro.',
    next: 'Next',
    confirm: 'Check your booking',
    reserve: 'Book',
    done: 'Your golf booking is made.',
    history: 'See my golf bookings',
    listed: 'Golf bay 2',
    change: 'Change',
    editHeading: 'Change your golf booking',
    save: 'Save the change',
    changed: 'Your booking is changed.',
    cancel: 'Cancel',
    cancelTitle: 'Cancel this golf booking?',
    cancelConfirm: 'Cancel the booking',
    cancelled: 'Your golf booking is cancelled.',
    cancelledStatus: 'Cancelled',
  },
} satisfies Record<Lang, unknown>;

const BOOK = '/tenant-service/amenities/wellness-center-golf/reservation';

for (const lang of walkIn('en')) {
  const t = TEXT[lang];
  test(`${lang}: a member books a golf bay on the map, finds it in the golf history, moves it, cancels it, and books a lesson`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await loginAs(page, t.who, { lang });
    await page.goto(BOOK);
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await expect(page.getByText(t.missing)).toBeVisible();

    await page.getByRole('radio', { name: t.kindSeat }).check();
    await field(page, t.date).selectOption(t.day);
    await field(page, t.time).selectOption('10:00');
    const map = page.getByRole('group', { name: t.map });
    await expect(map).toBeVisible();
    await pickOnMapAndBook(page, map, t.bay, t.selectBay, t);
    await expect(page).toHaveURL(/amenity-reservation-history\?tab=golf/);

    const row = page.getByRole('row').filter({ hasText: t.listed });
    await expect(row).toContainText('10:00');
    await expectNoSeriousA11yViolations(page);

    // Moved an hour later, on the same bay, from the history's change link.
    await row.getByRole('link', { name: new RegExp(`^${t.change}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.editHeading })).toBeVisible();
    await field(page, t.time).selectOption('11:00');
    await expect(map.getByRole('button', { name: t.bay, exact: true })).toBeVisible();
    await map.getByRole('button', { name: t.bay, exact: true }).click();
    await page.getByRole('button', { name: t.next }).click();
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByRole('heading', { name: t.changed })).toBeVisible();
    await page.getByRole('link', { name: t.history }).click();
    await expect(row).toContainText('11:00');

    await row.getByRole('button', { name: new RegExp(`^${t.cancel}`) }).click();
    const dialog = page.getByRole('dialog', { name: t.cancelTitle });
    await dialog.getByRole('button', { name: t.cancelConfirm }).click();
    await expect(page.getByText(t.cancelled)).toBeVisible();
    await expect(row.getByText(t.cancelledStatus, { exact: true })).toBeVisible();

    // A lesson with a pro, the coming Monday: golf keeps the wellness center's weekdays, so Saturday is not offered.
    await page.goto(BOOK);
    await page.getByRole('radio', { name: t.kindLesson }).check();
    await expect(field(page, t.date).locator(`option[value="${seoulDay(4)}"]`)).toHaveCount(0);
    await field(page, t.date).selectOption(seoulDay(6));
    await field(page, t.pro).selectOption({ label: t.proName });
    await field(page, t.time).selectOption(t.lesson);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.getByRole('heading', { level: 2, name: t.confirm })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: t.proName })).toBeVisible();
    await page.getByRole('button', { name: t.reserve, exact: true }).click();
    await expect(page.getByRole('heading', { name: t.done })).toBeVisible();
    await page.getByRole('link', { name: t.history }).click();
    await expect(page.getByRole('row').filter({ hasText: t.proName })).toContainText(t.lesson);
  });
}
