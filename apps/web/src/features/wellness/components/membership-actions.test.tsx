import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MembershipState, TransferView } from '@tea/shared/wellness/membership.responses';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import rentalsEn from '../../../../../../packages/i18n/locales/en/rentals.json';
import wellnessEn from '../../../../../../packages/i18n/locales/en/wellness.json';
import { installDialogMethods } from '../../../shared/test-dialog';
import { testI18n } from '../../../shared/test-i18n';
import { IncomingTransfers, MembershipActions } from './membership-actions';

const state = (over: Partial<MembershipState> = {}): MembershipState => ({
  kind: 'locker',
  id: 7,
  suspension: null,
  transfer: null,
  canSuspend: true,
  canTransfer: true,
  canWithdraw: true,
  refund: { months: 2, sessions: 0, amount: 30_000 },
  ...over,
});
const offer: TransferView = {
  id: 3,
  kind: 'locker',
  holdingId: 7,
  status: 'pending',
  from: { name: 'Kim Minjun', loginId: 'acme.kim' },
  to: { name: 'Lee Seoyeon', loginId: 'acme.lee' },
  reference: 'LK-20261201-0001',
  number: 12,
  lastDay: '2026-12-31',
  createdAt: '2026-11-23T01:00:00Z',
};

let current = state();
let incoming: TransferView[] = [offer];
const suspend = vi.fn(async (_: unknown) => current);
const answer = vi.fn(async (_: unknown) => ({ incoming: [], outgoing: [] }));
const mutation = (fn: (v: unknown) => Promise<unknown>) => ({ mutateAsync: fn, isPending: false, error: null });
vi.mock('../api', () => ({
  useMembership: () => ({ data: current }),
  useSuspend: () => mutation(suspend),
  useOfferTransfer: () => mutation(async () => current),
  useWithdrawHolding: () => mutation(async () => ({ refund: 30_000, months: 2 })),
  useAnswerTransfer: () => ({ ...mutation(answer), variables: undefined }),
  useColleagues: () => ({ data: { items: [{ name: 'Lee Seoyeon', loginId: 'acme.lee' }] } }),
  useTransfers: () => ({ data: { incoming, outgoing: [] } }),
}));

beforeAll(installDialogMethods);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

async function show(ui: React.ReactNode) {
  const i18n = await testI18n('en');
  i18n.addResourceBundle('en', 'wellness', wellnessEn);
  i18n.addResourceBundle('en', 'rentals', rentalsEn);
  render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
const holding = { kind: 'locker' as const, id: 7, lastDay: '2026-12-22', unit: 'Locker 12' };
const m = wellnessEn.membership;

describe('the membership panel of a rental', () => {
  it('offers Suspend, Transfer and End early, and suspends with a labelled dialog that checks the days', async () => {
    current = state();
    const notice = vi.fn();
    await show(<MembershipActions holding={holding} onNotice={notice} />);
    fireEvent.click(screen.getByRole('button', { name: m.suspend }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Locker 12' });
    expect(dialog).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Days/), { target: { value: '31' } });
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Business trip' } });
    fireEvent.click(screen.getAllByRole('button', { name: m.suspendConfirm }).at(-1)!);
    expect(await screen.findByText('Choose 1 to 30 days.')).toBeTruthy();
    expect(suspend).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Days/), { target: { value: '10' } });
    expect(await screen.findByText(/New last day/)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: m.suspendConfirm }).at(-1)!);
    await waitFor(() => expect(suspend).toHaveBeenCalled());
    expect(suspend.mock.calls[0]![0]).toMatchObject({ kind: 'locker', id: 7, days: 10, reason: 'Business trip' });
    await waitFor(() => expect(notice).toHaveBeenCalledWith(expect.stringContaining('Suspended.')));
  });

  it('shows a suspension and a waiting transfer, with the offer to withdraw', async () => {
    current = state({
      suspension: { start: '2026-11-25', lastDay: '2026-12-04', days: 10, reason: 'Trip' },
      transfer: offer,
      canSuspend: false,
      canTransfer: false,
      canWithdraw: false,
    });
    await show(<MembershipActions holding={holding} onNotice={vi.fn()} />);
    expect(screen.getByText(/\(10 days\)/)).toBeTruthy();
    expect(screen.getByText(/Transfer offered to Lee Seoyeon \(acme.lee\)/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: m.suspend })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: m.withdrawOffer }));
    await waitFor(() => expect(answer).toHaveBeenCalledWith({ id: 3, answer: 'withdraw' }));
  });
});

describe('the membership panel of a PT package', () => {
  const pt = { kind: 'pt' as const, id: 12, lastDay: null, unit: 'PT package #12', sessionsLeft: 7 };

  it('suspends a package before its first session: its days from that session grow by the days', async () => {
    current = state({ kind: 'pt', id: 12, refund: { months: 0, sessions: 7, amount: 560_000 } });
    const notice = vi.fn();
    await show(<MembershipActions holding={pt} onNotice={notice} />);
    fireEvent.click(screen.getByRole('button', { name: m.suspend }));
    expect(await screen.findByRole('dialog', { name: 'Suspend PT package #12' })).toBeTruthy();
    expect(screen.getByText(/once per package/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Days/), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Surgery' } });
    expect(await screen.findByText('Valid for 40 days from the first session')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: m.suspendConfirm }).at(-1)!);
    await waitFor(() => expect(suspend).toHaveBeenCalled());
    expect(suspend.mock.calls[0]![0]).toMatchObject({ kind: 'pt', id: 12, days: 10 });
    await waitFor(() => expect(notice).toHaveBeenCalledWith(expect.stringContaining('valid for 40 days')));
  });

  it('tells the unused sessions a withdrawal returns, and what a transfer hands over', async () => {
    current = state({ kind: 'pt', id: 12, refund: { months: 0, sessions: 7, amount: 560_000 } });
    await show(<MembershipActions holding={{ ...pt, lastDay: '2026-12-24' }} onNotice={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: m.withdraw }));
    expect(await screen.findByText(/7 unused sessions come back/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: m.close }));
    fireEvent.click(screen.getByRole('button', { name: m.transfer }));
    expect(await screen.findByText(/The package \(7 sessions left, until .*2026\)/)).toBeTruthy();
  });
});

describe('transfers offered to the person', () => {
  it('names a PT package by its sessions left and validity', async () => {
    incoming = [{ ...offer, id: 4, kind: 'pt', holdingId: 12, reference: 'PT-12', number: 7, lastDay: null }];
    await show(<IncomingTransfers />);
    expect(screen.getByText(/offers you PT package, 7 sessions left \(PT-12, valid from its first session\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: m.accept }));
    await waitFor(() => expect(answer).toHaveBeenCalledWith({ id: 4, answer: 'accept' }));
    expect(await screen.findByText(m.acceptedPt)).toBeTruthy();
    incoming = [offer];
  });

  it('lists each offer with Accept and Decline', async () => {
    await show(<IncomingTransfers />);
    expect(screen.getByRole('heading', { name: m.incomingTitle })).toBeTruthy();
    expect(screen.getByText(/Kim Minjun offers you/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: m.accept }));
    await waitFor(() => expect(answer).toHaveBeenCalledWith({ id: 3, answer: 'accept' }));
    expect(await screen.findByText(m.accepted)).toBeTruthy();
  });
});
