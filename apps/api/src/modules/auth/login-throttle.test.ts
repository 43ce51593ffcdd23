import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryStore, redisStore, type CounterStore } from './counter-store';
import { ADDRESS_FREE_FAILURES, ADDRESS_MAX_PACE_MS, loginThrottle } from './login-throttle';

/**
 * The counters behind login pauses and request limits: in this process's memory, and in Redis when
 * REDIS_URL is set (CI sets it for the PostgreSQL run), where replicas share them.
 */
const stores: [string, () => CounterStore][] = [['memory', () => memoryStore()]];
if (process.env.REDIS_URL) stores.push(['redis', () => redisStore(process.env.REDIS_URL!)]);

describe.each(stores)('counters in %s', (_name, make) => {
  const store = make();
  afterAll(() => store.close());
  const key = () => `test:${randomUUID()}`;

  it('counts within a window, then forgets once the window has passed', async () => {
    const k = key();
    expect(await store.increment(k, 300)).toBe(1);
    expect(await store.increment(k, 300)).toBe(2);
    expect(await store.get(k)).toBe(2);
    expect(await store.remainingMs(k)).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 400));
    expect(await store.get(k)).toBe(0);
    expect(await store.remainingMs(k)).toBe(0);
  });

  it('keeps the window of the first count: later counts do not push the end back', async () => {
    const k = key();
    await store.increment(k, 400);
    await new Promise((r) => setTimeout(r, 200));
    await store.increment(k, 400);
    expect(await store.remainingMs(k)).toBeLessThanOrEqual(250);
  });

  it('pauses an ID at one address after five failures, and a success there clears it', async () => {
    const throttle = loginThrottle(store);
    const id = `user-${randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 4; i++) await throttle.failed(id, '10.0.0.1');
    expect(await throttle.pausedMs(id, '10.0.0.1')).toBe(0);
    await throttle.failed(id, '10.0.0.1');
    expect(await throttle.pausedMs(id, '10.0.0.1')).toBeGreaterThan(14 * 60_000);
    expect(await throttle.pausedMs(id, '10.0.0.2')).toBe(0);
    await throttle.succeeded(id, '10.0.0.1');
    expect(await throttle.pausedMs(id, '10.0.0.1')).toBe(0);
  });

  it('slows a whole address only far above what an office of 300 mistyping people sends, and never for long', async () => {
    const throttle = loginThrottle(store);
    const office = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`;
    const run = randomUUID().slice(0, 8);
    for (let i = 0; i < ADDRESS_FREE_FAILURES - 1; i++) await throttle.failed(`person-${run}-${i % 300}`, office);
    expect([await throttle.paceMs(office), await throttle.paceMs(office)]).toEqual([0, 0]);
    for (let i = 0; i < 1_000; i++) await throttle.failed(`person-${run}-${i % 300}`, office);
    expect(await throttle.paceMs(office)).toBe(0);
    const wait = await throttle.paceMs(office);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(ADDRESS_MAX_PACE_MS);
    expect(await throttle.pausedMs(`someone-else-${run}`, office)).toBe(0);
  });
});
