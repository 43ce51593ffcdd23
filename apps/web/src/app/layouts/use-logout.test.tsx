import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../shared/storage';
import { useLogout } from './use-logout';

afterEach(() => {
  cleanup();
  storage.clearUser();
  vi.unstubAllGlobals();
});

function LogOut() {
  return <button onClick={useLogout()}>Log out</button>;
}

describe('logging out', () => {
  it('ends the member session and a visitor session held beside it on the server, and forgets both', async () => {
    storage.set('accessToken', 'member-token-abcdefghijklmnop');
    storage.set('name', 'Kim');
    storage.set('visitorToken', 'abcdefghjkmnpqrstuvwxyz234');
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    render(
      <MemoryRouter>
        <LogOut />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(storage.get('accessToken')).toBeNull();
    expect(storage.get('visitorToken')).toBeNull();
    const sent = () =>
      new Map(
        fetch.mock.calls.map(([url, init]) => [String(url).replace(/^.*\/api\/v\d/, ''), init.headers as Record<string, string>]),
      );
    await waitFor(() => expect(sent().has('/visits/visitor/logout')).toBe(true));
    expect(sent().get('/auth/logout')?.Authorization).toBe('Bearer member-token-abcdefghijklmnop');
    expect(sent().get('/visits/visitor/logout')?.['x-visitor-token']).toBe('abcdefghjkmnpqrstuvwxyz234');
  });
});
