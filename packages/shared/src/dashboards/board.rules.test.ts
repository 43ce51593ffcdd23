import { describe, expect, it } from 'vitest';
import { BOARDS, boardOf } from './board.schema';
import { boardCounts, nextFreeAt, nextFreeTimes, seatStateAt } from './board.rules';
import type { BoardSeat } from './board.schema';

const seat = (number: number, bookings: BoardSeat['bookings'], closed = false): BoardSeat => ({
  id: number,
  number,
  row: 1,
  column: number,
  closed,
  bookings,
});

describe('a seat on the board', () => {
  const booked = seat(1, [
    { start: '10:00', end: '11:00', checkedIn: false },
    { start: '11:00', end: '12:00', checkedIn: true },
    { start: '14:00', end: '15:00', checkedIn: false },
  ]);

  it('is free before a booking, with the time it is next booked', () => {
    expect(seatStateAt(booked, '09:59')).toEqual({ state: 'free', nextBookingAt: '10:00' });
    expect(seatStateAt(booked, '12:00')).toEqual({ state: 'free', nextBookingAt: '14:00' });
    expect(seatStateAt(booked, '15:00')).toEqual({ state: 'free', nextBookingAt: null });
  });

  it('is reserved from the booking’s start until its person checks in, and in use after, with the minutes left', () => {
    expect(seatStateAt(booked, '10:00')).toEqual({ state: 'reserved', until: '11:00' });
    expect(seatStateAt(booked, '10:59')).toEqual({ state: 'reserved', until: '11:00' });
    expect(seatStateAt(booked, '11:00')).toEqual({ state: 'inUse', until: '12:00', minutesLeft: 60 });
    expect(seatStateAt(booked, '11:59:30')).toEqual({ state: 'inUse', until: '12:00', minutesLeft: 1 });
  });

  it('is closed when the back office closed it, whatever its bookings', () => {
    expect(seatStateAt({ ...booked, closed: true }, '10:30')).toEqual({ state: 'closed' });
    expect(nextFreeAt({ ...booked, closed: true }, '10:30', '18:00')).toBeNull();
  });

  it('is next free at the end of back-to-back bookings, or never when they run to closing', () => {
    expect(nextFreeAt(booked, '10:30', '18:00')).toBe('12:00');
    expect(nextFreeAt(booked, '09:15', '18:00')).toBe('09:15');
    expect(nextFreeAt(seat(2, [{ start: '17:00', end: '18:00', checkedIn: false }]), '17:10', '18:00')).toBeNull();
  });
});

describe('the board', () => {
  const seats = [
    seat(1, [{ start: '10:00', end: '11:00', checkedIn: true }]),
    seat(2, [{ start: '10:00', end: '12:00', checkedIn: false }]),
    seat(3, []),
    seat(4, [], true),
    seat(5, [{ start: '10:00', end: '11:00', checkedIn: false }]),
  ];

  it('counts the seats of each state', () => {
    expect(boardCounts(seats, '10:30')).toEqual({ free: 1, reserved: 2, inUse: 1, closed: 1 });
  });

  it('lists the next times seats come free, soonest first, with their numbers', () => {
    expect(nextFreeTimes(seats, '10:30', '18:00')).toEqual([
      { at: '11:00', seats: [1, 5] },
      { at: '12:00', seats: [2] },
    ]);
  });

  it('is one side of the nap room or the golf bays', () => {
    expect(boardOf('sleepingRoom', 'female')).toBe('nrw');
    expect(boardOf('sleepingRoom', 'male')).toBe('nrm');
    expect(boardOf('golfSeat', null)).toBe('golf');
    expect(boardOf('conference', null)).toBeNull();
    expect(BOARDS.nrw.side).toBe('female');
  });
});
