import { Redis } from 'ioredis';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES } from '@tea/shared/accounts/account.rules';

/** Counters with expiry: Redis when REDIS_URL is set (shared by replicas), else this process's memory. */
export interface CounterStore {
  get(key: string): Promise<number>;
  increment(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { count: number; until: number }>();
  const live = (key: string) => {
    const c = counters.get(key);
    if (c && c.until <= now()) counters.delete(key);
    return counters.get(key);
  };
  return {
    get: async (key) => live(key)?.count ?? 0,
    async increment(key, windowMs) {
      const c = live(key) ?? { count: 0, until: now() + windowMs };
      c.count += 1;
      counters.set(key, c);
      return c.count;
    },
    reset: async (key) => void counters.delete(key),
    close: async () => counters.clear(),
  };
}

export function redisStore(url: string): CounterStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: false });
  return {
    get: async (key) => Number((await redis.get(key)) ?? 0),
    async increment(key, windowMs) {
      const [[, count]] = (await redis.multi().incr(key).pexpire(key, windowMs, 'NX').exec()) as [[unknown, number]];
      return count;
    },
    reset: async (key) => void (await redis.del(key)),
    close: async () => void (await redis.quit()),
  };
}

const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;
/** Many IDs tried from one address: a higher bar, for password spraying. */
const ADDRESS_MAX_FAILURES = 30;

/**
 * Failed logins are counted per account *and address*, and per address. Five failures for an
 * account from one address pause that address for that account for 15 minutes; a stranger
 * elsewhere cannot lock the owner out, and every pause ends on its own.
 */
export function loginThrottle(store: CounterStore) {
  const pairKey = (loginId: string, ip: string) => `login:fail:${loginId.toLowerCase()}:${ip}`;
  const addressKey = (ip: string) => `login:fail-ip:${ip}`;
  return {
    async blocked(loginId: string, ip: string): Promise<boolean> {
      const [pair, address] = await Promise.all([store.get(pairKey(loginId, ip)), store.get(addressKey(ip))]);
      return pair >= LOGIN_MAX_FAILURES || address >= ADDRESS_MAX_FAILURES;
    },
    async failed(loginId: string, ip: string): Promise<void> {
      await Promise.all([store.increment(pairKey(loginId, ip), WINDOW_MS), store.increment(addressKey(ip), WINDOW_MS)]);
    },
    async succeeded(loginId: string, ip: string): Promise<void> {
      await store.reset(pairKey(loginId, ip));
    },
  };
}
export type LoginThrottle = ReturnType<typeof loginThrottle>;
