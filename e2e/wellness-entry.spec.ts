import { loginAs } from './support/auth';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, type Lang, walkIn } from './support/fixtures';

/**
 * A member finds every wellness booking without knowing its address: the amenities home lists the
 * wellness center's services, and the wellness center's page (inside the site) ends each section
 * with its booking link. Only follows links; books nothing.
 */

const TEXT = {
  ko: {
    amenities: '편의시설',
    services: '웰니스 센터 예약',
    moreInfo: '웰니스 센터 안내',
    office: [
      {
        path: '/fitness-reservation/seat/0',
        notice: '피트니스 좌석은 입주사 임직원이 예약합니다.',
        link: '예약 관리로 가기',
        to: '/admin/reservations',
      },
      {
        path: '/fitness-reservation/locker/0',
        notice: '락커와 바구니는 입주사 임직원이 대여합니다.',
        link: '락커·바구니 관리',
        to: '/admin/wellness/lockers',
      },
      {
        path: '/fitness-reservation/pt/0',
        notice: 'PT 패키지는 입주사 임직원이 구매하고 예약합니다.',
        link: 'PT 트레이너 및 패키지',
        to: '/admin/wellness/pt',
      },
    ],
    elsewhere: [
      {
        path: '/tenant-service/amenities/sleeping-room/reservation',
        notice: '수면실은 입주사 임직원이 예약합니다.',
        to: '/admin/seats',
      },
      {
        path: '/tenant-service/amenities/refresh-lounge/reservation',
        notice: '리프레시 라운지는 입주사 임직원이 예약합니다.',
        to: '/admin/seats',
      },
      {
        path: '/tenant-service/amenities/wellness-center-golf/reservation',
        notice: '골프는 입주사 직원이 예약합니다.',
        to: '/admin/wellness/golf',
      },
      {
        // The wellness history's address leads to the one history (decision 0064).
        path: '/my-page/wellness-reservation-history',
        notice: '예약 내역은 입주사 임직원 본인의 예약입니다.',
        to: '/admin/reservations',
      },
      { path: '/voc-home?tab=lights', notice: '소등·냉난방 연장은 입주사 임직원이 신청합니다.', to: '/admin/voc/extensions' },
      {
        path: '/tenant-service/amenities/conference-room/reservation',
        notice: '회의실은 입주사가 예약합니다.',
        to: '/admin/reservations',
      },
      {
        path: '/tenant-service/amenities/executive-lounge/reservation',
        notice: '이그제큐티브 라운지는 입주사가 신청합니다.',
        to: '/admin/reservations',
      },
    ],
    gx: {
      list: 'GX 프로그램 신청',
      details: '자세히 보기',
      notice: 'GX 프로그램은 입주사 임직원이 신청합니다.',
      link: 'GX 프로그램',
    },
    center: '웰니스 센터',
    links: [
      ['피트니스 좌석 예약', '피트니스 좌석 예약'],
      ['GX 수강 신청', 'GX 프로그램 신청'],
      ['PT 이용권 구매', 'PT (퍼스널 트레이닝)'],
      ['락커 대여', '락커 대여'],
      ['바구니 대여', '바구니 대여'],
      ['골프 예약', '골프 예약'],
    ],
  },
  en: {
    amenities: 'Amenities',
    services: 'Book at the Wellness Center',
    moreInfo: 'About Wellness Center',
    office: [
      {
        path: '/fitness-reservation/seat/0',
        notice: 'Fitness seats are booked by tenant staff.',
        link: 'Go to Reservations',
        to: '/admin/reservations',
      },
      {
        path: '/fitness-reservation/basket/0',
        notice: 'Lockers and baskets are rented by tenant staff.',
        link: 'Lockers and baskets',
        to: '/admin/wellness/lockers',
      },
      {
        path: '/fitness-reservation/pt/0',
        notice: 'PT packages are bought and booked by tenant staff.',
        link: 'PT trainers and packages',
        to: '/admin/wellness/pt',
      },
    ],
    elsewhere: [
      {
        path: '/tenant-service/amenities/sleeping-room/reservation',
        notice: 'The nap room is booked by tenant staff.',
        to: '/admin/seats',
      },
      {
        path: '/tenant-service/amenities/refresh-lounge/reservation',
        notice: 'The refresh lounge is booked by tenant staff.',
        to: '/admin/seats',
      },
      {
        path: '/tenant-service/amenities/wellness-center-golf/reservation',
        notice: 'Golf is booked by tenant staff.',
        to: '/admin/wellness/golf',
      },
      {
        path: '/my-page/wellness-reservation-history',
        notice: "My reservations lists tenant staff's own bookings.",
        to: '/admin/reservations',
      },
      {
        path: '/voc-home?tab=hvac',
        notice: 'Lights-out and heating/cooling extensions are requested by tenant staff.',
        to: '/admin/voc/extensions',
      },
      {
        path: '/request-for-light-out',
        notice: 'Lights-out and heating/cooling extensions are requested by tenant staff.',
        to: '/admin/voc/extensions',
      },
      {
        path: '/tenant-service/amenities/conference-room/reservation',
        notice: 'Conference rooms are booked by tenant companies.',
        to: '/admin/reservations',
      },
      {
        path: '/tenant-service/amenities/executive-lounge/reservation',
        notice: 'The executive lounge is requested by tenant companies.',
        to: '/admin/reservations',
      },
    ],
    gx: {
      list: 'GX programs',
      details: 'Details',
      notice: 'GX programs are registered for by tenant staff.',
      link: 'GX programs',
    },
    center: 'Wellness Center',
    links: [
      ['Book a fitness seat', 'Book a fitness seat'],
      ['Register for GX', 'GX programs'],
      ['Buy personal training', 'Personal training (PT)'],
      ['Rent a locker', 'Rent a locker'],
      ['Rent a basket', 'Rent a basket'],
      ['Book golf', 'Book golf'],
    ],
  },
} satisfies Record<Lang, unknown>;

