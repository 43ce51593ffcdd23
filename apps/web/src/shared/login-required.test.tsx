import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginRequired } from './login-required';
import { storage } from './storage';

afterEach(() => {
  cleanup();
  storage.clearUser();
});

function Login() {
  const { search } = useLocation();
  return <p>Login {search}</p>;
}

function renderAt(path: string) {
  render(
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
    </MemoryRouter>,
  );
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
