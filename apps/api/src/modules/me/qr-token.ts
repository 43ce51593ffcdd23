import { randomBytes } from 'node:crypto';
import { MEMBER_QR_TTL_SECONDS } from '@tea/shared/accounts/account.rules';
import { signedTokens } from '../public-codes/signed-token.js';

/**
 * The member QR token, a signed token (`signedTokens`, with no purpose, as it was first signed) of
 * `m1.<userId>.<expiry in epoch seconds>.<nonce>`. Short on purpose (a sparse QR reads better at a turnstile); the nonce makes every
 * issued token differ, and the expiry makes a screenshot useless after MEMBER_QR_TTL_SECONDS.
 */
const VERSION = 'm1';
/** The furthest an expiry may lie ahead: what this server issues, and a few seconds of clock between replicas. */
const LONGEST_MS = (MEMBER_QR_TTL_SECONDS + 5) * 1000;

const tokens = signedTokens(null);

export function issueQrToken(userId: number, expiresAt: Date, secret: string): string {
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  return tokens.seal([VERSION, userId, seconds, randomBytes(6).toString('base64url')], secret);
}

export type QrTokenCheck = { ok: true; userId: number } | { ok: false; reason: 'expired' | 'invalid' };

/** Checks the signature first (a forged or altered token is `invalid`), then the expiry, which must lie within a lifetime. */
export function readQrToken(token: string, secret: string, now: Date): QrTokenCheck {
  const parts = tokens.open(token, secret);
  if (!parts) return { ok: false, reason: 'invalid' };
  const [version, id, seconds] = parts;
  if (parts.length !== 4 || version !== VERSION || !/^\d{1,10}$/.test(id ?? '') || !/^\d{1,12}$/.test(seconds ?? '')) {
    return { ok: false, reason: 'invalid' };
  }
  if (Number(seconds) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  // Signed, but valid for longer than any token this server issues (decision 0052): not one of ours.
  if (Number(seconds) * 1000 - now.getTime() > LONGEST_MS) return { ok: false, reason: 'invalid' };
  return { ok: true, userId: Number(id) };
}
