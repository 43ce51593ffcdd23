import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import wellnessEn from '../../../../../../packages/i18n/locales/en/wellness.json';
import type { GxProgram } from '../../../shared/gx/gx-api';
import { testI18n } from '../../../shared/test-i18n';
import GxProgramsPage from './gx-programs-page';

const program = (over: Partial<GxProgram>): GxProgram => ({
  id: 1,
  month: '2026-12',
  name: 'Morning yoga',
  nameKo: '아침 요가',
  nameEn: 'Morning yoga',
  weekdays: [1, 3, 5],
  start: '07:00',
  end: '07:50',
  firstSession: '2026-12-02',
  sessionCount: 13,
  instructor: 'Kim',
  capacity: 20,
  waitlistLength: 10,
  price: 150_000,
  vat: 15_000,
  status: 'open',
  registration: { opens: '2026-11-02', closes: '2026-11-13', open: true },
  registrationOpens: null,
  registrationCloses: null,
  registered: 3,
  waitlisted: 0,
  mine: null,
  ...over,
});

let items: GxProgram[] = [];
vi.mock('../../../shared/login-required', () => ({ LoginRequired: ({ children }: { children: React.ReactNode }) => children }));
vi.mock('../../../shared/gx/gx-api', () => ({
  useGxPrograms: (month: string) => ({
    data: { month, window: { opens: '2026-11-02', closes: '2026-11-13', open: true }, items },
    isPending: false,
    isFetching: false,
    isError: false,
  }),
}));

afterEach(cleanup);

async function open() {
  const i18n = await testI18n('en');
  i18n.addResourceBundle('en', 'wellness', wellnessEn);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/tenant-service/amenities/wellness-center-gx/reservation?month=2026-12']}>
        <GxProgramsPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('the month of GX programs', () => {
  it('offers Register only while a program takes registrations; a closed, cancelled or own program is a link to its page', async () => {
    items = [
      program({ id: 1, name: 'Open yoga' }),
      program({ id: 2, name: 'Full zumba', registered: 20, waitlisted: 10 }),
      program({ id: 3, name: 'Closed pilates', registration: { opens: '2026-11-02', closes: '2026-11-13', open: false } }),
      program({ id: 4, name: 'Cancelled spin', status: 'cancelled' }),
      program({ id: 5, name: 'My stretch', mine: { id: 9, status: 'registered', position: null } }),
    ];
    await open();
    const register = wellnessEn.gx.register;
    const details = wellnessEn.gx.details;
    // The table and its phone cards show the same rows.
    expect(screen.getAllByRole('link', { name: `${register}: Open yoga` })[0]!.getAttribute('href')).toBe(
      '/fitness-reservation/gx/1',
    );
    // A full line may still be asked: the answer says the waiting list is full.
    expect(screen.getAllByRole('link', { name: `${register}: Full zumba` }).length).toBeGreaterThan(0);
    for (const [id, name] of [
      [3, 'Closed pilates'],
      [4, 'Cancelled spin'],
      [5, 'My stretch'],
    ] as const) {
      expect(screen.queryAllByRole('link', { name: `${register}: ${name}` })).toHaveLength(0);
      expect(screen.getAllByRole('link', { name: `${details}: ${name}` })[0]!.getAttribute('href')).toBe(
        `/fitness-reservation/gx/${id}`,
      );
    }
  });

  it('shows how many classes each program has in its month and the first, holidays left out', async () => {
    items = [
      program({ id: 1, name: 'New year yoga', month: '2027-01', firstSession: '2027-01-04', sessionCount: 12 }),
      program({ id: 2, name: 'Unknown year', sessionCount: null }),
    ];
    await open();
    expect(screen.getAllByText(/^12 classes · first on Mon 4 Jan 2027$/).length).toBeGreaterThan(0);
    expect(screen.queryAllByText(/classes · first on/)).toHaveLength(screen.getAllByText(/^12 classes/).length);
    expect(screen.getByText(/There are no classes on public holidays or days the building is closed/)).toBeTruthy();
  });
});
