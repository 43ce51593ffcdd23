import { describe, expect, it } from 'vitest';
import { issueQrToken, readQrToken } from './qr-token';

const SECRET = 'unit-test-secret-0123456789';
const now = new Date('2025-03-04T05:06:07Z');

describe('member QR token', () => {
  it('reads back the user id until the second it expires, then says expired', () => {
    const token = issueQrToken(42, new Date(now.getTime() + 60_000), SECRET);
    expect(readQrToken(token, SECRET, now)).toEqual({ ok: true, userId: 42 });
    expect(readQrToken(token, SECRET, new Date(now.getTime() + 59_999))).toEqual({ ok: true, userId: 42 });
    expect(readQrToken(token, SECRET, new Date(now.getTime() + 60_000))).toEqual({ ok: false, reason: 'expired' });
  });

  it('is compact, url-safe and different each time', () => {
    const expires = new Date(now.getTime() + 60_000);
    const a = issueQrToken(123456, expires, SECRET);
    const b = issueQrToken(123456, expires, SECRET);
    expect(a).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(a.length).toBeLessThan(100);
    expect(a).not.toBe(b);
  });

  it('calls an altered, foreign or malformed token invalid, also when it has expired', () => {
    const expires = new Date(now.getTime() + 60_000);
    const token = issueQrToken(7, expires, SECRET);
    const [payload, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(Buffer.from(payload, 'base64url').toString().replace('.7.', '.8.')).toString('base64url');
    const later = new Date(now.getTime() + 3_600_000);
    for (const bad of [`${forged}.${signature}`, issueQrToken(7, expires, 'other-secret-0123456789'), '', 'a.b', `${token}x`]) {
      expect(readQrToken(bad, SECRET, now)).toEqual({ ok: false, reason: 'invalid' });
      expect(readQrToken(bad, SECRET, later)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('calls a signed token invalid when it would stay valid longer than any this server issues (a forged one for 2286)', () => {
    const ahead = (ms: number) => issueQrToken(7, new Date(now.getTime() + ms), SECRET);
    expect(readQrToken(ahead(65_000), SECRET, now)).toEqual({ ok: true, userId: 7 });
    expect(readQrToken(ahead(66_000), SECRET, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(readQrToken(issueQrToken(7, new Date('2286-11-20T17:46:39Z'), SECRET), SECRET, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
