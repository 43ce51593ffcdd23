import { describe, expect, it } from 'vitest';
import { DEFAULT_COOKIE, parseCookies, serializeCookie, STARTUP_COOKIE } from './cookies';

const now = new Date('2026-11-22T00:00:00Z');

describe('cookie helper', () => {
  it('defaults to one day, SameSite Lax, path /', () => {
    expect(DEFAULT_COOKIE).toEqual({ days: 1, path: '/', sameSite: 'Lax', secure: false });
    expect(serializeCookie('a', 'b', {}, now)).toBe(
      'a=b; expires=Mon, 23 Nov 2026 00:00:00 GMT; max-age=86400; path=/; SameSite=Lax',
    );
  });

  it('keeps the startup configuration 30 days on /login, secure, SameSite None', () => {
    expect(STARTUP_COOKIE).toEqual({ days: 30, path: '/login', sameSite: 'None', secure: true });
    expect(serializeCookie('savedId', 'acme.kim', STARTUP_COOKIE, now)).toBe(
      'savedId=acme.kim; expires=Tue, 22 Dec 2026 00:00:00 GMT; max-age=2592000; path=/login; SameSite=None; Secure',
    );
  });

  it('removes a cookie with a max-age of 0, whatever the page clock says', () => {
    expect(serializeCookie('a', '', { days: -1 }, now)).toContain('; max-age=0;');
  });

  it('encodes values and reads them back', () => {
    const cookie = serializeCookie('name', '김 민준;=', {}, now).split(';')[0]!;
    expect(parseCookies(`${cookie}; other=1`)).toEqual({ name: '김 민준;=', other: '1' });
  });
});
