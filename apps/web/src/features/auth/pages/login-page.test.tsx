import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import authEn from '../../../../../../packages/i18n/locales/en/auth.json';
import { ApiError } from '../../../shared/api-client';
import { cookies } from '../../../shared/cookies';
import { storage } from '../../../shared/storage';
import { testI18n } from '../../../shared/test-i18n';
import LoginPage, { SAVED_ID_COOKIE } from './login-page';

const login = vi.fn();
vi.mock('../api', () => ({ login: (input: unknown) => login(input) }));

afterEach(() => {
  cleanup();
  login.mockReset();
  cookies.remove(SAVED_ID_COOKIE);
  storage.clearUser();
});

async function renderPage() {
  const i18n = await testI18n('en');
  i18n.addResourceBundle('en', 'auth', authEn);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/login?next=%2Fmy-page']}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/my-page" element={<p>My page</p>} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));

describe('the login page', () => {
  it('names each missing field, puts the cursor on the first and sends nothing', async () => {
    await renderPage();
    type('ID', '   ');
    await submit();
    expect(screen.getByText('Please enter your ID.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    expect(document.activeElement).toBe(input('ID'));
    expect(login).not.toHaveBeenCalled();
    type('ID', 'acme.kim'); // checked again as the person types
    expect(screen.queryByText('Please enter your ID.')).toBeNull();
  });

  it('keeps what was typed when the server refuses, and shows why', async () => {
    login.mockRejectedValue(new ApiError(401, 'INVALID_CREDENTIALS', 'The ID or password is incorrect.'));
    await renderPage();
    type('ID', 'acme.kim');
    type('Password', 'wrong-password');
    await submit();
    expect(login).toHaveBeenCalledWith({ loginId: 'acme.kim', password: 'wrong-password' });
    expect(screen.getByText('The ID or password is incorrect.')).toBeTruthy();
    expect(input('ID').value).toBe('acme.kim');
    expect(input('Password').value).toBe('wrong-password');
  });

  it('fills in the saved ID, stores the session and goes back where the person came from', async () => {
    cookies.set(SAVED_ID_COOKIE, 'acme.kim');
    login.mockResolvedValue({ accessToken: 'token-abcdefghijklmnopqrstuvwxyz', user: { name: 'Kim', role: 'member' } });
    await renderPage();
    expect(input('ID').value).toBe('acme.kim');
    expect((screen.getByLabelText('Save login info') as HTMLInputElement).checked).toBe(true);
    type('Password', 'Member!2345');
    await submit();
    expect(await screen.findByText('My page')).toBeTruthy();
    expect(storage.get('accessToken')).toBe('token-abcdefghijklmnopqrstuvwxyz');
  });
});
