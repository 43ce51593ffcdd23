import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { GxRegistration } from '@tea/shared/wellness/gx.schema';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import reservationsEn from '../../../../../packages/i18n/locales/en/reservations.json';
import wellnessEn from '../../../../../packages/i18n/locales/en/wellness.json';
import { installDialogMethods } from '../test-dialog';
import { testI18n } from '../test-i18n';
import GxRegistrations from './gx-registrations';

const program = {
  id: 3,
  // Years ahead: still to come whatever the day the test runs.
  month: '2099-12',
  name: 'Morning yoga',
  weekdays: [1, 3, 5],
  start: '07:00',
  end: '07:50',
  instructor: 'Kim Haneul',
  firstSession: '2099-12-02',
  status: 'open' as const,
};
const registration = (over: Partial<GxRegistration>): GxRegistration => ({
  id: 1,
  status: 'registered',
  position: null,
  cancelledBy: null,
  price: 150_000,
  vat: 15_000,
  total: 165_000,
  fee: 0,
  createdAt: '2026-11-10T01:00:00.000Z',
  cancelledAt: null,
  withdrawal: { allowed: true, fee: 16_500, refund: 148_500 },
  program,
  ...over,
});
const items = [
  registration({}),
  registration({
    id: 2,
    status: 'waitlisted',
    position: 3,
    withdrawal: { allowed: true, fee: 0, refund: 0 },
    program: { ...program, id: 4, name: 'Zumba' },
  }),
  registration({
    id: 5,
    status: 'cancelled',
    cancelledBy: 'minimum',
    withdrawal: { allowed: false, fee: 0, refund: 0 },
    program: { ...program, id: 6, name: 'Pilates' },
  }),
];
const cancel = vi.fn(async (_id: number) => ({ fee: 16_500, refund: 148_500 }));
vi.mock('./gx-api', () => ({
  useMyGxRegistrations: () => ({ data: { items }, isFetching: false, isError: false }),
  useCancelGx: () => ({ mutateAsync: cancel }),
}));

beforeAll(() => installDialogMethods());
afterEach(() => {
  cleanup();
  cancel.mockClear();
});

async function show() {
  const i18n = await testI18n('en');
  i18n.addResourceBundle('en', 'wellness', wellnessEn);
  i18n.addResourceBundle('en', 'reservations', reservationsEn);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <GxRegistrations />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe("the person's GX registrations", () => {
  it('show each status in the one vocabulary, the place in line, and why one was cancelled', async () => {
    await show();
    // Registered for a month to come: confirmed, not yet in use.
    expect(screen.getAllByText('Confirmed').length).toBeGreaterThan(0);
    expect(screen.queryByText('In use')).toBeNull();
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Waiting no. 3').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Not run (too few registrations)').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Cancel: Pilates' })).toBeNull();
  });

  it('ask before withdrawing, with the refund less the fee, then withdraw', async () => {
    await show();
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel: Morning yoga' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this GX registration?' });
    expect(within(dialog).getByText('Refund KRW 148,500 (less the KRW 16,500 fee)')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel registration' })));
    expect(cancel).toHaveBeenCalledWith(1);
    expect(screen.getByText('Your registration is cancelled.')).toBeTruthy();
  });

  it('withdraw from the waiting list without a fee', async () => {
    await show();
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel: Zumba' })[0]!);
    expect(screen.getByText('A place on the waiting list is cancelled without a fee.')).toBeTruthy();
  });
});
