/**
 * The lease inquiry's form-start token (decision 0040): spam protection without a third-party service.
 * The page asks for one when it opens; the server signs the instant (its injected clock) with
 * QR_SECRET under a purpose of its own, and the inquiry must bring it back signed, between
 * LEASE_FORM_MIN_SECONDS and LEASE_FORM_MAX_HOURS later, once. Nothing is stored per token until it
 * is used (then its nonce is counted in the shared counter store, Redis across replicas).
 */
import { randomBytes } from 'node:crypto';
import { LEASE_FORM_MAX_HOURS, LEASE_FORM_MIN_SECONDS } from '@tea/shared/lease/lease-inquiry.rules';
import type { CounterStore } from '../auth/counter-store.js';
import { signedTokens } from '../public-codes/signed-token.js';

const tokens = signedTokens('lease-form.v1');
const MAX_AGE_MS = LEASE_FORM_MAX_HOURS * 3_600_000;

export function issueFormToken(now: Date, secret: string): string {
  return tokens.seal([now.getTime(), randomBytes(9).toString('base64url')], secret);
}

export type FormTokenCheck = 'ok' | 'expired' | 'too_fast';

/**
 * Whether an inquiry sent at `now` with `token` came from a person who opened the form: `expired` for
 * an absent, altered, reused or too old token, `too_fast` for one sent within the minimum seconds.
 */
export async function checkFormToken(token: string, now: Date, secret: string, used: CounterStore): Promise<FormTokenCheck> {
  const fields = tokens.open(token, secret);
  if (!fields) return 'expired';
  const [issued, nonce] = fields;
  if (!/^\d{1,15}$/.test(issued ?? '') || !nonce) return 'expired';
  const age = now.getTime() - Number(issued);
  if (age > MAX_AGE_MS || age < -60_000) return 'expired';
  if (age < LEASE_FORM_MIN_SECONDS * 1000) return 'too_fast';
  // Once: a second inquiry with the same token is a script replaying it.
  if ((await used.increment(`lease-form-token:${nonce}`, MAX_AGE_MS)) > 1) return 'expired';
  return 'ok';
}
