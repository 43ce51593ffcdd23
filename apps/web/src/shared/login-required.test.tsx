import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginRequired } from './login-required';
import { storage } from './storage';
import { testI18n } from './test-i18n';

afterEach(() => {
  cleanup();
  storage.clearUser();
});

function Login() {
  const { search } = useLocation();
  return <p>Login {search}</p>;
}

function renderAt(path: string, i18n?: i18n) {
  const routes = (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<Login />} />
        <Route
          path="/old-visitor-reservation"
          element={
            <LoginRequired>
              <p>The list</p>
            </LoginRequired>
          }
        />
      </Routes>
    </MemoryRouter>
  );
  render(i18n ? <I18nextProvider i18n={i18n}>{routes}</I18nextProvider> : routes);
}

describe('LoginRequired', () => {
  it('sends an anonymous visitor to login, with the way back', () => {
    renderAt('/old-visitor-reservation?view=waiting');
    expect(screen.getByText('Login ?next=%2Fold-visitor-reservation%3Fview%3Dwaiting')).toBeTruthy();
  });

  it('shows the page to someone logged in', () => {
    storage.set('accessToken', 'token');
    storage.set('name', 'Kim');
    renderAt('/old-visitor-reservation');
    expect(screen.getByText('The list')).toBeTruthy();
  });
});

describe('LoginRequired under a visitor session', () => {
  it('asks the visitor to log out, and after it sends them to login', async () => {
    const en = await testI18n('en');
    storage.set('visitorToken', 'abcdefghjkmnpqrstuvwxyz234');
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    try {
      renderAt('/old-visitor-reservation', en);
      expect(screen.getByText('Please Log-Out.')).toBeTruthy();
      expect(screen.queryByText('The list')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
      expect(await screen.findByText('Login ?next=%2Fold-visitor-reservation')).toBeTruthy();
      await waitFor(() => expect(storage.get('visitorToken')).toBeNull());
      expect(fetch.mock.calls[0]![0]).toMatch(/\/visits\/visitor\/logout$/);
      expect((fetch.mock.calls[0]![1].headers as Record<string, string>)['x-visitor-token']).toBe('abcdefghjkmnpqrstuvwxyz234');
      expect(screen.getByText('Login ?next=%2Fold-visitor-reservation')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
