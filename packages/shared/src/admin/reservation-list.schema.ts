import { AMENITIES, RESERVATION_STATUSES } from '../reservations/reservation.rules';
import { reservationViewSchema } from '../reservations/reservation.responses';
import { dateSchema } from '../reservations/reservation.schema';
import { idParamSchema, z } from '../validation';
import { pageQuerySchema } from './admin-list.schema';
import { sortQuerySchema } from './list-order';

/** The most days the back office's reservations list and calendar show at once. */
export const RESERVATION_LIST_MAX_DAYS = 62;

/** The filters of the back office's reservations, in the list and on the calendar: two days and, optionally, a kind, a status, a company. */
export const reservationRangeQuerySchema = z.object({
  from: dateSchema,
  to: dateSchema,
  amenity: z.enum(AMENITIES).optional(),
  status: z.enum(RESERVATION_STATUSES).optional(),
  companyId: idParamSchema.optional(),
});
export type ReservationRangeQuery = z.infer<typeof reservationRangeQuerySchema>;

/** The columns the reservations list sorts by (its own order without one: by day and hour). */
export const RESERVATION_SORTS = ['date', 'company', 'total', 'status'] as const;

/** The back office's reservations list: the range and filters, a page and an order. */
export const reservationListQuerySchema = reservationRangeQuerySchema
  .extend(pageQuerySchema.shape)
  .extend({ sort: sortQuerySchema(RESERVATION_SORTS) });
export type ReservationListQuery = z.infer<typeof reservationListQuerySchema>;

/** The calendar's answer: the day bookings, and how many rentals for a period the range holds besides. */
export const reservationCalendarSchema = z.object({
  items: z.array(reservationViewSchema),
  rentals: z.number().int(),
});
export type ReservationCalendar = z.infer<typeof reservationCalendarSchema>;
