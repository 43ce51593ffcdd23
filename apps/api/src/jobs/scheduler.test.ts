import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { startJobs, type Job } from './scheduler';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the scheduler', () => {
  it('tells the metrics of each job started and of each round that succeeded here, not of a failed one', async () => {
    const watch = { jobStarted: vi.fn(), jobSucceeded: vi.fn() };
    const job = (name: string, run: Job['run']): Job => ({ name, lockKey: 990_001 + name.length, everyMs: 3_600_000, run });
    const works = job('works', async () => ({ done: 0 }));
    const fails = job('fails-always', async () => Promise.reject(new Error('broken')));
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    try {
      const services = { fileStore: t.app.fileStore, notify: t.app.notify };
      const stop = startJobs(t.database.db, [works, fails], t.app.log, t.app.clock, services, watch);
      expect(watch.jobStarted.mock.calls).toEqual([
        ['works', 3_600_000],
        ['fails-always', 3_600_000],
      ]);
      vi.advanceTimersByTime(30_000);
      await vi.waitFor(() => expect(watch.jobSucceeded).toHaveBeenCalledTimes(1), { timeout: 5000, interval: 20 });
      await stop();
      expect(watch.jobSucceeded.mock.calls).toEqual([['works', expect.any(Number)]]);
    } finally {
      vi.useRealTimers();
    }
  });
});
