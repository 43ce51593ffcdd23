import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { RefreshSeatMap, RefreshStatus } from '@tea/shared/reservations/refresh-lounge.schema';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import amenitiesEn from '../../../../../../packages/i18n/locales/en/amenities.json';
import { testI18n } from '../../../shared/test-i18n';
import RefreshReservationPage from './refresh-reservation-page';

let status: RefreshStatus = { restrictedUntil: null, closed: null };
const map: RefreshSeatMap = {
  restrictedUntil: null,
  closed: null,
  seats: [
    { id: 101, number: 1, zone: 'rest', maxMinutes: 120, row: 1, column: 1, free: true },
    { id: 102, number: 2, zone: 'rest', maxMinutes: 120, row: 1, column: 2, free: false },
    { id: 141, number: 41, zone: 'massage', maxMinutes: 30, row: 1, column: 1, free: true },
  ],
};
vi.mock('../refresh-api', () => ({
  useRefreshStatus: () => ({ data: status, isPending: false, isError: false }),
  useRefreshSeats: () => ({ data: map, isError: false }),
  useLiveRefreshSeats: () => undefined,
  useSaveRefresh: () => ({ mutateAsync: vi.fn() }),
  useRefreshBooking: () => ({ data: undefined, isPending: false }),
  useRefreshBooked: () => ({ data: undefined }),
}));

beforeEach(() => {
  // Monday 23 November 2026, 10:00 in Seoul: the starts offered are 10:00 (under way) to 18:30.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T01:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  localStorage.clear();
});

async function open() {
  const i18n = await testI18n('en');
  i18n.addResourceBundle('en', 'amenities', amenitiesEn);
  const path = '/tenant-service/amenities/refresh-lounge/reservation';
  const router = createMemoryRouter([{ path, element: <RefreshReservationPage /> }], { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('/tenant-service/amenities/refresh-lounge/reservation', () => {
  it('offers the date, the start, the length, the equipment and the purpose, each labelled', async () => {
    status = { restrictedUntil: null, closed: null };
    await open();
    expect(screen.getByRole('combobox', { name: /^Date/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Start time/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Length/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Blanket' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Phone charger' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Rest' })).toBeTruthy();
  });

  it('says what is missing by its field and keeps what was picked', async () => {
    await open();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Eye mask' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Please select a purpose.')).toBeTruthy());
    expect(screen.getByText('Please select a seat.')).toBeTruthy();
    expect(screen.getByText('Please select how long you will stay.')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Eye mask' }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers only free seats whose zone allows the length: a massage chair for 30 minutes, not for an hour', async () => {
    await open();
    const date = screen.getByRole('combobox', { name: /^Date/ }) as HTMLSelectElement;
    fireEvent.change(date, { target: { value: date.options[1]!.value } });
    const start = screen.getByRole('combobox', { name: /^Start time/ }) as HTMLSelectElement;
    expect([start.options[1]!.value, start.options[start.options.length - 1]!.value]).toEqual(['10:00', '18:30']);
    fireEvent.change(start, { target: { value: '10:00' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^Length/ }), { target: { value: '60' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Seat 1, Rest seats, free' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Seat 2, Rest seats, not available' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Seat 41, Massage chairs, not available' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: /^Length/ }), { target: { value: '30' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Seat 41, Massage chairs, free' })).toBeTruthy());
  });

  it('says "restricted until" the date before anything is picked, and offers nothing to pick', async () => {
    status = { restrictedUntil: '2026-11-30', closed: null };
    await open();
    expect(screen.getByText(/restricted until Mon 30 Nov 2026/)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /^Start time/ })).toBeNull();
    status = { restrictedUntil: null, closed: null };
  });

  it('on a Sunday says the refresh lounge is closed at weekends, and offers no time or seat', async () => {
    status = { restrictedUntil: null, closed: { key: 'common:closedDay.weekend', params: { amenity: 'refreshLounge' } } };
    await open();
    expect(screen.getByText('Refresh lounge bookings are taken on business days only: it is closed at weekends.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /^Start time/ })).toBeNull();
    status = { restrictedUntil: null, closed: null };
  });
});
