import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import visitorsEn from '../../../../../../packages/i18n/locales/en/visitors.json';
import { installDialogMethods } from '../../../shared/test-dialog';
import { testI18n } from '../../../shared/test-i18n';
import { ApprovalSettings } from './approval-settings';

const save = vi.fn(async (body: { approval: string }) => body);
vi.mock('../api', () => ({
  useVisitSettings: () => ({ isPending: false, isError: false, data: { approval: 'auto' } }),
  useSaveVisitSettings: () => ({ mutateAsync: save }),
}));
const toast = vi.fn();
vi.mock('../../../shared/toast', () => ({ showToast: (...args: unknown[]) => toast(...args) }));

beforeAll(() => installDialogMethods());
afterEach(() => {
  cleanup();
  save.mockClear();
  toast.mockClear();
});

async function renderSettings() {
  const i18n = await testI18n('en');
  i18n.addResourceBundle('en', 'visitors', visitorsEn);
  render(
    <I18nextProvider i18n={i18n}>
      <ApprovalSettings />
    </I18nextProvider>,
  );
}

describe("the company's visit approval setting", () => {
  it('shows the current choice, and changes it after a question, with a toast', async () => {
    await renderSettings();
    const auto = screen.getByRole('radio', { name: 'Approved at once' }) as HTMLInputElement;
    expect(auto.checked).toBe(true);
    expect(screen.getByText(visitorsEn.settings.autoHint)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save the setting' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Approved by a tenant manager' }));
    expect(screen.getByText(visitorsEn.settings.managerHint)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the setting' })));
    const dialog = screen.getByRole('dialog', { name: 'Change the visit approval' });
    expect(within(dialog).getByText(visitorsEn.settings.confirmManager)).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Change' })));
    expect(save).toHaveBeenCalledWith({ approval: 'manager' });
    expect(toast).toHaveBeenCalledWith('The visit approval setting is saved.', expect.objectContaining({ type: 'success' }));
  });
});
