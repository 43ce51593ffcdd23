import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { testI18n } from './test-i18n';
import { TextField } from './ui/form/text-field';
import { usePlainForm } from './use-plain-form';

afterEach(cleanup);

const FIELDS = ['name', 'email'] as const;
let fillLater: (given: { name?: string; email?: string }) => void = () => undefined;

function Form() {
  const { input, fill, submit, formRef } = usePlainForm({
    fields: FIELDS,
    problemOf: (_field, value) => (value.trim() ? undefined : 'validation:required'),
  });
  fillLater = fill;
  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(async () => undefined)(e)}>
      <TextField label="Name" {...input('name')} />
      <TextField label="E-mail" {...input('email')} />
      <button type="submit">Next</button>
    </form>
  );
}

describe('usePlainForm fill', () => {
  it('fills what arrives late into the empty fields, keeps what was typed, and drops the messages it answers', async () => {
    render(
      <I18nextProvider i18n={await testI18n('en')}>
        <Form />
      </I18nextProvider>,
    );
    const name = screen.getByRole('textbox', { name: /^Name/ });
    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    fireEvent.change(email, { target: { value: 'typed@example.com' } });
    // "Next" before the member's details arrived: the empty name is refused.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(name.getAttribute('aria-invalid')).toBe('true');

    act(() => fillLater({ name: '강민서', email: 'account@example.com' }));
    expect(name).toHaveProperty('value', '강민서');
    expect(name.getAttribute('aria-invalid')).not.toBe('true');
    expect(email).toHaveProperty('value', 'typed@example.com');
  });

  it('a "Next" pressed just after the details arrived, before they were drawn, goes on with them', async () => {
    render(
      <I18nextProvider i18n={await testI18n('en')}>
        <Form />
      </I18nextProvider>,
    );
    // The profile's answer lands outside any React event: its render is still to come when the click
    // runs the handler of the render before (CI caught this on /event: the form stayed on step 1).
    fillLater({ name: '강민서', email: 'account@example.com' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveProperty('value', '강민서');
    expect(name.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText('Please enter your name.')).toBeNull();
  });
});
