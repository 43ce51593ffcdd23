import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { PtPackage } from '@tea/shared/wellness/pt.schema';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ptEn from '../../../../../../packages/i18n/locales/en/pt.json';
import { testI18n } from '../../../shared/test-i18n';
import PtPage from './pt-page';

const session = (over: Partial<PtPackage['items'][number]>): PtPackage['items'][number] => ({
  id: 1,
  code: 'c',
  reference: 'PT-20261124-0001',
  trainer: { id: 7, name: 'Kim Doyun' },
  date: '2026-11-30',
  start: '10:00',
  end: '10:50',
  status: 'confirmed',
  state: 'booked',
  changeable: true,
  changeDeadline: '2026-11-29T01:00:00.000Z',
  ...over,
});

const pkg: PtPackage = {
  id: 12,
  holder: { id: 1, name: 'Kim', loginId: 'acme.kim' },
  company: { id: 1, name: 'ACME' },
  paymentMethod: 'invoice',
  price: 800_000,
  vat: 80_000,
  total: 880_000,
  sessions: 10,
  used: 1,
  locked: 1,
  booked: 1,
  remaining: 9,
  bookable: 7,
  firstSessionDate: '2026-11-25',
  validUntil: '2026-12-24',
  validDays: 30,
  state: 'active',
  createdAt: '2026-11-24T00:30:00.000Z',
  items: [
    session({ id: 1, date: '2026-11-25', start: '09:00', end: '09:50', state: 'used', changeable: false }),
    session({ id: 3, date: '2026-11-26', start: '08:00', end: '08:50', state: 'locked', changeable: false }),
    session({ id: 2 }),
  ],
};

const buy = vi.fn(async () => ({ id: 12 }));
/** The trainer's free starts by day; the page's clock is Wednesday 25 November 2026, 16:30 in Seoul. */
const free: Record<string, string[]> = {
  '2026-11-25': ['17:00'],
  '2026-11-26': ['07:00', '08:00', '17:00'],
  '2026-11-27': ['07:00'],
};
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T16:30:00+09:00'));
});
afterEach(() => vi.useRealTimers());
vi.mock('../../../shared/login-required', () => ({ LoginRequired: ({ children }: { children: React.ReactNode }) => children }));
vi.mock('../pt-api', () => ({
  usePtPackage: () => ({ data: pkg, isPending: false, isFetching: false }),
  usePtTrainers: () => ({ data: { items: [{ id: 7, name: 'Kim Doyun', intro: 'Strength', availability: [] }] } }),
  usePtSlots: (_trainer: number, date: string) => ({
    data: { trainerId: 7, days: [{ date, starts: free[date] ?? [] }] },
    isError: false,
  }),
  usePtUpcomingSlots: () => ({
    isSuccess: true,
    isError: false,
    data: { trainerId: 7, days: Object.entries(free).map(([date, starts]) => ({ date, starts })) },
  }),
  useBuyPtPackage: () => ({ mutateAsync: buy }),
  useBookPtSession: () => ({ mutate: vi.fn(), isPending: false }),
  useMovePtSession: () => ({ mutate: vi.fn(), isPending: false }),
  useCancelPtSession: () => ({ mutateAsync: vi.fn() }),
}));

const membership = vi.fn((_props: { holding: unknown }) => null);
vi.mock('../components/membership-actions', () => ({
  MembershipActions: (props: { holding: unknown }) => membership(props),
}));

afterEach(cleanup);

