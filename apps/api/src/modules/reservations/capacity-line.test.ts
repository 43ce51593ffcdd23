import { describe, expect, it } from 'vitest';
import { AppError } from '../../plugins/errors';
import { forgetRefusal, inCapacityLine, type Settled } from './capacity-line';

const later = <T>(value: T, ms = 10) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const outcome = (p: Promise<unknown>) =>
  p.then(
    (v) => `took ${String(v)}`,
    (e: { code?: string }) => e.code ?? 'error',
  );

/** A session of `places` places (line included) as the database would decide a batch under its lock. */
function session(places: number) {
  let taken = 0;
  let running = 0;
  let mostAtOnce = 0;
  const batches: number[] = [];
  const registerAll = async (items: string[]): Promise<Settled<string>[]> => {
    batches.push(items.length);
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    try {
      await later(null);
      return items.map((who) => (taken < places ? { value: `${who}#${++taken}` } : { error: new AppError('WAITLIST_FULL') }));
    } finally {
      running -= 1;
    }
  };
  return { registerAll, batches, mostAtOnce: () => mostAtOnce };
}

/** Every item of a batch answered by `answer`. */
const each =
  (answer: () => Settled<string>) =>
  async (items: string[]): Promise<Settled<string>[]> => {
    await later(null);
    return items.map(answer);
  };

describe('registrations in flight on this replica for a capacity session', () => {
  it('decides a rush in arrival order, one batch at a time: the first alone, everyone who came meanwhile together', async () => {
    const db = {};
    const s = session(3);
    const rush = Array.from({ length: 20 }, (_, i) => outcome(inCapacityLine(db, 'gx:1', `p${i}`, s.registerAll)));
    const results = await Promise.all(rush);
    expect(results.slice(0, 3)).toEqual(['took p0#1', 'took p1#2', 'took p2#3']);
    expect(results.slice(3)).toEqual(Array(17).fill('WAITLIST_FULL'));
    expect(s.mostAtOnce()).toBe(1);
    expect(s.batches).toEqual([1, 19]);
    // Anyone asking in the next second is refused at once, without a batch.
    expect(await outcome(inCapacityLine(db, 'gx:1', 'late', s.registerAll))).toBe('WAITLIST_FULL');
    expect(s.batches).toEqual([1, 19]);
  });

  it('refuses the batches still waiting once one found the session full, without trying them', async () => {
    const db = {};
    const s = session(0);
    const first = outcome(inCapacityLine(db, 'gx:7', 'a', s.registerAll));
    const second = outcome(inCapacityLine(db, 'gx:7', 'b', s.registerAll));
    expect(await Promise.all([first, second])).toEqual(['WAITLIST_FULL', 'WAITLIST_FULL']);
    expect(s.batches).toEqual([1]);
  });

  it('takes registrations again as soon as a place is freed here', async () => {
    const db = {};
    let free = false;
    const registerAll = each(() => (free ? { value: 'a place' } : { error: new AppError('WAITLIST_FULL') }));
    expect(await outcome(inCapacityLine(db, 'gx:2', 'x', registerAll))).toBe('WAITLIST_FULL');
    free = true;
    expect(await outcome(inCapacityLine(db, 'gx:2', 'x', registerAll))).toBe('WAITLIST_FULL');
    forgetRefusal(db, 'gx:2');
    expect(await outcome(inCapacityLine(db, 'gx:2', 'x', registerAll))).toBe('took a place');
  });

  it('answers a closed session the same way to everyone for a second, a whole-batch refusal included', async () => {
    const db = {};
    let tried = 0;
    const closed = async (): Promise<Settled<string>[]> => {
      tried += 1;
      await later(null);
      throw new AppError('REGISTRATION_CLOSED', undefined, { opens: '2026-11-02', closes: '2026-11-13' });
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => outcome(inCapacityLine(db, 'gx:6', 'x', closed))));
    expect(results).toEqual(Array(5).fill('REGISTRATION_CLOSED'));
    expect(tried).toBe(1);
  });

  it('keeps sessions and databases apart, and lets the next one try after a refusal of one person', async () => {
    const db = {};
    await outcome(
      inCapacityLine(
        db,
        'gx:3',
        'x',
        each(() => ({ error: new AppError('WAITLIST_FULL') })),
      ),
    );
    expect(
      await outcome(
        inCapacityLine(
          db,
          'gx:4',
          'x',
          each(() => ({ value: 'other session' })),
        ),
      ),
    ).toBe('took other session');
    expect(
      await outcome(
        inCapacityLine(
          {},
          'gx:3',
          'x',
          each(() => ({ value: 'other database' })),
        ),
      ),
    ).toBe('took other database');
    let calls = 0;
    const mineThenFree = each(() => (calls++ === 0 ? { error: new AppError('ALREADY_RESERVED') } : { value: 'next' }));
    const results = await Promise.all([
      outcome(inCapacityLine(db, 'gx:5', 'a', mineThenFree)),
      outcome(inCapacityLine(db, 'gx:5', 'b', mineThenFree)),
    ]);
    expect(results).toEqual(['ALREADY_RESERVED', 'took next']);
  });

  it('answers every registration of a batch whose transaction failed, and takes the next batch', async () => {
    const db = {};
    let calls = 0;
    const flaky = async (items: string[]): Promise<Settled<string>[]> => {
      await later(null);
      if (calls++ === 0) throw new Error('connection lost');
      return items.map((who) => ({ value: who }));
    };
    const results = await Promise.all(['a', 'b', 'c'].map((who) => outcome(inCapacityLine(db, 'gx:8', who, flaky))));
    expect(results).toEqual(['error', 'took b', 'took c']);
  });
});
