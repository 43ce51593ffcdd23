import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import adminEn from '../../../../../../packages/i18n/locales/en/admin.json';
import rentalsEn from '../../../../../../packages/i18n/locales/en/rentals.json';
import type { AdminReservation } from '../api';
import { renderAdminPage } from '../test-render';
import ReservationsPage from './reservations-page';

/** Tuesday 24 November 2026, 10:00 in Seoul. */
const NOW = new Date('2026-11-24T01:00:00Z');

const booking = (over: Partial<AdminReservation>) =>
  ({
    id: 1,
    reference: 'CR-20261120-0001',
    amenity: 'conference',
    status: 'confirmed',
    resource: { id: 1, code: 'r1', name: 'Room 1' },
    date: '2026-11-24',
    start: '09:00',
    end: '10:00',
    purpose: 'Stand-up',
    participants: 4,
    total: 50_000,
    decisionReason: null,
    booker: { id: 1, name: 'Kim Minji', loginId: 'acme.kim' },
    company: { id: 1, name: 'ACME Korea' },
    ...over,
  }) as AdminReservation;

const rows = [
  booking({}),
  booking({
    id: 2,
    reference: 'LK-20261120-0001',
    amenity: 'locker',
    resource: { id: 2, code: 'l7', name: 'Locker 7' },
    start: '00:00',
    end: '24:00',
    purpose: 'Locker rental',
    rental: { months: 3, lastDay: '2027-02-23', depositState: 'held' },
  }),
];
const listed = vi.fn();
vi.mock('../api', () => ({
  queryString: (p: Record<string, string | undefined>) => {
    const s = new URLSearchParams(Object.entries(p).filter((e): e is [string, string] => !!e[1])).toString();
    return s ? `?${s}` : '';
  },
  useAdminReservations: (filters: { status?: string; size: number }) => {
    listed(filters);
    return { data: { items: filters.size === 1 ? [] : rows, total: filters.size === 1 ? 0 : 45 }, isFetching: false };
  },
  useAdminCompanies: () => ({ data: { items: [] } }),
  useReservationAction: () => ({ mutateAsync: vi.fn(), isPending: false }),
  useBulkAction: () => ({ mutateAsync: vi.fn() }),
}));

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => vi.useRealTimers());
afterEach(cleanup);

// The first render loads the whole page's modules: slow on a busy machine.
describe('the back office’s reservations', { timeout: 60_000 }, () => {
  it('offers a no-show on a day booking of today, never on a locker rented for a period', async () => {
    await renderAdminPage(<ReservationsPage />, '/admin/reservations');
    const noShows = screen.getAllByRole('button', { name: /as a no-show$/ });
    expect(noShows.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Mark Room 1 2026-11-24 09:00–10:00 (ACME Korea) as a no-show',
    ]);
  });

  it('shows a rental as its period, not as a day from 00:00', async () => {
    await renderAdminPage(<ReservationsPage />, '/admin/reservations', { rentals: rentalsEn });
    const locker = screen.getByRole('row', { name: /Locker rental/ });
    expect(locker.textContent).toContain('Tue 24 Nov 2026 – Tue 23 Feb 2027 · 3 months');
    expect(locker.textContent).not.toContain('00:00');
  });

  it('asks the server for a page in the order of a heading, and shows the total and the pages', async () => {
    await renderAdminPage(<ReservationsPage />, '/admin/reservations?page=2');
    expect(listed).toHaveBeenCalledWith(expect.objectContaining({ page: 2, size: 20, sort: undefined }));
    expect(screen.getAllByText('45 in total').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: adminEn.reservations.total }));
    expect(listed).toHaveBeenCalledWith(expect.objectContaining({ page: 1, size: 20, sort: 'total' }));
    expect(screen.getByRole('columnheader', { name: adminEn.reservations.total }).getAttribute('aria-sort')).toBe('ascending');
  });
});
