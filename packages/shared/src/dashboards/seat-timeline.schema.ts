/**
 * The back office's day of a room of seats (issue 16): every seat and every booking of the day, with who
 * booked it, its state and its check-in, as a timeline. Building managers only.
 */
import { RESERVATION_STATUSES } from '../reservations/reservation.rules';
import { z } from '../validation';
import { SEAT_ROOM_NAMES, type SeatRoom } from './board.schema';

export const seatTimelineQuerySchema = z.object({
  room: z.enum(SEAT_ROOM_NAMES as [SeatRoom, ...SeatRoom[]], { error: 'validation:invalid' }),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation:invalid'),
});
export type SeatTimelineQuery = z.infer<typeof seatTimelineQuerySchema>;

export const timelineBookingSchema = z.object({
  id: z.number().int(),
  seatId: z.number().int(),
  reference: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  checkedInAt: z.string().nullable(),
  booker: z.string(),
  company: z.string(),
});
export type TimelineBooking = z.infer<typeof timelineBookingSchema>;

export const seatTimelineSchema = z.object({
  room: z.enum(SEAT_ROOM_NAMES as [SeatRoom, ...SeatRoom[]]),
  date: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  seats: z.array(z.object({ id: z.number().int(), number: z.number().int(), closed: z.boolean() })),
  bookings: z.array(timelineBookingSchema),
});
export type SeatTimeline = z.infer<typeof seatTimelineSchema>;
