import { AppError } from '../../plugins/errors.js';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES } from '@tea/shared/accounts/account.rules';
import type { CounterStore } from './counter-store.js';

const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;
/**
 * Many IDs tried from one address (password spraying). An office's staff share one address behind
 * its NAT: 300 people with a few typos each in a window must never be paused by it, so the bar is
 * far above that; each person's own guesses are paused sooner by the account+address count.
 */
export const ADDRESS_MAX_FAILURES = 1_000;
/** One ID tried from many addresses: past this, only addresses the person has logged in from get through. */
const ACCOUNT_MAX_FAILURES = 20;

/**
 * Failed logins are counted per account and address, per address, and per account. Five failures
 * for an account from one address pause that address for that account; a thousand from one address
 * pause the address. Twenty for an account from anywhere pause the account for addresses it has
 * not logged in from lately, so guessing spread over many addresses stops while the owner, at
 * their usual address, is never locked out by a stranger. Every pause ends on its own.
 */
export function loginThrottle(store: CounterStore) {
  const pairKey = (loginId: string, ip: string) => `login:fail:${loginId.toLowerCase()}:${ip}`;
  const addressKey = (ip: string) => `login:fail-ip:${ip}`;
  const accountKey = (loginId: string) => `login:fail-account:${loginId.toLowerCase()}`;
  /** The milliseconds until the longest of the given pauses ends, or 0 when none applies. */
  const pausedFor = async (keys: [string, number][]) => {
    const counts = await Promise.all(keys.map(([key]) => store.get(key)));
    const active = keys.filter(([, max], i) => (counts[i] ?? 0) >= max).map(([key]) => key);
    const remaining = await Promise.all(active.map((key) => store.remainingMs(key)));
    return Math.max(0, ...remaining);
  };
  return {
    /** Paused for this account from this address, or for the address: the milliseconds left, else 0. */
    pausedMs(loginId: string, ip: string): Promise<number> {
      return pausedFor([
        [pairKey(loginId, ip), LOGIN_MAX_FAILURES],
        [addressKey(ip), ADDRESS_MAX_FAILURES],
      ]);
    },
    /** Paused for this account from addresses it has not logged in from: the milliseconds left, else 0. */
    accountPausedMs(loginId: string): Promise<number> {
      return pausedFor([[accountKey(loginId), ACCOUNT_MAX_FAILURES]]);
    },
    async failed(loginId: string, ip: string): Promise<void> {
      await Promise.all([
        store.increment(pairKey(loginId, ip), WINDOW_MS),
        store.increment(addressKey(ip), WINDOW_MS),
        store.increment(accountKey(loginId), WINDOW_MS),
      ]);
    },
    async succeeded(loginId: string, ip: string): Promise<void> {
      await store.reset(pairKey(loginId, ip));
    },
  };
}
export type LoginThrottle = ReturnType<typeof loginThrottle>;

/** 429 LOGIN_PAUSED: how many minutes are left in the message, and the seconds in Retry-After. */
export function loginPaused(ms: number): AppError {
  return new AppError('LOGIN_PAUSED', undefined, {
    minutes: Math.max(1, Math.ceil(ms / 60_000)),
    retryAfter: Math.ceil(ms / 1000),
  });
}
