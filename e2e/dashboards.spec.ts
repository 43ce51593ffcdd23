import type { Browser, Page } from '@playwright/test';
import { API_HEADERS, loginAs } from './support/auth';
import { E2E_NOW } from './support/clock';
import { field } from './support/form';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, type Lang, walkIn } from './support/fixtures';

/**
 * The live boards (issue 16) as the building uses them: a wall screen of one side of the nap room
 * (/dashboard/nrw, /dashboard/nrm) and another member's seat map stay open while a member books a seat
 * of the hour under way; both show it taken without a reload, and the wall shows it in use once its
 * member checks in by the seat's QR link. And every board fills a 1920×1080 screen
 * without scrollbars. acme.staff68 books and acme.staff70 watches (women, ko); acme.staff69 books and
 * acme.staff71 watches (men, en): in no other journey.
 */
const TEXT = {
  ko: {
    board: 'nrw',
    title: '수면실 · 여성',
    who: 'acme.staff68',
    watcher: 'acme.staff70',
    reserved: '예약됨',
    free: '이용 가능',
    map: '여성 수면실 좌석 배치도',
    seatFree: '4번 좌석, 예약 가능',
    seatTaken: '4번 좌석, 예약됨',
    date: '날짜',
    time: '시간',
    next: '다음',
    reserve: '예약하기',
    done: '수면실이 예약되었습니다.',
    side: 'female',
    checkedIn: '체크인되었습니다.',
    inUse: '이용 중',
    seatRow: '4번',
    booked: '예약',
  },
  en: {
    board: 'nrm',
    title: 'Nap room · Men',
    who: 'acme.staff69',
    watcher: 'acme.staff71',
    reserved: 'Reserved',
    free: 'Free',
    map: "Seat map of the Men's room",
    seatFree: 'Seat 4, free',
    seatTaken: 'Seat 4, taken',
    date: 'Date',
    time: 'Time',
    next: 'Next',
    reserve: 'Book',
    done: 'Your nap is booked.',
    side: 'male',
    checkedIn: 'You are checked in.',
    inUse: 'In use',
    seatRow: 'Seat 4',
    booked: 'Booked',
  },
} satisfies Record<Lang, unknown>;

/** The link a nap seat's QR opens, as the back office prints it. */
async function seatLink(page: Page, side: string, number: number): Promise<string> {
  const login = await page.request.post('/api/v1/auth/login', {
    headers: API_HEADERS,
    data: { loginId: 'admin', password: 'Admin!2345' },
  });
  const admin = { ...API_HEADERS, authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
  const res = await page.request.get(`/api/v1/admin/seat-qr?amenity=sleepingRoom&gender=${side}`, { headers: admin });
  const seats = ((await res.json()) as { items: { number: number; path: string }[] }).items;
  return seats.find((s) => s.number === number)!.path;
}

/** A page of its own browser context (its own storage, so its own login), on the journeys' pinned clock. */
async function ownPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.clock.install({ time: E2E_NOW });
  return page;
}

/** Opens the nap form at the hour under way (09:00, the clock being 09:30) and answers the seat map. */
async function mapAtNine(page: Page, t: (typeof TEXT)[Lang]) {
  await page.goto('/tenant-service/amenities/sleeping-room/reservation');
  await field(page, t.date).selectOption({ index: 1 });
  await field(page, t.time).selectOption('09:00');
  const map = page.getByRole('group', { name: t.map });
  await expect(map).toBeVisible();
  return map;
}

for (const lang of walkIn('en')) {
  const t = TEXT[lang];
  test(`${lang}: a booking shows on the wall board and on another member's map at once, without a reload`, async ({
    page,
    browser,
  }) => {
    const wall = await ownPage(browser, { width: 1920, height: 1080 });
    await wall.goto(`/dashboard/${t.board}?lang=${lang}`);
    await expect(wall.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(wall.locator('[data-link="live"]')).toBeVisible();
    const tile = wall.locator('li[data-seat="4"]');
    await expect(tile).toHaveAttribute('data-state', 'free');
    await expect(tile).toContainText(t.free);
    await expectNoSeriousA11yViolations(wall);

    const watcher = await ownPage(browser);
    await useLanguage(watcher, lang);
    await loginAs(watcher, t.watcher, { lang });
    const watched = await mapAtNine(watcher, t);
    await expect(watched.getByRole('button', { name: t.seatFree, exact: true })).toBeVisible();
    // A mark that a reload would wipe.
    await wall.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));
    await watcher.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));

    await useLanguage(page, lang);
    await loginAs(page, t.who, { lang });
    const map = await mapAtNine(page, t);
    await map.getByRole('button', { name: t.seatFree, exact: true }).click();
    await page.getByRole('button', { name: t.next }).click();
    await page.getByRole('button', { name: t.reserve, exact: true }).click();
    await expect(page.getByRole('heading', { name: t.done })).toBeVisible();

    await expect(tile).toHaveAttribute('data-state', 'reserved');
    await expect(tile).toContainText(t.reserved);
    await expect(watched.getByRole('button', { name: t.seatTaken, exact: true })).toBeVisible();

    // The member checks in by opening the seat's QR link (booked at 09:3x for the hour under way: open
    // for 15 minutes from the booking); the wall shows the seat in use with its minutes left.
    await page.goto(await seatLink(page, t.side, 4));
    await expect(page.getByText(t.checkedIn, { exact: true })).toBeVisible();
    await expect(tile).toHaveAttribute('data-state', 'inUse');
    await expect(tile).toContainText(t.inUse);
    for (const p of [wall, watcher])
      expect(await p.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBe(true);
    await wall.context().close();
    await watcher.context().close();
  });
}

test('every board fills a 1920×1080 wall screen without scrollbars, and a 3840×2160 one', async ({ browser }) => {
  for (const viewport of [
    { width: 1920, height: 1080 },
    { width: 3840, height: 2160 },
  ]) {
    const wall = await ownPage(browser, viewport);
    for (const board of ['nrm', 'nrw', 'golf']) {
      await wall.goto(`/dashboard/${board}`);
      await expect(wall.locator('[data-link="live"]')).toBeVisible();
      const overflow = await wall.evaluate(() => ({
        x: document.documentElement.scrollWidth - window.innerWidth,
        y: document.documentElement.scrollHeight - window.innerHeight,
      }));
      expect(overflow, `${board} at ${viewport.width}×${viewport.height}`).toEqual({ x: 0, y: 0 });
    }
    await wall.context().close();
  }
});
