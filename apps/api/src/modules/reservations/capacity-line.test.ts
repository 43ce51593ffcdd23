import { describe, expect, it } from 'vitest';
import { AppError } from '../../plugins/errors';
import { forgetRefusal, inCapacityLine } from './capacity-line';

const later = <T>(value: T, ms = 10) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const outcome = (p: Promise<unknown>) =>
  p.then(
    (v) => `took ${String(v)}`,
    (e: { code?: string }) => e.code ?? 'error',
  );

/** A session of `places` places (line included) as the database would count them under its lock. */
function session(places: number) {
  let taken = 0;
  let running = 0;
  let mostAtOnce = 0;
  let tried = 0;
  const register = async () => {
    tried += 1;
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    try {
      await later(null);
      if (taken >= places) throw new AppError('WAITLIST_FULL');
      taken += 1;
      return taken;
    } finally {
      running -= 1;
    }
  };
  return { register, tried: () => tried, mostAtOnce: () => mostAtOnce };
}

describe('registrations in flight on this replica for a capacity session', () => {
  it('runs a rush one at a time, and refuses the rest without trying them once the session is found full', async () => {
    const db = {};
    const s = session(3);
    const results = await Promise.all(Array.from({ length: 20 }, () => outcome(inCapacityLine(db, 'gx:1', s.register))));
    expect(results.slice(0, 3)).toEqual(['took 1', 'took 2', 'took 3']);
    expect(results.slice(3)).toEqual(Array(17).fill('WAITLIST_FULL'));
    expect(s.mostAtOnce()).toBe(1);
    // The fourth found it full; the other sixteen waited in line and were refused without a query.
    expect(s.tried()).toBe(4);
    // Anyone asking in the next second is refused at once too.
    expect(await outcome(inCapacityLine(db, 'gx:1', s.register))).toBe('WAITLIST_FULL');
    expect(s.tried()).toBe(4);
  });

  it('takes registrations again as soon as a place is freed here', async () => {
    const db = {};
    let free = false;
    const register = () => (free ? later('a place') : Promise.reject(new AppError('WAITLIST_FULL')));
    expect(await outcome(inCapacityLine(db, 'gx:2', register))).toBe('WAITLIST_FULL');
    free = true;
    expect(await outcome(inCapacityLine(db, 'gx:2', register))).toBe('WAITLIST_FULL');
    forgetRefusal(db, 'gx:2');
    expect(await outcome(inCapacityLine(db, 'gx:2', register))).toBe('took a place');
  });

  it('answers a closed session the same way to everyone for a second', async () => {
    const db = {};
    let tried = 0;
    const closed = () => {
      tried += 1;
      return Promise.reject(new AppError('REGISTRATION_CLOSED', undefined, { opens: '2026-11-02', closes: '2026-11-13' }));
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => outcome(inCapacityLine(db, 'gx:6', closed))));
    expect(results).toEqual(Array(5).fill('REGISTRATION_CLOSED'));
    expect(tried).toBe(1);
  });

  it('keeps sessions and databases apart, and lets the next one try after another refusal', async () => {
    const db = {};
    await outcome(inCapacityLine(db, 'gx:3', () => Promise.reject(new AppError('WAITLIST_FULL'))));
    expect(await outcome(inCapacityLine(db, 'gx:4', () => later('other session')))).toBe('took other session');
    expect(await outcome(inCapacityLine({}, 'gx:3', () => later('other database')))).toBe('took other database');
    const results = await Promise.all([
      outcome(inCapacityLine(db, 'gx:5', () => Promise.reject(new AppError('ALREADY_RESERVED')))),
      outcome(inCapacityLine(db, 'gx:5', () => later('next'))),
    ]);
    expect(results).toEqual(['ALREADY_RESERVED', 'took next']);
  });
});
