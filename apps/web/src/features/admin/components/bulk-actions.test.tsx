import { rejectionSchema } from '@tea/shared/reservations/reservation.schema';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import adminEn from '../../../../../../packages/i18n/locales/en/admin.json';
import adminKo from '../../../../../../packages/i18n/locales/ko/admin.json';
import { installDialogMethods } from '../../../shared/test-dialog';
import { testI18n } from '../../../shared/test-i18n';
import { BulkActions, type BulkAction } from './bulk-actions';

const send = vi.fn(async (_: { path: string; ids: number[]; reason?: string }) => ({
  done: [1, 2],
  skipped: [{ id: 3, reason: 'not_pending' as const, message: 'not waiting for a decision' }],
}));
vi.mock('../api', () => ({ useBulkAction: () => ({ mutateAsync: send }) }));

interface Row {
  id: number;
  status: string;
}
const waiting = (r: Row) => r.status === 'pending';
const ACTIONS: BulkAction<Row>[] = [
  { key: 'reservations.approve', path: 'reservations/approve', applies: waiting, skipAs: 'not_pending' },
  {
    key: 'reservations.reject',
    path: 'reservations/reject',
    applies: waiting,
    skipAs: 'not_pending',
    reason: { schema: rejectionSchema, max: 200 },
    danger: true,
  },
];
const chosen: Row[] = [
  { id: 1, status: 'pending' },
  { id: 2, status: 'pending' },
  { id: 3, status: 'confirmed' },
];

beforeAll(installDialogMethods);
afterEach(() => {
  cleanup();
  send.mockClear();
});

async function show(lang: 'ko' | 'en') {
  const i18n = await testI18n(lang);
  i18n.addResourceBundle('ko', 'admin', adminKo);
  i18n.addResourceBundle('en', 'admin', adminEn);
  const done = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <BulkActions chosen={chosen} rowKey={(r) => r.id} actions={ACTIONS} onDone={done} />
    </I18nextProvider>,
  );
  return done;
}

describe('bulk actions', () => {
  it('sums up what changes and what is skipped under one confirmation, then reports the counts (Korean)', async () => {
    const done = await show('ko');
    const bar = screen.getByRole('region', { name: '3건 선택됨' });
    fireEvent.click(within(bar).getByRole('button', { name: '승인' }));
    const dialog = await screen.findByRole('dialog', { name: '예약 3건 승인' });
    expect(
      within(dialog).getByText('대기 중인 2건을 승인하고 예약자에게 알립니다. 1건은 건너뜁니다: 결정을 기다리는 건이 아님.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '승인' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ path: 'reservations/approve', ids: [1, 2, 3], reason: undefined }));
    expect(done).toHaveBeenCalledWith({
      tone: 'success',
      text: '예약 2건을 승인했습니다. 1건 건너뜀: 결정을 기다리는 건이 아님.',
    });
  }, 30_000);

  it('asks a rejection for its one reason before anything is sent (English)', async () => {
    const done = await show('en');
    fireEvent.click(within(screen.getByRole('region', { name: '3 selected' })).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 3 reservations' });
    expect(
      within(dialog).getByText(
        '2 pending will be rejected with the reason below, and their bookers told. 1 will be skipped: not waiting for a decision.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please enter the reason.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Closed for works' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ path: 'reservations/reject', ids: [1, 2, 3], reason: 'Closed for works' }),
    );
    await waitFor(() =>
      expect(done).toHaveBeenCalledWith({
        tone: 'success',
        text: '2 reservations rejected. 1 skipped: not waiting for a decision.',
      }),
    );
  }, 30_000);
});
