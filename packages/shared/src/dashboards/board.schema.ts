/**
 * The live boards (issue 16, decision 0037): the wall screens `/dashboard/nrm` (the nap room's men's
 * side), `/dashboard/nrw` (women's) and `/dashboard/golf` (the golf bays), and the stream each one
 * reads (`GET /api/v1/dashboards/{board}/events`), which the booking pages read too. A board is a
 * seat amenity, and a side of its room when the room has sides. It carries no one's name.
 */
import { GENDERS, type Gender } from '../accounts/account.rules';
import type { Amenity } from '../reservations/reservation.rules';
import { z } from '../validation';

/** The rooms of seats: a seat amenity, and a side of its room when the room has sides. */
export const SEAT_ROOMS = {
  nrm: { amenity: 'sleepingRoom', side: 'male' },
  nrw: { amenity: 'sleepingRoom', side: 'female' },
  golf: { amenity: 'golfSeat', side: null },
  'refresh-lounge': { amenity: 'refreshLounge', side: null },
} as const satisfies Record<string, { amenity: Amenity; side: Gender | null }>;
export type SeatRoom = keyof typeof SEAT_ROOMS;
export const SEAT_ROOM_NAMES = Object.keys(SEAT_ROOMS) as SeatRoom[];

/** The rooms with a wall screen (the spec's /dashboard/ paths). */
export const BOARDS = { nrm: SEAT_ROOMS.nrm, nrw: SEAT_ROOMS.nrw, golf: SEAT_ROOMS.golf } as const;
export type Board = keyof typeof BOARDS;
export const BOARD_NAMES = Object.keys(BOARDS) as Board[];

/** The stream of an amenity's room or side (a booking page follows its person's side); null when it has none. */
export function boardOf(amenity: Amenity, side: Gender | null): SeatRoom | null {
  return SEAT_ROOM_NAMES.find((b) => SEAT_ROOMS[b].amenity === amenity && SEAT_ROOMS[b].side === side) ?? null;
}

/** Every room of seats has a stream (the booking pages follow it); the wall screens are the BOARDS'. */
export const boardParamsSchema = z.object({ board: z.enum(SEAT_ROOM_NAMES as [SeatRoom, ...SeatRoom[]]) });

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/);

/** A booking of the seat today: its hours and whether its person has checked in (nothing else). */
export const boardBookingSchema = z.object({ start: hhmm, end: hhmm, checkedIn: z.boolean() });
export type BoardBooking = z.infer<typeof boardBookingSchema>;

export const boardSeatSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  row: z.number().int(),
  column: z.number().int(),
  /** Closed by the back office (the seat editor). */
  closed: z.boolean(),
  bookings: z.array(boardBookingSchema),
});
export type BoardSeat = z.infer<typeof boardSeatSchema>;

/** A board as of one change: every seat of today, the instant it was read and the days the change touched. */
export const boardSnapshotSchema = z.object({
  board: z.enum(SEAT_ROOM_NAMES as [SeatRoom, ...SeatRoom[]]),
  side: z.enum(GENDERS).nullable(),
  /** A digest of what it shows, the same on every replica (the stream's `id:`, compared with Last-Event-ID). */
  version: z.string(),
  /** The Seoul day shown and the server's instant (the screen keeps its clock in step with it). */
  date: z.string(),
  now: z.string(),
  opensAt: hhmm,
  closesAt: hhmm,
  seats: z.array(boardSeatSchema),
  /** Why the room is closed today (open-days.ts: a weekend, a public holiday, a closure), or null: the screen says so instead of showing seats free. */
  closed: z.enum(['weekend', 'holiday', 'closure', 'holidaysUnknown']).nullable(),
  /** The Seoul days whose bookings changed since the last event (a booking page for another day reloads its map). */
  changed: z.array(z.string()),
});
export type BoardSnapshot = z.infer<typeof boardSnapshotSchema>;
