import type { ComplaintSummary } from '@tea/shared/voc/complaint.schema';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import vocEn from '../../../../../../packages/i18n/locales/en/voc.json';
import { installDialogMethods } from '../../../shared/test-dialog';
import { testI18n } from '../../../shared/test-i18n';
import { VocBulkAssign } from './voc-bulk-assign';

const assign = vi.fn(async (_: { ids: number[]; assigneeId: number }) => ({
  count: 2,
  already: 1,
  assignee: { id: 8, name: 'Jung Daeun' },
}));
vi.mock('../voc-api', () => ({
  useVocStaff: () => ({
    data: {
      items: [
        { id: 7, name: 'Admin' },
        { id: 8, name: 'Jung Daeun' },
      ],
    },
  }),
  useBulkAssignComplaints: () => ({ mutateAsync: assign }),
}));

const complaint = (id: number, title: string, assignee: { id: number; name: string } | null) =>
  ({ id, title, assignee }) as ComplaintSummary;

beforeAll(installDialogMethods);
afterEach(cleanup);

describe('bulk assignment', () => {
  it('sums up who takes how many under one confirmation, asks for the person first, and reports the result', async () => {
    const i18n = await testI18n('en');
    i18n.addResourceBundle('en', 'voc', vocEn);
    const done = vi.fn();
    const chosen = [
      complaint(1, 'Leak', null),
      complaint(2, 'Light', { id: 7, name: 'Admin' }),
      complaint(3, 'Door', { id: 8, name: 'Jung Daeun' }),
    ];
    render(
      <I18nextProvider i18n={i18n}>
        <VocBulkAssign chosen={chosen} onDone={done} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('region', { name: '3 complaints chosen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Assign to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign 3 complaints' });
    expect(within(dialog).getByText('Leak')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Please choose the staff member to assign them to.')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/Assignee/), { target: { value: '8' } });
    // "Light" is Admin's: it changes hands; "Door" is Jung's already.
    expect(
      within(dialog).getByText(
        "3 complaints will be Jung Daeun's, and they will be told once. 1 of them is someone else's now and changes hands.",
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith({ ids: [1, 2, 3], assigneeId: 8 }));
    expect(done).toHaveBeenCalledWith(
      { tone: 'success', text: '2 complaints assigned to Jung Daeun. 1 was theirs already.' },
      true,
    );
  }, 30_000);
});
