import { loginAs } from './support/auth';
import { cancelFromHistoryCard, openBookingFormNothingPicked, pickOnMapAndBook, SEAT_BOOKING_TEXT } from './support/bookings';
import { field } from './support/form';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, type Lang, walkIn } from './support/fixtures';

/**
 * The nap room (issue 16) as people use it: from the guarded intro to the booking form, which asks for
 * each missing pick; an hour and a seat of one's own side on the map; the booking in the amenity
 * history's nap-room tab, moved an hour later from there, then cancelled. acme.staff48 (a woman, ko) and acme.staff49 (a man,
 * en) book the nap room in no other journey.
 */
const TEXT = {
  ko: {
    who: 'acme.staff48',
    ...SEAT_BOOKING_TEXT.ko,
    intro: '수면실',
    book: '수면실 예약하기',
    heading: '수면실 예약',
    missing: ['좌석을 선택해 주세요.', '시간을 선택해 주세요.', '날짜를 선택해 주세요.'],
    date: '날짜',
    time: '시간',
    map: '여성 수면실 좌석 배치도',
    seat: '2번 좌석, 예약 가능',
    done: '수면실이 예약되었습니다.',
    history: '내 수면실 예약 보기',
    listed: '수면실 여성 2번',
    editHeading: '수면실 예약 변경',
  },
  en: {
    who: 'acme.staff49',
    ...SEAT_BOOKING_TEXT.en,
    intro: 'Nap Room',
    book: 'Book a nap seat',
    heading: 'Book the nap room',
    missing: ['Please select a seat.', 'Please select a time.', 'Please select a date.'],
    date: 'Date',
    time: 'Time',
    map: "Seat map of the Men's room",
    seat: 'Seat 2, free',
    done: 'Your nap is booked.',
    history: 'See my nap-room bookings',
    listed: 'Nap room, Men 2',
    editHeading: 'Change your nap-room booking',
  },
} satisfies Record<Lang, unknown>;

for (const lang of walkIn('ko')) {
  const t = TEXT[lang];
  test(`${lang}: a member books a nap seat of their side from the map, finds it in the history, moves it and cancels it`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await loginAs(page, t.who, { lang });
    await openBookingFormNothingPicked(page, '/tenant-service/amenities/sleeping-room', t);

    await field(page, t.date).selectOption({ index: 1 });
    await field(page, t.time).selectOption('10:00');
    const map = page.getByRole('group', { name: t.map });
    await expect(map).toBeVisible();
    await pickOnMapAndBook(page, map, t.seat, t.missing[0]!, t);

    const card = page.getByRole('listitem').filter({ hasText: t.listed });
    await expect(card).toContainText('10:00');
    await expect(card.getByText(/^NR-\d{8}-\d{4}$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Moved an hour later, on the same seat, from the history's change link.
    await card.getByRole('link', { name: new RegExp(`^${t.change}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.editHeading })).toBeVisible();
    await field(page, t.time).selectOption('11:00');
    await expect(map.getByRole('button', { name: t.seat, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: t.next }).click();
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByRole('heading', { name: t.changed })).toBeVisible();
    await page.getByRole('link', { name: t.history }).click();
    await expect(card).toContainText('11:00');

    await cancelFromHistoryCard(page, card, t);
  });
}
