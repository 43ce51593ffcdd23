import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Where a store keeps its counts now: this process (no Redis set), Redis, or this process while Redis is away. */
export type CounterHealth = 'memory' | 'redis' | 'degraded';

/** Counters with expiry: Redis when REDIS_URL is set (shared by replicas), else this process's memory. */
export interface CounterStore {
  get(key: string): Promise<number>;
  /** Adds `by` (1 unless given) and answers the count; the window starts at a key's first count. */
  increment(key: string, windowMs: number, by?: number): Promise<number>;
  reset(key: string): Promise<void>;
  /** Milliseconds until the counter ends (0 when there is none). */
  remainingMs(key: string): Promise<number>;
  health(): CounterHealth;
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
    async increment(key, windowMs, by = 1) {
      const c = live(key) ?? { count: 0, until: now() + windowMs };
      c.count += by;
      counters.set(key, c);
      return c.count;
    },
    reset: async (key) => void counters.delete(key),
    remainingMs: async (key) => Math.max(0, (live(key)?.until ?? 0) - now()),
    health: () => 'memory',
    close: async () => counters.clear(),
  };
}

/** The longest one Redis command may take; past it the count is kept in memory (a login never waits on Redis). */
export const REDIS_TIMEOUT_MS = 250;
/** Reconnection waits grow to this and stay. */
const REDIS_RETRY_MAX_MS = 2000;

type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/**
 * Counts in Redis, shared by the replicas; while Redis is away (down, unreachable, slower than
 * REDIS_TIMEOUT_MS) in this replica's memory instead, said once in the log, and in Redis again once it
 * answers (decision 0048). Redis speeds up and shares the limits; it is not needed to log in. What was
 * counted in memory during an outage stays there: limits restart their windows in Redis.
 */
export function redisStore(url: string, log?: Log): CounterStore {
  const redis = new Redis(url, {
    // A command while disconnected fails at once instead of waiting in a queue for the connection.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_TIMEOUT_MS,
    connectTimeout: 3000,
    retryStrategy: (times) => Math.min(100 * 2 ** Math.min(times, 5), REDIS_RETRY_MAX_MS),
  });
  const local = memoryStore();
  let shared = true;
  let closing = false;
  const fallBack = (error: unknown) => {
    if (!shared || closing) return;
    shared = false;
    log?.warn({ err: error }, "Redis unreachable: login pauses and limits are counted in this replica's memory until it is back");
  };
  const recovered = () => {
    if (shared) return;
    shared = true;
    log?.info('Redis reachable again: login pauses and limits are shared again');
  };
  // A connection lost, and every failed reconnection after it (an 'error' event each): one line when
  // Redis goes, not one a second. Before the first connection, counts go to memory without a word.
  redis.on('error', fallBack);
  redis.on('close', () => fallBack(new Error('connection to Redis closed')));
  redis.on('ready', recovered);

  const run = async <T>(remote: () => Promise<T>, inMemory: () => Promise<T>): Promise<T> => {
    if (redis.status !== 'ready') return inMemory();
    try {
      const value = await remote();
      recovered();
      return value;
    } catch (error) {
      fallBack(error);
      return inMemory();
    }
  };

  return {
    get: (key) =>
      run(
        async () => Number((await redis.get(key)) ?? 0),
        () => local.get(key),
      ),
    increment: (key, windowMs, by = 1) =>
      run(
        async () => {
          const [[, count]] = (await redis.multi().incrby(key, by).pexpire(key, windowMs, 'NX').exec()) as [[unknown, number]];
          return count;
        },
        () => local.increment(key, windowMs, by),
      ),
    reset: (key) =>
      run(
        async () => void (await Promise.all([redis.del(key), local.reset(key)])),
        () => local.reset(key),
      ),
    remainingMs: (key) =>
      run(
        async () => Math.max(0, await redis.pttl(key)),
        () => local.remainingMs(key),
      ),
    health: () => (shared && redis.status === 'ready' ? 'redis' : 'degraded'),
    async close() {
      closing = true;
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
      await local.close();
    },
  };
}
