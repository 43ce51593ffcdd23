import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CheckInAnswer, NoShowRow } from '@tea/shared/reservations/check-in.schema';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import adminEn from '../../../../../../packages/i18n/locales/en/admin.json';
import { installDialogMethods } from '../../../shared/test-dialog';
import { renderAdminPage } from '../test-render';
import NoShowsPage from './no-shows-page';

vi.mock('qr-scanner', () => ({
  default: class {
    static hasCamera = async () => false;
    start = async () => {};
    destroy = () => {};
  },
}));

const row: NoShowRow = {
  id: 41,
  reference: 'NR-20261124-0002',
  amenity: 'sleepingRoom',
  resource: 'Nap room, Women 5',
  date: '2026-11-24',
  start: '11:00',
  end: '12:00',
  person: { name: 'Yoon Hajun', loginId: 'acme.staff62' },
  company: 'ACME Korea',
  noShowAt: '2026-11-24T02:16:00.000Z',
  fee: 0,
  restrictedUntil: '2026-12-01',
  waiver: null,
};
const waive = vi.fn(async (_: { id: number; reason: string }) => undefined);
const save = vi.fn();
const scanned = vi.fn();
const listed = vi.fn();
const desk: CheckInAnswer = {
  result: 'checked_in',
  seat: { amenity: 'sleepingRoom', room: 'Nap room, Men 4', number: 4 },
  booking: { id: 7, reference: null, start: '10:00', end: '11:00' },
  opensAt: null,
  person: { name: 'Kang Seoyeon', loginId: 'acme.staff61' },
};
vi.mock('../no-shows-api', () => ({
  useNoShows: (filters: unknown) => {
    listed(filters);
    return { data: { items: [row], total: 1 }, isFetching: false, isError: false };
  },
  useRestrictionSettings: () => ({ data: { items: [{ amenity: 'refreshLounge', days: 7, set: false }] } }),
  useWaiveNoShow: () => ({ mutateAsync: waive }),
  useSaveRestrictionDays: () => ({ mutate: save, isPending: false }),
  useDeskCheckIn: () => ({
    isPending: false,
    mutate: (token: string, { onSuccess }: { onSuccess: (a: CheckInAnswer) => void }) => {
      scanned(token);
      onSuccess(desk);
    },
  }),
}));

beforeAll(() => installDialogMethods());
afterEach(cleanup);

async function renderPage() {
  await renderAdminPage(<NoShowsPage />, '/admin/no-shows?amenity=sleepingRoom&from=2026-11-24&to=2026-11-24');
}

describe('the back office’s no-shows', () => {
  it('lists the no-shows of the address’s filters with their restriction, and waives one with a reason', async () => {
    await renderPage();
    expect(listed).toHaveBeenLastCalledWith({
      amenity: 'sleepingRoom',
      from: '2026-11-24',
      to: '2026-11-24',
      page: 1,
      size: 20,
      sort: undefined,
    });
    expect(screen.getAllByText('Yoon Hajun (acme.staff62)').length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: `${adminEn.noShows.waive}: Yoon Hajun, Nap room, Women 5` })[0]!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: adminEn.noShows.waiveConfirm }));
    expect(await within(dialog).findByText('Please enter the reason.', { exact: false })).toBeTruthy();
    expect(waive).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(adminEn.noShows.reason, { exact: false }), {
      target: { value: 'Stuck in a meeting' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: adminEn.noShows.waiveConfirm }));
    await waitFor(() => expect(waive).toHaveBeenCalledWith({ id: 41, reason: 'Stuck in a meeting' }));
    expect(await screen.findByText(adminEn.noShows.waived)).toBeTruthy();
  });

  it('saves a restriction length, refusing one that is not a number of days', async () => {
    await renderPage();
    const days = screen.getByLabelText('Days for Refresh lounge');
    fireEvent.change(days, { target: { value: '-2' } });
    fireEvent.click(screen.getByRole('button', { name: adminEn.noShows.save }));
    expect(save).not.toHaveBeenCalled();
    expect(days.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(days, { target: { value: '14' } });
    fireEvent.click(screen.getByRole('button', { name: adminEn.noShows.save }));
    expect(save).toHaveBeenCalledWith({ amenity: 'refreshLounge', days: 14 }, expect.anything());
  });

  it('checks a member in at the desk by the typed member QR code', async () => {
    await renderPage();
    fireEvent.change(screen.getByLabelText(adminEn.noShows.desk.code), { target: { value: 'token-1' } });
    fireEvent.click(screen.getByRole('button', { name: adminEn.noShows.desk.submit }));
    expect(scanned).toHaveBeenCalledWith('token-1');
    expect(await screen.findByText('Kang Seoyeon is checked in: Nap room, Men 4, 10:00–11:00.')).toBeTruthy();
  });
});
