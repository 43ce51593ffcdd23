import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PtTrainer } from '@tea/shared/wellness/pt.schema';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ptEn from '../../../../../../packages/i18n/locales/en/pt.json';
import wellnessEn from '../../../../../../packages/i18n/locales/en/wellness.json';
import { installDialogMethods } from '../../../shared/test-dialog';
import { renderAdminPage } from '../test-render';
import WellnessPtPage from './wellness-pt-page';

const trainer: PtTrainer = {
  id: 5,
  name: 'Kim Doyun',
  nameKo: '김도윤',
  nameEn: 'Kim Doyun',
  intro: '',
  introKo: '',
  introEn: '',
  active: true,
  availability: [{ weekday: 1, start: '07:00', end: '12:00' }],
};
const save = vi.fn(async () => ({ ok: true }));
const packagesOf = vi.fn();
vi.mock('../pt-api', () => ({
  useOfficeTrainers: () => ({ data: { items: [trainer] }, isFetching: false, isError: false }),
  useOfficePackages: (month: string) => {
    packagesOf(month);
    return { data: { items: [] }, isFetching: false, isError: false };
  },
  useSaveTrainer: () => ({ mutateAsync: save }),
  useRemoveTrainer: () => ({ mutateAsync: vi.fn() }),
}));

beforeAll(() => installDialogMethods());
afterEach(cleanup);

async function renderPage() {
  await renderAdminPage(<WellnessPtPage />, '/admin/wellness/pt?month=2026-11', { pt: ptEn, wellness: wellnessEn });
}

describe("the back office's PT", () => {
  it('lists the trainers with their weekly hours and the month’s packages', async () => {
    await renderPage();
    expect(screen.getAllByText('Mon 07:00–12:00').length).toBeGreaterThan(0);
    expect(packagesOf).toHaveBeenLastCalledWith('2026-11');
    expect(screen.getAllByText(ptEn.admin.noPackages).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: wellnessEn.admin.sections.pt })).toBeTruthy();
  });

  it('edits a trainer’s weekly hours in a dialog of labelled fields', async () => {
    await renderPage();
    fireEvent.click(within(screen.getByRole('table')).getByRole('button', { name: 'Edit: Kim Doyun' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect((dialog.getByLabelText(/Name \(English\)/) as HTMLInputElement).value).toBe('Kim Doyun');
    fireEvent.click(dialog.getByRole('button', { name: ptEn.admin.addHours }));
    expect(dialog.getAllByLabelText(/Weekday/)).toHaveLength(2);
    fireEvent.change(dialog.getAllByLabelText(/^From/)[1]!, { target: { value: '18:00' } });
    fireEvent.change(dialog.getAllByLabelText(/^To/)[1]!, { target: { value: '20:00' } });
    fireEvent.click(dialog.getByRole('button', { name: ptEn.admin.save }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({
      id: 5,
      input: expect.objectContaining({
        nameEn: 'Kim Doyun',
        availability: [
          { weekday: 1, start: '07:00', end: '12:00' },
          { weekday: 1, start: '18:00', end: '20:00' },
        ],
      }),
    });
  });
});
