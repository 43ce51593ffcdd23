import { loginAs } from './support/auth';
import { field } from './support/form';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, type Lang, walkIn } from './support/fixtures';

/**
 * Lockers (issue 15) as people use them: a member picks a free locker on the map, a period and the
 * terms, checks the itemised price and rents it; the rental shows in the wellness history and the
 * amenity history; the building office records the key returned (the deposit comes back) and the
 * locker is free again; then each books a fitness seat for today. acme.staff27 (ko) and acme.staff28
 * (en) rent and book in no other journey.
 */

const TEXT = {
  ko: {
    who: 'acme.staff27',
    number: 12,
    heading: '락커 대여',
    months: '3개월',
    locker: '락커 12번, 남성 락커룸, 이용 가능',
    taken: '락커 3번, 남성 락커룸, 사용 중',
    agree: '유료 락커 이용약관을 읽었으며 동의합니다.',
    next: '다음',
    confirm: '대여 내용 확인',
    total: '55,000원',
    rent: '대여하기',
    done: '대여가 완료되었습니다.',
    history: '내 대여 내역 보기',
    historyHeading: '예약 내역',
    unit: '락커 12번',
    amenityHistory: '락커',
    officeHeading: '락커·바구니 관리',
    returnKey: '열쇠 반납: 락커 12번',
    returnButton: '열쇠 반납',
    returned: '열쇠와 보증금 반환이 기록되었습니다.',
    free: '락커 12번, 남성 락커룸, 이용 가능',
    numberRequired: '배치도에서 번호를 선택해 주세요.',
  },
  en: {
    who: 'acme.staff28',
    number: 13,
    heading: 'Rent a locker',
    months: '3 months',
    locker: "Locker 13, Men's locker room, free",
    taken: "Locker 3, Men's locker room, taken",
    agree: 'I have read and agree to the terms of the paid locker service.',
    next: 'Next',
    confirm: 'Check your rental',
    total: 'KRW 55,000',
    rent: 'Rent',
    done: 'Your rental is booked.',
    history: 'See my rentals',
    historyHeading: 'My reservations',
    unit: 'Locker 13',
    amenityHistory: 'Locker',
    officeHeading: 'Lockers and baskets',
    returnKey: 'Key returned: Locker 13',
    returnButton: 'Key returned',
    returned: 'The key and the deposit are recorded as returned.',
    free: "Locker 13, Men's locker room, free",
    numberRequired: 'Please select a number on the map.',
  },
} satisfies Record<Lang, unknown>;

for (const lang of walkIn('ko')) {
  const t = TEXT[lang];
  test(`${lang}: a member rents a locker from the map, finds it in the histories, and the office records the key returned`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await loginAs(page, t.who, { lang });
    await page.goto('/fitness-reservation/locker/0');
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();

    // A taken locker cannot be chosen; nothing chosen is said on the map.
    await expect(page.getByRole('button', { name: t.taken })).toBeDisabled();
    await page.getByLabel(t.months, { exact: true }).check();
    await page.getByLabel(t.agree).check();
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.numberRequired })).toBeVisible();

    await page.getByRole('button', { name: t.locker }).click();
    await expect(page.getByRole('button', { name: t.locker })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: t.next }).click();

    await expect(page.getByRole('heading', { level: 2, name: t.confirm })).toBeVisible();
    await expect(page.getByText(t.total)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: t.rent, exact: true }).click();
    await expect(page.getByRole('heading', { name: t.done })).toBeVisible();

    await page.getByRole('link', { name: t.history }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.historyHeading })).toBeVisible();
    await expect(page.getByText(t.unit, { exact: true }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/my-page/amenity-reservation-history?tab=locker');
    await expect(page.getByText(t.unit).first()).toBeVisible();

    await loginAs(page, 'admin', { lang });
    await page.goto('/admin/wellness/lockers');
    await expect(page.getByRole('heading', { level: 1, name: t.officeHeading })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: t.returnKey }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: t.returnButton }).click();
    await expect(page.getByText(t.returned)).toBeVisible();
    await expect(page.getByRole('button', { name: t.free })).toBeEnabled();
  });
}

const SEAT = {
  ko: {
    who: 'acme.staff27',
    heading: '피트니스 좌석 예약',
    start: '시작 시간',
    end: '종료 시간',
    seat: '5번 좌석, 이용 가능',
    agree: '피트니스 센터 이용약관을 읽었으며 동의합니다.',
    next: '다음',
    confirm: '예약 내용 확인',
    book: '예약하기',
    done: '좌석이 예약되었습니다.',
    history: '내 좌석 예약 보기',
    listed: '피트니스 좌석 5번',
  },
  en: {
    who: 'acme.staff28',
    heading: 'Book a fitness seat',
    start: 'Start time',
    end: 'End time',
    seat: 'Seat 6, free',
    agree: 'I have read and agree to the terms of the fitness center.',
    next: 'Next',
    confirm: 'Check your booking',
    book: 'Book',
    done: 'Your seat is booked.',
    history: 'See my fitness seats',
    listed: 'Fitness seat 6',
  },
} satisfies Record<Lang, unknown>;

for (const lang of walkIn('en')) {
  const t = SEAT[lang];
  test(`${lang}: a member books a fitness seat for today from the seat map and finds it in the wellness history`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await loginAs(page, t.who, { lang });
    await page.goto('/fitness-reservation/seat/0');
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await field(page, t.start).selectOption('17:00');
    await field(page, t.end).selectOption('18:00');
    await page.getByRole('button', { name: t.seat, exact: true }).click();
    await page.getByLabel(t.agree).check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.getByRole('heading', { level: 2, name: t.confirm })).toBeVisible();
    await page.getByRole('button', { name: t.book, exact: true }).click();
    await expect(page.getByRole('heading', { name: t.done })).toBeVisible();
    await page.getByRole('link', { name: t.history }).click();
    await expect(page.getByText(t.listed).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
