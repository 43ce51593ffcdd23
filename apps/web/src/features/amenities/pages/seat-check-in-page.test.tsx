import { cleanup, render, screen } from '@testing-library/react';
import type { CheckInAnswer } from '@tea/shared/reservations/check-in.schema';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import amenitiesEn from '../../../../../../packages/i18n/locales/en/amenities.json';
import { ApiError } from '../../../shared/api-client';
import { testI18n } from '../../../shared/test-i18n';
import { signInAs, signOut } from '../../../shared/test-session';
import SeatCheckInPage from './seat-check-in-page';

const seat = { amenity: 'sleepingRoom' as const, room: 'Nap room, Men 4', number: 4 };
const booking = { id: 9, reference: 'NR-20261124-0001', start: '10:00', end: '11:00' };
let state: { data?: CheckInAnswer; error?: Error; isPending?: boolean; isError?: boolean } = {};
const mutate = vi.fn();
vi.mock('../check-in-api', () => ({
  useSeatCheckIn: () => ({ mutate, isPending: false, isError: false, ...state }),
}));

afterEach(() => {
  cleanup();
  mutate.mockClear();
  state = {};
  signOut();
});

const answer = (result: CheckInAnswer['result'], extra: Partial<CheckInAnswer> = {}): CheckInAnswer => ({
  result,
  seat,
  booking,
  opensAt: null,
  person: null,
  ...extra,
});

async function open(code = 'abcdefghjkmnpqrsabcdefghjk') {
  const i18n = await testI18n('en');
  i18n.addResourceBundle('en', 'amenities', amenitiesEn);
  const router = createMemoryRouter([{ path: '/seat-check-in/:code', element: <SeatCheckInPage /> }], {
    initialEntries: [`/seat-check-in/${code}`],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('the seat check-in page', () => {
  it('checks in once on arrival with the scanned code and says the person is checked in, with the booking', async () => {
    state = { data: answer('checked_in') };
    await open('seatcode2345abcdefghjkmnpq');
    expect(await screen.findByText(amenitiesEn.checkIn.checked_in)).toBeTruthy();
    expect(screen.getByText('Your booking 10:00–11:00')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nap room, Men 4' })).toBeTruthy();
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate).toHaveBeenCalledWith('seatcode2345abcdefghjkmnpq');
  });

  it('says when check-in opens when too early, and that it is too late or there is no booking otherwise', async () => {
    state = { data: answer('too_early', { opensAt: '09:50' }) };
    await open();
    expect(await screen.findByText('Too early: check-in opens at 09:50.')).toBeTruthy();
    cleanup();
    state = { data: answer('too_late') };
    await open();
    expect(await screen.findByText(amenitiesEn.checkIn.too_late)).toBeTruthy();
    cleanup();
    state = { data: answer('no_booking', { booking: null }) };
    await open();
    expect(await screen.findByText(amenitiesEn.checkIn.no_booking)).toBeTruthy();
  });

  it('says a scan from outside the building checks nothing in, and points to the Wi-Fi and the desk', async () => {
    state = { data: answer('not_on_site', { booking: null }) };
    await open();
    expect(await screen.findByText(/only inside the building.*Wi-Fi.*front desk/)).toBeTruthy();
  });

  it('says a code that opens no seat is not valid', async () => {
    state = { isError: true, error: new ApiError(404, 'NOT_FOUND', 'Not found') };
    await open();
    expect(await screen.findByText(amenitiesEn.checkIn.notFound)).toBeTruthy();
    expect(screen.queryByRole('button', { name: amenitiesEn.checkIn.retry })).toBeNull();
  });

  it('sends the building office to the seat timeline, and checks nothing in', async () => {
    signInAs('building_manager');
    await open();
    expect(mutate).not.toHaveBeenCalled();
    expect(screen.getByText(amenitiesEn.checkIn.staffOnly)).toBeTruthy();
    expect(screen.getByRole('link', { name: amenitiesEn.checkIn.office }).getAttribute('href')).toBe('/admin/seat-timeline');
  });
});
