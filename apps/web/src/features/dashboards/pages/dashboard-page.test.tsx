import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { BoardSnapshot } from '@tea/shared/dashboards/board.schema';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import amenitiesEn from '../../../../../../packages/i18n/locales/en/amenities.json';
import amenitiesKo from '../../../../../../packages/i18n/locales/ko/amenities.json';
import { testI18n } from '../../../shared/test-i18n';
import DashboardPage from './dashboard-page';

let push: ((b: BoardSnapshot) => void) | null = null;
const followed: (string | null)[] = [];
vi.mock('../../../shared/live-board', () => ({
  useLiveBoard: (board: string | null, onBoard: (b: BoardSnapshot) => void) => {
    followed.push(board);
    push = onBoard;
    return 'live';
  },
}));

afterEach(() => {
  cleanup();
  followed.length = 0;
  push = null;
});

/** 10:30 in Seoul. */
const board = (seats: BoardSnapshot['seats']): BoardSnapshot => ({
  board: 'nrw',
  side: 'female',
  version: 'v1',
  date: '2026-11-23',
  now: '2026-11-23T01:30:00.000Z',
  opensAt: '09:00',
  closesAt: '18:00',
  seats,
  closed: null,
  changed: [],
});
const seat = (number: number, bookings: BoardSnapshot['seats'][number]['bookings'], closed = false) => ({
  id: 100 + number,
  number,
  row: 1,
  column: number,
  closed,
  bookings,
});

async function open(path: string, lang: 'en' | 'ko' = 'en') {
  const i18n = await testI18n(lang);
  i18n.addResourceBundle(lang, 'amenities', lang === 'en' ? amenitiesEn : amenitiesKo);
  const router = createMemoryRouter([{ path: '/dashboard/:board', element: <DashboardPage /> }], { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('/dashboard/:board', () => {
  it('shows each seat’s state live, the counts and the next free times, with no one’s name', async () => {
    await open('/dashboard/nrw');
    expect(followed).toContain('nrw');
    expect(screen.getByRole('heading', { name: 'Nap room · Women' })).toBeTruthy();
    act(() =>
      push!(
        board([
          seat(1, [{ start: '10:00', end: '11:00', checkedIn: true }]),
          seat(2, [{ start: '10:00', end: '11:00', checkedIn: false }]),
          seat(3, [{ start: '14:00', end: '15:00', checkedIn: false }]),
          seat(4, [], true),
          seat(5, []),
        ]),
      ),
    );
    const seats = within(screen.getByRole('list', { name: 'Seats' }));
    expect(seats.getByText('1').closest('li')!.dataset.state).toBe('inUse');
    expect(seats.getByText(/min left \(until 11:00\)/)).toBeTruthy();
    expect(seats.getByText('Booked until 11:00')).toBeTruthy();
    expect(seats.getByText('Free until 14:00')).toBeTruthy();
    expect(seats.getByText('Not in use today')).toBeTruthy();
    expect(seats.getByText('Free for the rest of the day')).toBeTruthy();
    expect(document.querySelector('[data-count="free"]')!.textContent).toBe('2');
    expect(document.querySelector('[data-count="inUse"]')!.textContent).toBe('1');
    expect(screen.getByText('11:00').closest('li')!.textContent).toBe('11:00 seat 1, 2');

    // The next event: seat 5 taken by someone, seat 1 released by a no-show.
    act(() =>
      push!(
        board([
          seat(1, []),
          seat(2, [{ start: '10:00', end: '11:00', checkedIn: false }]),
          seat(3, [{ start: '14:00', end: '15:00', checkedIn: false }]),
          seat(4, [], true),
          seat(5, [{ start: '10:00', end: '11:00', checkedIn: false }]),
        ]),
      ),
    );
    expect(seats.getByText('1').closest('li')!.dataset.state).toBe('free');
    expect(seats.getByText('5').closest('li')!.dataset.state).toBe('reserved');
  });

  it('on a Sunday shows every seat closed and says why, in Korean, instead of every seat free', async () => {
    await open('/dashboard/nrw', 'ko');
    act(() => push!({ ...board([seat(1, []), seat(2, [])]), closed: 'weekend' }));
    expect(document.querySelector('[data-count="free"]')!.textContent).toBe('0');
    expect(document.querySelector('[data-count="closed"]')!.textContent).toBe('2');
    expect(screen.getByTestId('board-closed').textContent).toBe(
      '오늘은 주말이라 운영하지 않습니다. 영업일에 다시 이용해 주세요.',
    );
  });

  it('speaks Korean by default, and names an unknown board without following any', async () => {
    await open('/dashboard/golf', 'ko');
    expect(screen.getByRole('heading', { name: '골프 타석' })).toBeTruthy();
    cleanup();
    followed.length = 0;
    await open('/dashboard/nope');
    expect(screen.getByRole('alert').textContent).toBe('There is no such board.');
    expect(followed.every((b) => b === null)).toBe(true);
  });
});