for (const lang of walkIn('en')) {
  const t = TEXT[lang];
  test(`${lang}: every wellness booking opens from the amenities home and from the wellness center's page`, async ({ page }) => {
    await useLanguage(page, lang);
    await loginAs(page, 'acme.kim', { lang });

    for (const [link, heading] of t.links) {
      await page.goto('/tenant-service/amenities');
      await expect(page.getByRole('heading', { level: 1, name: t.amenities })).toBeVisible();
      await page.getByRole('list', { name: t.services }).getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading }), link).toBeVisible();
    }

    await page.goto('/tenant-service/amenities');
    await page.getByRole('link', { name: t.moreInfo }).click();
    await expect(page).toHaveURL('/tenant-service/amenities/wellness-center');
    await expect(page.getByRole('heading', { level: 1, name: t.center })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible(); // inside the site, not the app's bare page
    await expectNoSeriousA11yViolations(page);
    for (const [link, heading] of t.links) {
      await page.goto('/tenant-service/amenities/wellness-center');
      await page.getByRole('main').getByRole('link', { name: link, exact: true }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: heading }), link).toBeVisible();
    }
  });
}

for (const lang of walkIn('ko')) {
  const t = TEXT[lang];
  test(`${lang}: the building office opening a wellness booking page is sent to its own page, with no error`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await loginAs(page, 'admin', { lang });
    for (const { path, notice, link, to } of t.office) {
      await page.goto(path);
      await expect(page.getByText(notice)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('main').getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(to);
    }
    // Its histories, the extension requests, and the company bookings: a notice and the way to its page.
    for (const { path, notice, to } of t.elsewhere) {
      await page.goto(path);
      await expect(page.getByText(notice), path).toBeVisible();
      await expect(page.getByRole('main').locator(`a[href="${to}"]`), path).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    // GX: the office reads the programs, and a program's registration page sends it to its own page.
    await page.goto('/tenant-service/amenities/wellness-center-gx/reservation');
    await expect(page.getByRole('heading', { level: 1, name: t.gx.list })).toBeVisible();
    await page.getByRole('link', { name: t.gx.details }).first().click();
    await expect(page.getByText(t.gx.notice)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: t.gx.link, exact: true }).click();
    await expect(page).toHaveURL('/admin/wellness');
  });
}
