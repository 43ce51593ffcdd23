import { describe, expect, it } from 'vitest';
import { codeDigest, codeState, newPublicCode, PUBLIC_CODE_LENGTH, publicCodeParam } from './public-codes';

describe('public codes', () => {
  it('are 26 letters without look-alikes: 130 bits, never the same twice', () => {
    const codes = Array.from({ length: 2000 }, newPublicCode);
    expect(codes.every((c) => /^[a-km-np-z2-9]{26}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    expect(PUBLIC_CODE_LENGTH * Math.log2(32)).toBeGreaterThanOrEqual(128);
    // Every letter of the alphabet comes up about as often (no bias from the modulo).
    const counts = new Map<string, number>();
    for (const ch of codes.join('')) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(32);
    const expected = (codes.length * PUBLIC_CODE_LENGTH) / 32;
    for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.15);
  });

  it('accept, as a path parameter, new codes and the 16-letter ones of older bookings, and nothing else', () => {
    expect(publicCodeParam.safeParse(newPublicCode()).success).toBe(true);
    expect(publicCodeParam.safeParse('abcdefghjkmnpqrs').success).toBe(true);
    for (const bad of ['', 'abc', 'ABCDEFGHJKMNPQRS', 'abcdefghjkmnpqr0', 'abcdefghjkmnpqrsabcdefghjk1', `${newPublicCode()}a`]) {
      expect(publicCodeParam.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('are looked up by their SHA-256', () => {
    expect(codeDigest('abc').toString('hex')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('open their page until they expire or are revoked', () => {
    const now = new Date('2026-12-01T00:00:00Z');
    const later = new Date('2026-12-02T00:00:00Z');
    expect(codeState({ expiresAt: null, revokedAt: null }, now)).toBe('valid');
    expect(codeState({ expiresAt: later, revokedAt: null }, now)).toBe('valid');
    expect(codeState({ expiresAt: now, revokedAt: null }, now)).toBe('expired');
    expect(codeState({ expiresAt: later, revokedAt: now }, now)).toBe('revoked');
  });
});
