import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client';
import { testI18n } from './test-i18n';
import { TextField } from './ui/form/text-field';
import { useSchemaForm } from './use-schema-form';

afterEach(cleanup);

const schema = z.object({
  email: z.string().email('validation:emailFormat'),
  name: z.string().min(1, 'validation:required'),
});

function Form({ action }: { action: (values: z.infer<typeof schema>) => Promise<void> }) {
  const { field, formError, submit } = useSchemaForm(schema, { defaultValues: { email: '', name: '' } });
  return (
    <form noValidate onSubmit={submit(action)}>
      {formError && <p data-testid="form-error">{formError}</p>}
      <TextField label="E-mail" {...field('email')} />
      <TextField label="Name" {...field('name')} />
      <button type="submit">Send</button>
    </form>
  );
}

async function renderIn(lang: 'ko' | 'en', action: (values: z.infer<typeof schema>) => Promise<void>) {
  render(
    <I18nextProvider i18n={await testI18n(lang)}>
      <Form action={action} />
    </I18nextProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('useSchemaForm', () => {
  it('checks a field as the person leaves it, with the translated message of the shared schema', async () => {
    await renderIn('en', vi.fn());
    type('E-mail', 'not-an-address');
    fireEvent.blur(screen.getByLabelText('E-mail'));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    cleanup();
    await renderIn('ko', vi.fn());
    type('E-mail', 'x');
    fireEvent.blur(screen.getByLabelText('E-mail'));
    expect(await screen.findByText(/이메일/)).toBeTruthy();
  });

  it('does not run the action while a field is wrong', async () => {
    const action = vi.fn(async () => {});
    await renderIn('en', action);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(action).not.toHaveBeenCalled();
  });

  it("puts the server's field message on its field and the rest above the form, keeping what was typed", async () => {
    const action = vi.fn(async () => {
      throw new ApiError(409, 'LOGIN_ID_TAKEN', 'Refused', { email: 'This e-mail is already used.', other: 'Try later.' });
    });
    await renderIn('en', action);
    type('E-mail', 'kim@example.com');
    type('Name', 'Kim');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This e-mail is already used.')).toBeTruthy();
    expect(screen.getByTestId('form-error').textContent).toBe('Try later.');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('kim@example.com');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Kim');
  });

  it('clears the last refusal when the next try succeeds', async () => {
    let refuse = true;
    await renderIn('en', async () => {
      if (refuse) throw new ApiError(500, 'SERVER_ERROR', 'Something went wrong.');
    });
    type('E-mail', 'kim@example.com');
    type('Name', 'Kim');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByTestId('form-error')).textContent).toBe('Something went wrong.');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByTestId('form-error')).toBeNull());
  });
});
