import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import wellnessEn from '../../../../../../packages/i18n/locales/en/wellness.json';
import { installDialogMethods } from '../../../shared/test-dialog';
import { testI18n } from '../../../shared/test-i18n';
import { GxRoster } from './gx-roster';

const person = (id: number, name: string, status: 'registered' | 'waitlisted' | 'cancelled') => ({
  id,
  status,
  position: status === 'waitlisted' ? 1 : null,
  name,
  loginId: `acme.${id}`,
  company: 'ACME',
  createdAt: '2026-11-10T01:00:00Z',
  attended: [],
});
const cancel = vi.fn(async (_: { id: number; reason: string }) => ({ ok: true }));
vi.mock('../wellness-api', () => ({
  useGxRoster: () => ({
    data: {
      program: { name: 'Morning yoga' },
      sessions: ['2026-12-02'],
      items: [person(1, 'Kim Minjun', 'registered'), person(2, 'Lee Seoyeon', 'waitlisted'), person(3, 'Park', 'cancelled')],
    },
    isFetching: false,
    isError: false,
  }),
  useMarkAttendance: () => ({ mutate: vi.fn() }),
  useOfficeCancelGx: () => ({ mutateAsync: cancel }),
}));

beforeAll(installDialogMethods);
afterEach(cleanup);

describe('the roster', () => {
  it('cancels one registration with the reason the member reads; a cancelled one has no button', async () => {
    const i18n = await testI18n('en');
    i18n.addResourceBundle('en', 'wellness', wellnessEn);
    render(
      <I18nextProvider i18n={i18n}>
        <GxRoster programId={5} />
      </I18nextProvider>,
    );
    expect(screen.getAllByRole('button', { name: "Cancel Lee Seoyeon's registration" }).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('button', { name: "Cancel Park's registration" })).toHaveLength(0);
    fireEvent.click(screen.getAllByRole('button', { name: "Cancel Kim Minjun's registration" })[0]!);
    const dialog = await screen.findByRole('dialog', { name: "Cancel Kim Minjun's registration" });
    fireEvent.click(within(dialog).getByRole('button', { name: wellnessEn.admin.cancelConfirm }));
    await waitFor(() => expect(within(dialog).getByText(wellnessEn.membership.reasonRequired)).toBeTruthy());
    expect(cancel).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(new RegExp(wellnessEn.admin.cancelReason)), {
      target: { value: 'Medical advice' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: wellnessEn.admin.cancelConfirm }));
    await waitFor(() => expect(cancel).toHaveBeenCalledWith({ id: 1, reason: 'Medical advice' }));
    expect(await screen.findByText(wellnessEn.admin.cancelDone)).toBeTruthy();
  });
});
