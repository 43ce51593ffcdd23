import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { NapStatus } from '@tea/shared/reservations/sleeping-room.schema';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import amenitiesEn from '../../../../../../packages/i18n/locales/en/amenities.json';
import errorsEn from '../../../../../../packages/i18n/locales/en/errors.json';
import { signInAs } from '../../../shared/test-session';
import { testI18n } from '../../../shared/test-i18n';
import NapReservationPage from './nap-reservation-page';

let status: NapStatus = {
  gender: 'female',
  restrictedUntil: null,
  bookingOpen: true,
  bookedToday: false,
  freeUsesLeft: 8,
  sessionsLeft: 0,
  closed: null,
};
/** How many times the page asked for the person's nap-room status. */
let asked = 0;
vi.mock('../nap-api', () => ({
  useNapStatus: () => {
    asked += 1;
    return { data: status, isPending: false, isError: false };
  },
  useNapSeats: () => ({ data: undefined, isError: false }),
  useSaveNap: () => ({ mutateAsync: vi.fn() }),
  useNapBooking: () => ({ data: undefined, isPending: false }),
  useLiveNapSeats: (gender: string) => live.push(gender),
}));
const live: string[] = [];

afterEach(() => {
  cleanup();
  localStorage.clear();
  asked = 0;
  live.length = 0;
});

async function open() {
  const i18n = await testI18n('en');
  i18n.addResourceBundle('en', 'amenities', amenitiesEn);
  i18n.addResourceBundle('en', 'errors', errorsEn);
  const path = '/tenant-service/amenities/sleeping-room/reservation';
  const router = createMemoryRouter([{ path, element: <NapReservationPage /> }], { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('/tenant-service/amenities/sleeping-room/reservation', () => {
  it('offers the date, the time and a seat of the person’s side', async () => {
    status = {
      gender: 'female',
      restrictedUntil: null,
      bookingOpen: true,
      bookedToday: false,
      freeUsesLeft: 8,
      sessionsLeft: 0,
      closed: null,
    };
    await open();
    expect(screen.getByRole('combobox', { name: /^Date/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Time/ })).toBeTruthy();
    expect(screen.getByText("Seat · Women's room")).toBeTruthy();
    // The map follows the live board of the person's own side.
    expect(live).toContain('female');
  });

  it('says "restricted until" the date before anything is picked, and offers nothing to pick', async () => {
    status = {
      gender: 'male',
      restrictedUntil: '2026-11-30',
      bookingOpen: true,
      bookedToday: false,
      freeUsesLeft: 8,
      sessionsLeft: 0,
      closed: null,
    };
    await open();
    expect(screen.getByText(/restricted until Mon 30 Nov 2026/)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /^Time/ })).toBeNull();
  });

  it('tells the building office that tenant staff book here, without asking for a side it has not got', async () => {
    signInAs('building_manager');
    await open();
    expect(
      screen.getByText('The nap room is booked by tenant staff. The building office opens and closes its seats.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage the seats' }).getAttribute('href')).toBe('/admin/seats');
    expect(screen.queryByRole('combobox', { name: /^Time/ })).toBeNull();
    expect(asked).toBe(0);
  });

  it('offers one hour without sessions, up to three with them, and says how a time is paid under the one rule', async () => {
    status = {
      gender: 'male',
      restrictedUntil: null,
      bookingOpen: true,
      bookedToday: false,
      freeUsesLeft: 8,
      sessionsLeft: 0,
      closed: null,
    };
    await open();
    const length = () => screen.getByRole('combobox', { name: /^Usage time/ }) as HTMLSelectElement;
    expect([...length().options].map((o) => o.text)).toEqual(['1 hour']);
    expect(screen.getByTestId('nap-cost').textContent).toBe('Free: uses 1 of the 8 free uses left this month.');
    // The rule, in the words of the intro and the pass pages.
    expect(
      screen.getByText(/^You can book the nap room once a day\. The first hour of a booking is free 8 times a month/),
    ).toBeTruthy();
    cleanup();
    status = {
      gender: 'male',
      restrictedUntil: null,
      bookingOpen: true,
      bookedToday: false,
      freeUsesLeft: 3,
      sessionsLeft: 4,
      closed: null,
    };
    await open();
    expect([...length().options].map((o) => o.text)).toEqual(['1 hour', '2 hours', '3 hours']);
    fireEvent.change(length(), { target: { value: '2' } });
    expect(
      await screen.findByText(
        'The first hour is a free use (3 left this month); the other hour uses 1 pass session. You have 4 left.',
      ),
    ).toBeTruthy();
  });

  it('with the month’s free uses spent, says every hour is a session, and stops before the confirm page when the passes hold too few', async () => {
    status = {
      gender: 'male',
      restrictedUntil: null,
      bookingOpen: true,
      bookedToday: false,
      freeUsesLeft: 0,
      sessionsLeft: 1,
      closed: null,
    };
    await open();
    const length = () => screen.getByRole('combobox', { name: /^Usage time/ }) as HTMLSelectElement;
    expect(screen.getByTestId('nap-cost').textContent).toBe(
      'Your free uses this month are spent: uses 1 pass session. You have 1 left.',
    );
    fireEvent.change(length(), { target: { value: '3' } });
    const refusal = await screen.findByText(/^You do not have enough paid nap-room pass sessions for this time\./);
    // The message is the usage time's own, and Next does not open the confirm page.
    expect(length().getAttribute('aria-describedby')).toContain(refusal.id);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('combobox', { name: /^Usage time/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Check your booking' })).toBeNull();
  });

  it('says a booking is already held today before anything is picked (one a day), with the way to it', async () => {
    status = {
      gender: 'male',
      restrictedUntil: null,
      bookingOpen: true,
      bookedToday: true,
      freeUsesLeft: 7,
      sessionsLeft: 5,
      closed: null,
    };
    await open();
    expect(screen.getByText(/^You have already booked the nap room today: one booking a day per person\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See my nap-room bookings' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /^Time/ })).toBeNull();
  });

  it('on a closed day says why and that it is the nap room, and offers no time or seat', async () => {
    const closed = { key: 'common:closedDay.holiday', params: { amenity: 'sleepingRoom', name: 'Christmas Day' } };
    status = {
      gender: 'male',
      restrictedUntil: null,
      bookingOpen: true,
      bookedToday: false,
      freeUsesLeft: 8,
      sessionsLeft: 0,
      closed,
    };
    await open();
    expect(
      screen.getByText('Nap room bookings are taken on business days only: this day is a public holiday (Christmas Day).'),
    ).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /^Time/ })).toBeNull();
    expect(screen.queryByText(/Seat ·/)).toBeNull();
  });

  it('says when bookings are not taken (after 17:30)', async () => {
    status = {
      gender: 'male',
      restrictedUntil: null,
      bookingOpen: false,
      bookedToday: false,
      freeUsesLeft: 8,
      sessionsLeft: 0,
      closed: null,
    };
    await open();
    expect(screen.getByText('Reservations not available at this time (nap room 00:00 to 17:30).')).toBeTruthy();
  });
});
