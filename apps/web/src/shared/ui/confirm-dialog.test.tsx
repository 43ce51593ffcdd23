import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../test-i18n';
import { ConfirmDialog } from './confirm-dialog';
import { installDialogMethods } from '../test-dialog';

beforeAll(installDialogMethods);
afterEach(cleanup);

async function renderDialog(onConfirm: () => Promise<unknown>, lang: 'ko' | 'en' = 'en') {
  const onClose = vi.fn();
  const i18n = await testI18n(lang);
  render(
    <I18nextProvider i18n={i18n}>
      <ConfirmDialog
        open
        title="Delete employee"
        message="The account is removed for good."
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onClose={onClose}
      />
    </I18nextProvider>,
  );
  return onClose;
}

describe('ConfirmDialog', () => {
  it('asks with a title, what follows, and cancel in the reader’s language', async () => {
    await renderDialog(async () => {}, 'ko');
    expect(screen.getByRole('dialog', { name: 'Delete employee' })).toBeTruthy();
    expect(screen.getByText('The account is removed for good.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '취소' })).toBeTruthy();
  });

  it('runs the action and closes once it succeeded', async () => {
    const action = vi.fn(async () => {});
    const onClose = await renderDialog(action);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    expect(action).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('stays open with the failure inside it, and closes only when dismissed', async () => {
    const onClose = await renderDialog(async () => {
      throw new Error('The last tenant manager cannot be deleted.');
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    expect(screen.getByRole('alert').textContent).toContain('The last tenant manager cannot be deleted.');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
