import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { testI18n } from '../test-i18n';
import { ReasonDialog } from './reason-dialog';
import { installDialogMethods } from '../test-dialog';

beforeAll(installDialogMethods);
afterEach(cleanup);

const schema = z.object({ reason: z.string().trim().min(1, 'validation:reasonRequired').max(300) });

async function renderDialog(onSubmit: (reason: string) => Promise<void>) {
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={await testI18n('en')}>
      <ReasonDialog
        open
        title="Reject visits"
        lead="2 visits will be rejected."
        label="Reason"
        hint="Up to 300 characters."
        max={300}
        submitLabel="Reject"
        schema={schema}
        onSubmit={onSubmit}
        onClose={onClose}
      />
    </I18nextProvider>,
  );
  return onClose;
}

const reason = () => screen.getByRole('textbox', { name: /^Reason/ });

describe('ReasonDialog', () => {
  it('asks for the reason before refusing anything', async () => {
    const onSubmit = vi.fn(async () => {});
    await renderDialog(onSubmit);
    expect(screen.getByRole('dialog', { name: 'Reject visits' }).textContent).toContain('2 visits will be rejected.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reject' })));
    expect(screen.getByText('Please enter the reason.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses with the reason typed, and keeps it when the refusal fails', async () => {
    const onSubmit = vi.fn(async (_reason: string) => {
      throw new Error('Try again later.');
    });
    await renderDialog(onSubmit);
    fireEvent.change(reason(), { target: { value: '  No room that day ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reject' })));
    expect(onSubmit).toHaveBeenCalledWith('No room that day');
    expect(screen.getByRole('alert').textContent).toBe('Try again later.');
    expect((reason() as HTMLTextAreaElement).value).toBe('  No room that day ');
  });
});
