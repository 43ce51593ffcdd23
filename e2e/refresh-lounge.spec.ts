import { loginAs } from './support/auth';
import { cancelFromHistoryCard, openBookingFormNothingPicked, SEAT_BOOKING_TEXT } from './support/bookings';
import { field } from './support/form';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, type Lang, walkIn } from './support/fixtures';

/**
 * The refresh lounge (issue 16) as people use it: from the guarded intro to the booking form, which
 * names each missing pick; a time, a seat on the map of the lounge's zones, equipment to borrow and a
 * purpose; the booking in the amenity history's refresh-lounge tab, changed from there (an hour
 * later, other equipment and purpose), then cancelled. acme.staff56 (ko) and acme.staff57 (en) book
 * the refresh lounge in no other journey.
 */
const TEXT = {
  ko: {
    who: 'acme.staff56',
    ...SEAT_BOOKING_TEXT.ko,
    intro: '리프레시 라운지',
    book: '좌석 예약하기',
    heading: '리프레시 라운지 예약',
    missing: [
      '좌석을 선택해 주세요.',
      '시간을 선택해 주세요.',
      '날짜를 선택해 주세요.',
      '이용 시간을 선택해 주세요.',
      '이용 목적을 선택해 주세요.',
    ],
    date: '날짜',
    time: '시작 시간',
    length: '이용 시간',
    map: '리프레시 라운지 좌석 배치도',
    seat: '3번 좌석, 휴식 좌석, 예약 가능',
    blanket: '담요',
    eyeMask: '안대',
    rest: '휴식',
    focus: '독서·집중 업무',
    done: '좌석이 예약되었습니다.',
    history: '내 리프레시 라운지 예약 보기',
    listed: '리프레시 라운지 휴식 좌석 3번',
    editHeading: '리프레시 라운지 예약 변경',
  },
  en: {
    who: 'acme.staff57',
    ...SEAT_BOOKING_TEXT.en,
    intro: 'Refresh Lounge',
    book: 'Book a seat',
    heading: 'Book the refresh lounge',
    missing: [
      'Please select a seat.',
      'Please select a time.',
      'Please select a date.',
      'Please select how long you will stay.',
      'Please select a purpose.',
    ],
    date: 'Date',
    time: 'Start time',
    length: 'Length',
    map: 'Seat map of the refresh lounge',
    seat: 'Seat 4, Rest seats, free',
    blanket: 'Blanket',
    eyeMask: 'Eye mask',
    rest: 'Rest',
    focus: 'Reading or focused work',
    done: 'Your seat is booked.',
    history: 'See my refresh-lounge bookings',
    listed: 'Refresh lounge, Rest seat 4',
    editHeading: 'Change your refresh-lounge booking',
  },
} satisfies Record<Lang, unknown>;

for (const lang of walkIn('en')) {
  const t = TEXT[lang];
  test(`${lang}: a member books a refresh-lounge seat with equipment and a purpose, finds it in the history, changes it and cancels it`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await loginAs(page, t.who, { lang });
    await openBookingFormNothingPicked(page, '/tenant-service/amenities/refresh-lounge', t);

    await page.getByRole('checkbox', { name: t.blanket }).check();
    await field(page, t.date).selectOption({ index: 1 });
    await field(page, t.time).selectOption('10:00');
    await field(page, t.length).selectOption('60');
    const map = page.getByRole('group', { name: t.map });
    await expect(map).toBeVisible();
    await map.getByRole('button', { name: t.seat, exact: true }).click();
    await expect(map.getByRole('button', { name: t.seat, exact: true })).toHaveAttribute('aria-pressed', 'true');
    // The purpose is still missing; what was picked stays.
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.getByText(t.missing[4]!, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('checkbox', { name: t.blanket })).toBeChecked();
    await page.getByRole('radio', { name: t.rest, exact: true }).check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: t.next }).click();

    await expect(page.getByRole('heading', { level: 2, name: t.confirm })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: t.blanket })).toBeVisible();
    await page.getByRole('button', { name: t.reserve, exact: true }).click();
    await expect(page.getByRole('heading', { name: t.done })).toBeVisible();
    await page.getByRole('link', { name: t.history }).click();

    const card = page.getByRole('listitem').filter({ hasText: t.listed });
    await expect(card).toContainText('10:00');
    await expect(card.getByText(/^RL-\d{8}-\d{4}$/)).toBeVisible();
    await expect(card).toContainText(`${t.rest} · ${t.blanket}`);
    await expectNoSeriousA11yViolations(page);

    // Changed an hour later, with an eye mask too and another purpose, from the history's change link.
    await card.getByRole('link', { name: new RegExp(`^${t.change}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.editHeading })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: t.blanket })).toBeChecked();
    await expect(page.getByRole('radio', { name: t.rest, exact: true })).toBeChecked();
    await field(page, t.time).selectOption('11:00');
    await expect(map.getByRole('button', { name: t.seat, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('checkbox', { name: t.eyeMask }).check();
    await page.getByRole('radio', { name: t.focus }).check();
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.getByRole('definition').filter({ hasText: t.focus })).toBeVisible();
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByRole('heading', { name: t.changed })).toBeVisible();
    await page.getByRole('link', { name: t.history }).click();
    await expect(card).toContainText('11:00');
    await expect(card).toContainText(`${t.focus} · ${t.blanket} · ${t.eyeMask}`);

    await cancelFromHistoryCard(page, card, t);
  });
}
