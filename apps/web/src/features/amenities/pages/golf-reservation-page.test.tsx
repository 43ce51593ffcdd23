import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { GolfAvailability, GolfStatus } from '@tea/shared/reservations/golf.schema';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import amenitiesEn from '../../../../../../packages/i18n/locales/en/amenities.json';
import { testI18n } from '../../../shared/test-i18n';
import GolfReservationPage from './golf-reservation-page';

const WINDOW = { seat: { first: '2026-11-24', last: '2026-12-01' }, lesson: { first: '2026-11-24', last: '2026-12-24' } };
let status: GolfStatus = { restrictedUntil: { seat: null, lesson: null }, window: WINDOW };
const slot = (start: string, end: string, free: boolean) => ({ start, end, free });
const day: GolfAvailability = {
  closed: null,
  date: '2026-11-25',
  bays: [
    { id: 11, number: 1, row: 1, column: 1, slots: [slot('07:00', '07:50', false), slot('08:00', '08:50', true)] },
    { id: 12, number: 2, row: 1, column: 2, slots: [slot('07:00', '07:50', false), slot('08:00', '08:50', false)] },
  ],
  pros: [{ id: 21, name: 'Pro Kim', slots: [slot('10:00', '10:20', true), slot('10:30', '10:50', false)] }],
};
vi.mock('../golf-api', () => ({
  useGolfStatus: () => ({ data: status, isPending: false, isError: false }),
  useGolfAvailability: (date: string) => ({ data: date ? day : undefined, isError: false }),
  // The bays' live stream is the hook's own test (shared/live-board) and the dashboards journey.
  useLiveGolfBays: () => undefined,
  useSaveGolf: () => ({ mutateAsync: vi.fn() }),
  useGolfBooking: () => ({ data: undefined, isPending: false }),
}));

afterEach(cleanup);

async function open() {
  const i18n = await testI18n('en');
  i18n.addResourceBundle('en', 'amenities', amenitiesEn);
  const path = '/tenant-service/amenities/wellness-center-golf/reservation';
  const router = createMemoryRouter([{ path, element: <GolfReservationPage /> }], { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('/tenant-service/amenities/wellness-center-golf/reservation', () => {
  it('asks seat or lesson first and says what is still missing as the person goes', async () => {
    status = { restrictedUntil: { seat: null, lesson: null }, window: WINDOW };
    await open();
    expect(screen.getByText('Still to choose: What to book, Date, Time, Bay.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /^Date/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Golf seat (bay)' }));
    const date = await screen.findByRole('combobox', { name: /^Date/ });
    // The placeholder and the window's 6 weekdays: Saturday 28 and Sunday 29 are not offered (golf opens on business days).
    expect([...date.querySelectorAll('option')].map((o) => o.getAttribute('value'))).not.toContain('2026-11-28');
    expect(date.querySelectorAll('option')).toHaveLength(7);
    fireEvent.change(date, { target: { value: '2026-11-25' } });
    // Only the times with a free bay are offered; the map shows the free bays at the time chosen.
    const time = screen.getByRole('combobox', { name: /^Time/ });
    expect([...time.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Choose…', '08:00–08:50']);
    fireEvent.change(time, { target: { value: '08:00' } });
    expect(await screen.findByText('1 of 2 bays free at that time')).toBeTruthy();
    expect(screen.getByText('Still to choose: Bay.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please select a bay or a pro.')).toBeTruthy();
  });

  it('offers a lesson by pro, then the pro’s free times', async () => {
    status = { restrictedUntil: { seat: null, lesson: null }, window: WINDOW };
    await open();
    fireEvent.click(screen.getByRole('radio', { name: 'Lesson with a pro' }));
    fireEvent.change(await screen.findByRole('combobox', { name: /^Date/ }), { target: { value: '2026-11-25' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^Pro/ }), { target: { value: '21' } });
    const time = screen.getByRole('combobox', { name: /^Time/ });
    expect([...time.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Choose…', '10:00–10:20']);
  });

  it('says "restricted until" the date before anything is picked', async () => {
    status = { restrictedUntil: { seat: '2026-11-30', lesson: null }, window: WINDOW };
    await open();
    expect(screen.getByText(/cannot book a golf seat until Mon 30 Nov 2026 \(restricted until Mon 30 Nov 2026\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Golf seat (bay)' }));
    expect(screen.queryByRole('combobox', { name: /^Date/ })).toBeNull();
  });
});
