import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { PtPackage } from '@tea/shared/wellness/pt.schema';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  booked: 1,
  remaining: 9,
  bookable: 8,
  firstSessionDate: '2026-11-25',
  validUntil: '2026-12-24',
  validDays: 30,
  state: 'active',
  createdAt: '2026-11-24T00:30:00.000Z',
  items: [
    session({ id: 1, date: '2026-11-25', start: '09:00', end: '09:50', state: 'used', changeable: false }),
    session({ id: 2 }),
  ],
};

const buy = vi.fn(async () => ({ id: 12 }));
vi.mock('../../../shared/login-required', () => ({ LoginRequired: ({ children }: { children: React.ReactNode }) => children }));
vi.mock('../pt-api', () => ({
  usePtPackage: () => ({ data: pkg, isPending: false, isFetching: false }),
  usePtTrainers: () => ({ data: { items: [{ id: 7, name: 'Kim Doyun', intro: 'Strength', availability: [] }] } }),
  usePtSlots: () => ({ data: { trainerId: 7, days: [{ date: '2026-11-26', starts: ['07:00', '08:00'] }] }, isError: false }),
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

  it('offers the memberships (suspend, transfer, end early) for the package, with its validity and sessions left', async () => {
    await open('/fitness-reservation/pt/12');
    expect(membership).toHaveBeenLastCalledWith(
      expect.objectContaining({
        holding: { kind: 'pt', id: 12, start: '2026-11-25', lastDay: '2026-12-24', unit: 'PT package #12', sessionsLeft: 9 },
      }),
    );
  });

  it('disables move and cancel within 24 hours, saying why, and offers them before', async () => {
    await open('/fitness-reservation/pt/12');
    // the table and the phone's cards hold the same rows: the first is the table's
    const used = screen.getAllByRole('group', { name: /Wed 25 Nov 2026/ })[0]!;
    for (const name of ['Move', 'Cancel']) {
      const button = within(used).getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBeTruthy();
    }
    expect(within(used).getByText(ptEn.detail.lockedReason)).toBeTruthy();
    const coming = screen.getAllByRole('group', { name: /Mon 30 Nov 2026/ })[0]!;
    expect((within(coming).getByRole('button', { name: 'Move' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(coming).getByText(/Changeable until/)).toBeTruthy();
  });

  it('books in a trainer’s free time, with labelled inputs', async () => {
    await open('/fitness-reservation/pt/12');
    expect(screen.getByLabelText(/Trainer/)).toBeTruthy();
    expect(screen.getByLabelText(/Date/)).toBeTruthy();
    expect(screen.getByRole('radio', { name: '07:00' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText(ptEn.book.chooseSlot)).toBeTruthy();
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
