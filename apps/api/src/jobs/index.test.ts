import { describe, expect, it } from 'vitest';
import { PREPARE_LOCK_KEY } from '../db/migrate';
import { jobs } from './index';

describe('the scheduled jobs', () => {
  it('each take an advisory lock of their own, so that one job never skips a round because another runs', () => {
    const keys = jobs.map((job) => job.lockKey);
    expect(new Set(keys).size).toBe(keys.length);
    // Nor waits behind a start that is migrating (decision 0048).
    expect(keys).not.toContain(PREPARE_LOCK_KEY);
  });

  it('each have a name of their own, as the logs and the back office tell them apart', () => {
    const names = jobs.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
