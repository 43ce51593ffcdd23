import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasRedisServer, privateRedis } from '../../test/private-redis';
import { createTestApp, headers } from '../../test/test-app';
import { redisStore } from './counter-store';

/** Asks until `ok` holds, for at most `ms`. */
async function eventually(ok: () => boolean | Promise<boolean>, ms = 5000) {
  const started = performance.now();
  while (!(await ok())) {
    if (performance.now() - started > ms) throw new Error('not within time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.runIf(hasRedisServer)('counters while Redis goes away and comes back', () => {
  let redis: Awaited<ReturnType<typeof privateRedis>>;
  beforeAll(async () => {
    redis = await privateRedis();
  });
  afterAll(() => redis.stop());

  it('count in memory at once while Redis is down, say so once, and count in Redis again when it is back', async () => {
    const log = { warn: vi.fn(), info: vi.fn() };
    const store = redisStore(redis.url, log);
    const direct = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
    const key = `test:${randomUUID()}`;
    try {
      await eventually(() => store.health() === 'redis');
      expect(await store.increment(key, 60_000)).toBe(1);

      await redis.stop();
      const started = performance.now();
      const during = [await store.increment(key, 60_000), await store.increment(key, 60_000), await store.get(key)];
      expect(performance.now() - started).toBeLessThan(1000);
      // The window starts again in this replica's memory.
      expect(during).toEqual([1, 2, 2]);
      expect(store.health()).toBe('degraded');
      expect(log.warn).toHaveBeenCalledTimes(1);

      await redis.start();
      await eventually(() => store.health() === 'redis');
      expect(log.info).toHaveBeenCalledWith('Redis reachable again: login pauses and limits are shared again');
      const other = `test:${randomUUID()}`;
      await store.increment(other, 60_000);
      await direct.connect();
      expect(await direct.get(other)).toBe('1');
    } finally {
      direct.disconnect();
      await store.close();
    }
  });

  it('keeps logins working through a Redis outage, and readiness says the counters are degraded', async () => {
    const t = await createTestApp({ REDIS_URL: redis.url });
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers,
        payload: { loginId: 'acme.kim', password: 'Member!2345' },
      });
    try {
      await eventually(async () => (await t.app.inject('/readyz')).json().counters === 'redis');
      expect((await login()).statusCode).toBe(200);
      await redis.stop();
      const started = performance.now();
      expect((await login()).statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(3000);
      const ready = await t.app.inject('/readyz');
      expect([ready.statusCode, ready.json().counters]).toEqual([200, 'degraded']);
      await redis.start();
      await eventually(async () => (await t.app.inject('/readyz')).json().counters === 'redis');
      expect((await login()).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
