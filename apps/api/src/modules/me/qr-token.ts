import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MEMBER_QR_TTL_SECONDS } from '@tea/shared/accounts/account.rules';

/**
 * The member QR token: `<payload>.<signature>`, both base64url. The payload is
 * `m1.<userId>.<expiry in epoch seconds>.<nonce>`; the signature is HMAC-SHA256 over the encoded payload
 * with QR_SECRET. Short on purpose (a sparse QR reads better at a turnstile); the nonce makes every
 * issued token differ, and the expiry makes a screenshot useless after MEMBER_QR_TTL_SECONDS.
 */
const VERSION = 'm1';
const TOKEN_PATTERN = /^([\w-]{1,120})\.([\w-]{43})$/;
/** The furthest an expiry may lie ahead: what this server issues, and a few seconds of clock between replicas. */
const LONGEST_MS = (MEMBER_QR_TTL_SECONDS + 5) * 1000;

function sign(encodedPayload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(encodedPayload).digest();
}

export function issueQrToken(userId: number, expiresAt: Date, secret: string): string {
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  const nonce = randomBytes(6).toString('base64url');
  const payload = Buffer.from(`${VERSION}.${userId}.${seconds}.${nonce}`).toString('base64url');
  return `${payload}.${sign(payload, secret).toString('base64url')}`;
}

export type QrTokenCheck = { ok: true; userId: number } | { ok: false; reason: 'expired' | 'invalid' };

/** Checks the signature first (a forged or altered token is `invalid`), then the expiry, which must lie within a lifetime. */
export function readQrToken(token: string, secret: string, now: Date): QrTokenCheck {
  const match = TOKEN_PATTERN.exec(token.trim());
  if (!match) return { ok: false, reason: 'invalid' };
  const [, payload, signature] = match as unknown as [string, string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(payload, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const parts = Buffer.from(payload, 'base64url').toString('utf8').split('.');
  const [version, id, seconds] = parts;
  if (parts.length !== 4 || version !== VERSION || !/^\d{1,10}$/.test(id ?? '') || !/^\d{1,12}$/.test(seconds ?? '')) {
    return { ok: false, reason: 'invalid' };
  }
  if (Number(seconds) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  // Signed, but valid for longer than any token this server issues (decision 0052): not one of ours.
  if (Number(seconds) * 1000 - now.getTime() > LONGEST_MS) return { ok: false, reason: 'invalid' };
  return { ok: true, userId: Number(id) };
}