async function open(url: string) {
  const i18n = await testI18n('en');
  i18n.addResourceBundle('en', 'pt', ptEn);
  const router = createMemoryRouter([{ path: '/fitness-reservation/pt/:id', element: <PtPage /> }], { initialEntries: [url] });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('/fitness-reservation/pt/:id, a package', () => {
  it('shows the number of uses as used / remaining, the validity and the 24-hour rule', async () => {
    await open('/fitness-reservation/pt/12');
    expect(screen.getByText('Used 1 / remaining 9')).toBeTruthy();
    expect(screen.getByText(ptEn.detail.rule)).toBeTruthy();
    expect(screen.getByText(ptEn.packageStates.active)).toBeTruthy();
  });

  it('offers the memberships (suspend, transfer, end early) for the package, with its validity and the sessions it can hand over (not the locked one)', async () => {
    await open('/fitness-reservation/pt/12');
    expect(membership).toHaveBeenLastCalledWith(
      expect.objectContaining({
        holding: { kind: 'pt', id: 12, start: '2026-11-25', lastDay: '2026-12-24', unit: 'PT package #12', sessionsLeft: 8 },
      }),
    );
  });

  it('disables move and cancel within 24 hours, saying why, and offers them before', async () => {
    await open('/fitness-reservation/pt/12');
    // the table and the phone's cards hold the same rows: the first is the table's
    const used = screen.getAllByLabelText(/Wed 25 Nov 2026/)[0]!;
    for (const name of ['Move', 'Cancel']) {
      const button = within(used).getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBeTruthy();
    }
    expect(within(used).getByText(ptEn.detail.lockedReason)).toBeTruthy();
    const coming = screen.getAllByLabelText(/Mon 30 Nov 2026/)[0]!;
    expect((within(coming).getByRole('button', { name: 'Move' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(coming).getByText(/Changeable until/)).toBeTruthy();
  });

  it('books in a trainer’s free time, with labelled inputs', async () => {
    await open('/fitness-reservation/pt/12');
    expect(screen.getByLabelText(/Trainer/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Date/), { target: { value: '2026-11-28' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText(ptEn.book.chooseSlot)).toBeTruthy();
  });

  it('shows a session booked within 24 hours as locked, not used, and counts it apart', async () => {
    await open('/fitness-reservation/pt/12');
    const locked = screen.getAllByLabelText(/Thu 26 Nov 2026/)[0]!;
    expect((within(locked).getByRole('button', { name: 'Move' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText(ptEn.sessionStates.locked).length).toBeGreaterThan(0);
    expect(screen.getByText(ptEn.detail.locked).nextSibling?.textContent).toBe('1');
  });

  it('opens on the first free time still 24 hours away, not on a slot of tomorrow morning', async () => {
    await open('/fitness-reservation/pt/12');
    // 16:30 on Wednesday: Thursday 07:00 and 08:00 are under 24 hours away, Thursday 17:00 is not.
    expect((screen.getByLabelText(/Date/) as HTMLInputElement).value).toBe('2026-11-26');
    expect((screen.getByRole('radio', { name: /17:00/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: `07:00 (${ptEn.book.lateSlot})` })).toBeTruthy();
    expect(screen.queryByText(ptEn.book.lateTitle)).toBeNull();
  });

  it('warns before booking a time under 24 hours away that it cannot be moved or cancelled afterwards', async () => {
    await open('/fitness-reservation/pt/12');
    const early = screen.getByRole('radio', { name: /^07:00/ });
    fireEvent.click(early);
    expect(screen.getByText(ptEn.book.lateTitle)).toBeTruthy();
    expect(screen.getByText(ptEn.book.late)).toBeTruthy();
    expect(document.getElementById(early.getAttribute('aria-describedby')!)?.textContent).toContain(ptEn.book.lateTitle);
  });
});

describe('/fitness-reservation/pt/0, buying a package', () => {
  it('asks for the PT terms, then confirms and buys', async () => {
    await open('/fitness-reservation/pt/0');
    expect(screen.getByRole('link', { name: ptEn.buy.termsRead }).getAttribute('href')).toBe('/termsofusePT');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(ptEn.validation.agreeRequired)).toBeTruthy();
    fireEvent.click(screen.getByLabelText(ptEn.buy.agree, { exact: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: ptEn.buy.reserve }));
    expect(await screen.findByText(ptEn.buy.doneTitle)).toBeTruthy();
    expect(buy).toHaveBeenCalledWith({ paymentMethod: 'invoice' });
  });
});
