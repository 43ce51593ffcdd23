import { afterEach, describe, expect, it } from 'vitest';
import { storage } from '../../shared/storage';
import { rememberBlock } from './nap-api';

afterEach(() => localStorage.clear());

describe("the browser's copy of a nap-room ban", () => {
  it('follows the server: kept with its date while a no-show restricts, gone once it ends or is waived', () => {
    rememberBlock({
      gender: 'female',
      restrictedUntil: '2026-12-01',
      bookingOpen: true,
      bookedToday: false,
      freeUsesLeft: 8,
      sessionsLeft: 0,
      closed: null,
    });
    expect(storage.get('sleepingRoomBlockStatus')).toBe('blocked');
    expect(storage.get('sleepingRoomBlockDate')).toBe('2026-12-01');
    rememberBlock({
      gender: 'female',
      restrictedUntil: null,
      bookingOpen: true,
      bookedToday: false,
      freeUsesLeft: 8,
      sessionsLeft: 0,
      closed: null,
    });
    expect(storage.get('sleepingRoomBlockStatus')).toBeNull();
    expect(storage.get('sleepingRoomBlockDate')).toBeNull();
  });

  it('is a user value, cleared at logout', () => {
    rememberBlock({
      gender: 'male',
      restrictedUntil: '2026-12-01',
      bookingOpen: true,
      bookedToday: false,
      freeUsesLeft: 8,
      sessionsLeft: 0,
      closed: null,
    });
    storage.clearUser();
    expect(storage.get('sleepingRoomBlockDate')).toBeNull();
  });
});
