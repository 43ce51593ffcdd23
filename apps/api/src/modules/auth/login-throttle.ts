import { AppError } from '../../plugins/errors.js';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES } from '@tea/shared/accounts/account.rules';
import type { CounterStore } from './counter-store.js';

const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;
/**
 * Failures from one address before its logins are slowed down. An office's staff share one address
 * behind its NAT: 300 people with a typo each never meet it; past it, attempts from the address are
 * spaced out, never refused for long, and a known device is not slowed at all (decision 0053).
 */
export const ADDRESS_FREE_FAILURES = 300;
/** Each failure past the free ones spaces the address's attempts 10 ms further apart, up to 5 s. */
const PACE_STEP_MS = 10;
export const ADDRESS_MAX_PACE_MS = 5_000;
/** One ID tried from many addresses: past this, only addresses the person has logged in from get through. */
const ACCOUNT_MAX_FAILURES = 20;

/**
 * Failed logins are counted per account and address, per address, per account, and per known device
 * (decision 0053). Five failures for an account from one address pause that address for that account;
 * many from one address space out its attempts (an office behind one NAT is slowed, not shut out).
 * Twenty for an account from anywhere pause the account for addresses it has not logged in from
 * lately. A device the person logged in from (its cookie) passes all three, until it fails five
 * times itself: a stranger can lock neither the owner nor the office out. Every pause ends on its own.
 */
export function loginThrottle(store: CounterStore, onFailure: () => void = () => undefined) {
  const pairKey = (loginId: string, ip: string) => `login:fail:${loginId.toLowerCase()}:${ip}`;
  const addressKey = (ip: string) => `login:fail-ip:${ip}`;
  const paceKey = (ip: string) => `login:pace:${ip}`;
  const accountKey = (loginId: string) => `login:fail-account:${loginId.toLowerCase()}`;
  const deviceKey = (nonce: string) => `login:fail-device:${nonce}`;
  /** The milliseconds until the longest of the given pauses ends, or 0 when none applies. */
  const pausedFor = async (keys: [string, number][]) => {
    const counts = await Promise.all(keys.map(([key]) => store.get(key)));
    const active = keys.filter(([, max], i) => (counts[i] ?? 0) >= max).map(([key]) => key);
    const remaining = await Promise.all(active.map((key) => store.remainingMs(key)));
    return Math.max(0, ...remaining);
  };
  return {
    /** Paused for this account from this address: the milliseconds left, else 0. */
    pausedMs(loginId: string, ip: string): Promise<number> {
      return pausedFor([[pairKey(loginId, ip), LOGIN_MAX_FAILURES]]);
    },
    /**
     * An attempt from an address with many failures: it takes this attempt's turn and answers 0, or
     * the milliseconds until the address's next turn when another attempt came sooner.
     */
    async paceMs(ip: string): Promise<number> {
      const failures = await store.get(addressKey(ip));
      if (failures < ADDRESS_FREE_FAILURES) return 0;
      const spacing = Math.min(ADDRESS_MAX_PACE_MS, (failures - ADDRESS_FREE_FAILURES + 1) * PACE_STEP_MS);
      if ((await store.increment(paceKey(ip), spacing)) <= 1) return 0;
      return Math.max(1, await store.remainingMs(paceKey(ip)));
    },
    /** Paused for this account from addresses it has not logged in from: the milliseconds left, else 0. */
    accountPausedMs(loginId: string): Promise<number> {
      return pausedFor([[accountKey(loginId), ACCOUNT_MAX_FAILURES]]);
    },
    /** Whether a known device has failed too often itself to be let past the other pauses. */
    async deviceDistrusted(nonce: string): Promise<boolean> {
      return (await store.get(deviceKey(nonce))) >= LOGIN_MAX_FAILURES;
    },
    async failed(loginId: string, ip: string, deviceNonce?: string): Promise<void> {
      onFailure();
      await Promise.all([
        store.increment(pairKey(loginId, ip), WINDOW_MS),
        store.increment(addressKey(ip), WINDOW_MS),
        store.increment(accountKey(loginId), WINDOW_MS),
        deviceNonce ? store.increment(deviceKey(deviceNonce), WINDOW_MS) : undefined,
      ]);
    },
    async succeeded(loginId: string, ip: string, deviceNonce?: string): Promise<void> {
      await Promise.all([store.reset(pairKey(loginId, ip)), deviceNonce ? store.reset(deviceKey(deviceNonce)) : undefined]);
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

/** 429 LOGIN_SLOW_DOWN: an address's attempts are being spaced out; the seconds to wait, in the message and Retry-After. */
export function loginSlowDown(ms: number): AppError {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return new AppError('LOGIN_SLOW_DOWN', undefined, { seconds, retryAfter: seconds });
}
