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
