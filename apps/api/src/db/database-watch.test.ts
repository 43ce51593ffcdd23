import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from './client';
import { isConnectionLoss } from './connection-loss';
import { RETRY_MS, waitForDatabase, watchDatabase } from './database-watch';

/** A database whose probe answers as the test says, counting the probes. */
function fakeDatabase() {
  const state = { up: true, probes: 0, idle: [] as ((error: Error) => void)[], failFast: () => false };
  const database = {
    probe: async () => {
      state.probes += 1;
      if (!state.up) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    },
    onIdleError: (listener: (error: Error) => void) => void state.idle.push(listener),
    failFastWhile: (away: () => boolean) => void (state.failFast = away),
  } as unknown as Database;
  return { database, state };
}

const log = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() });
const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

describe('a lost database connection', () => {
  it('is told apart from a refusal of what was asked', () => {
    const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
    expect(isConnectionLoss(refused)).toBe(true);
    expect(isConnectionLoss(wrapped(Object.assign(new Error('terminating connection'), { code: '57P01' })))).toBe(true);
    expect(isConnectionLoss(wrapped(Object.assign(new Error('connection failure'), { code: '08006' })))).toBe(true);
    expect(isConnectionLoss(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isConnectionLoss(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // A unique violation, a bad value, an error of ours: the database is there.
    expect(isConnectionLoss(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
    expect(isConnectionLoss(wrapped(Object.assign(new Error('invalid input syntax'), { code: '22P02' })))).toBe(false);
    expect(isConnectionLoss(new Error('NOT_FOUND'))).toBe(false);
  });
});

describe('the database watch', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('marks the database away when a probe after a lost connection fails, retries with backoff, and is back at the first answer', async () => {
    const { database, state } = fakeDatabase();
    const logger = log();
    const watch = watchDatabase(database, logger as never, () => Date.now());
    state.up = false;
    watch.report(refused);
    await vi.advanceTimersByTimeAsync(0);
    expect(watch.reachable).toBe(false);
    expect(logger.error).toHaveBeenCalledTimes(1);
    // Meanwhile the pool refuses connections at once instead of letting requests wait on it.
    expect(state.failFast()).toBe(true);

    // Probes again after 250, 500, 1000, then every 2000 ms, and says so once.
    const before = state.probes;
    for (const wait of RETRY_MS) await vi.advanceTimersByTimeAsync(wait);
    await vi.advanceTimersByTimeAsync(2000);
    expect(state.probes - before).toBe(RETRY_MS.length + 1);
    expect(logger.error).toHaveBeenCalledTimes(1);

    state.up = true;
    await vi.advanceTimersByTimeAsync(2000);
    expect(watch.reachable).toBe(true);
    expect(state.failFast()).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ awayMs: expect.any(Number) }), 'database reachable again');
    // No more probes once it is back.
    const after = state.probes;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state.probes).toBe(after);
    watch.close();
  });

  it('is not fooled by one dropped connection: the probe finds the database there', async () => {
    const { database, state } = fakeDatabase();
    const watch = watchDatabase(database, log() as never, () => Date.now());
    watch.report(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
    state.idle[0]!(new Error('Connection terminated unexpectedly'));
    await vi.advanceTimersByTimeAsync(0);
    expect(watch.reachable).toBe(true);
    expect(state.probes).toBe(1);
    watch.close();
  });

  it('probes only for a lost connection, and answers readiness checks of the same moment with one probe', async () => {
    const { database, state } = fakeDatabase();
    const watch = watchDatabase(database, log() as never, () => Date.now());
    watch.report(Object.assign(new Error('duplicate key'), { code: '23505' }));
    expect(state.probes).toBe(0);
    expect(await Promise.all([watch.check(), watch.check(), watch.check()])).toEqual([true, true, true]);
    expect(await watch.check()).toBe(true);
    expect(state.probes).toBe(1);
    await vi.advanceTimersByTimeAsync(600);
    state.up = false;
    expect(await watch.check()).toBe(false);
    expect(watch.reachable).toBe(false);
    watch.close();
  });
});

describe('a start while the database is away', () => {
  it('waits for it with backoff instead of exiting', async () => {
    const { database, state } = fakeDatabase();
    state.up = false;
    const slept: number[] = [];
    const sleep = async (ms: number) => {
      slept.push(ms);
      if (slept.length === 5) state.up = true;
    };
    await waitForDatabase(database, 60_000, log(), sleep);
    expect(slept).toEqual([250, 500, 1000, 2000, 2000]);
    expect(state.probes).toBe(6);
  });

  it('gives up after the configured time, naming the setting', async () => {
    const { database, state } = fakeDatabase();
    state.up = false;
    await expect(waitForDatabase(database, 0, log(), async () => undefined)).rejects.toThrow(/DB_STARTUP_WAIT_SECONDS/);
  });
});
