import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shortCache } from './short-cache';

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-23T01:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('a short cache', () => {
  it('shares one read among everyone who asks within the time, and reads again after it', async () => {
    const cache = shortCache({ ttlMs: 1000 });
    let reads = 0;
    const load = async () => ++reads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([1, 1, 1]);
    vi.advanceTimersByTime(999);
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('reads a key still asked for in its second half again in the background, serving the held answer meanwhile', async () => {
    const cache = shortCache({ ttlMs: 1000 });
    let reads = 0;
    let finish!: () => void;
    const load = () => (++reads === 1 ? Promise.resolve(1) : new Promise<number>((ok) => (finish = () => ok(reads))));
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(400);
    expect(await cache.get('k', load)).toBe(1);
    expect(reads).toBe(1); // the first half: no read
    vi.advanceTimersByTime(200);
    expect(await cache.get('k', load)).toBe(1); // the held answer, at once, while the next is read
    expect(await cache.get('k', load)).toBe(1);
    expect(reads).toBe(2); // one background read, however many ask
    finish();
    await vi.runAllTimersAsync();
    expect(await cache.get('k', load)).toBe(2);
    vi.advanceTimersByTime(900); // 1,500 ms after the first read, 900 after the second began
    expect(await cache.get('k', load)).toBe(2);
  });

  it('never serves an answer older than the time, though its background read has not come back', async () => {
    const cache = shortCache({ ttlMs: 1000 });
    let reads = 0;
    const load = () => (++reads === 2 ? new Promise<number>(() => {}) : Promise.resolve(reads));
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(600);
    await cache.get('k', load); // starts read 2, which hangs
    vi.advanceTimersByTime(401);
    expect(await cache.get('k', load)).toBe(3);
  });

  it('drops a background read that comes back after the cache was cleared', async () => {
    const cache = shortCache({ ttlMs: 1000 });
    let reads = 0;
    let finish!: () => void;
    const load = () =>
      ++reads === 2 ? new Promise<string>((ok) => (finish = () => ok('stale'))) : Promise.resolve(`read ${reads}`);
    expect(await cache.get('k', load)).toBe('read 1');
    vi.advanceTimersByTime(600);
    await cache.get('k', load);
    cache.clear(); // a change on this replica
    expect(await cache.get('k', load)).toBe('read 3');
    finish();
    await vi.runAllTimersAsync();
    expect(await cache.get('k', load)).toBe('read 3');
  });

  it('does not keep a failed read, and forgets everything when cleared', async () => {
    const cache = shortCache();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
    cache.clear();
    expect(await cache.get('k', async () => 'again')).toBe('again');
  });

  it('keeps a newer read when an older one of the same key fails late', async () => {
    const cache = shortCache();
    let fail!: (error: Error) => void;
    const older = cache.get('k', () => new Promise<string>((_, reject) => (fail = reject)));
    cache.clear();
    let reads = 0;
    expect(await cache.get('k', async () => `newer ${++reads}`)).toBe('newer 1');
    fail(new Error('late'));
    await expect(older).rejects.toThrow('late');
    expect(await cache.get('k', async () => `newer ${++reads}`)).toBe('newer 1');
  });

  it('runs a query builder once, though each `then` of one would run it again', async () => {
    let runs = 0;
    const builder: PromiseLike<number[]> = { then: (ok, fail) => Promise.resolve([++runs]).then(ok, fail) };
    const cache = shortCache();
    await cache.get('k', () => builder);
    await cache.get('k', () => builder);
    expect(runs).toBe(1);
  });
});
