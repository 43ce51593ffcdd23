import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_HEADERS, apiLogin } from './auth';
import { expectNoSeriousA11yViolations, type Lang } from './fixtures';

/** The texts of the seat-booking journeys (nap room, refresh lounge): the form's steps, the history's change and cancel. */
export const SEAT_BOOKING_TEXT = {
  ko: {
    next: '다음',
    confirm: '예약 내용 확인',
    reserve: '예약하기',
    change: '변경',
    save: '변경 저장',
    changed: '예약이 변경되었습니다.',
    cancel: '취소',
    cancelConfirm: '예약 취소',
    cancelled: '예약을 취소했습니다.',
    cancelledStatus: '취소됨',
  },
  en: {
    next: 'Next',
    confirm: 'Check your booking',
    reserve: 'Book',
    change: 'Change',
    save: 'Save the change',
    changed: 'Your booking is changed.',
    cancel: 'Cancel',
    cancelConfirm: 'Cancel reservation',
    cancelled: 'Your reservation has been cancelled.',
    cancelledStatus: 'Cancelled',
  },
} satisfies Record<Lang, unknown>;

/**
 * Books a conference room through the API, as `loginId` on another device would (no package, no
 * extras, paid by invoice): `room` is the place of the room in the list, from 0. Returns the new
 * booking's id and the headers of that session, for reading the booking back.
 */
export async function bookConferenceByApi(
  request: APIRequestContext,
  loginId: string,
  {
    room,
    date,
    start,
    end,
    purpose,
    personInCharge = 'Staff',
    contactEmail,
  }: { room: number; date: string; start: string; end: string; purpose: string; personInCharge?: string; contactEmail: string },
): Promise<{ id: number; headers: Record<string, string> }> {
  const headers = { ...API_HEADERS, authorization: `Bearer ${await apiLogin(request, loginId)}` };
  const rooms = (await (await request.get('/api/v2/amenities/conference-rooms', { headers })).json()) as { id: number }[];
  const booked = await request.post('/api/v2/reservations/conference', {
    headers,
    data: {
      roomId: rooms[room]!.id,
      date,
      start,
      end,
      purpose,
      participants: 4,
      attendees: [],
      packageId: 'none',
      equipment: [],
      paymentMethod: 'invoice',
      personInCharge,
      contactEmail,
      contactMobile: '010-1234-5678',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { id } = (await booked.json()) as { id: number };
  return { id, headers };
}

/**
 * Opens an amenity's guarded intro at `path`, follows its booking link to the form and asks for the
 * next step with nothing picked: the form names each missing pick.
 */
export async function openBookingFormNothingPicked(
  page: Page,
  path: string,
  t: { intro: string; book: string; heading: string; next: string; missing: readonly string[] },
): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: t.intro })).toBeVisible();
  await page.getByRole('link', { name: t.book }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();

  // Nothing picked: each pick says it is missing.
  await page.getByRole('button', { name: t.next }).click();
  for (const text of t.missing) await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/**
 * Cancels the booking of an amenity history's `card` through its confirmation dialog: the notice
 * shows and the card reads cancelled.
 */
export async function cancelFromHistoryCard(
  page: Page,
  card: Locator,
  t: { cancel: string; cancelConfirm: string; cancelled: string; cancelledStatus: string },
): Promise<void> {
  await card.getByRole('button', { name: new RegExp(`^${t.cancel}`) }).click();
  const dialog = page.getByRole('dialog', { name: t.cancelConfirm });
  await dialog.getByRole('button', { name: t.cancelConfirm }).click();
  await expect(page.getByRole('status').filter({ hasText: t.cancelled })).toBeVisible();
  await expect(card.getByText(t.cancelledStatus, { exact: true })).toBeVisible();
}

/**
 * On a booking form with the time picked: asking for the next step without a place names `missing`;
 * the `place` picked on the `map` shows pressed (the page checked for accessibility); then the booking
 * is confirmed and made, and the link to the history followed.
 */
export async function pickOnMapAndBook(
  page: Page,
  map: Locator,
  place: string,
  missing: string,
  t: { next: string; confirm: string; reserve: string; done: string; history: string },
): Promise<void> {
  await page.getByRole('button', { name: t.next }).click();
  await expect(page.getByText(missing, { exact: true }).first()).toBeVisible();
  await map.getByRole('button', { name: place, exact: true }).click();
  await expect(map.getByRole('button', { name: place, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: t.next }).click();

  await expect(page.getByRole('heading', { level: 2, name: t.confirm })).toBeVisible();
  await page.getByRole('button', { name: t.reserve, exact: true }).click();
  await expect(page.getByRole('heading', { name: t.done })).toBeVisible();
  await page.getByRole('link', { name: t.history }).click();
}
