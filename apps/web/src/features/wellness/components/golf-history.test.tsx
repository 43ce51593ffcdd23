import { cleanup, render, screen } from '@testing-library/react';
import type { ReservationView } from '@tea/shared/reservations/reservation.responses';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import amenitiesEn from '../../../../../../packages/i18n/locales/en/amenities.json';
import rentalsEn from '../../../../../../packages/i18n/locales/en/rentals.json';
import reservationsEn from '../../../../../../packages/i18n/locales/en/reservations.json';
import { testI18n } from '../../../shared/test-i18n';
import GolfHistory from './golf-history';

const booking = (over: Partial<ReservationView>) =>
  ({
    id: 1,
    amenity: 'golfSeat',
    status: 'confirmed',
    resource: { id: 11, code: 'golf-bay-01', name: 'Golf bay 1' },
    // Years ahead: still to come whatever the day the test runs.
    date: '2099-11-25',
    start: '10:00',
    end: '10:50',
    canChange: true,
    ...over,
  }) as ReservationView;
const items = [
  booking({}),
  booking({
    id: 2,
    amenity: 'golfLesson',
    resource: { id: 21, code: 'golf-pro-02', name: 'Pro Park' },
    start: '14:00',
    end: '14:20',
  }),
  booking({
    id: 3,
    status: 'cancelled',
    date: '2020-11-25',
    resource: { id: 12, code: 'golf-bay-02', name: 'Golf bay 2' },
    canChange: false,
  }),
];
vi.mock('../api', () => ({
  useMyGolf: () => ({ data: { items, total: items.length }, isFetching: false, isError: false }),
  useCancelRental: () => ({ mutateAsync: vi.fn() }),
}));

afterEach(cleanup);

describe('the golf tab of the one history', () => {
  it('lists seats and lessons with the bay or pro, the time and status; change and cancel only while they may', async () => {
    const i18n = await testI18n('en');
    i18n.addResourceBundle('en', 'reservations', reservationsEn);
    i18n.addResourceBundle('en', 'amenities', amenitiesEn);
    i18n.addResourceBundle('en', 'rentals', rentalsEn);
    const router = createMemoryRouter([{ path: '/', element: <GolfHistory /> }]);
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect((await screen.findAllByText('Golf seat (bay) · Golf bay 1')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Lesson with a pro · Pro Park').length).toBeGreaterThan(0);
    // One status vocabulary: the two bookings to come are confirmed, never "in use" before they start
    // (each row is drawn as a table row and as a card: the chip texts are counted against each other).
    const chips = screen.getAllByText(/^(In use|Confirmed|Cancelled|Active)$/).map((chip) => chip.textContent);
    const count = (text: string) => chips.filter((c) => c === text).length;
    expect(count('Cancelled')).toBeGreaterThan(0);
    expect([count('Confirmed'), count('In use'), count('Active')]).toEqual([2 * count('Cancelled'), 0, 0]);
    const change = screen.getAllByRole('link', { name: 'Change: Lesson with a pro · Pro Park 14:00' })[0]!;
    expect(change.getAttribute('href')).toBe('/tenant-service/amenities/wellness-center-golf/reservation/edit/2');
    // The cancelled booking has neither (the list renders its rows once as a table, once as cards).
    const cancels = screen.getAllByRole('button', { name: /^Cancel:/ }).map((b) => b.getAttribute('aria-label'));
    expect(new Set(cancels)).toEqual(
      new Set(['Cancel: Golf seat (bay) · Golf bay 1 10:00', 'Cancel: Lesson with a pro · Pro Park 14:00']),
    );
    expect(screen.queryByRole('link', { name: /Golf bay 2/ })).toBeNull();
  }, 15_000); // rows drawn twice (table and cards) and queried by role: slow on a shared 2-core machine
});
