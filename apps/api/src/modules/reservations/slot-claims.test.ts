import { describe, expect, it, vi } from 'vitest';
import { forgetHeld, withSlotClaim } from './slot-claims';

const slot = (start: string, end: string, resourceId = 1) => ({ resourceId, date: '2026-12-15', start, end });
const later = <T>(value: T, ms = 20) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const outcome = (p: Promise<unknown>) =>
  p.then(
    (v) => `booked ${String(v)}`,
    (e: { code?: string }) => e.code ?? 'error',
  );

describe('bookings in flight on this replica', () => {
  it('refuses the rivals of a booking that holds, without trying them', async () => {
    let tried = 0;
    const book = (id: number) => () => {
      tried += 1;
      return later(id);
    };
    const results = await Promise.all([
      outcome(withSlotClaim(slot('10:00', '12:00'), book(1))),
      outcome(withSlotClaim(slot('11:00', '12:00'), book(2))),
      outcome(withSlotClaim(slot('10:00', '11:00'), book(3))),
    ]);
    expect(results).toEqual(['booked 1', 'SLOT_TAKEN', 'SLOT_TAKEN']);
    expect(tried).toBe(1);
  });

  it('lets the next one try when the first does not hold', async () => {
    const results = await Promise.all([
      outcome(withSlotClaim(slot('14:00', '15:00'), () => later(null).then(() => Promise.reject(new Error('refused'))))),
      outcome(withSlotClaim(slot('14:00', '15:00'), () => later(2))),
      outcome(withSlotClaim(slot('14:00', '15:00'), () => later(3))),
    ]);
    expect(results).toEqual(['error', 'booked 2', 'SLOT_TAKEN']);
  });

  it('does not hold back times that do not overlap, or other rooms', async () => {
    const results = await Promise.all([
      outcome(withSlotClaim(slot('09:00', '10:00', 4), () => later(1))),
      outcome(withSlotClaim(slot('10:00', '11:00', 4), () => later(2))),
      outcome(withSlotClaim(slot('09:00', '10:00', 5), () => later(3))),
    ]);
    expect(results).toEqual(['booked 1', 'booked 2', 'booked 3']);
  });

  it('keeps refusing a time that was just booked for a second, then leaves it to the database', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const first = withSlotClaim(slot('16:00', '17:00', 3), () => Promise.resolve(1));
      expect(await outcome(first)).toBe('booked 1');
      let tried = false;
      const soon = withSlotClaim(slot('16:00', '17:00', 3), () => Promise.resolve((tried = true)));
      expect(await outcome(soon)).toBe('SLOT_TAKEN');
      expect(tried).toBe(false);
      vi.advanceTimersByTime(1000);
      expect(await outcome(withSlotClaim(slot('16:00', '17:00', 3), () => Promise.resolve(2)))).toBe('booked 2');
      // A cancellation here frees the time at once.
      forgetHeld(3, '2026-12-15');
      expect(await outcome(withSlotClaim(slot('16:00', '17:00', 3), () => Promise.resolve(3)))).toBe('booked 3');
    } finally {
      vi.useRealTimers();
    }
  });
});
